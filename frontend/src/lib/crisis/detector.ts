/**
 * On-device crisis detector for what a user writes (chat messages, journal entries, mood notes).
 * Pattern rules with a small learned layer behind them (model/learned-model.ts); no network, no logging:
 * the text never leaves this function and the result names only the rules that matched.
 *
 * Tiers follow the Columbia scale loosely: 'concern' (hopelessness about living, a passive wish
 * not to exist, feeling a burden), 'ideation' (thoughts of suicide or self-harm), 'intent' (intent,
 * plan, means, preparation or imminent danger). Every tier but 'none' means crisis resources.
 */
import { isAnsweredNo, isAnsweredYes, isReportedQuestion, isRetracted } from './context/answers';
import { clauseAt, offsetOfClause } from './context/clauses';
import { BODILY_MISERY, JEST, MAKES_ME, MUNDANE } from './context/everyday-and-jest';
import { frameOf, isFramed, type Frame } from './context/framing';
import { DECISION, isAttempt, TIMING } from './context/intent-cues';
import { isNegated, scopedPrefix } from './context/negation';
import { isReportedSpeech, subjectOf } from './context/speaker';
import { showsItIsOver, showsRecurrence, tenseOf } from './context/tense';
import { isLearnedCertain, isLearnedClearlySafe, isLearnedRisk, type RiskBar, type VetoKind } from './model/learned-model';
import { analyzeText, type Sentence } from './normalize-text';
import { anyOf, type Rule, type RuleTier } from './rules/rule';
import { RULES } from './rules/rule-set';
import { ATTEMPT_SIGNAL, DECLARED_INTENT_SIGNAL, LEARNED_SIGNAL } from './rules/signals';

export type CrisisTier = 'none' | 'concern' | 'ideation' | 'intent';

/**
 * What the product does about a text: 'none'; 'check' — ambiguous (hopelessness, a passive wish
 * not to live, or wording only the learned layer finds risky): the coach asks the screening
 * question in its own voice with the crisis lines under it; 'crisis' — clear risk (thoughts of
 * suicide or self-harm, intent, a plan, means): the crisis card at once.
 */
export type CrisisOutcome = 'none' | 'check' | 'crisis';

export interface CrisisAssessment {
  /** The Columbia-style reason behind the outcome. */
  tier: CrisisTier;
  outcome: CrisisOutcome;
  /** Ids of the rules that matched (e.g. 'means.overdose', 'burden.self'); never any of the user's text. */
  signals: string[];
}

const noCrisis = (): CrisisAssessment => ({ tier: 'none', outcome: 'none', signals: [] });

/** The fewest words a text needs before the learned layer may overrule a rule's match in it. */
const VETO_MIN_WORDS = 6;

/** How many of the latest user messages a conversation is read with. */
const CONVERSATION_WINDOW = 4;

const FIRM_SIGNALS: ReadonlySet<string> = new Set(RULES.filter((rule) => rule.firm === true).map((rule) => rule.id));
// Farewells and giving things away: words of a last day at work or a clear-out more often than of a crisis.
const EVERYDAY_FAREWELLS: ReadonlySet<string> = new Set(RULES.filter((rule) => rule.everyday === true).map((rule) => rule.id));

export { LEARNED_SIGNAL };

