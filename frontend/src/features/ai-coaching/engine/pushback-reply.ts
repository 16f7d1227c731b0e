/**
 * What to say when the one asked pushes back in a way the person expects ("what do I say if he replies 'things are tight
 * right now'? I'd be fine with something like £100 a month"): the reply heard and met, and the smaller ask the person
 * said they would accept, put as a question; without one, a question that asks what they could manage.
 */
import type { Turn } from './compose-reply';
import type { Session } from './session';
import { keepWords } from './situation-reply';

// An apostrophe inside a word ("I can't afford it") does not end the quote.
const QUOTE = String.raw`['"‘“]((?:[^'"‘’“”]|(?<=\w)['’](?=\w)){3,80})['"’”]`;
// "what do I say if he replies 'things are tight right now'?", "what if she says 'I can't afford it'?"
const PUSHBACK = new RegExp(
  String.raw`\b(?:what (?:do|should|can|could|would) i (?:even )?(?:say|reply|answer|do)|what) if (?:he|she|they|[A-Za-z]+) ` +
    String.raw`(?:replies|says|comes back with|tells me|answers|texts back|goes)(?: (?:with|that))? ${QUOTE}`,
  'iu',
);
// "I'd be fine with something like £100 a month", "I could live with half now".
const WOULD_ACCEPT = new RegExp(
  String.raw`\bi(?:'d| would)? (?:be (?:fine|ok|okay|happy)|could live|could accept|can accept|would accept) with ` +
    String.raw`(?:something like |about |maybe )?([^.?!,;]{2,40})`,
  'i',
);

const CANNOT_NOW = /\b(?:can'?t|cannot|tight|skint|broke|no money|afford|not right now|not now|later|next month|too busy|struggling)\b/i;

/** The reply to an expected push-back, or null when the message asks none. */
export function answerPushback(s: Session, raw: string): Turn | null {
  const pushback = PUSHBACK.exec(raw);
  if (!pushback?.[1]) return null;
  const said = pushback[1].trim().replace(/[.!?]+$/, '');
  const accept = WOULD_ACCEPT.exec(raw)?.[1]?.trim();
  // Only a "not now" or "I can't" to an ask; a put-down ("I was doing this job when you were in school") is answered elsewhere.
  if (!accept && !CANNOT_NOW.test(said)) return null;
  const words = accept
    ? `"I understand, and I don't want to make things harder. Would ${accept} work for you, starting next month? That would really help me."`
    : `"I understand, and I don't want to make things harder. What could you manage, and by when?"`;
  keepWords(s, words);
  const parts = [
    `If the answer is "${said}", you could reply: ${words}`,
    accept
      ? 'Offering a smaller, regular amount keeps it friendly and still gets it sorted; once you agree, put it in a message so you ' +
        'both remember the same thing.'
      : 'Asking what they can manage keeps the door open without dropping what you need; once you agree, put it in a message.',
    'Does that feel like something you could send?',
  ];
  return { kind: 'reply', parts, carry: parts, content: true };
}
