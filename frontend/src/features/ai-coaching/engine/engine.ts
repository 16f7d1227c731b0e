/**
 * The conversation engine: one coach, one chat. Every reply is a function of the state, the
 * message and draws from the injected Random, so a seed pins every wording choice. The chat
 * screen owns all timers; nothing here reads the clock.
 */
import { COACHES, type CoachId } from '@contracts/coaches';
import {
  ASIDE,
  BROKEN_MIRROR,
  CLOSE_ROLES,
  correctedTopic,
  DROWSY_DRIVING,
  PERSON_ONLY,
  PRACTICAL,
  RELATIONSHIP_WORDS,
  REMEMBER_ASK,
  RESUME,
  SOMETHING_ELSE,
  STOP_EXERCISE,
  WALK_THROUGH,
} from './cues';
import { HEAVY_TOPICS, movesOf, QUICK_REPLIES, SHARED_LINES, TOPIC_LINES, type HeavyTopic } from './coach-lines';
import { REFLECTIVE_AFTER_USER_MESSAGES, REFLECTIVE_CHANCE } from './constants';
import type { FlowContext, FlowDef } from './flow-kit';
import { flowById, relatedFlow, requestedFlow, switchRequest } from './flows';
import { detectIntent, type Intent } from './intents';
import { analyse, FEELINGS, feelingGroup, isSelfJudgement, mentionsMedication, TOPIC_NAMES, type Analysis, type Topic } from './lexicon';
import {
  answerById,
  findAnswer,
  findOffTopic,
  TECHNIQUE_IDS,
  techniqueById,
  techniqueNamed,
  techniquesFor,
  TECHNIQUES,
  type Technique,
  type TechniqueId,
} from './library';
import {
  eventPhrase,
  memoryLines,
  noteOutcome,
  noteTechnique,
  personPhrase,
  petPhrase,
  remember,
  topicLabel,
  type MemoryDigest,
} from './memory';
import { emptyMemory, isEmptyMemory, readMemory } from './memory';
import { draw, drawIndex, seededRandom, type Random } from './random';
import { reflectionSentences } from './reflection';
import { freshState, LIMITS, readSnapshot, type ActiveFlow, type EngineSnapshot } from './state';
import { capitalize, fill, shortQuote } from './text';
import type { CoachReply, FlowId, MoodCheckIn, ReplyKind } from './types';
import { fitSlot, TOPIC_IDS, understand, type Understanding } from './understanding';
import { VOICES, type OfferRule, type Voice } from './voices';

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
const SENSITIVE: readonly Intent[] = ['identity', 'medication', 'diagnosis'];
/** Answers that fit any situation: used only when the conversation has no answer of its own. */
const GENERAL_ANSWER_IDS: ReadonlySet<string> = new Set(['what-to-say', 'what-if', 'big-decision', 'is-it-normal']);
/** The general answer for a life area, when a question about it has none of its own. */
const TOPIC_ANSWERS: Readonly<Partial<Record<string, string>>> = {
  work: 'work-stress',
  sleep: 'cant-sleep',
  money: 'rent-money-urgent',
  school: 'exam-stress',
  grief: 'grief',
  breakup: 'breakup',
  loneliness: 'loneliness',
  anger: 'anger',
  social: 'social-opening-lines',
  procrastination: 'procrastination',
  exercise: 'start-exercising',
  friends: 'friend-hurt-me',
  partner: 'partner-arguments',
};
/** A heavy topic (a loss, a breakup…) leads the listening for this many messages after it was last named. */
const HEAVY_TOPIC_TURNS = 4;
const LEXICON_TOPICS: readonly Topic[] = ['work', 'sleep', 'family', 'partner', 'friends', 'school', 'money', 'health'];

interface Turn {
  kind: ReplyKind;
  parts: string[];
  /** What a reflective reply must still say after its summary (the next step, an exit, an offer). */
  carry: string[];
  /** An answer, a technique or an honest "I can't": said as it is, never behind a summary. */
  content?: boolean;
}

const join = (parts: readonly string[]) =>
  parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');

class Conversation implements CoachEngine {
  readonly coachId: CoachId;
  private readonly voice: Voice;
  private readonly name: string;

  constructor(
    coachId: CoachId,
    private readonly random: Random,
    public state: EngineSnapshot,
    private readonly reflective = true,
    private previous: MemoryDigest | null = null,
  ) {
    this.coachId = coachId;
    this.voice = VOICES[coachId];
    this.name = COACHES[coachId].name;
  }

  greeting(): CoachReply {
    if (this.state.userMessages === 0 && !this.state.flow) {
      const opening = this.previous ? this.lastTimeLine(this.previous) : null;
      return this.emit('greeting', join([this.pick(this.voice.greetings), opening ?? '']));
    }
    const parts = [this.pick(this.voice.welcomeBack)];
    const def = this.activeFlow();
    if (def && this.state.flow) {
      parts.push(`We were in the middle of the ${def.title}.`, this.stepAsk(def, this.state.flow));
    } else {
      parts.push(this.pick(this.voice.lens.none));
    }
    return this.emit('greeting', join(parts));
  }

  /** The latest user message, lower case (so a follow-up does not ask about what it just said). */
  private lastText = '';

