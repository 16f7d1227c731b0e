import type { ChatSession } from '@contracts/chat';
import type { Coach } from '@contracts/coaches';
import { ArrowLeft, Brain, Clock, Frown, Info, Lock, Meh, Send, Smile, type LucideIcon } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/button';
import { CRISIS_TEXT_988_HREF, CrisisCard } from '../../../components/crisis-card';
import { CRISIS_CALL_HREF, CRISIS_TEXT_HREF } from '../../../components/crisis-resources';
import { ProgressBar } from '../../../components/progress-bar';
import { getConfig } from '../../../lib/config';
import { useEncryption } from '../../../lib/encryption-context';
import { chatApi } from '../api/chat-api';
import { modelReply } from '../api/coach-model-api';
import type { MoodCheckIn, Random } from '../engine';
import { useCoachChat, type ChatLine, type PreviousSession, type ResumedSession } from '../use-coach-chat';
import { CoachAvatar } from './coach-avatar';
import { ModelConsent, readModelConsent } from './model-consent';
import { SessionHistory } from './session-history';

const MOODS: { value: MoodCheckIn; label: string; icon: LucideIcon }[] = [
  { value: 'great', label: 'Great', icon: Smile },
  { value: 'okay', label: 'Okay', icon: Meh },
  { value: 'not-good', label: 'Not good', icon: Frown },
];

const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

export interface ChatViewProps {
  coach: Coach;
  random: Random;
  /** Quick Start: the input starts with the coach's quick-start text. */
  initialInput?: string;
  resume?: ResumedSession;
  /** The last session with this coach, whose digest opens the chat. */
  previous?: PreviousSession | null;
  onBack: () => void;
  onOpenSession: (session: ChatSession) => void;
}

