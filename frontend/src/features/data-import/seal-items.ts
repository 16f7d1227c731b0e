import type { EncryptedField } from '@contracts/encryption';
import type { ImportItem } from '@contracts/imports';
import {
  CHAT_MESSAGE_CONTEXT,
  CHECK_IN_FIELD_CONTEXT,
  JOURNAL_FIELD_CONTEXT,
  MOOD_FIELD_CONTEXT,
} from '../../lib/crypto/field-contexts';
import { encryptField } from '../../lib/crypto/field-crypto';
import type { SessionKeys } from '../../lib/crypto/key-store';
import { importKeyOf } from './import-key';
import type { PlannedItem } from './import-plan';

type Seal = (plaintext: string, context: string) => Promise<string | EncryptedField>;

/** With keys, text is sealed under its field's name as the screens seal it; without (encryption off) it goes as it is. */
const sealer = (keys: SessionKeys | null): Seal => (keys ? (text, context) => encryptField(text, keys, context) : async (text) => text);

async function dataOf(item: PlannedItem, seal: Seal, keys: SessionKeys | null): Promise<ImportItem['data']> {
  const d = item.data;
  switch (d.type) {
    case 'mood': {
      const out: Extract<ImportItem, { type: 'mood' }>['data'] = { mood: d.mood };
      if (d.energy !== undefined) out.energy = d.energy;
      if (d.stress !== undefined) out.stress = d.stress;
      if (d.notes) out.notes = await seal(d.notes, MOOD_FIELD_CONTEXT.notes);
      const list = async (values: string[] | undefined, context: string) =>
        values && values.length > 0 ? (keys ? await seal(JSON.stringify(values), context) : values) : undefined;
      const triggers = await list(d.triggers, MOOD_FIELD_CONTEXT.triggers);
      const gratitude = await list(d.gratitude, MOOD_FIELD_CONTEXT.gratitude);
      if (triggers) out.triggers = triggers as string[] | EncryptedField;
      if (gratitude) out.gratitude = gratitude as string[] | EncryptedField;
      return out;
    }
    case 'journal':
      return {
        ...(d.title ? { title: await seal(d.title, JOURNAL_FIELD_CONTEXT.title) } : {}),
        content: await seal(d.content, JOURNAL_FIELD_CONTEXT.content),
        mood: d.mood,
        tags: d.tags,
        ...(d.notes ? { notes: await seal(d.notes, JOURNAL_FIELD_CONTEXT.notes) } : {}),
        ...(d.aiAnalysis ? { aiAnalysis: keys ? await encryptField(JSON.stringify(d.aiAnalysis), keys, JOURNAL_FIELD_CONTEXT.aiAnalysis) : d.aiAnalysis } : {}),
      };
    case 'checkIn':
      // Check-in answers are ciphertext only: the caller needs keys for them.
      if (!keys) throw new Error('Check-ins need encryption to be unlocked');
      return { kind: d.kind, answers: await encryptField(d.answers, keys, CHECK_IN_FIELD_CONTEXT) };
    case 'chatSession':
      return {
        persona: d.persona,
        messages: await Promise.all(
          d.messages.map(async (m) => ({ sender: m.sender, timestamp: m.timestamp, message: await seal(m.text, CHAT_MESSAGE_CONTEXT) })),
        ),
      };
  }
}

/** One planned item as POST /imports/items takes it: sealed on the device, with its import key. */
export async function sealItem(item: PlannedItem, keys: SessionKeys | null, hmacKey: CryptoKey): Promise<ImportItem> {
  const [importKey, data] = await Promise.all([importKeyOf(hmacKey, item.source), dataOf(item, sealer(keys), keys)]);
  return { type: item.data.type, importKey, timestamp: item.timestamp, data } as ImportItem;
}
