/**
 * The conversation engine: one coach, one chat. Every reply is a function of the state, the
 * message and draws from the injected Random, so a seed pins every wording choice. The chat
 * screen owns all timers; nothing here reads the clock.
 */
import { COACHES, type CoachId } from '@contracts/coaches';
import { REFLECTIVE_AFTER_USER_MESSAGES, REFLECTIVE_CHANCE } from './constants';
import type { FlowContext, FlowDef } from './flow-kit';
import { flowById, relatedFlow, requestedFlow, switchRequest } from './flows';
import { detectIntent, type Intent } from './intents';
import { analyse, FEELINGS, feelingGroup, isSelfJudgement, mentionsMedication, TOPIC_NAMES, type Analysis, type Topic } from './lexicon';
import { draw, drawIndex, seededRandom, type Random } from './random';
import { reflectionSentences } from './reflection';
import { freshState, LIMITS, readSnapshot, type ActiveFlow, type EngineSnapshot } from './state';
import { capitalize, fill, shortQuote } from './text';
import type { CoachReply, FlowId, MoodCheckIn, ReplyKind } from './types';
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
const REPEAT_LEADS = ['As I said a moment ago:', 'Just to say it again:'];
const SENSITIVE: readonly Intent[] = ['identity', 'medication', 'diagnosis'];

