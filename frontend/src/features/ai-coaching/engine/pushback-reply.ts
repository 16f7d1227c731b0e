/**
 * What to say when the one asked pushes back in a way the person expects ("what do I say if he replies 'things are tight
 * right now'? I'd be fine with something like £100 a month"): the reply heard and met, and the smaller ask the person
 * said they would accept, put as a question; without one, a question that asks what they could manage.
 */
import type { Turn } from './compose-reply';
import type { Session } from './session';
import { keepWords } from './situation-reply';
import { askTypeOf } from './situations/read';
import { capitalize } from './text';

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

// "she'll say i'm being tight", "he'll just call me selfish", "what if they think i'm overreacting": a label expected back.
const LABELS = [
  'tight|stingy|selfish|mean|petty|dramatic|overreacting|over reacting|a drama queen|too sensitive|ungrateful|rude|difficult',
  'unreasonable|crazy|paranoid|controlling|needy|boring|lazy|uptight|a killjoy|no fun|clingy|a snob|jealous',
].join('|');
const LABEL_FEARED = new RegExp(
  // Never the person's own word for themselves ("i think i'm so lazy"), which is heard as that.
  String.raw`\b(he|she|they|(?!(?:i|we|you|it|this|that|which|who)\b)[a-z]+)` +
    String.raw`(?:'ll| will| would|'d| is going to|'s going to|'s gonna| is gonna| gonna)? (?:just |probably |prob |prolly )?` +
    String.raw`(?:say|call me|think|tell me)(?: that)? (?:i'?m|i am|im|i was|i'?m being|im being|i am being)? ?(?:being )?(?:so |really |just |a bit )?` +
    String.raw`(${LABELS})\b`,
  'i',
);
const THEY: Readonly<Record<string, string>> = { he: 'he', she: 'she', they: 'they', people: 'they', everyone: 'they', others: 'they' };

// "he'll just say 'she doesn't mean anything by it'", "he will just say 'oh sorry' and do again": a reply expected, quoted.
const REACTION_EXPECTED = new RegExp(
  String.raw`\b(he|she|they|(?:my )?(?:mum|mom|dad|husband|wife|partner|boss|manager|sister|brother|friend))` +
    String.raw`(?:'ll| will| would|'d| always)? (?:just |probably |prob |only )?(?:say|says|go|goes|reply|replies|tell me)` +
    String.raw`(?: like| that)?:? ${QUOTE}`,
  'iu',
);

// "he will probably say everyone is busy", once words were given: the reply expected, unquoted, in what is still to come.
const REACTION_AHEAD = new RegExp(
  String.raw`\b(he|she|they|(?:my )?(?:mum|mom|dad|husband|wife|partner|boss|manager|sister|brother|friend))` +
    String.raw`(?:'ll| will| would|'d| is going to|'s going to|'s gonna| is gonna| gonna) (?:just |probably |prob |only |definitely )?` +
    String.raw`(?:say|reply|tell me)(?: that)? ((?!(?:something|anything|no)\b)[a-z][a-z' ]{5,60}?)[.!]*$`,
  'i',
);
// Said as hers or his, the person's own "I" or "me" would be the wrong way round: "he'll say I should work harder".
const OWN_WORDS = /\b(?:i|i'?m|im|me|my|mine)\b/i;
// "Everyone is busy", "there's no one else": the load is shared, so the reply asks what gives.
const BUSY = /\b(?:busy|stretched|swamped|no ?one else|nobody else|everyone is|everybody is)\b/i;

/** The reply expected, met: agree with what can be agreed with, then say again what is needed. */
function reactionExpected(s: Session, raw: string): Turn | null {
  // A question about it ("what if he says…?") is answered where questions are.
  if (/\?/.test(raw) || /\bwhat (?:if|do i|should i)\b/i.test(raw)) return null;
  const quoted = REACTION_EXPECTED.exec(raw);
  const ahead = quoted || s.state.lastWords.length === 0 ? null : REACTION_AHEAD.exec(raw.trim());
  const m = quoted ?? (ahead && !OWN_WORDS.test(ahead[2] ?? '') ? ahead : null);
  const said = m?.[2]?.trim().replace(/[.!?,]+$/, '');
  if (!m?.[1] || !said || said.split(' ').length > 12) return null;
  const said1 = m[1].toLowerCase().replace(/^my /, '');
  const who = /^(?:he|she|they)$/.test(said1) ? said1 : `your ${said1}`;
  const says = who === 'they' ? 'they say' : `${who} says`;
  const again = /\b(?:do(?:es)? (?:it )?again|again)\b/i.test(raw.slice((m.index ?? 0) + m[0].length));
  const sorry = /\b(?:sorry|my bad|apologi[sz]e|won'?t happen again|oops)\b/i.test(said);
  const waved = /\b(?:doesn'?t mean|didn'?t mean|over ?react\w*|it'?s (?:fine|nothing|just)|don'?t worry|calm down|like that|no big deal|joking)\b/i;
  const words = sorry
    ? `"Thanks. I need it not to happen again, though."`
    : BUSY.test(said)
      ? `"I know, and that's why I want to be realistic about what I can do well. What should come off my list?"`
      : waved.test(said)
      ? `"Maybe, but it still gets to me, and I need you to take it seriously."`
      : `"I hear you. It still matters to me, and I'd like us to sort it out."`;
  keepWords(s, words);
  const parts = [
    `If ${says} "${said}", you don't have to argue with it. Take what you can agree with, then say once more what you need: ${words}`,
    again
      ? 'If it happens again after that, it is no longer a misunderstanding, and you can take it further.'
      : 'Then leave a pause; you have said it, and you do not need to win the point.',
    'How do you think that would land?',
  ];
  return { kind: 'reply', parts, carry: parts, content: true };
}

/** "she'll say i'm being tight": a calm line for the label, no argument about it; null when no label is expected. */
export function answerLabelFeared(s: Session, raw: string): Turn | null {
  // Only once words were given, a situation is open or someone was told of: said out of the blue, it is a worry to hear first.
  const known = s.state.lastWords.length > 0 || s.state.situation !== null || s.state.memory.people.length > 0;
  if (!known || s.state.userMessages < 2) return null;
  // "what do i say to jess if i dont go. i dont want her to think im jealous": words asked for, the label only a worry about them.
  if (askTypeOf(raw.toLowerCase()) === 'script') return null;
  const m = LABEL_FEARED.exec(raw.toLowerCase());
  if (!m?.[1] || !m[2]) return reactionExpected(s, raw);
  // "my mum will say…": "your mum"; a name said alone ("dev will say…"): the name; anyone else: "they".
  const mine = /\b(?:my|our)\s*$/.test(raw.toLowerCase().slice(0, m.index ?? 0));
  const who = THEY[m[1]] ?? (mine ? `your ${m[1]}` : /^[a-z]{3,}$/.test(m[1]) ? capitalize(m[1]) : 'they');
  const says = who === 'they' ? 'they say' : `${who} says`;
  const words = `"Maybe it looks that way to you, but it matters to me, so I'm sticking with it."`;
  keepWords(s, words);
  const parts = [
    `If ${says} you're being ${m[2]}, you don't have to argue about whether you are. One calm line is enough: ${words}`,
    "Then stop there; explaining again is what turns it into a row. How do you think it would go if you said that?",
  ];
  return { kind: 'reply', parts, carry: parts, content: true };
}
