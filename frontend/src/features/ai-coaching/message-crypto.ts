import type { ChatMessage } from '@contracts/chat';
import type { EncryptedField } from '@contracts/encryption';
import { CHAT_MEMORY_CONTEXT, CHAT_MESSAGE_CONTEXT } from '../../lib/crypto/field-contexts';
import { decryptField, encryptField } from '../../lib/crypto/field-crypto';
import type { SessionKeys } from '../../lib/crypto/key-store';

/**
 * Spec §9: chat message content is an encrypted field, bound to its name like the journal's fields.
 * With keys the content leaves the device as a 2.0 object; without them (spec §4) as plain text.
 */
export async function sealMessage(text: string, keys: SessionKeys | null): Promise<string | EncryptedField> {
  return keys ? encryptField(text, keys, CHAT_MESSAGE_CONTEXT) : text;
}

/** What the coach remembers of a session is sealed like a message, under its own name. */
export async function sealMemory(json: string, keys: SessionKeys | null): Promise<string | EncryptedField> {
  return keys ? encryptField(json, keys, CHAT_MEMORY_CONTEXT) : json;
}

/** The stored memory as parsed JSON; null when there is none, it is locked or it cannot be read. */
export async function openMemory(memory: string | EncryptedField | null | undefined, keys: SessionKeys | null): Promise<unknown> {
  if (memory === null || memory === undefined) return null;
  try {
    if (typeof memory === 'string') return JSON.parse(memory) as unknown;
    if (!isMarkedEncrypted(memory) || !keys) return null;
    return JSON.parse(await decryptField(memory, keys, CHAT_MEMORY_CONTEXT)) as unknown;
  } catch {
    return null;
  }
}

export type OpenedMessage = { state: 'ready'; text: string } | { state: 'locked' } | { state: 'failed' };

function isMarkedEncrypted(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { encrypted?: unknown }).encrypted === true;
}

/** A stored message's text; plain messages read without a key. */
export async function openMessage(message: ChatMessage['message'], keys: SessionKeys | null): Promise<OpenedMessage> {
  if (!isMarkedEncrypted(message)) return typeof message === 'string' ? { state: 'ready', text: message } : { state: 'failed' };
  if (!keys) return { state: 'locked' };
  try {
    return { state: 'ready', text: await decryptField(message, keys, CHAT_MESSAGE_CONTEXT) };
  } catch {
    return { state: 'failed' };
  }
}
