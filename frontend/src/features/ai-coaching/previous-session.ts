import type { CoachId } from '@contracts/coaches';
import type { SessionKeys } from '../../lib/crypto/key-store';
import { chatApi } from './api/chat-api';
import { readDigest } from './engine';
import { TECHNIQUE_IDS } from './engine/library';
import { TOPIC_IDS } from './engine/understanding';
import { openMemory } from './message-crypto';
import type { PreviousSession } from './use-coach-chat';

/** The digest kept with the latest earlier session with this coach, if any. */
export async function lastDigest(coachId: CoachId, currentKeys: () => SessionKeys | null): Promise<PreviousSession | null> {
  const sessions = await chatApi.listSessions();
  const last = sessions.find((session) => session.persona === coachId && session.messageCount > 0);
  if (!last) return null;
  const full = await chatApi.getSession(last.id);
  const digest = readDigest(await openMemory(full.memory, currentKeys()), TECHNIQUE_IDS, TOPIC_IDS);
  return digest ? { sessionId: last.id, digest } : null;
}

