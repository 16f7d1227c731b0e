/**
 * The shape of what a coach says outside a technique flow. Placeholders: {name} coach name,
 * {c} mirrored clause, {q} mirrored question, {f} feeling adjective, {n} feeling noun,
 * {about} " about <topic>" or empty, {t} topic, {T} topic capitalised, {title} flow title,
 * {label} what the current flow step asks for.
 */
import type { Feeling, FeelingGroup, Topic } from '../lexicon';
import type { FlowId, MoodCheckIn } from '../types';

export interface OfferRule {
  feelings?: readonly Feeling[];
  groups?: readonly FeelingGroup[];
  topics?: readonly Topic[];
  flow: FlowId;
  line: string;
}

export type Pool = readonly string[];

export interface Voice {
  greetings: Pool;
  welcomeBack: Pool;
  mirror: Pool;
  /** Mirrors a harsh self-judgement as the inner critic's words, never as the coach's view. */
  selfCritical: Pool;
  questionMirror: Pool;
  feeling: Pool;
  topicAck: Pool;
  acknowledge: Pool;
  validate: Readonly<Record<FeelingGroup, Pool>>;
  lens: Readonly<Record<FeelingGroup | 'none', Pool>>;
  questionReply: Pool;
  hello: Pool;
  howAreYou: Pool;
  /** "Can you help me?", "What can you do?": what this coach offers. */
  help: Pool;
  thanks: Pool;
  bye: Pool;
  yes: Pool;
  no: Pool;
  unsure: Pool;
  empty: Pool;
  declineOffer: Pool;
  exitFlow: Pool;
  exitIdle: Pool;
  stepAck: Pool;
  unsureAck: Pool;
  clarify: Pool;
  flowResume: Pool;
  nudge: Pool;
  themeCheckIn: Pool;
  moodPrompt: Pool;
  mood: Readonly<Record<MoodCheckIn, Pool>>;
  moodOffer: { flow: FlowId; line: string };
  reflective: { opener: Pool };
  identity: Pool;
  medication: Pool;
  diagnosis: Pool;
  /** Checked in order after a listening reply; the first that fits is offered. */
  offers: readonly OfferRule[];
  /** Offer for a technique whose related words came up ("{title}"). */
  offerRelated: Pool;
  /** Which of the coach's own unprompted lines invite a technique, so a "yes" can start it. */
  unpromptedOffers: readonly (readonly [RegExp, FlowId])[];
}

/** The plain sentences of a voice, kept as data in `<coach>.json`. */
export type VoiceLines = Omit<Voice, 'moodOffer' | 'offers' | 'unpromptedOffers'>;

/** Every placeholder the engine fills in a voice line (see above). */
export const VOICE_PLACEHOLDERS = ['name', 'c', 'q', 'f', 'n', 'about', 't', 'T', 'title', 'label'] as const;