/** The chat with one coach (spec §4 Coach chat). */
export function ChatView({ coach, random, initialInput = '', resume, previous, onBack, onOpenSession }: ChatViewProps) {
  const { currentKeys, enabled, keys, requestUnlock } = useEncryption();
  const [savedSession, setSavedSession] = useState<string | null>(resume?.session.id ?? null);
  const [historyKey, setHistoryKey] = useState(0);
  const onSessionSaved = useCallback((session: ChatSession) => {
    setSavedSession(session.id);
    setHistoryKey((n) => n + 1);
  }, []);
  const modelOffered = getConfig().coachProvider === 'bedrock';
  const [modelConsent, setModelConsent] = useState(() => modelOffered && readModelConsent());
  const chat = useCoachChat({
    coachId: coach.id,
    random,
    currentKeys,
    encryptionEnabled: enabled,
    resume,
    previous,
    remoteReply: modelOffered && modelConsent ? modelReply : undefined,
    onSessionSaved,
  });
  const [memoryOpen, setMemoryOpen] = useState(false);
  const memoryId = useId();
  const [input, setInput] = useState(initialInput);
  const [prompts, setPrompts] = useState<string[]>(coach.suggestedPrompts);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logEnd = useRef<HTMLLIElement>(null);
  const inputId = useId();
  const noticeId = useId();
  // Lines of a reopened session were answered when they were said: only a card that appears now is an alert.
  const [linesAtStart] = useState(() => new Set(chat.lines.map((line) => line.id)));
  const freshCrisisId = chat.lines.findLast((line) => line.kind === 'crisis' && !linesAtStart.has(line.id))?.id;
  const crisisCard = useRef<HTMLElement>(null);

  const { flush } = chat;
  // Lines kept while locked are sent (encrypted) as soon as the key is back.
  useEffect(() => {
    if (keys) flush();
  }, [keys, flush]);

  useEffect(() => {
    const controller = new AbortController();
    chatApi
      .prompts(coach.id, controller.signal)
      .then((list) => {
        if (list.length > 0) setPrompts(list);
      })
      // The coach's own prompts are already shown.
      .catch(() => undefined);
    return () => controller.abort();
  }, [coach.id]);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  useEffect(() => {
    logEnd.current?.scrollIntoView?.({ block: 'end' });
  }, [chat.lines.length, chat.typing]);

  // The crisis card takes the focus when it appears, so it is heard first (Tab then reaches
  // Call 988). Whatever is typed in the message box stays there.
  useEffect(() => {
    if (freshCrisisId) crisisCard.current?.focus();
  }, [freshCrisisId]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (chat.send(input)) setInput('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <div className="page coach-chat" style={{ ['--coach-color' as string]: coach.colors.primary }}>
      <div className="coach-chat__top">
        <Button variant="ghost" onClick={onBack}>
          <ArrowLeft aria-hidden="true" size={18} /> Back to Coaches
        </Button>
      </div>
      <header className="coach-chat__header">
        <CoachAvatar coach={coach} size="large" />
        <div className="coach-chat__who">
          <h1 className="coach-chat__name">{coach.name}</h1>
          <p className="coach-chat__specialty">
            {coach.specialty} <span className="coach-chat__badge">AI wellness coach</span>
          </p>
        </div>
        <SessionClock startedAt={chat.startedAt} />
      </header>
      <ProgressBar value={chat.progress} label="Session progress" />

      <p className="callout callout--muted" id={noticeId}>
        <Info aria-hidden="true" size={18} />
        <span>
          {coach.name} is an AI wellness coach, not a therapist: it cannot diagnose or treat anything and is not for emergencies.{' '}
          <Link to="/safety">What the coach is and is not</Link>
        </span>
      </p>

      <div className="coach-memory">
        <Button variant="ghost" aria-expanded={memoryOpen} aria-controls={memoryId} onClick={() => setMemoryOpen((open) => !open)}>
          <Brain aria-hidden="true" size={18} /> What I remember
        </Button>
        {memoryOpen && (
          <section id={memoryId} className="coach-memory__panel card" aria-label={`What ${coach.name} remembers`}>
            {chat.memoryLines.length === 0 ? (
              <p>Nothing yet. What you tell {coach.name} about people, plans and what helps is kept here, encrypted with your sessions.</p>
            ) : (
              <>
                <ul className="coach-memory__list">
                  {chat.memoryLines.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
                <Button variant="secondary" onClick={chat.forget}>
                  Forget all
                </Button>
              </>
            )}
          </section>
        )}
      </div>

      {modelOffered && <ModelConsent consented={modelConsent} onChange={setModelConsent} />}

      {chat.waitingForKey && (
        <div className="card card--warning coach-chat__status" role="status">
          <Lock aria-hidden="true" size={18} />
          <span>Your messages are encrypted before they are saved. Unlock encryption to save this conversation; until then it stays on this screen.</span>
          <Button variant="secondary" onClick={requestUnlock}>
            Unlock
          </Button>
        </div>
      )}
      {chat.saveFailed && !chat.waitingForKey && (
        <p className="coach-chat__status coach-chat__status--error" role="status">
          This conversation could not be saved right now. It stays on this screen and is saved with your next message.
        </p>
      )}

      <ol className="chat-log" aria-label={`Conversation with ${coach.name}`} aria-live="polite" aria-relevant="additions">
        {chat.lines.map((line, index) => (
          <ChatLineView
            key={line.id}
            line={line}
            coach={coach}
            freshCrisis={line.id === freshCrisisId}
            cardRef={line.id === freshCrisisId ? crisisCard : undefined}
            moodAsking={chat.moodState === 'asking'}
            onMood={chat.chooseMood}
            // Quick answers under the screening question while it waits for its answer.
            onAnswer={chat.screening && line.kind === 'check' && index === chat.lines.length - 1 ? (answer) => chat.send(answer) : undefined}
            // Quick replies under the coach's latest message, while nothing else is pending.
            onQuickReply={!chat.typing && !chat.screening && index === chat.lines.length - 1 ? (answer) => chat.send(answer) : undefined}
          />
        ))}
        {chat.typing && (
          <li className="chat-line chat-line--ai">
            <p className="chat-typing" role="status">
              <span className="visually-hidden">{coach.name} is typing</span>
              <span className="chat-typing__dots" aria-hidden="true">
                <span />
                <span />
                <span />
              </span>
            </p>
          </li>
        )}
        <li ref={logEnd} className="chat-log__end" aria-hidden="true" />
      </ol>

      <div className="wrap-row" role="group" aria-label="Suggested prompts">
        {prompts.map((prompt) => (
          <button
            key={prompt}
            type="button"
            className="pill chat-prompt"
            onClick={() => {
              setInput(prompt);
              inputRef.current?.focus();
            }}
          >
            {prompt}
          </button>
        ))}
      </div>

      <form className="chat-form" onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          Message {coach.name}
        </label>
        <textarea
          ref={inputRef}
          id={inputId}
          className="chat-form__input"
          rows={2}
          value={input}
          maxLength={4000}
          placeholder={`Message ${coach.name}...`}
          aria-describedby={noticeId}
          onChange={(event) => setInput(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" disabled={input.trim() === ''} aria-label="Send message">
          <Send aria-hidden="true" size={18} /> Send
        </Button>
      </form>

      <SessionHistory coach={coach} currentSessionId={savedSession} refreshKey={historyKey} onOpen={onOpenSession} />
    </div>
  );
}

const SCREENING_ANSWERS = ['Yes', 'Sometimes', 'No'] as const;

interface ChatLineViewProps {
  line: ChatLine;
  coach: Coach;
  /** The latest crisis card, shown in answer to a message of this visit: an alert that takes the focus. */
  freshCrisis?: boolean;
  cardRef?: Ref<HTMLElement>;
  moodAsking: boolean;
  onMood: (mood: MoodCheckIn) => void;
  /** Set while the screening question on this line waits for its answer. */
  onAnswer?: (answer: string) => void;
  /** Set on the coach's latest line: its quick replies send their text. */
  onQuickReply?: (answer: string) => void;
}

function ChatLineView({ line, coach, freshCrisis = false, cardRef, moodAsking, onMood, onAnswer, onQuickReply }: ChatLineViewProps) {
  if (line.kind === 'crisis') {
    return (
      <li className="chat-line chat-line--crisis">
        <CrisisCard ref={cardRef} context="chat" alert={freshCrisis} />
      </li>
    );
  }
  const who = line.sender === 'user' ? 'You' : coach.name;
  return (
    <li className={`chat-line chat-line--${line.sender}${line.isUnprompted ? ' chat-line--unprompted' : ''}`} data-testid={`chat-line-${line.sender}`}>
      {line.sender === 'ai' && <CoachAvatar coach={coach} size="small" />}
      <div className="chat-bubble">
        <p className="chat-bubble__meta">
          <span className="chat-bubble__who">{who}</span>
          {line.isUnprompted && <span className="chat-bubble__tag">Check-in</span>}
          <time dateTime={line.timestamp.toISOString()}>{timeFormat.format(line.timestamp)}</time>
        </p>
        {line.kind === 'sealed' ? (
          <p className="chat-bubble__sealed">
            <Lock aria-hidden="true" size={14} /> {line.text}
          </p>
        ) : (
          <p className="chat-bubble__text">{line.text}</p>
        )}
        {line.kind === 'check' && (
          <p className="chat-bubble__lines" data-testid="screening-lines">
            If you are, trained people can help right now: <a href={CRISIS_CALL_HREF}>call 988</a>, <a href={CRISIS_TEXT_988_HREF}>text 988</a> or{' '}
            <a href={CRISIS_TEXT_HREF}>text HOME to 741741</a>, any time, for free.
          </p>
        )}
        {onAnswer && (
          <div className="chat-bubble__answers" role="group" aria-label="Answer the question">
            {SCREENING_ANSWERS.map((answer) => (
              <Button key={answer} variant="secondary" onClick={() => onAnswer(answer)}>
                {answer}
              </Button>
            ))}
          </div>
        )}
        {onQuickReply && line.sender === 'ai' && line.quickReplies && line.quickReplies.length > 0 && (
          <div className="chat-bubble__answers" role="group" aria-label="Quick replies">
            {line.quickReplies.map((answer) => (
              <Button key={answer} variant="secondary" onClick={() => onQuickReply(answer)}>
                {answer}
              </Button>
            ))}
          </div>
        )}
        {line.kind === 'mood-check-in' && moodAsking && (
          <div className="mood-check-in" role="group" aria-label="How are you feeling?">
            {MOODS.map(({ value, label, icon: Icon }) => (
              <Button key={value} variant="secondary" onClick={() => onMood(value)}>
                <Icon aria-hidden="true" size={18} /> {label}
              </Button>
            ))}
          </div>
        )}
      </div>
    </li>
  );
}

/** Minutes and seconds since the chat started. */
function SessionClock({ startedAt }: { startedAt: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.floor((now - startedAt) / 1000));
  const text = `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
  return (
    <p className="coach-chat__clock">
      <Clock aria-hidden="true" size={16} /> <span className="visually-hidden">Session time</span> <span data-testid="session-clock">{text}</span>
    </p>
  );
}
