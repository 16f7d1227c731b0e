/**
 * What the person says they will do ("gonna practise on dave thursday", "cards it is", "will try it
 * from friday") and what they say they managed ("made it home", "did actually get going"), so the
 * coach can back the plan by its day or mark the win, instead of answering with the situation's
 * opening lines again. Read from the normalised text; worries about the future ("i'm going to fail",
 * "i'll never…") are not plans.
 */
import { alternatives, sentences, withoutQuotes } from '../text';
import { WEEKDAYS } from './entities';
import { turnsAway } from '../situations/read';
import { hardAfter } from '../lexicon';

export interface Intention {
  /** When they will do it, as the coach can say it: "on Friday", "tonight", "from Friday"; null when not said. */
  when: string | null;
  /** The person asks whether it is a good plan ("…no checking at night. is good plan?"). */
  checked?: boolean;
}

const GOOD_PLAN = String.raw`(?:is (?:that |this |it )?(?:a )?good (?:plan|idea)|good (?:plan|idea))`;
const SOUNDS_OK = String.raw`(?:does|would) (?:that|this|it) (?:sound|be|work)(?: ok| okay| good| alright| fine| enough)?`;
const IS_OK = String.raw`is (?:that|this|it) (?:ok|okay|alright|fine|enough|realistic)`;
// "Is good plan?", "does that sound ok?", "good idea?": the person asks for a view on the plan just told.
const PLAN_CHECK = new RegExp(String.raw`\b(?:${GOOD_PLAN}|${SOUNDS_OK}|${IS_OK})\s*\?*\s*$`);
// The same words at the end of the normalised text, taken off before the plan itself is read.
const PLAN_CHECK_WORDS = new RegExp(String.raw`\b(?:${GOOD_PLAN}|${SOUNDS_OK}|${IS_OK})\s*$`);

// Doing words a plan is made of; a worry ("going to fail", "i'll be alone") uses none of them.
const ACTION = [
  'try|ask|tell|talk|text|message|call|ring|phone|send|write|email|reply|practi[cs]e|start|book|make|put|set|stand|sit',
  'plant|read|join|sign|look into|look for|look up|bring|use|do it|do that|do this|give it|take|have a go|have a chat|buy|get up',
  'wake|turn off|switch off|leave|walk|go for|go to bed|go out|go back|go and|cook|schedule|plan|print|pick|check out|show',
  'see a|see my|see the|visit|invite|apologi[sz]e|speak|say|keep|move|stick|pack|prepare|prep|note|jot|screenshot|save|test',
  'search|google|find|apply|register|enrol|enroll|list|break it|split|drink|eat|stretch|run|swim|cycle|sleep on it|nap',
  'stop|cut|delete|mute|block|unfollow|meet|invite|order|wait|hold off|change|edit|fix|post|drop',
  // "i'll do the bins tonight", "gonna tidy the kitchen after work".
  'do the|do my|do some|do one|clean|tidy|wash|hoover|vacuum|empty|clear|sort out',
].join('|');
// "ok i might talk to her after rehearsal": a plan said tentatively is still one.
const ME = String.raw`(?:i'll|i will|ill|i shall|we shall|i might|i may|` +
  String.raw`i'm gonna|im gonna|i am gonna|i'm going to|im going to|i am going to|gonna|going to|we'll|we will|we're going to)`;
