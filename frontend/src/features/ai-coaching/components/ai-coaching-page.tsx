import type { ChatSession } from '@contracts/chat';
import { COACHES, type Coach, type CoachId } from '@contracts/coaches';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Loader } from '../../../components/loader';
import { useToast } from '../../../components/toast';
import { prepareCrisisCheck } from '../../../lib/crisis/crisis-check';
import { useEncryption } from '../../../lib/encryption-context';
import { chatApi } from '../api/chat-api';
import { isCrisisReply } from '../crisis-reply';
import { seededRandom, type Random } from '../engine/random';
import { openMemory, openMessage } from '../message-crypto';
import { isScreeningQuestion } from '../screening';
import type { ChatLine, PreviousSession, ResumedSession } from '../use-coach-chat';
import { CoachList } from './coach-list';
import './ai-coaching.css';
import './coach-chat.css';

// Asked for while the session is checked when this page is opened directly (lib/lazy-page.ts).
export { prefetchCoachingProgress as prefetchPageData } from '../use-coaching-progress';

interface OpenChat {
  coachId: CoachId;
  /** A new chat each time a coach is chosen: messages, mood and timer start over. */
  key: number;
  random: Random;
  initialInput?: string;
  resume?: ResumedSession;
  previous?: PreviousSession | null;
}

// The chat and its coaching engine (with the coach's written knowledge, the largest part) load when a coach
// is pointed at or focused, so the coach list stays light and the chat is usually there by the click.
const loadChatView = () => import('./chat-view');
const ChatView = lazy(() => loadChatView().then((m) => ({ default: m.ChatView })));
const preloadChat = () => void loadChatView().catch(() => undefined);

/** How long a new chat waits for the last session's digest before it opens without it. */
const PREVIOUS_WAIT_MS = 2_000;

export const SEALED_MESSAGE_TEXT = 'This message is encrypted. Unlock encryption to read it.';
export const UNREADABLE_MESSAGE_TEXT = 'This message cannot be decrypted with your current key.';

function freshSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}

/** Spec §2 /ai-coaching: the coach list, or the chat with one coach. */
export function AiCoachingPage({ random }: { random?: Random } = {}) {
  const { currentKeys } = useEncryption();
  const toast = useToast();
  const [chat, setChat] = useState<OpenChat | null>(null);
  const [opening, setOpening] = useState(false);
  const chats = useRef(0);
  // Every message is checked before the coach answers: the detector loads while a coach is chosen.
  useEffect(() => prepareCrisisCheck(), []);

  const start = useCallback(
    (coach: Coach, extra: Omit<OpenChat, 'coachId' | 'key' | 'random'> = {}) => {
      chats.current += 1;
      setChat({ coachId: coach.id, key: chats.current, random: random ?? seededRandom(freshSeed()), ...extra });
    },
    [random],
  );

  /** A new chat: what the coach kept from the last session with this person opens it. */
  const startNew = useCallback(
    async (coach: Coach, extra: Omit<OpenChat, 'coachId' | 'key' | 'random'> = {}) => {
      setOpening(true);
      const previous = await Promise.race([
        import('../previous-session').then(({ lastDigest }) => lastDigest(coach.id, currentKeys)).catch(() => null),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), PREVIOUS_WAIT_MS)),
      ]);
      setOpening(false);
      start(coach, { ...extra, previous });
    },
    [currentKeys, start],
  );

  const reopen = useCallback(
    async (session: ChatSession) => {
      setOpening(true);
      try {
        const full = await chatApi.getSession(session.id);
        const keys = currentKeys();
        const lines = await Promise.all(
          full.messages.map(async (message): Promise<ChatLine> => {
            const opened = await openMessage(message.message, keys);
            const base = { id: `stored-${message.id}`, sender: message.sender, timestamp: new Date(message.createdAt) };
            if (opened.state === 'ready') {
              return { ...base, text: opened.text, ...(message.sender === 'ai' ? storedKind(opened.text) : {}) };
            }
            return { ...base, text: opened.state === 'locked' ? SEALED_MESSAGE_TEXT : UNREADABLE_MESSAGE_TEXT, kind: 'sealed' };
          }),
        );
        const memory = await openMemory(full.memory, keys);
        start(COACHES[full.persona], { resume: { session: full, lines, memory } });
      } catch (failure) {
        toast.error(failure instanceof Error ? failure.message : 'The session could not be opened.');
      } finally {
        setOpening(false);
      }
    },
    [currentKeys, start, toast],
  );

  if (opening) return <Loader label="Opening the session..." />;

  if (!chat) {
    return (
      <CoachList
        onChoose={(coach) => void startNew(coach)}
        onQuickStart={(coach) => void startNew(coach, { initialInput: coach.quickStart })}
        onIntent={preloadChat}
      />
    );
  }

  return (
    <Suspense fallback={<Loader label="Opening the session..." />}>
      <ChatView
      key={chat.key}
      coach={COACHES[chat.coachId]}
      random={chat.random}
      initialInput={chat.initialInput}
      resume={chat.resume}
      previous={chat.previous}
      onBack={() => setChat(null)}
      onOpenSession={(session) => void reopen(session)}
      />
    </Suspense>
  );
}

/** A stored coach line that was the crisis card or the screening question is shown as it was. */
function storedKind(text: string): Pick<ChatLine, 'kind'> {
  if (isCrisisReply(text)) return { kind: 'crisis' };
  return isScreeningQuestion(text) ? { kind: 'check' } : {};
}
