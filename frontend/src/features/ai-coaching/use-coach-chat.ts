import type { ChatSession } from '@contracts/chat';
import type { CoachId } from '@contracts/coaches';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { checkConversation, type CrisisOutcome } from '../../lib/crisis/crisis-check';
import type { SessionKeys } from '../../lib/crypto/key-store';
import {
  MOOD_CHECK_IN_MS,
  PROGRESS_FULL_AT_MESSAGES,
  TYPING_DELAY_MS,
  createCoachEngine,
  unpromptedDelayMs,
  type CoachReply,
  type MemoryDigest,
  type MoodCheckIn,
  type Random,
} from './engine';
import { CRISIS_REPLY_TEXT } from './crisis-reply';
import { readScreeningAnswer, screeningQuestion, screeningThanks } from './screening';
import { useChatSaving } from './use-chat-saving';

/** A line of the conversation (spec §3 Chat message), plus what the screen needs to draw it. */
export interface ChatLine {
  id: string;
  text: string;
  sender: 'user' | 'ai';
  timestamp: Date;
  isUnprompted?: boolean;
  /** crisis: the fixed crisis card in place of a reply; mood-check-in: the 2-minute question; sealed: not readable now. */
  kind?: 'crisis' | 'check' | 'mood-check-in' | 'sealed';
  /** Short answers offered under a coach line while it is the latest. */
  quickReplies?: string[];
}

export { CRISIS_REPLY_TEXT, isCrisisReply } from './crisis-reply';

/** The detector looks at this many of the latest user messages together. */
export const CRISIS_WINDOW = 4;

export type MoodCheckInState = 'waiting' | 'asking' | 'answered';

/** What a user message calls for: the crisis card, the screening question, thanks for a plain no to it, or a reply. */
type Verdict = 'crisis' | 'check' | 'answered-no' | 'reply';

/** A server-side reply source the user has agreed to (AWS only); the default engine runs on the device. */
export type RemoteReply = (
  persona: CoachId,
  history: { role: 'user' | 'assistant'; text: string }[],
  /** What the on-device coach remembers, as short lines the model gets as notes. */
  memory?: string[],
) => Promise<{ reply: string; blocked: boolean }>;

export interface ResumedSession {
  session: ChatSession;
  lines: ChatLine[];
  /** What the coach remembered of it, as stored (decrypted JSON); null: rebuilt from the lines. */
  memory?: unknown;
}

/** The last session with the same coach: its digest opens this chat, and forgetting clears it there too. */
export interface PreviousSession {
  sessionId: string;
  digest: MemoryDigest;
}

export interface CoachChatOptions {
  coachId: CoachId;
  random: Random;
  /** The keys at the moment of each write (they expire after 30 minutes). */
  currentKeys: () => SessionKeys | null;
  /** Encryption is on for this user: lines are only sent encrypted. */
  encryptionEnabled: boolean;
  /** A past session reopened: its lines are shown and new ones are added to it. */
  resume?: ResumedSession;
  remoteReply?: RemoteReply;
  /** Called once the session exists on the server (the history then lists it). */
  onSessionSaved?: (session: ChatSession) => void;
  previous?: PreviousSession | null;
}

let lineCounter = 0;
const lineId = () => `line-${(lineCounter += 1)}`;

/**
 * The coach chat of spec §4: typing delay, replies from the on-device engine, unprompted
 * check-ins, the 2-minute mood check-in, the crisis card, and every line saved through the
 * chat-session API (use-chat-saving.ts). Every timer reads refs, never state
 * captured when it was set, so none of them acts on a stale conversation.
 */