const RANK: Readonly<Record<RuleTier | 'none', number>> = { none: 0, context: 0, concern: 1, ideation: 2, intent: 3 };
const FIRST_PERSON_IN_MATCH = /\b(?:i|my|me|myself)\b/;
// Texting drops the "I": "kinda wanna relapse on self harm tbh".
const SUBJECTLESS = new RegExp(
  `^(?:${anyOf(
    'kinda', 'kind of', 'sorta', 'wanna', 'want to', 'gonna', 'going to', 'really', 'just', 'so', 'lowkey', 'highkey', 'honestly', 'tbh', 'ngl',
    'literally', 'seriously', 'still', 'already', 'might', 'may', 'could', 'should', 'would', 'will', 'can not', 'keep', 'been', 'feel like',
    'feeling like', 'thinking about', 'thinking of', 'thinking bout', 'need to', 'tryna', 'about to',
  )} )*$`,
);
// "Myself" needs "I" as its subject: after "he wants to" it is slang for someone else (kms).
const REFLEXIVE = /\bmyself\b/;
const SPEAKER_NAMED = /\b(?:i|me)\b/;
// A rule that reads its own negation ("wish to not be here") is still denied by one before it ("zero wish to not be here").
const NO_WISH_BEFORE = /\b(?:no|zero|not any|not the slightest|without any|do not|did not|never)(?: real| slightest)? $/;

// Rules indexed by their trigger words: a clause only tries the rules one of its words can start.
// Context rules are tried only once a crisis has been found, in a second pass.
function indexRules(context: boolean): Map<string, number[]> {
  const byTrigger = new Map<string, number[]>();
  RULES.forEach((rule, index) => {
    if ((rule.tier === 'context') !== context || rule.scope === 'sentence') return;
    for (const word of rule.triggers) {
      const list = byTrigger.get(word);
      if (list === undefined) byTrigger.set(word, [index]);
      else if (!list.includes(index)) list.push(index);
    }
  });
  return byTrigger;
}
const BASE_RULES = indexRules(false);
// The few rules read across a sentence's clauses ("if I don't wake up, that's fine").
const SENTENCE_RULES = RULES.filter((rule) => rule.scope === 'sentence');
const CONTEXT_RULES = indexRules(true);
const seenInClause = new Uint32Array(RULES.length);
let clauseGeneration = 0;

function candidateRules(words: readonly string[], byTrigger: ReadonlyMap<string, number[]>): number[] {
  clauseGeneration = (clauseGeneration + 1) >>> 0;
  if (clauseGeneration === 0) {
    seenInClause.fill(0);
    clauseGeneration = 1;
  }
  const found: number[] = [];
  let present: Set<string> | undefined;
  for (const word of words) {
    const rules = byTrigger.get(word);
    if (rules === undefined) continue;
    for (const index of rules) {
      if (seenInClause[index] === clauseGeneration) continue;
      seenInClause[index] = clauseGeneration;
      const requires = (RULES[index] as Rule).requires;
      if (requires !== undefined) {
        present ??= new Set(words);
        const inClause = present;
        if (!requires.some((required) => inClause.has(required))) continue;
      }
      found.push(index);
    }
  }
  return found;
}

type Verdict =
  | { kind: 'drop' }
  | { kind: 'count' | 'past-over' | 'past-maybe-over'; signals: readonly { id: string; tier: RuleTier }[] };

const DROP: Verdict = { kind: 'drop' };

interface MatchAt {
  sentence: Sentence;
  /** The sentences after this one (an answer to a question, an answer taken back). */
  following: readonly Sentence[];
  clauseIndex: number;
  clause: string;
  start: number;
  end: number;
  frame: () => Frame;
}

// How much of the clause (and twice that of the sentence) around a match its checks read: a text
// of any length costs the same per match.
const NEAR = 200;
// The same phrase repeated hundreds of times in one run-on clause is judged this many times at most.
const MAX_MATCHES_PER_CLAUSE = 64;

