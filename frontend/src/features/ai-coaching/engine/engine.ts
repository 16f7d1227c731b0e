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
import { analyse, hardAfter, hardFeelingIn, TOPIC_NAMES } from './lexicon';
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
import { TOPIC_IDS, understand } from './understanding';
import type { Voice } from './voices';

/** How many earlier messages a reply may look back at for what the person wants said. */
const EARLIER_KEPT = 3;

// Relief after a worry: "ok maybe i was overthinking", "why did i stress for 3 months lmaooo", "update: shift was ok!!".
const RELIEF = new RegExp(
  String.raw`\bi was (?:just |totally |completely )?overthinking\b|\bwhy (?:did|do) i (?:even )?(?:stress|worry|panic)\w*|` +
    String.raw`\b(?:worried|worrying|stressed|stressing|panicked|panicking)(?: \w+){0,3} (?:over|about|for) nothing\b|` +
    String.raw`^update\b[^.!?]{0,40}\b(?:was|went) (?:actually |totally |really )?(?:ok|okay|fine|good|great|well)\b`,
);
// What someone else says of it is not the person's relief: "Kunle says… that I am worrying for nothing".
// Up to the end of the sentence or to a quote, which is said in their words, not reported ("she said 'yes pls…' 😭 ok maybe i…").
const REPORTED = /\b(?:says?|said|thinks?|tells? me|told me|reckons?)\b[^.!?'"‘“]*/g;
const reliefIn = (lower: string): boolean => RELIEF.test(lower.replace(REPORTED, ' '));
// Crying faces are happy tears when relief is told with them: "she said 'yes pls i miss u too' 😭😭 ok maybe i was overthinking".
const TEARS = /😭|😢|🥲|🥹/gu;

// News that something went well: a reply, an apology, a yes, a pass.
const GOOD_NEWS = new RegExp(
  [
    // "she said 'yes pls…'", "Mr Patel was lovely", "shift was ok!!".
    String.raw`\bsaid ['"‘“](?:yes|yeah(?! yeah)|of course)\b|` +
      String.raw`(?<!\b(?:said|says|told \w+) )\b(?!i\b)\w+ (?:was|were) (?:so |really |actually |very )?(?:lovely|kind|sweet)\b`,
    String.raw`\b(?:shift|day|interview|exam|meeting|call|talk|chat|date|appointment|visit|party|lesson|class|session|trip|dinner|lunch) ` +
      String.raw`(?:was|went) (?:actually |really |totally |pretty |so )?(?:ok|okay|fine|good|great|alright|well|amazing|lovely)\b`,
    String.raw`\b(?:she|he|they) (?:said sorry|apologi[sz]ed|said yes|answered|replied|wants to (?:meet|sit together|talk|hang out))\b`,
    String.raw`\b(?:she|he|they) (?:agreed(?! with)|said (?:ok|okay|fine|sure)|loved it)\b`,
    String.raw`\b(?:it went (?:well|ok|okay|fine|great)|went better than|i passed|got the job|they said yes|(?<!\bif )it worked)\b`,
    // "I signed up! … Dave was actually thrilled", "Told Mum. She cried, then made me a cup of tea… I'm so relieved".
    String.raw`\b(?:i|we) (?:signed up|did it|went through with it|booked it)\b|\b(?:nailed|smashed|aced|crushed) it\b`,
    // "PASSED!!!!! 2 minors", "I went! We were 11 people", "That made all the difference", "I was laughing the whole afternoon".
    String.raw`^(?:update:? )?(?:i )?passed\b|\b(?:i|we) (?:went|did it|made it)!|\bmade (?:all the |a (?:big |huge |real )?)difference\b|` +
      String.raw`\b(?:i was|we were) laughing\b`,
    // "its a dysplastic naevus… but not melanoma. she said they got it all out", "best day so far", "day 5 now btw. still alive".
    String.raw`\bnot (?:cancer|cancerous|melanoma|malignant)\b|\bbenign\b|\ball clear\b|\bgot it all(?: out)?\b|\bbest day (?:so far|ever)\b|` +
      String.raw`\bday \d+ (?:now|done|today)\b|\b\d+ days? (?:clean|sober|smoke[- ]free|vape[- ]free|off it)\b`,
    // "shaking a bit but did the whole fitting", "I went red, I said the line… It lasted maybe ten seconds?".
    String.raw`(?<!\b(?:he|she|they|you) )\b(?:did|managed) the whole (?:thing|\w+)\b|\b(?:got|made it) through (?:it|the \w+|the whole \w+)\b|` +
      String.raw`\b(?:it )?(?:only |just )?lasted (?:maybe |about |like |only |just )?(?:\d+|a few|two|five|ten|thirty) (?:seconds|secs|minutes|mins)\b`,
    String.raw`\b(?:i'?m|im|i am|i feel|i felt|felt) (?:so |really |very |such a )?relieved\b`,
    String.raw`\b(?:was|were|is) (?:actually |really |so )?(?:thrilled|delighted|over the moon)\b|\bbest day (?:in|i'?ve had)\b`,
    // "He was actually ok, he said sorry… I was shaking little bit before but it was fine", "Not so terrible like I imagined".
    // Not said by someone in a story: "they said it was lovely when they paid".
    String.raw`(?<!\b(?:said|says|told (?:me|us|him|her)|claimed|pretended) )\b(?:he|she|they|it) (?:was|were) ` +
      String.raw`(?:actually |really |totally |all |so |very |super |pretty )?` +
      String.raw`(?:ok|okay|fine|nice|lovely|great|understanding)\b`,
    String.raw`\bnot (?:so|as|that) (?:bad|terrible|scary|awful|horrible)\b|\bdid(?:n'?t| not) expect (?:that|it|this) to work\b`,
    // "Suppose that went alright", "she hug me!!", "he just went 'fair enough' and paid".
    String.raw`\b(?:that|it|this|everything|all) went (?:actually |really |pretty |so |quite )?(?:ok|okay|fine|good|great|alright|well|smoothly)\b|` +
      String.raw`\b(?:she|he|they) hug(?:ged|s)? me\b|\b(?:said|went|goes) ['"‘“](?:fair enough|no problem|no worries|no bother|of course|totally)\b`,
    // "I feel a lot less mad at myself", "I felt strange, nervous but also lighter".
    String.raw`\bi (?:feel|felt|am feeling|'m feeling)\b(?! like)[^.!?]{0,30}\b(?:lighter|less (?:mad|angry|anxious|stressed|worried|scared|guilty|nervous))\b`,
  ].join('|'),
);

// "he replied 'busy, will do' 🙄 now what", "she replied with just 'ok 👍' 😩 what does that even mean": a reply that worries.
// "He replied 'so you are calling me a liar'… What now?": a reply that is no good news. Nor news with a "but" after it ("I passed
// the exam. But in the meetings…"), a reply and "nothing else", or someone who "then wants to talk one hour".
const WORRIED_FACES = '🙄|😒|😩|😞|😕|😭|😢|😬|😟|😰';
const NOT_GOOD_NEWS = new RegExp(
  String.raw`${WORRIED_FACES}|\bnow what\b|\bwhat now\b|\bcalling me\b|\bliar\b|\bblocked me\b|\bwhat does (?:that|it|this) (?:even )?mean\b|` +
    String.raw`\b(?:just|only) ['"‘“]?(?:ok|okay|k|fine|👍)|\bnothing else\b|[.!,;]\s*but\b|\bthen (?:he|she|they) wants? to\b|` +
    // "It helped a little, until we saw a Labrador.", "all my good intentions went out of the window".
    String.raw`\buntil (?:we|i|he|she|they|it)\b|\bout of the window\b|^but\b|` +
    // "It worked for about two days. Now he just lies about the lying.": something that stopped working.
    String.raw`\b(?:worked|helped) for (?:about |only |like |just |maybe )?(?:a|an|one|two|three|a few|a couple of|\d+) (?:days?|weeks?|hours?|nights?)\b|` +
    // "she said it was fine but I could tell it wasn't", "he was nice to everyone except me".
    String.raw`\b(?:ok|okay|fine|nice|lovely|great)\b[^.!?]{0,25}\b(?:but|except|until)\b`,
  'u',
);

// The coach asked something ("should i…", "can you…"): a reply to that comes before the relief told with it.
const ASKS_COACH = /\b(?:should i|what (?:do|should|can) i|how (?:do|can|should) i|can you|could you|would you|do you)\b/;

const EVERY_GOOD_NEWS = new RegExp(GOOD_NEWS.source, 'g');

// "Sunday update. I told her by the lychgate…", "update its friday. i went!!": an update of a step taken, good news when
// nothing in it went badly ("update: i told her. she cried and said she never wants to see me again").
const UPDATE_OF_A_STEP = /^(?:[a-z]+ )?update\b.{0,40}?\b(?:i )?(?:went|did it|said it|told (?:her|him|them)|asked (?:her|him|them|[a-z]+))\b/;
const WENT_BADLY = /\b(?:said no|cried|crying|never|walked off|hung up|refused|shouted|yelled|worse|badly|awful|terrible|furious|upset|angry|ignored)\b/;
// "I've been worrying about this since February!": the worry before the step, not how it went.
const WORRY_BEFORE = /\bi(?:'ve| have| had)? been [^.!?]*|\bi was [^.!?]*/g;
const updateOfAStep = (lower: string): boolean =>
  UPDATE_OF_A_STEP.test(lower) &&
  !WENT_BADLY.test(lower) &&
  !hardFeelingIn(lower.replace(WORRY_BEFORE, ' '));

/**
 * Whether a message tells good news or relief: not when a hard feeling follows a "but" after the last of it ("In January I signed up for
 * a watercolour class… but I have come away each week feeling rather deflated").
 */
function goodNews(lower: string): boolean {
  const relief = reliefIn(lower);
  if (NOT_GOOD_NEWS.test(relief ? lower.replace(TEARS, '') : lower)) return false;
  const last = [...lower.matchAll(EVERY_GOOD_NEWS)].at(-1);
  if (last === undefined) return (relief || updateOfAStep(lower)) && !hardAfter(lower);
  return !hardAfter(lower.slice((last.index ?? 0) + last[0].length));
}

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
