/**
 * Someone's advice told and a view asked on it ("My husband Jens says I should just say nothing. But then Dieter will drink
 * and shout like last year. What do you think?"): the advice named as theirs, the person's own doubt about it said back,
 * and the two questions that settle whether to follow it, with the person's own choice asked for. Only when the advice is
 * said in so many words and a view is asked in the same message.
 */
import type { Turn } from './compose-reply';
import type { Session } from './session';
import { gerund, swapPronouns, withoutTitleStops } from './text';

// "My husband Jens says I should just say nothing", "My sister Anjali thinks we should just take the keys", "Moira says just
// ignore him": who, and the step they advise.
const ADVICE = new RegExp(
  String.raw`(?:^|[.?!]\s+|,\s*)(?:(?:[Mm]y|[Oo]ur) [a-z]+(?:-in-law)? )?(?!(?:My|Our)\b)(\p{Lu}\p{Ll}{1,15}|(?:[Mm]y|[Oo]ur) (?:[a-z]+(?:-in-law)?))` +
    String.raw` (?:says?|said|thinks?|thought|reckons?|keeps saying|told me)(?: that)?(?: (?:[Ii]|[Ww]e) (?:should|need to|have to|must|ought to))?` +
    String.raw` (?:just |simply |really )?([a-z][\p{L}' .]{2,70}?)(?=$|(?<!\bSt)[.?!,;](?:\s|$)| (?:but|because|instead|or|so)\b)`,
  'u',
);
// Verbs the advice may start with; anything else ("says it's fine") is a view, not a step.
const STEP_VERBS = new Set(
  ('say tell ask ignore leave stay take let keep stop give go move sell talk call ring text wait drop quit get put make ' +
    'skip cancel accept refuse forget report hide buy pay lend send write speak confront block change try find join book')
    .split(' '),
);
const VIEW_ASKED =
  /\bwhat do (?:you|u) think\b|\bwhat would (?:you|u) do\b|\bin your (?:view|opinion)\b|\bdo (?:you|u) agree\b|\bis (?:she|he|they) right\b|\bwho is right\b/i;
// The person's own doubt, in a sentence of its own: "But then Dieter will drink…", "I feel that is wrong", "I'm not sure".
const DOUBT = /^(?:but\b|i (?:feel|think|don'?t think|am not sure|'m not sure|doubt)\b|i'?m not (?:sure|convinced)\b|that (?:is|'s) what we did\b)/i;

export interface AdviceTold {
  who: string;
  step: string;
  doubt: string | null;
}

/** The advice told and asked about, with the person's doubt; null when the message tells none or asks no view. */
export function adviceIn(raw: string): AdviceTold | null {
  const text = withoutTitleStops(raw.slice(0, 600));
  if (!VIEW_ASKED.test(text)) return null;
  const m = ADVICE.exec(text);
  const said = (m?.[2] ?? '').trim();
  const [verb = '', ...rest] = said.split(/\s+/);
  if (!m || !STEP_VERBS.has(verb.toLowerCase())) return null;
  const who = /^(?:my|our) /i.test(m[1] ?? '') ? `your ${(m[1] ?? '').split(' ').slice(1).join(' ')}` : (m[1] ?? '');
  // "leave and join the choir at St. Matthew's": each step said as a doing.
  const others = swapPronouns(rest.join(' ')).replace(/\band (\w+)\b/g, (all, next: string) => (STEP_VERBS.has(next) ? `and ${gerund(next)}` : all));
  const step = [gerund(verb), others].filter(Boolean).join(' ');
  const after = text.slice((m.index ?? 0) + m[0].length);
  const doubtSentence = after
    .split(/(?<=[.?!])\s+/)
    .map((sentence) => sentence.trim())
    .find((sentence) => DOUBT.test(sentence) && !sentence.endsWith('?'));
  const doubt = doubtSentence ? swapPronouns(doubtSentence.replace(/^but\s+/i, '').replace(/[.!]+$/, '')) : null;
  return { who, step, doubt };
}

/** A view on someone's advice: theirs named, the doubt said back, and how to settle it; once a session. */
export function answerAdvice(s: Session, raw: string): Turn | null {
  const advice = adviceIn(raw);
  if (!advice || s.state.answered.includes('advice-view')) return null;
  s.state.answered = [...s.state.answered, 'advice-view'].slice(-40);
  const parts = [`Here's my honest view on ${advice.who}'s idea of ${advice.step}.`];
  parts.push(
    advice.doubt
      ? `There's some sense in it, and you also have a real reason to doubt it: ${advice.doubt}.`
      : "There's some sense in it, and it still has to fit you.",
  );
  parts.push(
    'I would judge it by two questions: does it deal with what actually worries you, or only put it off for now? ' +
      'And could you live with it afterwards, or undo it if it went wrong? ' +
      `If the answer to either is no, you don't have to follow it, and you can tell ${advice.who} why; ` +
      'a small step of your own, planned ahead, usually does better than waiting to see.',
  );
  parts.push('What would you do if it were only up to you?');
  return { kind: 'reply', parts, carry: parts, content: true };
}
