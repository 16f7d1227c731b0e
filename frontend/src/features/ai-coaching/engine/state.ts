/** The engine's serializable state: what a snapshot holds and how an untrusted one is read back. */
import { COACH_IDS, type CoachId } from '@contracts/coaches';
import type { FlowDef } from './flow-kit';
import { TECHNIQUE_IDS, type TechniqueId } from './library';
import { FEELING_IDS, TOPIC_IDS, type Feeling, type Topic } from './lexicon';
import { emptyMemory, readMemory, type Memory } from './memory';
import { TOPIC_IDS as UNDERSTOOD_TOPIC_IDS } from './understanding';
import { flowById } from './flows';
import { SITUATION_IDS } from './situations';
import { readMatters, type ToldMatter } from './told-matter';
import { readNews, type ToldNews } from './told-news';
import { readReceived, type ReceivedMessage } from './received-message';
import { TOLD_FACETS, type ToldFacet } from './understanding/told';
import { keepWeighed } from './decision-weigh';
import type { FixedPoint } from './understanding/week';
import type { FlowId, MoodCheckIn } from './types';

export const SNAPSHOT_VERSION = 2;

export interface ActiveFlow {
  id: FlowId;
  /** Index of the step whose question is waiting for an answer. */
  step: number;
  /** Answers to the steps before `step`; '' where the user wasn't sure. */
  answers: string[];
  /** The current step was asked again because the answer did not fit it. */
  retried?: boolean;
}

export interface EngineSnapshot {
  version: typeof SNAPSHOT_VERSION;
  coachId: CoachId;
  userMessages: number;
  flow: ActiveFlow | null;
  /** A technique the coach just offered; a "yes" starts it. */
  offer: FlowId | null;
  /** User message number at the last offer, so offers stay occasional. */
  lastOfferAt: number;
  /** Asked only to be heard ("I need to vent"): no advice unasked for until after this message count. */
  listenUntil: number;
  completedFlows: FlowId[];
  /** Techniques the user turned down or left this session: not offered again. */
  declinedFlows: FlowId[];
  /** How many user messages mentioned each topic / feeling / content word, in order of first mention. */
  topics: Partial<Record<Topic, number>>;
  feelings: Partial<Record<Feeling, number>>;
  words: Record<string, number>;
  /** Mirrored fragments of earlier messages ("you're anxious about your exam"), with the message number. */
  lastMood: MoodCheckIn | null;
  /** The coach's latest texts, newest last, so lines are not repeated back to back. */
  recent: string[];
  /** What the coach remembers of this conversation (see memory.ts). */
  memory: Memory;
  /** An exercise set aside when the person turned to something else; it can be resumed. */
  paused: ActiveFlow | null;
  /** What the coach's last message asked, so a short reply can be read as its answer. */
  lastQuestion: 'yes-no' | 'value' | 'open' | null;
  /** A technique without a guided version that the coach's last answer offered; a "yes" gives its steps. */
  offeredTechnique: TechniqueId | null;
  /** Answers already given (a library id, "situation:kind", "faq:situation:n", "general:kind"): never given twice. */
  answered: string[];
  /** The person asked for practical help, not exercises: no technique is offered again this session. */
  practical: boolean;
  /** Hashes of every reply and of every pool line used this session: nothing is said twice. */
  said: number[];
  /** How much each life situation has been talked about, fading as the conversation moves on (situations/read.ts). */
  frame: Record<string, number>;
  /** Situations the person has made the subject (named where they ask, at the start, or twice): only these lead. */
  named: string[];
  /** Situations named once in passing, later in a conversation about something else: named again, they are the subject. */
  mentioned: string[];
  /** The content words of the person's messages so far (`subjectWords`, latest last): what the conversation has been about. */
  heard: string[];
  /** The situation the latest message was read in, or null. */
  situation: string | null;
  /** Listening turns in a situation since its last answer or offer. */
  situationTurns: number;
  /** A situation whose practical help the coach just offered; a "yes" gives it. */
  offeredSituation: string | null;
  /** Situations whose offer of practical help the person turned down. */
  declinedSituations: string[];
  /** The message after which the coach asked whether to work out what to do or talk it through (detail-question.ts). */
  offeredWays: number | null;
  /** The lines to say from the coach's latest answer that held some, so "shorter?" can give one back. */
  lastWords: string[];
  /** The latest full words to say, line by line, so "cut the first line" can give them back without it. */
  lastScript: string[];
  /** What the person has told about their situation (how long ago, who ended it…): never asked again. */
  told: ToldFacet[];
  /** What the person told of a job or a move they are weighing ("money:£9k", "partner:wife"), one note a kind (decision-weigh.ts). */
  weighed: string[];
  /** The fixed points of the week the person told, with their times, for a plan laid around them. */
  week: FixedPoint[];
  /** What the person has to tell someone, and who to (see told-news.ts). */
  news: ToldNews[];
  /** Someone the person has to tell, named before what there is to tell. */
  newsTo: string | null;
  /** What a talk with someone would be about, as told ("the mariachi"), with who (see told-matter.ts). */
  matters: ToldMatter[];
  /** A message someone sent the person that a reply was asked for, with their side once told (see received-message.ts). */
  received: ReceivedMessage | null;
}

