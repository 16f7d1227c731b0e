/**
 * A polite no to an offer, a sale or an invitation to join ("whats a polite way to say no to buying. not long", "how do i
 * say no to joining without hurting her"): one short, warm line that declines without reasons to argue with, and, asked
 * again in their own voice ("bit formal. make it sound like me"), the same no as a friend would text it.
 */
import type { Turn } from './compose-reply';
import type { Session } from './session';

const DECLINE_ASKED = new RegExp(
  String.raw`\b(?:say|saying|tell (?:her|him|them)) no to (buying|joining|selling|signing up|the (?:party|offer|invite|invitation|scheme))\b|` +
    String.raw`\b(?:turn down|decline|refuse) (?:the |her |his |their )?(offer|invite|invitation|scheme|products?)\b|` +
    // "what do i say to jess if i dont go", "how do i tell her im not coming": an invitation to something turned down.
    String.raw`\bwhat (?:do|should|can) i (?:say|text|write|tell)\b[^.?!]{0,30}\bif i (?:don'?t|do not|can'?t|cannot|decide not to) (go|come|make it)\b|` +
    String.raw`\bhow (?:do|should|can) i (?:tell|say to) [a-z]+ (?:i'?m|im|i am) not (go)ing\b`,
  'i',
);
const WHAT: Readonly<Record<string, string>> = {
  go: 'coming',
  come: 'coming',
  'make it': 'coming',
  buying: 'buying anything',
  joining: 'joining',
  selling: 'selling',
  'signing up': 'signing up',
};
const CASUAL_ASKED = /\b(?:formal|stiff|like me|sound like me|more me|casual|chill|less polite|how i talk|text it)\b/i;
const KEY = 'decline-words';

function thing(lower: string): string {
  const m = DECLINE_ASKED.exec(lower);
  const said = (m?.slice(1).find(Boolean) ?? '').toLowerCase();
  return Object.hasOwn(WHAT, said) ? WHAT[said]! : 'it';
}

/** The short no, or null when the message asks for no words to decline an offer with. */
export function answerDecline(s: Session, raw: string): Turn | null {
  const lower = raw.toLowerCase();
  if (!DECLINE_ASKED.test(lower)) return null;
  const what = thing(lower);
  s.state.answered = [...s.state.answered, `${KEY}:${what}`].slice(-40);
  if (what === 'coming') {
    const parts = [
      'Here\'s a short, warm one: "Thank you so much for inviting me. I\'m not going to be able to come this time, but I\'m thinking ' +
        'of you and I hope it\'s a lovely day."',
      "If you'd like to, add that you'll drop something round. If they ask why, you don't owe the whole story: " +
        '"It\'s just not a good time for me at the moment, but I really wanted you to know I care."',
    ];
    return { kind: 'reply', parts, carry: parts, content: true };
  }
  const parts = [
    what === 'it'
      ? 'Here\'s a short one: "Thanks for asking me! I\'m going to pass on this one, but I hope it goes really well."'
      : `Here's a short one: "Thanks for thinking of me! I'm going to pass on ${what}, but I'd love to come and catch up."`,
    "Keep it light and give no reasons to argue with; if it comes up again, the same line, said just as warmly, is enough.",
  ];
  return { kind: 'reply', parts, carry: parts, content: true };
}

/** "bit formal. make it sound like me" just after the short no: the same no, as a friend would text it. */
export function answerDeclineCasual(s: Session, lower: string): Turn | null {
  const last = s.state.answered.at(-1) ?? '';
  if (!last.startsWith(`${KEY}:`) || !CASUAL_ASKED.test(lower)) return null;
  const what = last.slice(KEY.length + 1);
  s.state.answered = [...s.state.answered, `${KEY}-casual`].slice(-40);
  const line =
    what === 'it' || what === 'coming'
      ? "aw thanks for asking! gonna give this one a miss, hope it's a good one x"
      : `aw thank you! gonna pass on ${what} tbh, but I'm still coming for the chat x`;
  const parts = [`More like a text: "${line}"`, 'Swap any word for one of yours.'];
  return { kind: 'reply', parts, carry: parts, content: true };
}
