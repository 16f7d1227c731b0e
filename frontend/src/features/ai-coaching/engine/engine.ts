/**
 * The conversation engine: one coach, one chat. Every reply is a function of the state, the
 * message and draws from the injected Random, so a seed pins every wording choice. The chat
 * screen owns all timers; nothing here reads the clock. The reply to a message is worked out
 * in respond.ts and the modules it calls; this is the engine's public face.
 */
import { COACHES, type CoachId } from '@contracts/coaches';
import { SHARED_LINES } from './coach-lines';
import { thanksOrBye } from './closing';
import { emit, join } from './compose-reply';
import { topTopic, track } from './context-reading';
import { REFLECTIVE_AFTER_USER_MESSAGES, REFLECTIVE_CHANCE } from './constants';
import { stepAsk } from './guided-exercise';
import { analyse, TOPIC_NAMES } from './lexicon';
import { goodNews, reliefIn } from './good-news';
import { TECHNIQUE_IDS, techniqueById } from './library';
import { emptyMemory, isEmptyMemory, memoryLines, readMemory, remember, topicLabel, type MemoryDigest } from './memory';
import { hashText, type Pick } from './no-repeat';
import { seededRandom, type Random } from './random';
import { reflectionSentences } from './reflection';
import { currentSituation } from './situation-reply';
import { respond } from './respond';
import { activeFlow, createSession, offer, offerable, type Session } from './session';
import { freshState, LIMITS, readSnapshot, type EngineSnapshot } from './state';
import type { CoachReply, MoodCheckIn } from './types';
import { askedPlainly } from './understanding/asked-plainly';
import { intentionIn, winIn } from './understanding/intentions';
import { spelledAsMeant, TOPIC_IDS, understand } from './understanding';
import type { Voice } from './voices';

/** How many earlier messages a reply may look back at for what the person wants said. */
const EARLIER_KEPT = 3;

// The coach asked something ("should i…", "can you…"): a reply to that comes before the relief told with it.
const ASKS_COACH = /\b(?:should i|what (?:do|should|can) i|how (?:do|can|should) i|can you|could you|would you|do you)\b/;

export interface CoachEngine {
  readonly coachId: CoachId;
  /** The coach's opening line when a chat starts (a welcome back when the chat was restored mid-way). */
  greeting(): CoachReply;
  /** The reply to one user message (already non-empty, trimmed). Counts user messages itself. */
  reply(userText: string): CoachReply;
  /** The question shown at the 2-minute mood check-in. */
  moodCheckInPrompt(): string;
  /** The user line added when a mood is chosen. */
  moodUserLine(mood: MoodCheckIn): string;
  /** A reply specific to the mood and this coach. */
  moodReply(mood: MoodCheckIn): CoachReply;
  /** An unprompted check-in after a quiet spell; nudges the active flow if there is one. */
  unprompted(): CoachReply;
  /** Serializable state; pass it back to createCoachEngine to continue. */
  snapshot(): EngineSnapshot;
  /** What the coach remembers (this session and the last one), as short lines a person can read. */
  remembered(): string[];
  /** Clears what the coach remembers. */
  forget(): void;
  /** Reads a user message into memory without replying (the server-side model answers it). */
  observe(userText: string): void;
  /** What this session hands to the next with the same coach; null when there is nothing to keep. */
  digest(now: Date): MemoryDigest | null;
}

export interface EngineOptions {
  /** The digest of the last session with this coach: the greeting picks up from it. */
  previous?: MemoryDigest | null;
  /** A reopened session's stored memory (parsed JSON, untrusted): it replaces what the replay rebuilt. */
  memory?: unknown;
}

export interface ChatHistory {
  history: { sender: 'user' | 'ai'; text: string }[];
}

const MOOD_USER_LINES: Readonly<Record<MoodCheckIn, string>> = {
  great: "I'm feeling great",
  okay: "I'm feeling okay",
  'not-good': "I'm not feeling good",
};

// Long pastes are still read, but only this much of them.
const MAX_INPUT_CHARS = 10_000;
const MAX_REPLAYED_MESSAGES = 500;
const REPLAY_SEED = 0x5eed;