  reply(userText: string): CoachReply {
    const raw = (typeof userText === 'string' ? userText : String(userText ?? '')).slice(0, MAX_INPUT_CHARS);
    this.lastText = raw.toLowerCase();
    this.state.userMessages += 1;
    // The roll is the first draw of a reply, so a stubbed Random decides it directly.
    const reflective = this.reflective && this.state.userMessages > REFLECTIVE_AFTER_USER_MESSAGES && this.random() < REFLECTIVE_CHANCE;
    const analysis = analyse(raw);
    this.track(analysis);
    const turn = this.respond(analysis);
    if (!reflective || turn.content) return this.emit(turn.kind, join(turn.parts));
    const rest = turn.carry.length > 0 ? turn.carry : [this.pick(this.voice.reflective.closing)];
    return this.emit('reflective', join([...reflectionSentences(this.state, this.voice, this.pick), ...rest]));
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
    this.track(analysis);
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
    return this.emit('mood', this.pick(this.voice.moodPrompt)).text;
  }

  moodUserLine(mood: MoodCheckIn): string {
    return Object.hasOwn(MOOD_USER_LINES, mood) ? MOOD_USER_LINES[mood] : MOOD_USER_LINES.okay;
  }

  moodReply(mood: MoodCheckIn): CoachReply {
    const chosen: MoodCheckIn = Object.hasOwn(MOOD_USER_LINES, mood) ? mood : 'okay';
    this.state.lastMood = chosen;
    const parts = [this.pick(this.voice.mood[chosen])];
    const def = this.activeFlow();
    if (def) {
      parts.push(this.pick(this.voice.flowResume, { title: def.title }));
    } else if (chosen === 'not-good' && this.offerable(this.voice.moodOffer.flow)) {
      parts.push(this.voice.moodOffer.line);
      this.offer(this.voice.moodOffer.flow);
    }
    return this.emit('mood', join(parts));
  }

  unprompted(): CoachReply {
    const def = this.activeFlow();
    if (def && this.state.flow) {
      const label = def.steps[this.state.flow.step]?.label ?? 'reply';
      return this.emit('unprompted', this.pick(this.voice.nudge, { title: def.title, label }), false);
    }
    const pool = [...COACHES[this.coachId].unpromptedMessages];
    const topic = this.topTopic();
    if (topic) pool.push(...this.voice.themeCheckIn);
    const line = this.pick(pool, topic ? { t: TOPIC_NAMES[topic] } : {});
    const invited = this.voice.unpromptedOffers.find(([pattern]) => pattern.test(line))?.[1];
    // The coach's own invitation: a "yes" to it starts the technique even if it was done before.
    this.state.offer = invited ?? null;
    return this.emit('unprompted', line, false);
  }

  snapshot(): EngineSnapshot {
    return JSON.parse(JSON.stringify(this.state)) as EngineSnapshot;
  }

  // --- one user message ---------------------------------------------------------------

  private respond(a: Analysis): Turn {
    const turn = this.respondTo(a);
    // Falling asleep at the wheel is a danger to name before anything else.
    if (DROWSY_DRIVING.test(a.words.join(' '))) {
      const note = this.pick(SHARED_LINES.drowsyDriving);
      return { ...turn, parts: [note, ...turn.parts], carry: [note, ...turn.carry] };
    }
    return turn;
  }

  private respondTo(a: Analysis): Turn {
    const intent = detectIntent(a);
    const text = a.words.join(' ');
    const u = understand(a.raw, { lastQuestion: this.state.lastQuestion, inExercise: this.state.flow !== null });
    remember(this.state.memory, u, this.state.userMessages);
    if (this.state.flow) return this.continueFlow(a, u, intent, text);

    const offered = this.state.offer ? flowById(this.coachId, this.state.offer) : undefined;
    this.state.offer = null;
    const offeredTechnique = this.state.offeredTechnique;
    this.state.offeredTechnique = null;
    const accepts = intent === 'yes' || u.answer?.kind === 'yes' || WALK_THROUGH.test(text);
    if (offeredTechnique && accepts) {
      const t = techniqueById(offeredTechnique);
      return this.giveTechnique(t, this.pick(movesOf(this.coachId).techniqueLead, { title: t.title }), u);
    }
    if (this.state.paused && (RESUME.test(text) || (!offered && accepts && this.state.lastQuestion === 'yes-no'))) return this.resumeFlow();
    if (offered && accepts) return this.startFlow(offered, null);
    // An offer passed over counts as declined, so it is not pressed again.
    if (offered) this.decline(offered.id);
    if (offered && (intent === 'no' || intent === 'exit' || u.answer?.kind === 'no')) {
      return this.say('reply', this.pick(this.voice.declineOffer), true);
    }

    if (intent && SENSITIVE.includes(intent)) return this.sensitive(intent);
    if (SOMETHING_ELSE.test(text)) return this.say('reply', this.pick(SHARED_LINES.somethingElse));
    if (ASIDE.test(text)) return this.say('reply', this.pick(SHARED_LINES.aside));
    if (PRACTICAL.test(u.normalized)) {
      // Asked for practical help: no exercise now or later in this session, and a practical question back.
      this.state.practical = true;
      if (!findAnswer(u.normalized)) return this.say('reply', this.pick(SHARED_LINES.practical), true);
    }
    const corrected = this.correction(u);
    if (u.act === 'not-helped') return this.differentTechnique(u);
    if (u.act === 'helped') return this.helped();
    // Off-topic is a question or request outside the coach's reach; "the weather was grey" is just telling.
    if (u.act === 'off-topic' && (a.hasQuestion || findOffTopic(u.normalized))) return this.offTopic(u);
    if (u.act === 'meta' && REMEMBER_ASK.test(text)) return this.recall();
    if (u.act === 'question' || u.act === 'request' || u.body.length > 0) {
      const answered = this.answerFirst(u, a, text);
      if (answered) return answered;
    }
    const requested = this.state.practical ? null : requestedFlow(this.coachId, text);
    if (requested) return this.startFlow(requested, a);

    switch (intent) {
      case 'exit':
        return this.say('reply', this.pick(this.voice.exitIdle));
      case 'clarify':
        return this.say('reply', join([this.pick(this.voice.clarify), this.pick(this.voice.lens.none)]));
      case 'greeting':
        return this.say('reply', this.pick(this.voice.hello));
      case 'how-are-you':
        return this.say('reply', this.pick(this.voice.howAreYou));
      case 'help':
        return this.say('reply', this.pick(this.voice.help));
      case 'thanks':
        return this.say('reply', this.pick(this.voice.thanks));
      case 'bye':
        return this.say('reply', this.pick(this.voice.bye));
      case 'yes':
        return this.say('reply', this.pick(this.voice.yes));
      case 'no':
        return this.say('reply', this.pick(this.voice.no));
      case 'unsure':
        return this.say('reply', this.pick(this.voice.unsure));
      default:
        break;
    }
    // A question about themselves ("why do I always feel this way?") is mirrored as wondering; others get an honest "I don't know".
    if (u.act === 'question' && a.hasQuestion && !a.question && !a.mirror) {
      return this.say('reply', join([this.pick(SHARED_LINES.unknownQuestion), this.pick(this.voice.lens.none)]));
    }
    if (a.empty && a.feelings.length === 0) return this.say('reply', this.pick(this.voice.empty));
    const heavy = this.heavyTopic(u);
    // An offer the coach would make still comes first; otherwise a heavy topic leads the listening.
    // A loss comes before any offer; other heavy topics let the coach's offer come first.
    if (heavy && !corrected && (heavy === 'grief' || !this.chooseOfferPreview(a, text))) return this.listenOnTopic(a, u, heavy);
    const heard = this.listen(a, text, u);
    return corrected ? { ...heard, parts: [this.pick(SHARED_LINES.corrected), ...heard.parts] } : heard;
  }

