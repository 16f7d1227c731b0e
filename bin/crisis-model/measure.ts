/**
 * How the crisis detector does on labelled data, as counts: recall and false alarms on phrase
 * sets, and on coaching conversations the share of ordinary turns that bring crisis resources
 * and whether emerging risk is caught by the turn it appears. The trainer's report, the
 * benchmark and the figures `npm test` holds all come from here.
 */
import { assessConversation, assessText, needsCrisisResources } from '../../frontend/src/lib/crisis/detector';
import type { ConversationSet, PhraseSet } from './phrases';

export interface PhraseFigures {
  name: string;
  crisis: number;
  /** Crisis texts that bring the crisis resources (a `check` counts). */
  caught: number;
  safe: number;
  /** Harmless texts that bring them. */
  alarms: number;
}

export function measurePhrases(set: PhraseSet): PhraseFigures {
  const flagged = (text: string) => needsCrisisResources(assessText(text));
  return {
    name: set.name,
    crisis: set.crisis.length,
    caught: set.crisis.filter(({ text }) => flagged(text)).length,
    safe: set.safe.length,
    alarms: set.safe.filter(({ text }) => flagged(text)).length,
  };
}

export interface ConversationFigures {
  name: string;
  /** User turns with no risk: every turn of an ordinary conversation, and those before risk appears. */
  ordinaryTurns: number;
  /** Of those, the turns that bring crisis resources. */
  alarmedTurns: number;
  ordinaryConversations: number;
  /** Ordinary conversations that met the resources at least once. */
  alarmedConversations: number;
  riskConversations: number;
  /** Risk conversations where the resources came by the turn the risk appears (at it, or at an earlier turn). */
  caughtByTurn: number;
}

/** Each turn is judged as the chat judges it: the user's messages so far, the latest last. */
export function measureConversations(set: ConversationSet): ConversationFigures {
  const figures: ConversationFigures = {
    name: set.name,
    ordinaryTurns: 0,
    alarmedTurns: 0,
    ordinaryConversations: 0,
    alarmedConversations: 0,
    riskConversations: 0,
    caughtByTurn: 0,
  };
  for (const { messages, riskAt } of set.conversations) {
    const last = riskAt ?? messages.length - 1;
    let alarmedBefore = false;
    let caught = false;
    for (let turn = 0; turn <= last; turn += 1) {
      const alarmed = needsCrisisResources(assessConversation(messages.slice(0, turn + 1)));
      if (riskAt === null || turn < riskAt) {
        figures.ordinaryTurns += 1;
        if (alarmed) {
          figures.alarmedTurns += 1;
          alarmedBefore = true;
        }
      } else if (alarmed) caught = true;
    }
    if (riskAt === null) {
      figures.ordinaryConversations += 1;
      if (alarmedBefore) figures.alarmedConversations += 1;
    } else {
      figures.riskConversations += 1;
      if (caught || alarmedBefore) figures.caughtByTurn += 1;
    }
  }
  return figures;
}

export function combineConversationFigures(name: string, all: readonly ConversationFigures[]): ConversationFigures {
  const sum = (key: Exclude<keyof ConversationFigures, 'name'>) => all.reduce((total, figures) => total + figures[key], 0);
  return {
    name,
    ordinaryTurns: sum('ordinaryTurns'),
    alarmedTurns: sum('alarmedTurns'),
    ordinaryConversations: sum('ordinaryConversations'),
    alarmedConversations: sum('alarmedConversations'),
    riskConversations: sum('riskConversations'),
    caughtByTurn: sum('caughtByTurn'),
  };
}

export const percent = (part: number, whole: number): string => (whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}%`);
