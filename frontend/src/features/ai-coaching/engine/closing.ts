/**
 * A message that closes the conversation ("I'll try it tonight. Thanks", "wish me luck for monday",
 * "ok gotta go"): a warm close that names what is coming up for the person, not another question.
 */
import { SHARED_LINES } from './coach-lines';
import { type Turn } from './compose-reply';
import { THANKS as THANKS_WORDS } from './intents';
import { BYE_ABROAD, THANKS_ABROAD } from './understanding/acts';
import { eventPhrase, type RememberedEvent } from './memory';
import { hashText } from './no-repeat';
import { alternatives, sentences } from './text';
import { goodNews } from './good-news';
import { hardFeelingIn } from './lexicon';
import type { EngineSnapshot } from './state';
import type { Session } from './session';
import { closingNod, type ToldIntent } from './intention-reply';
import { whenIn } from './understanding/intentions';

// The intents' thanks, and the short and other-language ones a closing message also carries.
const THANKS = alternatives(THANKS_WORDS.source, String.raw`\b(tysm|${THANKS_ABROAD})\b`);
const BYE = alternatives(
  String.raw`\b(ttyl|see you|cya|laters|ingat)\b`,
  // A goodbye said, not one spoken of: "i want to say goodbye properly", "a goodbye party" are no goodbyes to the coach.
  String.raw`(?<!\b(?:say|saying|said|says|to|a|the|my|our|his|her|their|final|last|proper|no|wave|waving) )` +
    String.raw`\b(bye|goodbye)\b(?! (?:to|party|card|cards|present|gift|hug|letter|drinks|do|meal|dinner|lunch)\b)`,
  // "have a good night", not "a good night's sleep" or "had a good night".
  String.raw`(?<!\b(?:had|get|got|getting|need|needed|want|wanted|such|really) (?:a )?)\b(good ?night|good ?nite|gnite)\b(?!'s|s\b| out\b| sleep\b| in\b)`,
  // Leaving now ("gotta go", "i have to go now"), not somewhere to go ("i have to go to the funeral on friday").
  String.raw`\b(gotta go|got to go|have to go|need to go)\b(?! (?:to|back|into|in|for|through|and|out|over|up|down|shopping|see|get|with|on)\b)`,
  String.raw`\b(cheerio|tchau|ciao|ta-ra|toodle-?oo)\b`,
  String.raw`\b(talk (to you )?later|speak (to you )?(later|soon)|will let you know|i'll let you know|ill let you know)\b`,
  // "i will write later how the talk goes", "i'll report back".
  String.raw`\b(i'll|i will|ill|will) (write|message|text|come back|report back|update you|tell you)( to you| here)? (later|tomorrow|after|how it)`,
  String.raw`\b(i'll|i will|will) report back\b`,
  // "Thank you, it was nice to talk in English again."
  String.raw`\b(it was|it's been|its been|was) (so |really |very )?(nice|good|lovely|great|helpful) (to talk|talking|to chat|chatting)\b`,
  String.raw`\b(${BYE_ABROAD})\b`,
  // "Now I go and watch the football", "rain stop now, i go", "I'm off to collect my neighbour's dog": leaving now.
  String.raw`\b(now i go|i go now|i must go now|(i'm|im|i am) off to)\b|(?<!\b(do|should|can|where|when|if|shall) )\bi go$`,
  // "ok my break is finish, the call bell is ringing": back to work.
  String.raw`\bmy break is (over|finish|finished|done)\b`,
);
export const LUCK = /\bwish me luck\b/;
// Words that put a day named ahead, not behind: "sunday is in 2 days", "i'll see tomorrow", not "had a rough sunday".
const AHEAD = /\b(?:will|ill|i'll|shall|gonna|going to|is in|tomorrow|tonight|next|coming)\b/;
const REPORTED_THANKS = /\b(?:said|say|says|saying|told (?:him|her|them))\b(?: \w+){0,2} (?:thanks|thank you|thank u|ty|cheers)\b/;
const OPENING_THANKS = /^(?:ok |okay |yes |yeah )?(?:thanks|thank you|thank u|thx|ty|cheers)(?: so much| a lot)?\b/;
/** From this many messages on, a thank-you is taken as the close of the talk (see `closingTurn`). */
export const LATE_THANKS = 5;
/** Words after a late thank-you that may still tell only what comes next ("…now I just have to find my passport"). */
const CALM_AFTER_THANKS = 30;
// What makes words after a thank-you more than a close: a loss, a worry, something gone wrong.
// Nor a question asked without its mark ("thanks. what about my sister though").
const HARD_NEWS = /\b(?:died|passed away|funeral|worse|wrong|worried|scared|still|but|again|hospital|can'?t|cannot|what|how|why|should|could|any)\b/;
/** Words after an opening thank-you that make the message more than a goodbye. */
const MORE_TO_TELL = 10;
// "gonna do what dani said now. night": "night" as a message's last word, after a stop, says goodnight.
// "…put it through his door on Saturday. Good day.": a formal goodbye, as the last words.
const NIGHT_AT_END = /(?:^|[.!,;]\s*)(?:night|nite|gn|good ?day)\W*$/i;

/** A thank-you, a goodbye or "wish me luck" anywhere in the message. */
export const thanksOrBye = (normalized: string, raw: string): boolean =>
  LUCK.test(normalized) || THANKS.test(normalized) || BYE.test(normalized) || NIGHT_AT_END.test(raw);

/** Whether the message's last sentence says goodbye: "…Thank you, genuinely. I'll let you know if I survive 7 September." */
function endsOnGoodbye(raw: string): boolean {
  const last = sentences(raw).at(-1)?.text.toLowerCase() ?? '';
  return LUCK.test(last) || BYE.test(last) || NIGHT_AT_END.test(last);
}

const ENDS_ON_THANKS = /\b(?:thanks|thank you|cheers|ta)\b[^.?!]{0,50}[.!]*$/i;
const FEELS_BETTER = new RegExp(
  String.raw`\b(?:feel|feeling|i'm|im|i am) (?:a bit |a lot |way |much |so much |loads |a little )?(?:better|lighter|calmer|less (?:stupid|alone|worried))\b|` +
    String.raw`\byou helped\b|\b(?:helped|helps) (?:me )?(?:a lot|loads|so much)\b`,
);

/** At most this many words in a last sentence that only thanks: "Thank you, really.", "ty fr", "Obrigado, thank you really." */
const THANKS_ONLY_WORDS = 5;
// News that a thank-you at the end does not close: a loss, a fear, something worse.
const LOSS_NEWS = /\b(?:died|passed away|passed on|was killed|funeral|miscarriage|put (?:him|her) down)\b/;
/** "thanks, the funeral went ok" is a short close; more words than this around a loss are news to meet. */
const LOSS_NEWS_WORDS = 8;
const THANKS_FOR = /^(?:ok(?:ay)?,? )?(?:thank you|thanks|thank u|cheers) (?:so much |a lot |again )?for\b/;
const PLAN_WORDS = /\b(?:plan|i'll|i will|ill|gonna|going to)\b/;
const BAD_NEWS = /\b(?:died|passed away|funeral|worse|hospital|scared|worried|panic\w*|crying|hurt|lost)\b/;

/** Whether the message's last sentence is a short thank-you and nothing else. */
function endsOnThanks(raw: string): boolean {
  const last = sentences(raw).at(-1)?.text.toLowerCase() ?? '';
  // "Thank you for not just telling me to have a bath.": a thank-you for the talk, at the start of the last sentence.
  return (last.split(/\s+/).length <= THANKS_ONLY_WORDS && THANKS.test(last)) || THANKS_FOR.test(last);
}

/** A plan told, at any length, that ends on a short thank-you: "…Saturday is homemade pizza. Thank you, really." */
export const planThenThanks = (normalized: string, raw: string, told: ToldIntent): boolean =>
  endsOnThanks(raw) &&
  (told.intention !== null || AHEAD.test(normalized) || PLAN_WORDS.test(normalized)) &&
  !hardFeelingIn(normalized) &&
  !BAD_NEWS.test(normalized);

/** "Wish me luck", "bye", "gotta go": a message that ends the conversation even in the middle of an exercise. */
export const endsConversation = (normalized: string, raw: string): boolean => LUCK.test(normalized) || BYE.test(normalized) || NIGHT_AT_END.test(raw);

/** The latest event the person said is still to come, if any. */
export function aheadEvent(state: EngineSnapshot): RememberedEvent | null {
  return [...state.memory.events].reverse().find((e) => e.ahead) ?? null;
}

/** The closing reply, or null when the message does more than close (a question, something new to talk about). */
export function closingTurn(s: Session, normalized: string, raw: string, told: ToldIntent = { intention: null, won: false }): Turn | null {
  if (raw.includes('?')) return null;
  // "Hello, good night" opens a conversation; nothing has been said yet to close.
  if (s.state.userMessages <= 1 && !LUCK.test(normalized)) return null;
  const luck = LUCK.test(normalized);
  if (!luck && !THANKS.test(normalized) && !BYE.test(normalized) && !NIGHT_AT_END.test(raw)) return null;
  // "I just said ok thank you" on a call: thanks that was said to someone else, not to the coach.
  if (!luck && !BYE.test(normalized) && REPORTED_THANKS.test(normalized)) return null;
  // "he died last night and I have to tell my brother tomorrow. thanks": news of a loss is met, never closed with "glad this helped".
  if (!luck && !BYE.test(normalized) && LOSS_NEWS.test(normalized) && normalized.split(' ').length > LOSS_NEWS_WORDS) return null;
  // Long messages that only mention thanks in passing still have something to answer; one that ends on a goodbye
  // ("…Thank you, that's helped me think straight. Cheerio.") closes however much it told first.
  // So does a plan told at length that ends on a short thank-you ("…Saturday is homemade pizza. Thank you, really.").
  // Late in a talk, a long update that ends on thanks and on feeling better ("…Ok I feel way better about this now. Thanks,
  // honestly") closes too.
  const betterThenThanks = s.state.userMessages >= LATE_THANKS && ENDS_ON_THANKS.test(raw.trim()) && FEELS_BETTER.test(normalized);
  if (normalized.split(' ').length > 30 && !endsOnGoodbye(raw) && !planThenThanks(normalized, raw, told) && !betterThenThanks) return null;
  // "thanks. he was 88, it wasnt a surprise…": thanks for the last reply, then more to tell, is not a goodbye.
  const opening = OPENING_THANKS.exec(normalized);
  const rest = opening ? normalized.slice(opening[0].length).trim() : '';
  // Late in a talk, thanks with a calm word of what comes next ("…going to have a glass of wine now") still closes.
  const calmLate = s.state.userMessages >= LATE_THANKS && rest.split(' ').length <= CALM_AFTER_THANKS && !hardFeelingIn(rest) && !HARD_NEWS.test(rest);
  if (opening && !luck && !BYE.test(normalized) && !endsOnGoodbye(raw) && rest.split(' ').length >= MORE_TO_TELL && !calmLate) return null;
  const event = aheadEvent(s.state);
  // "Made it home. thanks", "ok gonna ask her on friday. thanks xx": the win or the plan is what the goodbye names.
  // "I PASSED!!! Thank you my friend… Bye!": the news is how the event went, so it is met as a win, never wished luck.
  const won = told.won || goodNews(normalized);
  const nod = closingNod(s, { ...told, won });
  if (nod && won) return { kind: 'reply', parts: [nod, s.pick(SHARED_LINES.closingTakeCare)], carry: [nod], content: true };
  const parts = [luck ? s.pick(SHARED_LINES.closingLuck) : s.pick(SHARED_LINES.closingWelcome)];
  // Good luck with an event is wished once; a second goodbye in the same chat takes care instead.
  // After a "Good luck." already said in this reply, the event is named without wishing it twice.
  const hoped = event ? `I hope ${eventPhrase(event)} goes well, and I'd love to hear about it.` : null;
  const wish = !event ? null : luck ? hoped : `Good luck with ${eventPhrase(event)}; I'd love to hear how it goes.`;
  const wishKey = event ? hashText(`wish:${eventPhrase(event)}`, 'line') : null;
  const wished = wishKey !== null && s.state.said.includes(wishKey);
  // "sunday is in 2 days so ill see. bye": a day still to come, named in the goodbye, is what the close wishes well.
  const day = !nod && !(wish && !wished) && AHEAD.test(normalized) ? whenIn(normalized) : null;
  if (nod) parts.push(nod);
  else if (wish && wishKey !== null && !wished) {
    s.state.said.push(wishKey);
    parts.push(wish);
  } else if (day) parts.push(s.pick(SHARED_LINES.planClose, { when: day }));
  else parts.push(s.pick(SHARED_LINES.closingTakeCare));
  return { kind: 'reply', parts, carry: parts, content: true };
}

// "Thanks. It's hard to think straight at the moment.": thanks for the last reply, and how worn the person is.
const STRAIN_AFTER_THANKS = new RegExp(
  String.raw`^(?:(?:it'?s|its|it is|everything'?s|everything is|i'?m|im|i am|i feel|feeling|just|but|still|honestly|tbh|so)\s+)*` +
    String.raw`(?:(?:so|really|very|just|a bit|quite|pretty) )?` +
    String.raw`(?:hard to (?:think|focus|concentrate|take (?:it|anything) in)|(?:can'?t|cannot) (?:think|focus|concentrate|take (?:it|anything) in)|` +
    String.raw`exhausted|knackered|overwhelmed|so tired|running on empty|all over the place|foggy|brain fog|a lot to take in)\b`,
);
const STRAIN_WORDS = 14;
const UNDER_STRAIN = "You don't have to sort it all out today: pick the one thing that matters most this week, and let the rest wait.";
/** What the strain is, said back: thinking, tiredness, or all of it at once. */
function strainSaid(rest: string): string {
  if (/\b(?:think|focus|concentrate|take (?:it|anything) in|foggy|fog|all over the place)\b/.test(rest)) {
    return "With this much on you, it makes sense that it's hard to think straight; a worn-out mind does that to everyone.";
  }
  if (/\b(?:overwhelmed|a lot to take in)\b/.test(rest)) return 'With this much on you, of course it all feels like too much at once.';
  return "With this much on you, it makes sense that you're this tired; it isn't a failing, it's what carrying a lot does.";
}

/** Thanks, then how worn out the person is: met as it is, with one small way to go on; null for any other message. */
export function thanksUnderStrain(s: Session, normalized: string): Turn | null {
  const opening = OPENING_THANKS.exec(normalized);
  const rest = opening ? normalized.slice(opening[0].length).replace(/^[\s,.!]+/, '') : '';
  if (!opening || rest.split(' ').length > STRAIN_WORDS || !STRAIN_AFTER_THANKS.test(rest)) return null;
  if (s.state.said.includes(hashText(UNDER_STRAIN, 'line'))) return null;
  s.state.said.push(hashText(UNDER_STRAIN, 'line'));
  const parts = ["You're welcome.", strainSaid(rest), UNDER_STRAIN, 'What is that one thing, right now?'];
  return { kind: 'reply', parts, carry: parts, content: true };
}