  /** "It's not grief": that topic is dropped from what the coach keeps in mind; true when there was one. */
  private correction(u: Understanding): boolean {
    const id = correctedTopic(u.normalized);
    if (!id) return false;
    const memory = this.state.memory;
    memory.topics = memory.topics.filter((t) => t.id !== id);
    if (id === 'grief') memory.events = memory.events.filter((e) => e.what !== 'funeral');
    delete this.state.topics[id as Topic];
    return true;
  }

  /** Whether listen() would make an offer now (without making it). */
  private chooseOfferPreview(a: Analysis, text: string): boolean {
    const saved = this.state.said.length;
    const offer = this.chooseOffer(a, text);
    this.state.said.length = saved;
    return offer !== null;
  }

  /**
   * A direct question or request gets content first: a known answer, the technique it names,
   * or one chosen for what the person described (their body, their topic, their feeling).
   */
  private answerFirst(u: Understanding, a: Analysis, text: string): Turn | null {
    const own = findAnswer(u.normalized);
    // A general answer ("what should I say?") yields to the conversation's own subject when it has one.
    const answer = own && !GENERAL_ANSWER_IDS.has(own.id) ? own : (this.answerInContext(u) ?? own);
    if (answer && GENERAL_ANSWER_IDS.has(answer.id) && this.subjectAnswered()) {
      // "OK, what do I say exactly?" right after an answer that held the words: point back to them.
      return { kind: 'reply', parts: [this.pick(SHARED_LINES.wordsBefore)], carry: [], content: true };
    }
    // A request for one of this coach's guided techniques starts it, after the answer when there is one.
    const requested = this.state.practical ? null : requestedFlow(this.coachId, text);
    if (requested && !this.state.completedFlows.includes(requested.id)) return this.startFlow(requested, a, answer?.text);
    if (answer && this.state.answered.includes(answer.id)) {
      // The same answer again would be a wall of repeated text: point back to it and ask what is missing.
      return { kind: 'reply', parts: [this.pick(SHARED_LINES.answeredBefore)], carry: [], content: true };
    }
    if (answer) {
      this.state.answered = [...this.state.answered, answer.id].slice(-40);
      const parts = [answer.text];
      const extra = answer.technique ? techniqueById(answer.technique) : null;
      if (extra && !this.state.memory.notHelped.includes(extra.id)) {
        const flow = this.ownFlow(extra);
        if (flow && this.offerable(flow)) {
          parts.push(`If you like, I can walk you through ${extra.title} too.`);
          this.offer(flow);
          return { kind: 'reply', parts, carry: parts, content: true };
        }
      }
      parts.push(answer.followUp);
      // A follow-up that offers the technique ("Would you like to try…?"): a yes gives its steps.
      if (extra && !this.state.memory.notHelped.includes(extra.id) && /\b(would you like|shall we|want to try)\b/i.test(answer.followUp)) {
        this.state.offeredTechnique = extra.id;
      }
      return { kind: 'reply', parts, carry: parts, content: true };
    }
    const named = techniqueNamed(u.normalized);
    if (named) {
      const flow = this.ownFlow(named);
      // A technique this coach guides starts at once when asked for by name.
      if (flow && !this.state.completedFlows.includes(flow)) return this.startFlow(flowById(this.coachId, flow)!, a);
      return this.giveTechnique(named, this.pick(movesOf(this.coachId).techniqueLead, { title: named.title }), u);
    }
    if (u.act !== 'request' && u.body.length === 0) return null;
    if (this.state.practical && u.body.length === 0) return null;
    const chosen = this.chooseTechnique(u);
    if (!chosen) return null;
    return this.giveTechnique(chosen, this.pick(movesOf(this.coachId).techniqueLead, { title: chosen.title }), u);
  }