class Conversation implements CoachEngine {
  readonly coachId: CoachId;
  readonly session: Session;

  constructor(
    coachId: CoachId,
    private readonly random: Random,
    state: EngineSnapshot,
    private readonly reflective = true,
    private previous: MemoryDigest | null = null,
  ) {
    this.coachId = coachId;
    this.session = createSession(coachId, random, state);
  }

  private get state(): EngineSnapshot {
    return this.session.state;
  }

  private get voice(): Voice {
    return this.session.voice;
  }

  private get pick(): Pick {
    return this.session.pick;
  }

  greeting(): CoachReply {
    if (this.state.userMessages === 0 && !this.state.flow) {
      const opening = this.previous ? this.lastTimeLine(this.previous) : null;
      return emit(this.session, 'greeting', join([this.pick(this.voice.greetings), opening ?? '']));
    }
    const parts = [this.pick(this.voice.welcomeBack)];
    const def = activeFlow(this.session);
    if (def && this.state.flow) {
      parts.push(`We were in the middle of the ${def.title}.`, stepAsk(this.session, def, this.state.flow));
    } else {
      parts.push(this.pick(this.voice.lens.none));
    }
    return emit(this.session, 'greeting', join(parts));
  }

  reply(userText: string): CoachReply {
    const raw = askedPlainly((typeof userText === 'string' ? userText : String(userText ?? '')).slice(0, MAX_INPUT_CHARS));
    this.session.previousText = this.session.lastText;
    if (this.session.lastRaw) this.session.earlierRaw = [...this.session.earlierRaw, this.session.lastRaw].slice(-EARLIER_KEPT);
    this.session.lastText = raw.toLowerCase();
    this.session.lastRaw = raw;
    this.state.userMessages += 1;
    // The roll is the first draw of a reply, so a stubbed Random decides it directly.
    const reflective = this.reflective && this.state.userMessages > REFLECTIVE_AFTER_USER_MESSAGES && this.random() < REFLECTIVE_CHANCE;
    const analysis = analyse(raw);
    if (analysis.mirror) analysis.mirror = spelledAsMeant(analysis.mirror);
    track(this.state, analysis);
    const turn = respond(this.session, analysis);
    // Good news ("she said sorry, she wants to sit together tmrw") is met as it is, not with a summary of the hard parts.
    // Met as good news too when nothing was asked and the reply would have been a calming exercise for a moment already past
    // ("I was shaking little bit before but it was fine").
    const lower = raw.toLowerCase();
    const pastMoment = turn.kind === 'technique' && !analysis.hasQuestion && !this.session.asked && !thanksOrBye(lower, raw);
    // Relief told ("update she was actually fine?? … why did i stress for 3 months") is the news even when a word in it ("bills")
    // found an answer, unless the coach is asked something.
    const relieved = reliefIn(lower) && !ASKS_COACH.test(lower);
    // "he replied!! … is that good or bad lol": the view asked for, then what comes of it, before any answer for the trouble.
    const sign = /\b(?:good or bad|bad or good|good sign|bad sign|is (?:that|this|it) good)\b/.test(lower);
    const good = (!turn.content || pastMoment || relieved || sign) && goodNews(lower);
    // The good news is the reply: the listening lines made for the trouble would read as not hearing it.
    if (good) {
      const after = thanksOrBye(lower, raw) && !analysis.hasQuestion ? SHARED_LINES.goodNewsThanks : SHARED_LINES.goodNewsAsk;
      const parts = [this.pick(SHARED_LINES.goodNews), ...(sign ? [this.pick(SHARED_LINES.goodSign)] : []), this.pick(after)];
      return emit(this.session, turn.kind, join(parts));
    }
    // A question or a request ("Write me a short email.") is answered as well as it can be, never met with a summary instead;
    // nor is a thank-you, a goodbye, a plan or a win told ("I'll talk to him Sunday. Thanks."), which a summary reads as unheard.
    const closes = thanksOrBye(lower, raw) || intentionIn(lower, raw) !== null || winIn(lower, raw);
    if (!reflective || closes || turn.content || analysis.hasQuestion || this.session.asked) return emit(this.session, turn.kind, join(turn.parts));
    const situation = currentSituation(this.session);
    // The conversation is summed up once a session: a second summary of much the same themes reads as a repeat,
    // so later the reflection is on what was just said, or a short line that all of it is kept in mind.
    const themes = hashText(`reflect:${situation?.title ?? Object.keys(this.state.topics).sort().join()}`, 'line');
    const summed = hashText('reflect:summed', 'line');
    if (this.state.said.includes(themes) || this.state.said.includes(summed)) {
      // Said back once: not "So right now, you might do it tomorrow." before "It sounds like you might do it tomorrow."
      const saidBack = analysis.mirror !== null && turn.parts.some((part) => part.includes(analysis.mirror ?? ''));
      if (!analysis.mirror || saidBack) return emit(this.session, 'reflective', join([this.pick(SHARED_LINES.reflectBrief), ...turn.parts]));
      return emit(this.session, 'reflective', join([this.pick(SHARED_LINES.reflectNow, { what: analysis.mirror }), ...turn.parts]));
    }
    this.state.said.push(themes, summed);
    // The summary leads into the reply to what was just said, never in place of it.
    return emit(this.session, 'reflective', join([...reflectionSentences(this.state, this.voice, this.pick, SHARED_LINES.reflectBrief), ...turn.parts]));
  }

