/**
 * Words to say back to a remark or a tease ("what do i say if he says i hate animals now", "something short to say when
 * someone says 'oh I could make that myself'", "give me like a comeback thats not mean"): a short, light line and moving
 * on, with the remark said back as it was told, and a plain line for when it stings. Not a talk to have, which
 * words-to-say.ts writes.
 */
import type { Turn } from './compose-reply';
import type { Session } from './session';
import { keepWords } from './situation-reply';
import { swapPronouns } from './text';

const WHO = String.raw`he|she|they|someone|somebody|anyone|people|a customer|customers|a client|(?:my |the )?[\p{L}][\p{L}'-]{1,20}`;
// Not "asks": a question asked ("what do I say if my mum asks why I'm so cold?") wants an answer, not a light line.
const REMARK_VERB = String.raw`says?|comments?|makes? (?:a )?(?:comment|joke|remark)s?|teases?|jokes?|criticis(?:es|e)|criticiz(?:es|e)|corrects? me|laughs?`;
// "what do i say if he says i hate animals now", "what could I actually say when someone comments?"
const SAY_BACK_TO = new RegExp(
  String.raw`\b(?:what|how) (?:do|should|can|could|would) i (?:even |actually |possibly )?(?:say|answer|reply|respond|tell (?:him|her|them))` +
    String.raw`(?: back)? (?:if|when|whenever|in the moment when) (${WHO}) (${REMARK_VERB})\b([^?.!,;]{0,80})`,
  'iu',
);
// "something short to say when someone says 'oh I could make that myself'", "a sentence ready for when he criticises".
const SOMETHING_FOR = new RegExp(
  String.raw`\b(?:something|a (?:line|sentence|phrase|comeback|answer)|words?)(?: short| quick| simple| ready)*(?: i can| i could| to)? ` +
    String.raw`(?:say|use|answer|reply)?(?: back)?(?: in the moment)? (?:if|when|whenever|for when) (${WHO}) (${REMARK_VERB})\b([^?.!,;]{0,80})`,
  'iu',
);
// "a comeback", never "come back when I feel better".
const COMEBACK = /\bcomebacks?\b/i;

/** The remark as told ("he says you hate animals now", "someone says "oh I could make that myself""), or a plain one. */
function remarkSaid(raw: string): string | null {
  const m = SAY_BACK_TO.exec(raw) ?? SOMETHING_FOR.exec(raw);
  if (!m) return COMEBACK.test(raw) ? 'someone says something' : null;
  // A name keeps its capital ("Mateo"); "He" at the start of a clause does not.
  const named = m[1] ?? '';
  const who = /^\p{Lu}\p{Ll}/u.test(named) && !/^(?:he|she|they|someone|somebody|anyone|people)$/i.test(named) ? named : swapPronouns(named.toLowerCase());
  const rest = (m[3] ?? '').trim().replace(/\s+(?:again|tho|though|lol|haha)$/i, '');
  // "if he says i hate animals now": what is said, turned to the person ("you hate animals now"); a quote stays as it was.
  const quoted = /^["'\u2018\u201c]/.test(rest);
  const words = rest.split(/\s+/).filter(Boolean);
  const said = rest && words.length <= 14 ? `${who} ${m[2]?.toLowerCase()} ${quoted ? rest : swapPronouns(rest)}` : `${who} ${m[2]?.toLowerCase()}`;
  return said.replace(/\s+/g, ' ').trim();
}

const CRITICISED = /\b(?:criticis|criticiz|corrects?)\w*/i;
const AFTER = ['Which of those sounds most like you?', 'Would you say one of those, or would you put it differently?'];

/** A light line to say back to a remark, once a session; null when the message asks no such thing. */
export function answerComeback(s: Session, raw: string): Turn | null {
  const remark = remarkSaid(raw.slice(0, 400));
  if (!remark || s.state.answered.includes('words:comeback')) return null;
  s.state.answered = [...s.state.answered, 'words:comeback'].slice(-40);
  // Criticism is met as feedback, calmly; a tease or a comment lightly.
  const parts = CRITICISED.test(remark)
    ? [
        `For when ${remark}: a calm, short line buys you time and keeps it about the work, not about you.`,
        'You could say "Thanks, can you show me what you\'d do differently?" or "Fair point, I\'ll look at that."',
        'If it is unfair or in front of others, you can say once, calmly: "I\'d rather talk about this one-to-one."',
        s.pick(AFTER),
      ]
    : [
        `For when ${remark}: keep it short and light, and then move on; a calm line shows it didn't land.`,
        'You could say "Ha, maybe!" or "That\'s one way to see it," with a smile, and change the subject.',
        'If it keeps coming or it stings, say it plainly once: "That one doesn\'t sit well with me, can we leave it there?"',
        s.pick(AFTER),
      ];
  // The lines are kept, so "shorter" or "three or four words" gives them back.
  keepWords(s, parts.join(' '));
  return { kind: 'reply', parts, carry: parts, content: true };
}
