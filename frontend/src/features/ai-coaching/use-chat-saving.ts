import type { ChatSession } from '@contracts/chat';
import type { CoachId } from '@contracts/coaches';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { SessionKeys } from '../../lib/crypto/key-store';
import { chatApi } from './api/chat-api';
import type { CoachEngine } from './engine';
import { sealMemory, sealMessage } from './message-crypto';
import type { ChatLine } from './use-coach-chat';

export interface ChatSavingOptions {
  coachId: CoachId;
  engine: CoachEngine;
  /** The keys at the moment of each write (they expire after 30 minutes). */
  currentKeys: () => SessionKeys | null;
  /** Encryption is on for this user: lines are only sent encrypted. */
  encryptionEnabled: boolean;
  /** The session the lines are added to when a past one was reopened; null: one is created with the first user message. */
  sessionId: string | null;
  /** The coach's first line, saved once the person writes. */
  firstLine: ChatLine;
  /** The last session with the same coach, whose memory "Forget all" clears too. */
  previousSessionId: string | null;
  onSessionSaved?: (session: ChatSession) => void;
  /** False once the chat is unmounted: nothing is set on it then. */
  mounted: RefObject<boolean>;
}

/**
 * Every line saved through the chat-session API in one chain, so the server keeps the order the
 * user saw; encrypted when the key is usable, and waiting for it when encryption is on. The
 * coach's memory is saved with the session after the lines.
 */
export function useChatSaving({
  coachId,
  engine,
  currentKeys,
  encryptionEnabled,
  sessionId: resumedSessionId,
  firstLine,
  previousSessionId,
  onSessionSaved,
  mounted,
}: ChatSavingOptions) {
  const [saveFailed, setSaveFailed] = useState(false);
  const [waitingForKey, setWaitingForKey] = useState(false);
  const sessionId = useRef<string | null>(resumedSessionId);
  const unsaved = useRef<ChatLine[]>([firstLine]);
  const sessionWanted = useRef(false);
  const saving = useRef<Promise<void>>(Promise.resolve());
  /** The coach's memory changed since it was last saved with the session. */
  const memoryDirty = useRef(false);
  const previousSession = useRef(previousSessionId);
  const encryptionRequired = useRef(encryptionEnabled);
  useEffect(() => {
    encryptionRequired.current = encryptionEnabled;
  }, [encryptionEnabled]);

  /** Sends what is not saved yet, in order; with encryption on and no usable key it waits for one. */
  const flush = useCallback(() => {
    // A session starts with the user: coach lines before the first user message wait.
    if (!sessionWanted.current) return;
    saving.current = saving.current.then(async () => {
      if (unsaved.current.length === 0 && !memoryDirty.current) return;
      const keys = currentKeys();
      // Encryption on: nothing leaves the device unencrypted, so the lines wait for the key.
      if (encryptionRequired.current && !keys) {
        if (mounted.current) setWaitingForKey(true);
        return;
      }
      try {
        if (!sessionId.current) {
          const session = await chatApi.createSession(coachId);
          sessionId.current = session.id;
          onSessionSaved?.(session);
        }
        while (unsaved.current.length > 0) {
          const next = unsaved.current[0]!;
          const message = await sealMessage(next.text, keys);
          await chatApi.postMessage(sessionId.current, { message, sender: next.sender });
          unsaved.current.shift();
        }
        if (mounted.current) {
          setSaveFailed(false);
          setWaitingForKey(false);
        }
      } catch {
        // The lines stay on screen and in the queue; the next line (or unlock) tries them again.
        if (mounted.current) setSaveFailed(true);
        return;
      }
      if (!memoryDirty.current || !sessionId.current) return;
      memoryDirty.current = false;
      try {
        // Forgotten is kept as an empty memory, so reopening the session does not rebuild it from the lines.
        const memory = engine.digest(new Date()) ?? { version: 1, savedAt: new Date().toISOString() };
        await chatApi.putMemory(sessionId.current, { memory: await sealMemory(JSON.stringify(memory), keys) });
      } catch {
        // Kept for the next save; the conversation itself is safe.
        memoryDirty.current = true;
      }
    });
  }, [coachId, currentKeys, engine, mounted, onSessionSaved]);

  const save = useCallback(
    (line: ChatLine) => {
      unsaved.current.push(line);
      if (line.sender === 'user') sessionWanted.current = true;
      flush();
    },
    [flush],
  );

  /** The coach's memory changed: it goes with the next save. */
  const memoryChanged = useCallback(() => {
    memoryDirty.current = true;
  }, []);

  /** After "Forget all": the empty memory is saved here, and the last session's memory is cleared too. */
  const memoryForgotten = useCallback(() => {
    memoryDirty.current = true;
    const earlier = previousSession.current;
    previousSession.current = null;
    if (earlier) void chatApi.putMemory(earlier, { memory: null }).catch(() => undefined);
    flush();
  }, [flush]);

  return { save, flush, saveFailed, waitingForKey, memoryChanged, memoryForgotten };
}