function judge(rule: Rule, at: MatchAt): Verdict {
  const { sentence, clauseIndex, clause, start, end } = at;
  const near = clause.slice(Math.max(0, start - NEAR), end + NEAR);
  const atInSentence = offsetOfClause(sentence, clauseIndex) + start;
  const sentenceNear = sentence.text.slice(Math.max(0, atInSentence - 2 * NEAR), atInSentence + 2 * NEAR);
  if (rule.unless?.test(near)) return DROP;
  if (rule.hyperbole && (JEST.test(near) || BODILY_MISERY.test(sentenceNear) || (MAKES_ME.test(near) && MUNDANE.test(sentenceNear)))) return DROP;
  if (rule.negated ? NO_WISH_BEFORE.test(clause.slice(Math.max(0, start - 30), start)) : isNegated(clause, start, end)) return DROP;

  // A question about the risk the speaker answered yes to is theirs, whoever asked it.
  const answeredYes = isAnsweredYes(sentence, at.following);
  const subject = subjectOf(sentence, clauseIndex, start);
  if (subject.subject === 'other' && !answeredYes) {
    if (rule.subject !== 'inherent') return DROP;
    if (REFLEXIVE.test(clause.slice(start, end)) && !SPEAKER_NAMED.test(clause.slice(Math.max(0, start - NEAR), start))) return DROP;
  }
  const speakerUnnamed = subject.subject !== 'first' && start !== 0 && !FIRST_PERSON_IN_MATCH.test(clause.slice(start, end));
  if (rule.subject === 'explicit' && speakerUnnamed && !answeredYes && !SUBJECTLESS.test(clause.slice(0, start))) return DROP;
  if (isReportedSpeech(sentence, clauseIndex, start)) return DROP;
  if (isReportedQuestion(sentence, clause, start) && !isRetracted(sentence, at.following) && !answeredYes) return DROP;
  if (isAnsweredNo(sentence, at.following, clauseIndex, start)) return DROP;
  if (!answeredYes && isFramed(at.frame(), subject, atInSentence, sentence.quoted[clauseIndex] === true)) return DROP;
  const scoped = scopedPrefix(clause, start);
  // "Planning to overdose when my shift ends": a decision outweighs the everyday words around it.
  if (rule.weak && MUNDANE.test(sentenceNear) && !DECISION.test(`${scoped}${clause.slice(start, end)}`)) return DROP;

  const signals: { id: string; tier: RuleTier }[] = [{ id: rule.id, tier: rule.tier }];
  if (rule.tier === 'ideation' && isAttempt(scoped)) signals.push({ id: ATTEMPT_SIGNAL, tier: 'intent' });
  if (
    (rule.upgrade === 'decision' && (DECISION.test(`${scoped}${clause.slice(start, end)}`) || TIMING.test(near))) ||
    (rule.upgrade === 'timing' && TIMING.test(near))
  ) {
    signals.push({ id: DECLARED_INTENT_SIGNAL, tier: 'intent' });
  }

  const tense = rule.presentDespitePast ? 'present' : tenseOf(sentence, clauseIndex, start, end);
  return { kind: tense === 'present' ? 'count' : tense, signals };
}

/** How a text is read: by the rules alone, or with the learned layer at the bar of a saved text or of a chat message. */
type Reading = 'rules' | RiskBar;