// A plan is told at the start of a message or after a word that leads into one ("ok i'll…", "i think i'll…").
const LEAD = String.raw`(?:^|\b(?:ok|okay|so|then|and|but|yeah|right|think|maybe|guess|probably|definitely|thanks|thank you)[.,!]?\s+)`;
const SOFTENER = String.raw`(?:just |also |actually |probably |definitely |def |try and |try to |first )?`;
const PLAN = alternatives(
  String.raw`${LEAD}${ME} ${SOFTENER}(?:${ACTION})\b`,
  String.raw`\b(?:will|gonna|going to) try (?:it|that|this|the|them|those)\b`,
  String.raw`\b(?:i|we) (?:could|can) (?:do|try) (?:that|this|it|the)\b`,
  // An idea of their own or one taken up: "maybe i invite her", "i like the idea of a walk", "futsal league is good idea".
  String.raw`\bmaybe (?:i|we) (?:could |can |should )?(?:${ACTION})\b`,
  String.raw`\bi like the idea of\b|\b(?:is|sounds like|that's|thats) (?:a )?(?:good|great|nice) idea\b`,
  String.raw`^[a-z' ]{1,20} (?:i|we) (?:could|can) do\b`,
  // "small pieces is doable", "that i can say": a way taken up as their own.
  String.raw`\b(?:is|sounds|seems|feels) (?:doable|do-able|manageable)\b|\bi can (?:say|do|manage|use) (?:this|that)\b`,
);
// "Cards it is.": a choice made, in the words as typed.
const CHOSEN = /^(?:ok |okay |right |fine |so )?[\p{L}' ]{1,24} it is(?:[.!,]|$)/u;
// A plan told with its undoing, or a worry wearing a plan's words.
const NOT_A_PLAN = alternatives(
  // Whole words: "i will message her" is no "mess".
  String.raw`\b(?:i'll|i will|gonna|going to) (?:(?:never|not|fail|lose|mess|screw|cry|panic|freak|die|get fired|forget)\b|be )`,
  String.raw`\b(?:can't|cannot|won't|wont|don't|dont|never) (?:try|do|ask|tell|talk|make|go|get|see|sleep)\b.*\b(?:anyway|again)\b`,
  // "the feet thing i can do while feeding. trying now": an attempt under way, not a plan.
  String.raw`\b(?:trying|doing) (?:it |this |that )?now\b|\bright now\b`,
  String.raw`\bwhat i (?:think i )?(?:can|could)\b|\bis there (?:something|anything|a way)\b`,
  String.raw`\b(?:what if|should i|do i|can i|could i|how do|how can|would it|is it)\b`,
  // "the doctor say… maybe i should stop to drive": someone else's advice reported, not the person's plan.
  String.raw`\b(?:say|says|said|told me|tells me|thinks|suggest(?:s|ed)?)\b(?: that)?(?: [^ .!?]+){0,14} (?:i|we) (?:should|must|have to|need to)\b`,
  // "the breathing thing is nice idea but when the chips start I dont think I can": an idea weighed and put aside.
  String.raw`\b(?:good|nice|great) idea,? but\b|\bdon'?t think i (?:can|could|will)\b`,
  // "on the weekend maybe I speak only with the cashier": how little happens, not a plan; "I'll take it": a small win accepted.
  String.raw`\bmaybe (?:i|we) \w+ only\b|\b(?:i'll|ill|i will) take (?:it|that)$`,
);
const WIN = alternatives(
  String.raw`\b(?:i|we) (?:made it|did it|managed|got through|survived)\b`,
  // "nailed it!!", "smashed it at the audition".
  String.raw`\b(?:nailed|smashed|aced|crushed|killed) it\b`,
  String.raw`\b(?:i|we|ok|okay) (?:just |finally )?sent (?:it|that|this|something|the|my|a|him|her|them|one)\b`,
  String.raw`\b(?:finally|actually) (?:told|asked|said it to|spoke to|talked to) (?:him|her|them)\b`,
  String.raw`\b(?:did (?:actually )?get (?:going|started|it done)|got (?:it )?done|got going|actually worked)\b`,
  String.raw`\bwent (?:ok|okay|well|fine|better)\b`,
  String.raw`^(?:update:? )?(?:made it|did it|done|sent|survived)\b`,
  // "ok i deleted shein and asos", "i unsubscribed from all of them": a step just taken.
  String.raw`^(?:(?:ok|okay|right|so|done)[.,!]? )?(?:i|we) (?:just |finally |already )?(?:deleted|uninstalled|unsubscribed|unfollowed|muted) \w`,
);
const NOT_A_WIN = alternatives(
  String.raw`\b(?:didn't|did not|didnt|couldn't|couldnt|never|not really|barely) (?:make|manage|get|go|work)`,
  String.raw`\bwent (?:badly|wrong)\b|\bif i (?:made|did)\b`,
  // "he asked me to send 150,000 naira for his daughter's school fees. I sent it.": money asked for and sent, no brave step.
  String.raw`\basked (?:me )?(?:to |for )?(?:send|lend|transfer|pay|money|cash)\b`,
  // "I already tried the joke way, I sent him a meme… He put a laugh reaction and nothing more.": a try that came to nothing.
  String.raw`\balready tried\b|\bnothing more\b|\bno (?:answer|reply|response)\b`,
  // "she replied '…come and have a chat with him' 😅 what now": what comes next asked, not a win told.
  String.raw`\bwhat now\b|\bnow what\b`,
);

const DAY_WORDS = WEEKDAYS.join('|');
const PART_OF_DAY = [
  String.raw`tonight|tomorrow(?: morning| night| evening)?|today|this (?:morning|afternoon|evening|weekend|week)`,
  String.raw`the weekend|in the morning|next (?:week|month)`,
].join('|');
const AROUND = String.raw`(?:after|before) (?:work|school|class|dinner|lunch|breakfast|bed|xmas|christmas|easter|the exams?|the holidays|summer|new year)`;
const CLOCK = String.raw`\d{1,2}:\d\d(?: ?[ap]m)?|\d{1,2} ?[ap]m`;
// "what a normal Tuesday would look like": a kind of day, not the day of the plan.
const A_KIND_OF = String.raw`(?<!\b(?:normal|typical|usual|regular|average|ordinary) )`;
const WHEN = new RegExp(String.raw`\b${A_KIND_OF}(?:(from|on|this|next|by|at|every|last) )?(${DAY_WORDS}|${PART_OF_DAY}|${AROUND}|${CLOCK})\b`, 'g');
// "I used to play every Saturday", "last Friday": a habit or the past, not when the plan is.
const HABIT_BEFORE = /\bused to\b(?:\s\S+){0,5}\s*$/;
const AS_A_LIMIT = /\b(?:before|until|till|til|after)\s*$/;

/** The day a message puts something on, as the coach says it ("on Friday", "from Friday", "tonight"). */
export function whenIn(text: string): string | null {
  // Normalising leaves "at 5:30" as "at 5 30".
  const normalized = text.replace(/\bat (\d{1,2}) (\d\d)\b/g, 'at $1:$2');
  const found = [...normalized.matchAll(WHEN)].filter((m) => m[1] !== 'every' && m[1] !== 'last' && !HABIT_BEFORE.test(normalized.slice(0, m.index)));
  // "talk to mum first before sunday, maybe saturday in the car": a day named as the limit is not the plan's day when another is named.
  const match = found.find((m) => !AS_A_LIMIT.test(normalized.slice(0, m.index))) ?? found[0];
  if (!match) return null;
  const [, lead, what = ''] = match;
  const named = WEEKDAYS.includes(what) ? what.charAt(0).toUpperCase() + what.slice(1) : what;
  if (/^\d/.test(what)) return `at ${what.replace(/\s+/g, '')}`;
  if (WEEKDAYS.includes(what)) return `${lead === 'from' || lead === 'by' || lead === 'next' || lead === 'this' ? lead : 'on'} ${named}`;
  return named === 'the weekend' ? 'at the weekend' : named;
}

const ASKS = /\b(?:what if|should i|do i|can i|could i|how do|how can|would it|is it|is there|what i (?:can|could)|what can)\b/;

/** The sentences of a message as written, each as plain lower-case words. */
function sentencesOf(lower: string): string[] {
  return sentences(lower).map((sentence) => sentence.text.replace(/[^a-z0-9' ]+/g, ' ').replace(/\s+/g, ' ').trim());
}

/** What the person says they will do, or null when the message tells no plan. */
export function intentionIn(normalized: string, raw = ''): Intention | null {
  const lower = raw.trim().toLowerCase();
  // "…i will try one week less coffee. is good plan?": the plan told, and a view on it asked for.
  const check = PLAN_CHECK.exec(lower);
  if (check && lower.slice(0, check.index).includes('?') === false) {
    const told = intentionIn(normalized.replace(PLAN_CHECK_WORDS, ''), lower.slice(0, check.index));
    return told ? { ...told, checked: true } : null;
  }
  // "so stop at 60% of what I can do?": a plan asked about is a question, answered as one.
  if (raw.includes('?')) return null;
  // "Ok I will tell him tomorrow. Also one more thing. My sister's engagement… I am feeling very sad": the plan is not
  // all of it; what the person turns to after it is heard.
  if (sentencesOf(lower).some((sentence, i) => i > 0 && turnsAway(sentence))) return null;
  if ((PLAN.test(normalized) || CHOSEN.test(raw.trim().toLowerCase())) && !NOT_A_PLAN.test(normalized)) return { when: whenIn(normalized) };
  // "Better. I'll try Thursday after the site visit", "Ok. I will call the clinic on Monday. My son say I should…": a plan
  // told in a sentence of its own, whatever the others say.
  // Not when another sentence asks without a question mark ("…but is there something faster").
  if (ASKS.test(normalized)) return null;
  const told = sentencesOf(lower).find((sentence) => PLAN.test(sentence) && !NOT_A_PLAN.test(sentence));
  return told ? { when: whenIn(told) } : null;
}

/** Whether the message tells something the person managed to do. */
export function winIn(normalized: string, raw = normalized): boolean {
  // A rule quoted ("I'll try the 'three things that went fine' rule") tells no win.
  const own = withoutQuotes(raw.toLowerCase());
  const win = WIN.exec(normalized);
  // "The phone screen went fine… But the idea of sitting across a table… makes my stomach drop": the hard part after it is the news.
  return win !== null && WIN.test(own) && !NOT_A_WIN.test(normalized) && !hardAfter(normalized.slice(win.index + win[0].length));
}