export const LIMITS = { answer: 1_000, recent: 8, recentText: 1_500, words: 60, lineText: 200, said: 600, week: 12, heard: 120 } as const;

export function freshState(coachId: CoachId): EngineSnapshot {
  return {
    version: SNAPSHOT_VERSION,
    coachId,
    userMessages: 0,
    flow: null,
    offer: null,
    lastOfferAt: -100,
    listenUntil: 0,
    completedFlows: [],
    declinedFlows: [],
    topics: {},
    feelings: {},
    words: {},
    lastMood: null,
    recent: [],
    memory: emptyMemory(),
    paused: null,
    lastQuestion: null,
    offeredTechnique: null,
    answered: [],
    practical: false,
    said: [],
    frame: {},
    named: [],
    mentioned: [],
    heard: [],
    situation: null,
    situationTurns: 0,
    offeredSituation: null,
    declinedSituations: [],
    offeredWays: null,
    lastWords: [],
    lastScript: [],
    told: [],
    weighed: [],
    week: [],
    news: [],
    newsTo: null,
    matters: [],
    received: null,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0);
const text = (value: unknown, max: number): string | null => (typeof value === 'string' ? value.slice(0, max) : null);

function counts<K extends string>(value: unknown, allowed: readonly K[] | null, max: number): Partial<Record<K, number>> {
  const out: Partial<Record<K, number>> = {};
  if (!isRecord(value)) return out;
  for (const [key, raw] of Object.entries(value).slice(0, max)) {
    if (allowed && !allowed.includes(key as K)) continue;
    if (!allowed && !/^\p{L}{1,40}$/u.test(key)) continue;
    const n = count(raw);
    if (n > 0) out[key as K] = n;
  }
  return out;
}

function flowOf(coachId: CoachId, value: unknown): FlowDef | undefined {
  return typeof value === 'string' ? flowById(coachId, value as FlowId) : undefined;
}

function activeFlowOf(coachId: CoachId, value: unknown): ActiveFlow | null {
  if (!isRecord(value)) return null;
  const def = flowOf(coachId, value.id);
  const step = count(value.step);
  const answers = Array.isArray(value.answers) ? value.answers.map((a) => text(a, LIMITS.answer) ?? '') : [];
  if (!def || step >= def.steps.length) return null;
  return { id: def.id, step, answers: Array.from({ length: step }, (_, i) => answers[i] ?? ''), retried: value.retried === true };
}

function flowList(coachId: CoachId, value: unknown): FlowId[] {
  const out: FlowId[] = [];
  if (!Array.isArray(value)) return out;
  for (const id of value) {
    const def = flowOf(coachId, id);
    if (def && !out.includes(def.id)) out.push(def.id);
  }
  return out;
}

/** A snapshot from storage, checked field by field; null when it is not this coach's or not this version. */
export function readSnapshot(coachId: CoachId, value: unknown): EngineSnapshot | null {
  if (!isRecord(value) || value.version !== SNAPSHOT_VERSION || value.coachId !== coachId || !COACH_IDS.includes(coachId)) return null;
  const state = freshState(coachId);
  state.userMessages = count(value.userMessages);
  state.flow = activeFlowOf(coachId, value.flow);
  state.paused = state.flow ? null : activeFlowOf(coachId, value.paused);
  state.offer = flowOf(coachId, value.offer)?.id ?? null;
  state.lastOfferAt = typeof value.lastOfferAt === 'number' && Number.isFinite(value.lastOfferAt) ? Math.floor(value.lastOfferAt) : -100;
  state.listenUntil = count(value.listenUntil);
  state.completedFlows = flowList(coachId, value.completedFlows);
  state.declinedFlows = flowList(coachId, value.declinedFlows);
  state.topics = counts(value.topics, TOPIC_IDS, TOPIC_IDS.length);
  state.feelings = counts(value.feelings, FEELING_IDS, FEELING_IDS.length);
  state.words = counts<string>(value.words, null, LIMITS.words) as Record<string, number>;
  state.lastMood = value.lastMood === 'great' || value.lastMood === 'okay' || value.lastMood === 'not-good' ? value.lastMood : null;
  if (Array.isArray(value.recent)) {
    state.recent = value.recent
      .map((entry) => text(entry, LIMITS.recentText))
      .filter((entry): entry is string => Boolean(entry))
      .slice(-LIMITS.recent);
  }
  state.memory = readMemory(value.memory, TECHNIQUE_IDS, UNDERSTOOD_TOPIC_IDS);
  state.offeredTechnique = typeof value.offeredTechnique === 'string' && TECHNIQUE_IDS.includes(value.offeredTechnique as TechniqueId) ? (value.offeredTechnique as TechniqueId) : null;
  if (Array.isArray(value.answered)) {
    state.answered = value.answered.filter((id): id is string => typeof id === 'string' && /^[\p{L}0-9:' -]{1,80}$/u.test(id)).slice(-40);
  }
  state.practical = value.practical === true;
  state.lastQuestion = value.lastQuestion === 'yes-no' || value.lastQuestion === 'value' || value.lastQuestion === 'open' ? value.lastQuestion : null;
  if (Array.isArray(value.said)) {
    state.said = value.said.filter((h): h is number => typeof h === 'number' && Number.isSafeInteger(h)).slice(-LIMITS.said);
  }
  state.frame = frameOf(value.frame);
  const known = (id: unknown): id is string => typeof id === 'string' && SITUATION_IDS.includes(id);
  state.situation = known(value.situation) ? value.situation : null;
  state.named = Array.isArray(value.named) ? [...new Set(value.named.filter(known))] : [];
  state.mentioned = Array.isArray(value.mentioned) ? [...new Set(value.mentioned.filter(known))] : [];
  if (Array.isArray(value.heard)) {
    state.heard = [...new Set(value.heard.filter((word): word is string => typeof word === 'string' && /^[a-z]{3,30}$/.test(word)))].slice(-LIMITS.heard);
  }
  state.situationTurns = Math.min(count(value.situationTurns), 100);
  state.offeredSituation = known(value.offeredSituation) ? value.offeredSituation : null;
  state.declinedSituations = Array.isArray(value.declinedSituations) ? [...new Set(value.declinedSituations.filter(known))] : [];
  state.offeredWays = typeof value.offeredWays === 'number' && Number.isSafeInteger(value.offeredWays) && value.offeredWays >= 0 ? value.offeredWays : null;
  if (Array.isArray(value.lastWords)) {
    state.lastWords = value.lastWords.map((line) => text(line, LIMITS.lineText)).filter((line): line is string => Boolean(line)).slice(0, 8);
  }
  if (Array.isArray(value.lastScript)) {
    state.lastScript = value.lastScript.map((line) => text(line, LIMITS.lineText)).filter((line): line is string => Boolean(line)).slice(0, 8);
  }
  state.week = weekOf(value.week);
  state.news = readNews(value.news);
  state.matters = readMatters(value.matters);
  state.received = readReceived(value.received);
  state.newsTo = typeof value.newsTo === 'string' && /^[\p{L} -]{2,40}$/u.test(value.newsTo) ? value.newsTo : null;
  state.told = Array.isArray(value.told) ? TOLD_FACETS.filter((facet) => (value.told as unknown[]).includes(facet)) : [];
  state.weighed = Array.isArray(value.weighed) ? keepWeighed(value.weighed.slice(0, 20), []) : [];
  return state;
}

const minute = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 24 * 60 ? value : null;

/** Stored fixed points: each a short text, known days and times within a day. */
function weekOf(value: unknown): FixedPoint[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(isRecord)
    .map((point) => ({
      what: text(point.what, 80) ?? '',
      days: Array.isArray(point.days) ? [...new Set(point.days.filter((d): d is number => Number.isInteger(d) && d >= 0 && d <= 6))] : [],
      start: minute(point.start),
      end: minute(point.end),
    }))
    .filter((point) => point.what && (point.start !== null || point.end !== null))
    .slice(-LIMITS.week);
}

/** A stored frame: known situations only, each a finite score within what a conversation can build. */
function frameOf(value: unknown): Record<string, number> {
  const out: Record<string, number> = Object.create(null) as Record<string, number>;
  if (!isRecord(value)) return out;
  for (const id of SITUATION_IDS) {
    const score = Object.hasOwn(value, id) ? value[id] : undefined;
    if (typeof score === 'number' && Number.isFinite(score) && score > 0) out[id] = Math.min(score, 1_000);
  }
  return out;
}