function assess(sentences: readonly Sentence[], normalized: string, reading: Reading): CrisisAssessment {
  const learned = reading !== 'rules';
  const counted = new Map<string, RuleTier>();
  // Risky words the rules found and then set aside (a denial, someone else, a past that is over).
  let explained = 0;
  const past: { over: boolean; signals: readonly { id: string; tier: RuleTier }[] }[] = [];
  const count = (signals: readonly { id: string; tier: RuleTier }[]) => {
    for (const { id, tier } of signals) {
      const known = counted.get(id);
      if (known === undefined || RANK[tier] > RANK[known]) counted.set(id, tier);
    }
  };

  // A rule already counted with every signal it can add needs no second look (long texts repeat).
  const settled = (rule: Rule) =>
    counted.has(rule.id) &&
    (rule.upgrade === undefined || counted.has(DECLARED_INTENT_SIGNAL)) &&
    (rule.tier !== 'ideation' || counted.has(ATTEMPT_SIGNAL));
  const judgeAndCount = (rule: Rule, at: MatchAt) => {
    const verdict = judge(rule, at);
    if (verdict.kind === 'drop') explained += 1;
    else if (verdict.kind === 'count') count(verdict.signals);
    else past.push({ over: verdict.kind === 'past-over', signals: verdict.signals });
  };
  const sentencePass = (sentence: Sentence, following: readonly Sentence[], frame: () => Frame) => {
    for (const rule of SENTENCE_RULES) {
      if (settled(rule) || !sentence.words.some((words) => words.some((word) => rule.triggers.includes(word)))) continue;
      const { pattern } = rule;
      pattern.lastIndex = 0;
      for (let m = pattern.exec(sentence.text); m !== null; m = pattern.exec(sentence.text)) {
        const clauseIndex = clauseAt(sentence, m.index);
        const clause = sentence.clauses[clauseIndex] as string;
        const start = Math.min(clause.length, m.index - offsetOfClause(sentence, clauseIndex));
        judgeAndCount(rule, { sentence, following, clauseIndex, clause, start, end: Math.min(clause.length, start + m[0].length), frame });
        if (settled(rule)) break;
      }
    }
  };
  const pass = (byTrigger: ReadonlyMap<string, number[]>) => {
    for (let sentenceIndex = 0; sentenceIndex < sentences.length; sentenceIndex += 1) {
      const sentence = sentences[sentenceIndex] as Sentence;
      const following = sentences.slice(sentenceIndex + 1, sentenceIndex + 3);
      let frame: Frame | undefined;
      const frameOnce = () => (frame ??= frameOf(sentence));
      if (byTrigger === BASE_RULES) sentencePass(sentence, following, frameOnce);
      for (let clauseIndex = 0; clauseIndex < sentence.clauses.length; clauseIndex += 1) {
        const clause = sentence.clauses[clauseIndex] as string;
        for (const index of candidateRules(sentence.words[clauseIndex] ?? [], byTrigger)) {
          const rule = RULES[index] as Rule;
          if (settled(rule)) continue;
          const { pattern } = rule;
          pattern.lastIndex = 0;
          let judged = 0;
          for (let m = pattern.exec(clause); m !== null && judged < MAX_MATCHES_PER_CLAUSE; m = pattern.exec(clause)) {
            if (m[0].length === 0) {
              pattern.lastIndex += 1;
              continue;
            }
            judged += 1;
            judgeAndCount(rule, { sentence, following, clauseIndex, clause, start: m.index, end: m.index + m[0].length, frame: frameOnce });
            if (settled(rule)) break;
          }
        }
      }
    }
  };
  pass(BASE_RULES);

  if (past.length > 0) {
    // A past that is over does not count, unless the text says it is coming back.
    const recurring = showsRecurrence(sentences);
    const over = recurring ? false : showsItIsOver(normalized);
    for (const entry of past) {
      if (!entry.over && !over) count(entry.signals);
      // Old feelings coming back are thoughts now; the attempt or plan they went with is history.
      else if (recurring) count(entry.signals.slice(0, 1));
      else explained += 1;
    }
  }

  let tier: CrisisTier = 'none';
  for (const value of counted.values()) if (RANK[value] > RANK[tier]) tier = value as CrisisTier;
  // A screening question answered yes reads to the model much like the many answered no.
  const answered = () => sentences.some((sentence, i) => isAnsweredYes(sentence, sentences.slice(i + 1, i + 2)));
  // Means, preparation and the words of dying have everyday, clinical and past meanings the model
  // has read in every part of the text; hopelessness and a passive wish not to live have few, so
  // the model overrules those only when it finds nothing of a crisis at all.
  const vetoKind = (): VetoKind =>
    [...counted.values()].includes('concern') ? 'concern' : [...counted.keys()].every((id) => EVERYDAY_FAREWELLS.has(id)) ? 'everyday' : 'default';
  const firm = () => [...counted.keys()].some((id) => FIRM_SIGNALS.has(id));
  // A terse text gives the model too little around the risky words to judge them everyday ("i overdosed").
  const terse = () => sentences.reduce((words, sentence) => words + sentence.words.reduce((n, clause) => n + clause.length, 0), 0) < VETO_MIN_WORDS;
  if (tier !== 'none' && learned && !firm() && !answered() && !terse() && isLearnedClearlySafe(sentences, vetoKind())) {
    return noCrisis();
  }
  // Wording no rule knows: the learned layer. Where the rules saw the risky words and why they are
  // safe, only a model certain of a crisis overrules them.
  if (tier === 'none' && learned && (explained === 0 ? isLearnedRisk(sentences, reading) : isLearnedCertain(sentences))) {
    counted.set(LEARNED_SIGNAL, 'concern');
    tier = 'concern';
  }
  if (tier === 'none') return noCrisis();
  // Wording only the learned layer finds risky is worth the screening question, whatever else it says.
  const learnedOnly = counted.size === 1 && counted.has(LEARNED_SIGNAL);
  // Means, a plan or a time next to thoughts of dying is intent.
  const before = counted.size;
  pass(CONTEXT_RULES);
  if (counted.size > before) tier = 'intent';
  return { tier, outcome: learnedOnly ? 'check' : outcomeOf(tier), signals: [...counted.keys()] };
}