export function useCoachChat({ coachId, random, currentKeys, encryptionEnabled, resume, remoteReply, onSessionSaved, previous }: CoachChatOptions) {
  const engine = useMemo(
    () =>
      createCoachEngine(
        coachId,
        random,
        resume
          ? { history: resume.lines.filter((l) => l.kind === undefined || l.kind === 'mood-check-in').map((l) => ({ sender: l.sender, text: l.text })) }
          : undefined,
        { previous: previous?.digest ?? null, memory: resume?.memory ?? null },
      ),
    // One engine per mounted chat: choosing a coach mounts a new one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  // A reopened session gets a welcome back that picks up where it stopped (saved with the next user message).
  const [lines, setLines] = useState<ChatLine[]>(() => [...(resume?.lines ?? []), toLine(engine.greeting(), 'ai')]);
  const [typing, setTyping] = useState(false);
  const [moodState, setMoodState] = useState<MoodCheckInState>('waiting');
  const [startedAt] = useState(() => Date.now());

  const linesRef = useRef(lines);
  const pendingReplies = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const unpromptedTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const unpromptedSinceUser = useRef(0);
  const crisisShown = useRef(false);
  /** User messages since the last crisis card: the detector's window. */
  const recentUserTexts = useRef<string[]>([]);
  /** Crisis checks, one message at a time in the order sent: each reads the window the one before left. */
  const crisisChecks = useRef<Promise<unknown>>(Promise.resolve());
  /** The screening question was asked and waits for its answer. */
  const screeningOpen = useRef(false);
  const [screening, setScreening] = useState(false);
  const mounted = useRef(true);

  const [memoryLines, setMemoryLines] = useState<string[]>(() => engine.remembered());
  const { save, flush, saveFailed, waitingForKey, memoryChanged: saveMemory, memoryForgotten } = useChatSaving({
    coachId,
    engine,
    currentKeys,
    encryptionEnabled,
    sessionId: resume?.session.id ?? null,
    firstLine: lines.at(-1)!,
    previousSessionId: previous?.sessionId ?? null,
    onSessionSaved,
    mounted,
  });

  const later = useCallback((ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      if (mounted.current) run();
    }, ms);
    timers.current.add(timer);
    return timer;
  }, []);

  /** After each coach reply: what the coach remembers is shown and saved with the session. */
  const memoryChanged = useCallback(() => {
    saveMemory();
    setMemoryLines(engine.remembered());
  }, [engine, saveMemory]);

  /** "Forget all": clears the coach's memory here, in this session and in the last one it came from. */
  const forget = useCallback(() => {
    engine.forget();
    setMemoryLines([]);
    memoryForgotten();
  }, [engine, memoryForgotten]);

  const append = useCallback(
    (line: ChatLine) => {
      linesRef.current = [...linesRef.current, line];
      setLines(linesRef.current);
      save(line);
    },
    [save],
  );

  const scheduleUnprompted = useCallback(() => {
    if (unpromptedTimer.current) {
      clearTimeout(unpromptedTimer.current);
      timers.current.delete(unpromptedTimer.current);
      unpromptedTimer.current = null;
    }
    // One check-in per quiet spell, and none once the crisis card has been shown.
    if (crisisShown.current || unpromptedSinceUser.current > 0) return;
    unpromptedTimer.current = later(unpromptedDelayMs(random), () => {
      unpromptedTimer.current = null;
      if (pendingReplies.current > 0) return;
      unpromptedSinceUser.current += 1;
      append({ ...toLine(engine.unprompted(), 'ai'), isUnprompted: true });
    });
  }, [append, engine, later, random]);

  const showCrisis = useCallback(
    (line?: ChatLine) => {
      crisisShown.current = true;
      recentUserTexts.current = [];
      // Cancels a pending check-in; none is scheduled after the card.
      scheduleUnprompted();
      append(line ?? crisisLine());
    },
    [append, scheduleUnprompted],
  );

  /** The coach types, then says what `produce` gives; null: nothing to say (the crisis card took its place), so it stops at once. */
  const replyAfterTyping = useCallback(
    (produce: () => Promise<ChatLine | null> | ChatLine) => {
      pendingReplies.current += 1;
      setTyping(true);
      let done = false;
      const finish = (line: ChatLine | null) => {
        if (done || !mounted.current) return;
        done = true;
        pendingReplies.current -= 1;
        if (pendingReplies.current === 0) setTyping(false);
        if (line?.kind === 'crisis') showCrisis(line);
        else if (line) append(line);
        scheduleUnprompted();
      };
      const ready = Promise.resolve().then(produce);
      void ready.then((line) => {
        if (line === null) finish(null);
      });
      later(TYPING_DELAY_MS, () => void ready.then(finish));
    },
    [append, later, scheduleUnprompted, showCrisis],
  );

  /**
   * What a user message calls for, read on the device with the messages before it: the crisis
   * card (shown as soon as that is known), the screening question, the coach's thanks for a plain
   * no to it, or a reply. A check that cannot run asks the question: better to ask than stay silent.
   */
  const judgeMessage = useCallback(
    (text: string): Promise<Verdict> => {
      const verdict = crisisChecks.current.then(async (): Promise<Verdict> => {
        recentUserTexts.current = [...recentUserTexts.current, text].slice(-CRISIS_WINDOW);
        let outcome: CrisisOutcome;
        try {
          outcome = (await checkConversation(recentUserTexts.current)).outcome;
        } catch {
          outcome = 'check';
        }
        const answering = screeningOpen.current;
        screeningOpen.current = false;
        const answer = answering ? readScreeningAnswer(text) : 'other';
        let verdict: Verdict = 'reply';
        if (outcome === 'crisis' || answer === 'yes') verdict = 'crisis';
        else if (answer === 'no') verdict = 'answered-no';
        else if (outcome === 'check') verdict = 'check';
        if (verdict === 'crisis' && mounted.current) showCrisis();
        // The question waits for its answer before anything else is asked.
        if (verdict === 'check') screeningOpen.current = true;
        if (mounted.current) setScreening(screeningOpen.current);
        return verdict;
      });
      crisisChecks.current = verdict;
      return verdict;
    },
    [showCrisis],
  );

  const coachLine = useCallback(
    (reply: CoachReply): ChatLine => {
      memoryChanged();
      return toLine(reply, 'ai');
    },
    [memoryChanged],
  );

  const send = useCallback(
    (input: string): boolean => {
      const text = input.trim();
      if (!text) return false;
      unpromptedSinceUser.current = 0;
      append({ id: lineId(), text, sender: 'user', timestamp: new Date() });
      // The conversation as it stands now, for a server-side coach.
      const history = remoteReply
        ? linesRef.current
            .filter((l) => l.kind === undefined || l.kind === 'mood-check-in')
            .slice(-20)
            .map((l) => ({ role: l.sender === 'user' ? ('user' as const) : ('assistant' as const), text: l.text }))
        : [];
      // The coach types while the device checks the message; a detected crisis gets the card and
      // no coach reply, an ambiguous message the screening question; neither is sent to a model.
      const verdict = judgeMessage(text);
      replyAfterTyping(async () => {
        const judged = await verdict;
        if (judged === 'crisis') return null;
        if (judged === 'check') return { ...toLine({ text: screeningQuestion(coachId), kind: 'reply' }, 'ai'), kind: 'check' };
        if (judged === 'answered-no') return toLine({ text: screeningThanks(coachId), kind: 'reply' }, 'ai');
        if (!remoteReply) return coachLine(engine.reply(text));
        try {
          // The on-device memory follows the conversation on the model's turns too.
          engine.observe(text);
          memoryChanged();
          const answer = await remoteReply(coachId, history, engine.remembered());
          return answer.blocked ? crisisLine() : toLine({ text: answer.reply, kind: 'reply' }, 'ai');
        } catch {
          // The model is unreachable: the on-device coach answers instead.
          return coachLine(engine.reply(text));
        }
      });
      return true;
    },
    [append, coachId, coachLine, engine, judgeMessage, memoryChanged, remoteReply, replyAfterTyping],
  );

  const chooseMood = useCallback(
    (mood: MoodCheckIn) => {
      if (moodState !== 'asking') return;
      setMoodState('answered');
      unpromptedSinceUser.current = 0;
      append({ id: lineId(), text: engine.moodUserLine(mood), sender: 'user', timestamp: new Date() });
      replyAfterTyping(() => toLine(engine.moodReply(mood), 'ai'));
    },
    [append, engine, moodState, replyAfterTyping],
  );

  useEffect(() => {
    mounted.current = true;
    const liveTimers = timers.current;
    // Spec §4: the mood check-in 2 minutes after the coach is chosen, once.
    later(MOOD_CHECK_IN_MS, () => {
      if (crisisShown.current) return;
      setMoodState('asking');
      append({ id: lineId(), text: engine.moodCheckInPrompt(), sender: 'ai', timestamp: new Date(), kind: 'mood-check-in' });
    });
    scheduleUnprompted();
    return () => {
      mounted.current = false;
      for (const timer of liveTimers) clearTimeout(timer);
      liveTimers.clear();
    };
    // Once per mounted chat.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const progress = Math.min(100, (lines.length / PROGRESS_FULL_AT_MESSAGES) * 100);

  return { lines, typing, moodState, chooseMood, send, progress, startedAt, saveFailed, waitingForKey, flush, screening, memoryLines, forget };
}

function toLine(reply: CoachReply, sender: 'user' | 'ai'): ChatLine {
  const line: ChatLine = { id: lineId(), text: reply.text, sender, timestamp: new Date() };
  return reply.quickReplies ? { ...line, quickReplies: reply.quickReplies } : line;
}

function crisisLine(): ChatLine {
  return { id: lineId(), text: CRISIS_REPLY_TEXT, sender: 'ai', timestamp: new Date(), kind: 'crisis' };
}
