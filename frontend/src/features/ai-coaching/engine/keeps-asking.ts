/**
 * Someone who keeps asking the same thing, and "how do i get her to drop it without a row": "my mum asks when im going to
 * 'settle down' every sunday on the phone". Answered with a short, calm line to say every time, the change of subject, and
 * what to say once if it does not stop — never the way through of the talk before it.
 */
import { type Turn } from './compose-reply';
import type { Session } from './session';

// "how do i get her to drop it", "how can I make him stop asking", "how do i stop my mum going on about it".
const TARGET = String.raw`(him|her|them|my (?:mum|mom|mother|dad|father|nan|gran|grandma|grandad|aunt|uncle|sister|brother|family|parents|in-laws|boss))`;
const STOP_ASKED = new RegExp(
  String.raw`\bhow (?:do|can|should|could|would) i (?:get|make) ${TARGET} (?:to )?` +
    String.raw`(?:stop|drop it|drop the subject|quit|give it a rest|lay off|back off|leave it)\b|` +
    String.raw`\bhow (?:do|can|should|could|would) i (?:stop|get) ${TARGET} (?:from )?` +
    String.raw`(?:asking|bringing it up|going on|nagging|commenting|bringing up|to stop asking)\b`,
);
// What they keep asking: "asks when im going to 'settle down'", "keeps asking if i've found a job", "always asks about my weight".
const ASKS_ABOUT = /\b(?:asks?|asking|keeps? asking|always asks|goes on|brings? up)(?: me)? (?:when|if|whether|about|why) ([^.?!,;]{3,60})/;
const ROLE_NAME: Readonly<Record<string, string>> = {
  mum: 'Mum', mom: 'Mom', mother: 'Mum', dad: 'Dad', father: 'Dad', nan: 'Nan', gran: 'Gran', grandma: 'Grandma', grandad: 'Grandad',
};

export function answerKeepsAsking(s: Session, raw: string): Turn | null {
  const lower = raw.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  const asked = STOP_ASKED.exec(lower);
  if (!asked) return null;
  const about = ASKS_ABOUT.exec(lower)?.[1] ?? ASKS_ABOUT.exec(s.previousText)?.[1] ?? null;
  // "how do i get him to stop the noise": nobody asking anything, so no question to let drop.
  if (!about) return null;
  const key = `keeps-asking:${about}`;
  if (s.state.answered.includes(key)) return null;
  s.state.answered = [...s.state.answered, key].slice(-40);
  const target = asked[1] ?? asked[2] ?? '';
  const roleWord = /^my (\S+)/.exec(target)?.[1] ?? /\bmy (mum|mom|mother|dad|father|nan|gran|grandma|grandad)\b/.exec(lower)?.[1];
  const name = roleWord ? ROLE_NAME[roleWord] : undefined;
  const he = target === 'him' || /dad|father|grandad|brother|uncle/.test(target);
  const they = he ? 'he' : target === 'them' || /parents|family|in-laws/.test(target) ? 'they' : 'she';
  const them = { he: 'him', she: 'her', they: 'them' }[they];
  const asks = they === 'they' ? 'ask' : 'asks';
  const enjoys = they === 'they' ? 'enjoy' : 'enjoys';
  const whenThere = /settle down|married|engaged|boyfriend|girlfriend|partner|kids|baby|grandchild/.test(about)
    ? "when there's news, you'll be the first to know"
    : "when there's something to tell, I'll tell you";
  const opening = name ? `${name}, I` : 'I';
  const line = `"${opening} know you ask because you care. I'm happy with how things are going, and ${whenThere}. Can we talk about something else?"`;
  const parts = [
    `You can't make ${them} stop asking, but you can make it a short, calm moment that goes nowhere. Next time ${they} ${asks}, try: ${line}`,
    `Then change the subject straight away to something ${they} ${enjoys} talking about. If it comes up again, give the same light answer, ` +
      'without explaining or defending: "Nothing new on that front. How was your week?" The same calm line each time is what makes it ' +
      'drop; a row gives the question more weight.',
    'If it still comes up every week, choose a calm moment to say once, kindly: "When you ask about that every week, it gets to me. ' +
      'I know it comes from love, but I\'d rather we didn\'t talk about it for a while."',
    'Which part feels hardest to say?',
  ];
  return { kind: 'reply', parts, carry: parts, content: true };
}
