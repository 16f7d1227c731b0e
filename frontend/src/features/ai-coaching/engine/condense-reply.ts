/**
 * "Too many words, can you make it in three short points?", "too many steps. which is the ONE thing i do this week":
 * the coach's answer just given, when it had numbered steps, given again as that many short points (each step's first clause).
 */
import type { Turn } from './compose-reply';
import type { Session } from './session';
import { NEW_MOMENT_WORDS, SHORTER_VERSION_ASKED, SIMPLER_ASKED } from './reword-words';

const COUNTS: Readonly<Record<string, number>> = { one: 1, '1': 1, two: 2, '2': 2, three: 3, '3': 3 };
// How many points are asked for: "in three short points", "just 2 steps", "the ONE thing".
// Not "asking for one thing that's just mine": a thing asked of someone else; nor "there's one thing he said I've been
// wondering about": a thing told, not points asked for.
const POINTS_ASKED = new RegExp(
  String.raw`(?<!\b(?:for|about|of|there's|theres|there is) )\b(one|two|three|[123]) (?:short |simple |easy |main |key )?` +
    String.raw`(?:points?|bullets?|bullet points?|steps?|things?)\b(?! (?:he|she|they|you|we|that|which|about|i've|ive|he's|she's)\b)`,
);
// That the last answer was too much: "too many words", "too many steps", "i will forget", "make it", "which is".
const TOO_MUCH = /\b(?:too (?:many|much|long)|i will forget|i'll forget|make it|can you (?:make|put|give)|which is|what is|just)\b/;
const STEP = /(?:^|\s)(\d)\. ([^]*?)(?=\s\d\. |$)/g;

/** A step cut to its first sentence and clause: "Go to bed at 11, so that you…" → "Go to bed at 11". */
function shortPoint(step: string): string {
  // Words in quotes are said whole, or the quote would be left open: "Thank you for meeting me. I want to talk about Mateo."
  if (/^"[^"]+"$/.test(step.trim())) return step.trim();
  const first = (step.split(/(?<=[a-z][?!])\s|(?<=[a-z])[.;:]\s|,\s(?:and |or |so |then |since |because )|\s(?:so that|because|since)\s/)[0] ?? step).trim();
  // A question keeps its own mark: "…easiest today?", not "…today?.".
  return /[?!]$/.test(first) ? first : `${first.replace(/[\s,;:.]+$/, '')}.`;
}


const WORDS_ASKED = /\b(?:sentences?|lines?|words|phrases?) (?:i|to) (?:could |can )?(?:say|send|use|text|write)\b|\b(?:exact|actual) (?:sentences?|words)\b/;

export function condenseLast(s: Session, normalized: string): Turn | null {
  const asked = POINTS_ASKED.exec(normalized);
  const shorter = SHORTER_VERSION_ASKED.test(normalized);
  // "make simple please. short words": the steps just given, short, three at most.
  if (!(asked && TOO_MUCH.test(normalized)) && !SIMPLER_ASKED.test(normalized) && !shorter) return null;
  const count = COUNTS[asked?.[1] ?? ''] ?? 3;
  // Only the answer just given: after words to say (no steps), "too many words, three short points" is about those words,
  // given back as that many lines of them.
  const last = s.state.recent.at(-1);
  if (!last) return null;
  const script = s.state.lastScript;
  const words = !/(?:^|\s)1\. .+\s2\. /s.test(last) && script.length >= 2 && last.includes(script[0] ?? '\u0000') ? script : null;
  // Words to say asked shorter are said again as one line of them (reword-words.ts), not cut into points; and
  // "exact sentence in simple english", "two lines I could say out loud" after steps ask for words, not the steps again.
  if (words && shorter && !asked && !SIMPLER_ASKED.test(normalized)) return null;
  if (!words && WORDS_ASKED.test(normalized)) return null;
  // "the words to say when I arrive? Simple English please": words for a new moment, not the last ones made simpler.
  if (NEW_MOMENT_WORDS.test(normalized) && !asked) return null;
  const steps = words ?? [...last.matchAll(STEP)].map((m) => m[2] ?? '').filter(Boolean);
  if (steps.length < 2) return null;
  const cut = words ? words.slice(0, count).map((line) => `"${line}"`) : steps.slice(0, count).map(shortPoint);
  // Steps already short would come back nearly as they were, the same answer again: one fewer of them is shorter.
  const bare = (line: string) => line.trim().replace(/[.\s]+$/, '');
  const unchanged = cut.filter((point, i) => bare(point) === bare(steps[i] ?? '')).length;
  const points = !words && shorter && !asked && cut.length > 1 && unchanged >= cut.length - 1 ? cut.slice(0, -1) : cut;
  const parts =
    points.length === 1
      ? [`The one thing: ${points[0]}`, 'Start there; the rest can wait.']
      : [`In ${points.length === 2 ? 'two' : 'three'} short points:`, ...points.map((point, i) => `${i + 1}. ${point}`)];
  return { kind: 'reply', parts, carry: parts, content: true };
}
