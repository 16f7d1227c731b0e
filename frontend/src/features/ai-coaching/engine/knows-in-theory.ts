/**
 * "I know comparing is pointless, I know that in theory": the person already knows the advice; said again, it would miss
 * them. What they meet is the gap between knowing and feeling, named as normal, and a way across it.
 */
import type { Turn } from './compose-reply';
import type { Session } from './session';
import { currentSituation, nextQuestion } from './situation-reply';

const KNOWS = new RegExp(
  String.raw`\bi know (?:that |it )?in theory\b|\b(?:logically|rationally|in my head|deep down) i know\b|\bmy head knows\b|` +
    String.raw`\bi know (?:it'?s|that'?s|its|thats|it is|that is) (?:pointless|silly|irrational|stupid|not true|not rational|ridiculous|daft)\b`,
  'i',
);
const KEY = 'knows-in-theory';

/** The gap between knowing and feeling, once a session; null when the message says nothing of the kind or it was said. */
export function answerKnowsInTheory(s: Session, raw: string): Turn | null {
  if (!KNOWS.test(raw) || raw.includes('?') || s.state.answered.includes(KEY)) return null;
  s.state.answered = [...s.state.answered, KEY].slice(-40);
  const situation = currentSituation(s);
  const parts = [
    'Knowing it in your head and feeling it are two different things, and the feeling nearly always lags behind; that gap is ' +
      'not a failing.',
    'What closes it is practice rather than more reasons: each time the feeling comes, name it ("there it is again"), let it ' +
      'be there for a minute without arguing, and then do one small thing that fits what you know, rather than what the ' +
      'feeling says.',
    (situation ? nextQuestion(s, situation) : null) ?? 'When does the feeling tend to hit hardest?',
  ];
  return { kind: 'reply', parts, carry: parts, content: true };
}