/** Hopelessness and a passive wish not to live ask first; thoughts of suicide or self-harm and intent are clear risk. */
function outcomeOf(tier: CrisisTier): CrisisOutcome {
  if (tier === 'none') return 'none';
  return tier === 'concern' ? 'check' : 'crisis';
}

function read(text: string, reading: Reading): CrisisAssessment {
  if (typeof text !== 'string' || text.trim() === '') return noCrisis();
  const { normalized, sentences } = analyzeText(text);
  return assess(sentences, normalized, reading);
}

/** One text on its own (a journal entry, a mood note, a message read out of its conversation). */
export function assessText(text: string): CrisisAssessment {
  return read(text, 'text');
}

/** The rules alone, without the learned layer: what each rule's examples are checked with. */
export function assessTextByRules(text: string): CrisisAssessment {
  return read(text, 'rules');
}

const OUTCOME_RANK: Readonly<Record<CrisisOutcome, number>> = { none: 0, check: 1, crisis: 2 };

/** True when `after` says more than `before`: a higher outcome or tier. */
function addsRisk(after: CrisisAssessment, before: CrisisAssessment): boolean {
  return OUTCOME_RANK[after.outcome] > OUTCOME_RANK[before.outcome] || RANK[after.tier] > RANK[before.tier];
}

/**
 * Whether the latest of a conversation's user messages (oldest first) needs resources, read with
 * the few before it: its own risk, or risk it adds to theirs ("I want to end it" / "I have pills
 * in the drawer"). A turn that adds nothing does not bring back what an earlier one raised: that
 * was answered when it was said.
 */
export function assessConversation(userMessages: readonly string[]): CrisisAssessment {
  const recent = (Array.isArray(userMessages) ? userMessages : []).filter((message) => typeof message === 'string').slice(-CONVERSATION_WINDOW);
  if (recent.length === 0) return noCrisis();
  const latest = read(recent[recent.length - 1] as string, 'chat');
  if (recent.length === 1) return latest;
  const together = read(recent.join('\n'), 'chat');
  // What the latest message adds to the ones before it, when that says more than it does alone: a
  // rule's match across them. The learned layer reads each message alone here, since many
  // ordinary messages of a hard week add up to more than any one of them says.
  const byRules = together.signals.some((signal) => signal !== LEARNED_SIGNAL);
  if (byRules && addsRisk(together, latest) && addsRisk(together, read(recent.slice(0, -1).join('\n'), 'chat'))) return together;
  return latest;
}

/** True when the outcome means the crisis resources must be shown: 'check' and 'crisis'. */
export function needsCrisisResources(assessment: CrisisAssessment): boolean {
  return assessment.outcome !== 'none';
}