  /** The answer for the conversation's latest topic was already given. */
  private subjectAnswered(): boolean {
    const topic = this.state.memory.topics.at(-1)?.id;
    const id = topic ? TOPIC_ANSWERS[topic] : undefined;
    // Only an answer that held words to say (a script in quotes) can be pointed back to.
    return id !== undefined && this.state.answered.at(-1) === id && (answerById(id)?.text.includes('"') ?? false);
  }

  /**
   * A question with no answer of its own, read with what the conversation is about: "how do I cope
   * with this?" in a loss, "what should I do?" about rent. The topic's answer, unless already given;
   * a "should I…?" otherwise gets the view on decisions.
   */
  private answerInContext(u: Understanding): ReturnType<typeof findAnswer> {
    const fresh = (answer: ReturnType<typeof findAnswer>) =>
      answer && !this.state.answered.includes(answer.id) && !GENERAL_ANSWER_IDS.has(answer.id) ? answer : null;
    // "How do I get him to open up?" after "my teenage son…": read with the people already named.
    if (/\b(he|him|his|she|her|they|them)\b/.test(u.normalized)) {
      // The people named most recently first: "him" is more likely the son just mentioned than the landlord before.
      for (const person of [...this.state.memory.people].reverse()) {
        const found = person.role ? fresh(findAnswer(`${u.normalized} my ${person.role}`)) : null;
        if (found) return found;
      }
    }
    const heavy = this.heavyTopic(u);
    if (heavy && /\b(this|it|that|these feelings|all this|cope|deal|handle|do)\b/.test(u.normalized)) {
      const found = fresh(findAnswer(TOPIC_LINES[heavy].lookup));
      if (found) return found;
    }
    const topic = u.topics[0]?.id ?? this.state.memory.topics.at(-1)?.id;
    const byTopic = topic ? TOPIC_ANSWERS[topic] : undefined;
    if (byTopic && /\b(what|how|should|can|any|is)\b/.test(u.normalized)) {
      const found = fresh(answerById(byTopic));
      if (found) return found;
    }
    return /^(should i|do you think i should|would it be (ok|okay|wrong|bad) to)\b/.test(u.normalized) ? fresh(answerById('big-decision')) : null;
  }

  /** The heavy topic of this message, or the latest one the conversation named. */
  private heavyTopic(u: Understanding | null): HeavyTopic | null {
    const isHeavy = (id: string): id is HeavyTopic => (HEAVY_TOPICS as readonly string[]).includes(id);
    const here = u?.topics.find((t) => isHeavy(t.id));
    if (here) return here.id as HeavyTopic;
    // A heavy topic named in the last few messages still leads; one from long ago does not.
    const now = this.state.userMessages;
    const remembered = [...this.state.memory.topics].reverse().find((t) => isHeavy(t.id) && now - (t.at ?? 0) <= HEAVY_TOPIC_TURNS);
    return remembered ? (remembered.id as HeavyTopic) : null;
  }

  /** Who the loss is: the person or pet the person named ("Hilde", "your grandma", "Luna"), else "them". */
  private lostOne(): string {
    const memory = this.state.memory;
    const person = [...memory.people].reverse().find((p) => p.role && CLOSE_ROLES.test(p.role)) ?? memory.people.find((p) => p.name);
    const pet = memory.pets.find((p) => p.name) ?? memory.pets.at(-1);
    if (person) return person.name ?? `your ${person.role ?? 'loved one'}`;
    if (pet) return pet.name ?? `your ${pet.species}`;
    return 'them';
  }

  /**
   * Listening on a heavy topic (a loss, a breakup, loneliness…): its own acknowledgement, using the
   * name the person gave ("I'm so sorry about Luna."), then its own question once.
   */
  private listenOnTopic(a: Analysis, u: Understanding, heavy: HeavyTopic): Turn {
    const memory = this.state.memory;
    const who = heavy === 'grief' ? this.lostOne() : 'them';
    const what = memory.events.at(-1) ? eventPhrase(memory.events.at(-1)!) : (u.topics.find((t) => t.id === heavy)?.phrase ?? 'it');
    const vars = { who, what };
    const lines = TOPIC_LINES[heavy];
    const parts: string[] = [];
    // A loss named now is met with sympathy by name; otherwise the person's own words come back first.
    if (heavy === 'grief' && u.topics.some((t) => t.id === heavy)) parts.push(this.pick(lines.ack, vars));
    else if (a.mirror) parts.push(this.mirrorLine(a.mirror));
    else if (u.topics.some((t) => t.id === heavy)) parts.push(this.pick(lines.ack, vars));
    const feeling = a.feelings[0];
    if (feeling) parts.push(this.pick(this.voice.validate[feelingGroup(feeling)]));
    const remembered = this.memoryQuestion();
    parts.push(remembered ?? this.pick(lines.ask, vars));
    return { kind: 'reply', parts, carry: [] };
  }

  private chooseTechnique(u: Understanding, exclude: readonly TechniqueId[] = []): Technique | null {
    const memory = this.state.memory;
    const topics = u.topics.length > 0 ? u.topics.map((t) => t.id) : memory.topics.map((t) => t.id).slice(-2);
    const feelings = u.feelings.length > 0 ? u.feelings : (Object.keys(this.state.feelings) as Understanding['feelings']);
    const given = memory.lastTechnique ? [memory.lastTechnique.id] : [];
    const skip = [...new Set([...memory.notHelped, ...given, ...exclude])];
    return techniquesFor(this.coachId, { topics, feelings, body: u.body.map((b) => b.part) }, skip)[0] ?? null;
  }