  /** The coach's memory as short lines, for "What I remember". */
  remembered(): string[] {
    const lines = memoryLines(this.state.memory, (id) => techniqueById(id).title);
    const previous = this.previous ? memoryLines(this.previous, (id) => techniqueById(id).title) : [];
    return [...new Set([...lines, ...previous])];
  }

  observe(userText: string): void {
    const raw = (typeof userText === 'string' ? userText : '').slice(0, MAX_INPUT_CHARS);
    this.state.userMessages += 1;
    const analysis = analyse(raw);
    track(this.state, analysis);
    remember(this.state.memory, understand(raw, { lastQuestion: null, inExercise: false }), this.state.userMessages);
  }

  /** Clears what the coach remembers, here and from the last session. */
  forget(): void {
    this.state.memory = emptyMemory();
    this.previous = null;
  }

  /** What this session hands to the next one with the same coach; null when there is nothing to keep. */
  digest(now: Date): MemoryDigest | null {
    const memory = this.state.memory;
    if (isEmptyMemory(memory)) return null;
    return { ...JSON.parse(JSON.stringify(memory)), version: 1, savedAt: now.toISOString() } as MemoryDigest;
  }

  moodCheckInPrompt(): string {
    return emit(this.session, 'mood', this.pick(this.voice.moodPrompt)).text;
  }

  moodUserLine(mood: MoodCheckIn): string {
    return Object.hasOwn(MOOD_USER_LINES, mood) ? MOOD_USER_LINES[mood] : MOOD_USER_LINES.okay;
  }

  moodReply(mood: MoodCheckIn): CoachReply {
    const chosen: MoodCheckIn = Object.hasOwn(MOOD_USER_LINES, mood) ? mood : 'okay';
    this.state.lastMood = chosen;
    const parts = [this.pick(this.voice.mood[chosen])];
    const def = activeFlow(this.session);
    if (def) {
      parts.push(this.pick(this.voice.flowResume, { title: def.title }));
    } else if (chosen === 'not-good' && offerable(this.state, this.voice.moodOffer.flow)) {
      parts.push(this.voice.moodOffer.line);
      offer(this.state, this.voice.moodOffer.flow);
    }
    return emit(this.session, 'mood', join(parts));
  }