interface Turn {
  kind: ReplyKind;
  parts: string[];
  /** What a reflective reply must still say after its summary (the next step, an exit, an offer). */
  carry: string[];
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
  ) {
    this.coachId = coachId;
    this.voice = VOICES[coachId];
    this.name = COACHES[coachId].name;
  }

  greeting(): CoachReply {
    if (this.state.userMessages === 0 && !this.state.flow) return this.emit('greeting', this.pick(this.voice.greetings));
    const parts = [this.pick(this.voice.welcomeBack)];
    const def = this.activeFlow();
    if (def && this.state.flow) {
      parts.push(`We were in the middle of the ${def.title}.`, this.stepAsk(def, this.state.flow));
    } else {
      parts.push(this.pick(this.voice.lens.none));
    }
    return this.emit('greeting', join(parts));
  }

  reply(userText: string): CoachReply {
    const raw = (typeof userText === 'string' ? userText : String(userText ?? '')).slice(0, MAX_INPUT_CHARS);
    this.state.userMessages += 1;
    // The roll is the first draw of a reply, so a stubbed Random decides it directly.
    const reflective = this.reflective && this.state.userMessages > REFLECTIVE_AFTER_USER_MESSAGES && this.random() < REFLECTIVE_CHANCE;
    const analysis = analyse(raw);
    this.track(analysis);
    const turn = this.respond(analysis);
    if (!reflective) return this.emit(turn.kind, join(turn.parts));
    const rest = turn.carry.length > 0 ? turn.carry : [this.pick(this.voice.reflective.closing)];
    return this.emit('reflective', join([...reflectionSentences(this.state, this.voice, this.pick), ...rest]));
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
      return this.emit('unprompted', this.pick(this.voice.nudge, { title: def.title, label }));
    }
    const pool = [...COACHES[this.coachId].unpromptedMessages];
    const topic = this.topTopic();
    if (topic) pool.push(...this.voice.themeCheckIn);
    const line = this.pick(pool, topic ? { t: TOPIC_NAMES[topic] } : {});
    const invited = this.voice.unpromptedOffers.find(([pattern]) => pattern.test(line))?.[1];
    // The coach's own invitation: a "yes" to it starts the technique even if it was done before.
    this.state.offer = invited ?? null;
    return this.emit('unprompted', line);
  }

  snapshot(): EngineSnapshot {
    return JSON.parse(JSON.stringify(this.state)) as EngineSnapshot;
  }

  // --- one user message ---------------------------------------------------------------

  private respond(a: Analysis): Turn {
    const intent = detectIntent(a);
    const text = a.words.join(' ');
    if (this.state.flow) return this.continueFlow(a, intent, text);

    const offered = this.state.offer ? flowById(this.coachId, this.state.offer) : undefined;
    this.state.offer = null;
    if (offered && intent === 'yes') return this.startFlow(offered, null);
    // An offer passed over counts as declined, so it is not pressed again.
    if (offered) this.decline(offered.id);
    if (offered && (intent === 'no' || intent === 'exit')) return this.say('reply', this.pick(this.voice.declineOffer), true);

    if (intent && SENSITIVE.includes(intent)) return this.sensitive(intent);
    const requested = requestedFlow(this.coachId, text);
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
    if (a.empty && a.feelings.length === 0) return this.say('reply', this.pick(this.voice.empty));
    return this.listen(a, text);
  }

  /** Reflective listening: mirror the user's words (or name the feeling/topic), validate, then one question or offer. */
  private listen(a: Analysis, text: string): Turn {
    const v = this.voice;
    const feeling = a.feelings[0];
    const group = feeling ? feelingGroup(feeling) : null;
    const topic = a.topics[0];
    const topicVars: Record<string, string> = topic ? { t: TOPIC_NAMES[topic], T: capitalize(TOPIC_NAMES[topic]) } : {};
    const parts: string[] = [];

    if (!a.mirror && !a.question && !feeling && !topic && a.hasQuestion && !a.hasStatement) {
      // A question about something else: no acknowledgement of "sharing", just the coach's way into it.
      return { kind: 'reply', parts: [this.pick(v.questionReply)], carry: [] };
    }
    if (a.mirror) parts.push(this.mirrorLine(a.mirror));
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
    if (a.hasQuestion && !a.empty) parts.push(this.pick(v.questionReply));
    else if (topic && (!group || draw(this.random) < 0.5)) parts.push(this.pick(v.topicQuestions, topicVars));
    else parts.push(this.pick(v.lens[group ?? 'none']));
    return { kind: 'reply', parts, carry: [] };
  }

  private chooseOffer(a: Analysis, text: string): OfferRule | null {
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

  private mirrorLine(mirror: string): string {
    return this.pick(isSelfJudgement(mirror) ? this.voice.selfCritical : this.voice.mirror, { c: mirror });
  }

  private sensitive(intent: Intent): Turn {
    const pool = intent === 'identity' ? this.voice.identity : intent === 'medication' ? this.voice.medication : this.voice.diagnosis;
    return this.say('reply', this.pick(pool), true);
  }

  // --- technique flows ------------------------------------------------------------------

  private startFlow(def: FlowDef, a: Analysis | null): Turn {
    const flow: ActiveFlow = { id: def.id, step: 0, answers: [] };
    this.state.flow = flow;
    this.state.offer = null;
    const lead = a?.mirror ? this.mirrorLine(a.mirror) : '';
    const intro = this.pick(def.intro);
    const ask = this.stepAsk(def, flow);
    return { kind: 'technique', parts: [lead, intro, ask], carry: [intro, ask] };
  }

  private continueFlow(a: Analysis, intent: Intent | null, text: string): Turn {
    const flow = this.state.flow as ActiveFlow;
    const def = flowById(this.coachId, flow.id);
    if (!def) {
      this.state.flow = null;
      return this.listen(a, text);
    }
    if (intent === 'exit') {
      this.state.flow = null;
      this.decline(def.id);
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

    const unsure = intent === 'unsure';
    // "ok", "yes" or a thumbs-up moves an instruction step on but is nothing to quote back later.
    const bare = unsure || intent === 'yes' || intent === 'no';
    const answer = bare ? '' : a.empty ? (a.feelings[0] ?? '') : a.clean.slice(0, LIMITS.answer);
    const step = def.steps[flow.step];
    const reaction = unsure ? this.pick(this.voice.unsureAck) : (step?.react?.(answer, this.flowContext(flow)) ?? null);
    flow.answers.push(answer);
    flow.step += 1;

    if (flow.step < def.steps.length) {
      const ask = this.stepAsk(def, flow);
      return { kind: 'technique', parts: [reaction ?? this.pick(this.voice.stepAck), ask], carry: [ask] };
    }
    const finish = def.finish(this.flowContext(flow));
    this.state.flow = null;
    if (!this.state.completedFlows.includes(def.id)) this.state.completedFlows.push(def.id);
    return { kind: 'technique', parts: [reaction ?? '', finish], carry: [finish] };
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
   * A line from the pool, avoiding any the coach said in its latest texts; when all were
   * used, one of those used longest ago.
   */
  readonly pick = (pool: readonly string[], vars: Readonly<Record<string, string>> = {}): string => {
    const lines = pool.map((line) => fill(line, { name: this.name, ...vars })).filter(Boolean);
    if (lines.length === 0) return '';
    const recent = this.state.recent;
    const lastUse = (line: string) => {
      for (let i = recent.length - 1; i >= 0; i--) if (recent[i]?.includes(line)) return i;
      return -1;
    };
    const uses = lines.map(lastUse);
    const oldest = Math.min(...uses);
    const choices = lines.filter((_, i) => uses[i] === oldest);
    return choices[drawIndex(this.random, choices.length)] ?? lines[0] ?? '';
  };

  private emit(kind: ReplyKind, text: string): CoachReply {
    let out = text.trim() || this.pick(this.voice.empty);
    if (this.state.recent[this.state.recent.length - 1] === out) out = `${this.pick(REPEAT_LEADS)} ${out}`;
    this.state.recent.push(out.slice(0, LIMITS.recentText));
    this.state.recent = this.state.recent.slice(-LIMITS.recent);
    return { text: out, kind };
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
  return state;
}

export function createCoachEngine(coachId: CoachId, random: Random, restore?: EngineSnapshot | ChatHistory): CoachEngine {
  if (!Object.hasOwn(COACHES, coachId)) throw new Error(`Unknown coach: ${String(coachId)}`);
  let state: EngineSnapshot;
  if (isHistory(restore)) state = replayHistory(coachId, restore.history);
  else state = (restore && readSnapshot(coachId, restore)) || freshState(coachId);
  return new Conversation(coachId, random, state);
}