  /** A technique's steps in full, with why it helps; then an offer to walk through it, or to try it. */
  private giveTechnique(t: Technique, lead: string, u: Understanding | null): Turn {
    const steps = t.steps.map((step, i) => `${i + 1}. ${step}`).join('\n');
    const forPhrase = u?.body[0]?.phrase ?? u?.topics[0]?.phrase ?? null;
    noteTechnique(this.state.memory, t.id, t.title, forPhrase);
    const flow = this.ownFlow(t);
    const parts = [lead, t.why, `\n${steps}\n`];
    if (flow && !this.state.completedFlows.includes(flow)) {
      parts.push(this.pick(SHARED_LINES.walkThrough));
      this.offer(flow);
    } else {
      parts.push(this.pick(SHARED_LINES.tryIt));
    }
    return { kind: 'technique', parts, carry: parts, content: true };
  }

  /** "That didn't help": noted, and something different (never the next step of the same thing). */
  private differentTechnique(u: Understanding): Turn {
    const memory = this.state.memory;
    const last = memory.lastTechnique?.id ?? null;
    if (last) noteOutcome(memory, last, false);
    // "The breathing thing doesn't work": no other breathing technique either.
    const family = /\b(breath\w*|ground\w*|relax\w*|meditat\w*|scan|journal\w*)\b/.exec(u.normalized)?.[1]?.slice(0, 5);
    const sameFamily = family ? TECHNIQUES.filter((t) => t.title.toLowerCase().includes(family)).map((t) => t.id) : [];
    const chosen = this.chooseTechnique(u, [...(last ? [last] : []), ...sameFamily]);
    if ((!last && sameFamily.length === 0) || !chosen) return this.say('reply', this.pick(movesOf(this.coachId).differentAsk), true);
    return this.giveTechnique(chosen, this.pick(movesOf(this.coachId).differentLead, { title: chosen.title }), u);
  }

  private helped(): Turn {
    const last = this.state.memory.lastTechnique?.id;
    if (last) noteOutcome(this.state.memory, last, true);
    return this.say('reply', join([this.pick(SHARED_LINES.helped), this.pick(SHARED_LINES.helpedAsk)]));
  }

  /** Honest about what the coach cannot do, then back to the person. */
  private offTopic(u: Understanding): Turn {
    const known = findOffTopic(u.normalized);
    const honest = known?.reply ?? "That's outside what I can help with here.";
    return { ...this.say('reply', join([honest, this.pick(movesOf(this.coachId).steerBack)]), true), content: true };
  }