  unprompted(): CoachReply {
    const def = activeFlow(this.session);
    if (def && this.state.flow) {
      const label = def.steps[this.state.flow.step]?.label ?? 'reply';
      return emit(this.session, 'unprompted', this.pick(this.voice.nudge, { title: def.title, label }), false);
    }
    const pool = [...COACHES[this.coachId].unpromptedMessages];
    const topic = topTopic(this.state);
    if (topic) pool.push(...this.voice.themeCheckIn);
    const line = this.pick(pool, topic ? { t: TOPIC_NAMES[topic] } : {});
    const invited = this.voice.unpromptedOffers.find(([pattern]) => pattern.test(line))?.[1];
    // The coach's own invitation: a "yes" to it starts the technique even if it was done before.
    this.state.offer = invited ?? null;
    return emit(this.session, 'unprompted', line, false);
  }

  snapshot(): EngineSnapshot {
    return JSON.parse(JSON.stringify(this.state)) as EngineSnapshot;
  }

  /** "Last time we tried 4-7-8 breathing for the nights before a deadline…", from the last session's digest. */
  private lastTimeLine(previous: MemoryDigest): string | null {
    // A loss comes before any technique: it is what the person will be carrying.
    const pet = previous.pets.find((p) => p.name);
    if (pet?.name && previous.topics.some((t) => t.id === 'grief')) return this.pick(SHARED_LINES.lastTimeLoss, { who: pet.name });
    const technique = previous.lastTechnique;
    if (technique) {
      return this.pick(SHARED_LINES.lastTime, { technique: technique.title, for: technique.forPhrase ? ` for ${technique.forPhrase}` : '' });
    }
    const topic = previous.topics.at(-1);
    return topic ? this.pick(SHARED_LINES.lastTimeTopic, { topic: topicLabel(topic) }) : null;
  }
}

function isHistory(value: unknown): value is ChatHistory {
  return typeof value === 'object' && value !== null && Array.isArray((value as { history?: unknown }).history);
}

/**
 * Rebuilds state from a stored transcript: user messages are replayed (flows and offers do
 * not depend on random draws, so they come out as they were), the coach's texts become the
 * recently used lines.
 */
function replayHistory(coachId: CoachId, history: readonly unknown[]): EngineSnapshot {
  const engine = new Conversation(coachId, seededRandom(REPLAY_SEED), freshState(coachId), false);
  const moods = new Map(Object.entries(MOOD_USER_LINES).map(([mood, line]) => [line.toLowerCase(), mood as MoodCheckIn]));
  const { state, voice } = engine.session;
  const coachTexts: string[] = [];
  for (const message of history.slice(-MAX_REPLAYED_MESSAGES)) {
    if (typeof message !== 'object' || message === null) continue;
    const { sender, text } = message as { sender?: unknown; text?: unknown };
    if (typeof text !== 'string' || !text.trim()) continue;
    if (sender === 'user') {
      const mood = moods.get(text.trim().toLowerCase());
      if (mood) engine.moodReply(mood);
      else engine.reply(text.trim());
    } else if (sender === 'ai') {
      coachTexts.push(text);
      if (COACHES[coachId].unpromptedMessages.includes(text) && !state.flow) {
        state.offer = voice.unpromptedOffers.find(([pattern]) => pattern.test(text))?.[1] ?? null;
      }
    }
  }
  state.recent = coachTexts.slice(-LIMITS.recent).map((text) => text.slice(0, LIMITS.recentText));
  // What the coach really said (the replay's own wording was drawn anew) is what must not repeat.
  state.said = [...state.said, ...coachTexts.map((text) => hashText(text))].slice(-LIMITS.said);
  return state;
}

export function createCoachEngine(
  coachId: CoachId,
  random: Random,
  restore?: EngineSnapshot | ChatHistory,
  options: EngineOptions = {},
): CoachEngine {
  if (!Object.hasOwn(COACHES, coachId)) throw new Error(`Unknown coach: ${String(coachId)}`);
  let state: EngineSnapshot;
  if (isHistory(restore)) state = replayHistory(coachId, restore.history);
  else state = (restore && readSnapshot(coachId, restore)) || freshState(coachId);
  if (options.memory !== undefined && options.memory !== null) state.memory = readMemory(options.memory, TECHNIQUE_IDS, TOPIC_IDS);
  return new Conversation(coachId, random, state, true, options.previous ?? null);
}