  /** "What do you remember about me?" */
  private recall(): Turn {
    const lines = memoryLines(this.state.memory, (id) => techniqueById(id).title);
    if (lines.length === 0) return this.say('reply', this.pick(SHARED_LINES.rememberNone));
    const recall = join([this.pick(SHARED_LINES.rememberLead), `${lines.join('; ')}.`, this.pick(SHARED_LINES.rememberTail)]);
    return { ...this.say('reply', recall, true), content: true };
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

  /** This coach's guided version of a technique, if it has one. */
  private ownFlow(t: Technique): FlowId | null {
    return t.flow && flowById(this.coachId, t.flow) ? t.flow : null;
  }

  /** Reflective listening: mirror the user's words (or name the feeling/topic), validate, then one question or offer. */
  private listen(a: Analysis, text: string, u?: Understanding): Turn {
    const v = this.voice;
    const feeling = a.feelings[0];
    const group = feeling ? feelingGroup(feeling) : null;
    const topic = this.topicOf(a, u);
    // The person's own words for the topic when they name it ("high school", not "school").
    const own = u?.topics.find((t) => t.id === topic && /^[a-z ]{3,30}$/.test(t.phrase) && t.phrase.includes(' ') && !/^(my|the|a) /.test(t.phrase));
    const name = topic ? (own?.phrase ?? TOPIC_NAMES[topic]) : '';
    const topicVars: Record<string, string> = topic ? { t: name, T: capitalize(name) } : {};
    const parts: string[] = [];

    if (!a.mirror && !a.question && !feeling && !topic && a.hasQuestion && !a.hasStatement) {
      // A question about something else: no acknowledgement of "sharing", just the coach's way into it.
      return { kind: 'reply', parts: [this.pick(v.questionReply)], carry: [] };
    }
    if (a.mirror && !BROKEN_MIRROR.test(a.mirror)) parts.push(this.mirrorLine(a.mirror));
    else if (a.question) parts.push(this.pick(v.questionMirror, { q: a.question }));
    else if (feeling) {
      const about = topic && group !== 'drained' && group !== 'bright' ? ` about ${TOPIC_NAMES[topic]}` : '';
      parts.push(this.pick(v.feeling, { f: feeling, n: FEELINGS[feeling].noun, about }));
    } else if (topic) parts.push(this.pick(v.topicAck, topicVars));
    else parts.push(this.pick(v.acknowledge));

    // A self-critical mirror already carries its own validation.
    if (group && !(a.mirror && isSelfJudgement(a.mirror))) parts.push(this.pick(v.validate[group]));

    const offer = this.chooseOffer(a, text);
    if (offer) {
      parts.push(offer.line);
      this.offer(offer.flow);
      return { kind: 'reply', parts, carry: [offer.line] };
    }
    const remembered = this.memoryQuestion();
    if (remembered) parts.push(remembered);
    else if (a.hasQuestion && !a.empty) parts.push(this.pick(v.questionReply));
    else if (topic && (!group || draw(this.random) < 0.5)) parts.push(this.pick(v.topicQuestions, topicVars));
    else parts.push(this.pick(v.lens[group ?? 'none']));
    return { kind: 'reply', parts, carry: [] };
  }

  /**
   * The life area a message is about, as the understanding reads it (a coworker's party is not
   * work); a person named in passing ("my husband works nights") is not a topic about them.
   */
  private topicOf(a: Analysis, u?: Understanding): Topic | undefined {
    if (!u) return a.topics[0];
    const first = u.topics[0];
    if (!first || !(LEXICON_TOPICS as readonly string[]).includes(first.id)) return undefined;
    if (PERSON_ONLY.test(first.phrase) && !RELATIONSHIP_WORDS.test(u.normalized)) return undefined;
    return first.id as Topic;
  }

  /**
   * A question that uses what the person said before: how an event they mentioned went (a few
   * messages later, once), or about a pet or person they named. Null when there is nothing to ask.
   */
  private memoryQuestion(): string | null {
    const memory = this.state.memory;
    const now = this.state.userMessages;
    // Not one the person is talking about right now: they have just said how it is.
    const event = memory.events.find((e) => !e.followedUp && now - e.at >= 2 && !this.lastText.includes(e.what.toLowerCase()));
    if (event) {
      event.followedUp = true;
      return this.pick(event.ahead ? SHARED_LINES.eventAhead : SHARED_LINES.eventFollowUp, { event: eventPhrase(event) });
    }
    if (now % 3 !== 0) return null;
    const pet = memory.pets.find((p) => p.name);
    if (pet && memory.topics.some((t) => t.id === 'grief')) return this.pick(SHARED_LINES.petFollowUp, { pet: pet.name ?? petPhrase(pet) });
    const person = memory.people.find((p) => p.name);
    if (person) return this.pick(SHARED_LINES.personFollowUp, { person: person.name ?? personPhrase(person) });
    return null;
  }

  private chooseOffer(a: Analysis, text: string): OfferRule | null {
    if (this.state.practical) return null;
    // Offers stay occasional: at most one in any three messages, never for a technique already done.
    if (this.state.userMessages - this.state.lastOfferAt < 3) return null;
    const fresh = (id: FlowId) => this.offerable(id);
    const related = relatedFlow(this.coachId, text);
    if (related && fresh(related.id)) return { flow: related.id, line: this.pick(this.voice.offerRelated, { title: related.title }) };
    return (
      this.voice.offers.find(
        (rule) =>
          fresh(rule.flow) &&
          (rule.feelings?.some((f) => a.feelings.includes(f)) ||
            rule.groups?.some((g) => a.feelings.some((f) => feelingGroup(f) === g)) ||
            rule.topics?.some((t) => a.topics.includes(t))),
      ) ?? null
    );
  }

  private mirrorLine(raw: string): string {
    // Texting fillers are not said back ("lol", "tbh").
    const mirror =
      raw
        .replace(/\b(lol|lmao|haha+|hehe|tbh|ngl|omg|idk|fr)\b/gi, ' ')
        // "it was fine I guess" is said back as "it was fine", not "it was fine you guess".
        .replace(/,?\s+you (guess|think|suppose|reckon)$/i, '')
        .replace(/\s+([,.!?])/g, '$1')
        .replace(/\s{2,}/g, ' ')
        .trim() || raw;
    return this.pick(isSelfJudgement(mirror) ? this.voice.selfCritical : this.voice.mirror, { c: mirror });
  }

  private sensitive(intent: Intent): Turn {
    const pool = intent === 'identity' ? this.voice.identity : intent === 'medication' ? this.voice.medication : this.voice.diagnosis;
    return this.say('reply', this.pick(pool), true);
  }

  // --- technique flows ------------------------------------------------------------------

  /** Starts a guided technique; `answer` is content that answers the request, said first. */
  private startFlow(def: FlowDef, a: Analysis | null, answer?: string): Turn {
    const flow: ActiveFlow = { id: def.id, step: 0, answers: [] };
    this.state.flow = flow;
    this.state.offer = null;
    this.state.paused = null;
    const technique = TECHNIQUES.find((t) => t.flow === def.id);
    if (technique) noteTechnique(this.state.memory, technique.id, technique.title, null);
    const mirror = a?.mirror ? this.mirrorLine(a.mirror) : '';
    const lead = answer ? join([mirror, answer]) : mirror;
    const intro = this.pick(def.intro);
    const ask = this.stepAsk(def, flow);
    return { kind: 'technique', parts: [lead, intro, ask], carry: [intro, ask] };
  }

  private continueFlow(a: Analysis, u: Understanding, intent: Intent | null, text: string): Turn {
    const flow = this.state.flow as ActiveFlow;
    const def = flowById(this.coachId, flow.id);
    if (!def) {
      this.state.flow = null;
      return this.listen(a, text);
    }
    const technique = TECHNIQUES.find((t) => t.flow === def.id);
    if (u.act === 'not-helped') {
      this.state.flow = null;
      this.decline(def.id);
      if (technique) noteTechnique(this.state.memory, technique.id, technique.title, null);
      return this.differentTechnique(u);
    }
    if (ASIDE.test(text)) return { kind: 'technique', parts: [this.pick(SHARED_LINES.aside)], carry: [] };
    if (STOP_EXERCISE.test(text)) {
      this.state.flow = null;
      this.decline(def.id);
      if (technique) noteOutcome(this.state.memory, technique.id, false);
      return this.say('reply', join([this.pick(this.voice.exitFlow, { title: def.title })]), true);
    }
    if (intent === 'exit' || SOMETHING_ELSE.test(text)) {
      // Set aside, not thrown away: "Back to the exercise" (a quick reply) picks it up where it stopped.
      this.pause();
      return this.say('reply', this.pick(this.voice.exitFlow, { title: def.title }), true);
    }
    const other = switchRequest(this.coachId, text, def.id);
    if (other) return this.startFlow(other, null);
    if (intent && SENSITIVE.includes(intent)) {
      const turn = this.sensitive(intent);
      const resume = this.pick(this.voice.flowResume, { title: def.title });
      return { kind: 'reply', parts: [...turn.parts, resume], carry: [...turn.carry, resume] };
    }
    if (intent === 'clarify') {
      const ask = this.stepAsk(def, flow);
      return { kind: 'technique', parts: [this.pick(this.voice.clarify), ask], carry: [ask] };
    }
    if (u.act === 'off-topic' && (a.hasQuestion || findOffTopic(u.normalized))) {
      const ask = this.stepAsk(def, flow);
      const honest = findOffTopic(u.normalized)?.reply ?? "That's outside what I can help with here.";
      return { kind: 'technique', parts: [honest, this.pick(this.voice.flowResume, { title: def.title }), ask], carry: [ask] };
    }
    // A new question or request of its own (asked as one, with "?" or a technique's name): the exercise waits while it is answered.
    const ownAsk = (u.act === 'question' && a.hasQuestion && a.raw.includes('?')) || (u.act === 'request' && techniqueNamed(u.normalized) !== null);
    if (ownAsk || (u.act === 'meta' && REMEMBER_ASK.test(text))) {
      this.state.flow = null;
      const answered = u.act === 'meta' ? this.recall() : this.answerFirst(u, a, text);
      if (answered) {
        this.state.paused = flow;
        const note = this.state.flow || this.state.offer ? '' : this.pick(SHARED_LINES.paused, { title: def.title });
        return { ...answered, parts: [...answered.parts, note], carry: [...answered.carry, note] };
      }
      this.state.flow = flow;
    }

    const unsure = intent === 'unsure';
    // "ok", "yes" or a thumbs-up moves an instruction step on but is nothing to quote back later.
    const bare = unsure || intent === 'yes' || intent === 'no';
    const step = def.steps[flow.step];
    let answer = bare ? '' : a.empty ? (a.feelings[0] ?? '') : a.clean.slice(0, LIMITS.answer);
    if (answer && step?.slot) {
      // Only words that fit the slot are quoted back in a plan or summary; otherwise ask once more.
      const fitted = fitSlot(answer, step.slot);
      if (fitted === null && !flow.retried) {
        flow.retried = true;
        const again = this.pick(SHARED_LINES.retrySlot[step.slot]);
        return { kind: 'technique', parts: [again], carry: [again] };
      }
      // The person's own words are quoted whole once they are known to fit.
      if (fitted === null) answer = '';
    } else if (answer && (u.act === 'question') && !flow.retried) {
      flow.retried = true;
      const ask = this.stepAsk(def, flow);
      return { kind: 'technique', parts: [this.pick(SHARED_LINES.unknownQuestion), ask], carry: [ask] };
    } else if (u.act === 'question') {
      answer = '';
    }
    const reaction = unsure ? this.pick(this.voice.unsureAck) : (step?.react?.(answer, this.flowContext(flow)) ?? null);
    flow.answers.push(answer);
    flow.step += 1;
    flow.retried = false;

    if (flow.step < def.steps.length) {
      const ask = this.stepAsk(def, flow);
      return { kind: 'technique', parts: [reaction ?? this.pick(this.voice.stepAck), ask], carry: [ask] };
    }
    const finish = def.finish(this.flowContext(flow));
    this.state.flow = null;
    if (!this.state.completedFlows.includes(def.id)) this.state.completedFlows.push(def.id);
    if (technique) noteTechnique(this.state.memory, technique.id, technique.title, this.state.memory.topics.at(-1)?.phrase ?? null);
    return { kind: 'technique', parts: [reaction ?? '', finish], carry: [finish] };
  }

  private pause(): void {
    this.state.paused = this.state.flow;
    this.state.flow = null;
  }

  private resumeFlow(): Turn {
    const flow = this.state.paused as ActiveFlow;
    const def = flowById(this.coachId, flow.id);
    this.state.paused = null;
    if (!def) return this.say('reply', this.pick(SHARED_LINES.somethingElse));
    this.state.flow = flow;
    const ask = this.stepAsk(def, flow);
    return { kind: 'technique', parts: [this.pick(SHARED_LINES.resume, { title: def.title }), ask], carry: [ask] };
  }

  private stepAsk(def: FlowDef, flow: ActiveFlow): string {
    return def.steps[flow.step]?.ask(this.flowContext(flow)) ?? '';
  }

  private flowContext(flow: ActiveFlow): FlowContext {
    return {
      answers: flow.answers,
      quote: (index, fallback) => {
        const answer = flow.answers[index] ?? '';
        if (mentionsMedication(answer)) return fallback;
        const quoted = shortQuote(answer);
        return quoted ? `"${quoted}"` : fallback;
      },
      pick: this.pick,
    };
  }

  private activeFlow(): FlowDef | undefined {
    return this.state.flow ? flowById(this.coachId, this.state.flow.id) : undefined;
  }

  // --- state and wording ----------------------------------------------------------------

  private track(a: Analysis): void {
    const s = this.state;
    for (const topic of a.topics) s.topics[topic] = (s.topics[topic] ?? 0) + 1;
    for (const feeling of a.feelings) s.feelings[feeling] = (s.feelings[feeling] ?? 0) + 1;
    for (const word of a.keywords.slice(0, 40)) s.words[word] = (s.words[word] ?? 0) + 1;
    const words = Object.entries(s.words);
    if (words.length > LIMITS.words) {
      // Keep the most repeated words, in their original order.
      const keep = new Set([...words].sort((x, y) => y[1] - x[1]).slice(0, LIMITS.words).map(([word]) => word));
      s.words = Object.fromEntries(words.filter(([word]) => keep.has(word)));
    }
    if (a.mirror && a.mirror.length <= LIMITS.echoText) {
      s.echoes.push({ at: s.userMessages, text: a.mirror });
      s.echoes = s.echoes.slice(-LIMITS.echoes);
    }
  }

  private topTopic(): Topic | null {
    const entries = Object.entries(this.state.topics) as [Topic, number][];
    return entries.reduce<[Topic, number] | null>((best, entry) => (!best || entry[1] > best[1] ? entry : best), null)?.[0] ?? null;
  }

  private offerable(flow: FlowId): boolean {
    return !this.state.completedFlows.includes(flow) && !this.state.declinedFlows.includes(flow);
  }

  private decline(flow: FlowId): void {
    if (!this.state.declinedFlows.includes(flow)) this.state.declinedFlows.push(flow);
  }

  private offer(flow: FlowId): void {
    this.state.offer = flow;
    this.state.lastOfferAt = this.state.userMessages;
  }

  /** A one-line turn; `keep` makes a reflective reply still say it (an exit, a careful answer). */
  private say(kind: ReplyKind, line: string, keep = false): Turn {
    return { kind, parts: [line], carry: keep ? [line] : [] };
  }

  /**
   * A line from the pool, avoiding any the coach used this session (then any in its latest
   * texts); when all were used, one of those used longest ago.
   */
  readonly pick = (pool: readonly string[], vars: Readonly<Record<string, string>> = {}): string => {
    const lines = pool.map((line) => fill(line, { name: this.name, ...vars })).filter(Boolean);
    if (lines.length === 0) return '';
    const said = new Set(this.state.said);
    const fresh = lines.filter((line) => !said.has(hashText(line, 'line')));
    const recent = this.state.recent;
    const lastUse = (line: string) => {
      for (let i = recent.length - 1; i >= 0; i--) if (recent[i]?.includes(line)) return i;
      return -1;
    };
    const candidates = fresh.length > 0 ? fresh : lines;
    const uses = candidates.map(lastUse);
    const oldest = Math.min(...uses);
    const choices = candidates.filter((_, i) => uses[i] === oldest);
    const line = choices[drawIndex(this.random, choices.length)] ?? candidates[0] ?? '';
    this.remember(hashText(line, 'line'));
    return line;
  };

  private remember(hash: number): void {
    this.state.said.push(hash);
    if (this.state.said.length > LIMITS.said) this.state.said = this.state.said.slice(-LIMITS.said);
  }

  /** `unique`: a reply to the person is never said twice; the coach's fixed check-in lines may recur. */
  private emit(kind: ReplyKind, text: string, unique = true): CoachReply {
    let out = text.trim() || this.pick(this.voice.empty);
    // Nothing is said twice in a session: a reply that would repeat an earlier one gets a new lead.
    if (unique && this.state.said.includes(hashText(out))) {
      const lead = this.pick(SHARED_LINES.freshLeads);
      out = `${lead} ${out}`;
      for (let n = 2; this.state.said.includes(hashText(out)); n++) out = `${lead} ${out} (${n})`;
    }
    this.remember(hashText(out));
    this.state.recent.push(out.slice(0, LIMITS.recentText));
    this.state.recent = this.state.recent.slice(-LIMITS.recent);
    const { asks, quickReplies } = this.nextMove(out);
    this.state.lastQuestion = asks;
    return quickReplies.length > 0 ? { text: out, kind, quickReplies } : { text: out, kind };
  }

  /** What the message just said asks for, and the quick replies that suit it. */
  private nextMove(text: string): { asks: EngineSnapshot['lastQuestion']; quickReplies: string[] } {
    const s = this.state;
    if (s.offeredTechnique) return { asks: 'yes-no', quickReplies: [QUICK_REPLIES.yes, QUICK_REPLIES.notNow] };
    if (s.offer) {
      const walk = SHARED_LINES.walkThrough.some((line) => text.includes(line));
      return { asks: 'yes-no', quickReplies: [walk ? QUICK_REPLIES.walkThrough : QUICK_REPLIES.yes, QUICK_REPLIES.notNow] };
    }
    const def = this.activeFlow();
    if (def && s.flow) {
      const step = def.steps[s.flow.step];
      return { asks: step?.slot ? 'value' : 'open', quickReplies: [QUICK_REPLIES.unsure, QUICK_REPLIES.stop] };
    }
    const asks = /\?\s*$/.test(text) ? 'open' : null;
    if (s.paused) return { asks, quickReplies: [QUICK_REPLIES.resume, QUICK_REPLIES.somethingElse] };
    if (s.memory.lastTechnique && SHARED_LINES.tryIt.some((line) => text.includes(line))) {
      return { asks, quickReplies: [QUICK_REPLIES.didNotHelp, QUICK_REPLIES.somethingElse] };
    }
    return { asks, quickReplies: [QUICK_REPLIES.exercise, QUICK_REPLIES.somethingElse] };
  }
}

/** FNV-1a over the text with spacing and case folded: the same words are the same reply. Pool lines hash apart from replies. */
function hashText(text: string, domain: 'reply' | 'line' = 'reply'): number {
  const folded = `${domain}:${text.toLowerCase()}`.replace(/\s+/g, ' ').trim();
  let hash = 0x811c9dc5;
  for (let i = 0; i < folded.length; i++) {
    hash ^= folded.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
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
  const voice = VOICES[coachId];
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
      if (COACHES[coachId].unpromptedMessages.includes(text) && !engine.state.flow) {
        engine.state.offer = voice.unpromptedOffers.find(([pattern]) => pattern.test(text))?.[1] ?? null;
      }
    }
  }
  const state = engine.state;
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
