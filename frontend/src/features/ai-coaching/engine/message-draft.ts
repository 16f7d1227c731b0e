/**
 * A message written for the person to send ("can you help me write message to her? Nice but clear that I did not break
 * it", "write the reminder, polite but not too much"), built from the request's own parts: whom it is to, what it must
 * say, what it is for (a reminder, congratulations, a day off work), and how it should sound; and from what the
 * conversation told of it (the draft sent on 2 May, the name of the one it is to). Null when the request holds nothing
 * of what to say, so the words for a talk are given instead. Then "add that I'm sad about her mother's vase" and
 * "start with thanking him" change that message, not a new one.
 */
import { type Turn, WORDS_GIVEN } from './compose-reply';
import { offerFrame } from './decision-weigh';
import type { Session } from './session';
import { capitalize } from './text';
import { asksWritten, CONTENT_ASKED, DRAFT_ASKED, NAME_GIVEN, tidy, talkPlanIn, type TalkPlan } from './words-to-say';
import { NOT_NAMES } from './understanding/entities';
import { HE_ROLES, SHE_ROLES } from './understanding/roles';

/** What the message is for, beyond the lines the person asked it to say. */
type Purpose = 'reminder' | 'deny' | 'warm' | 'absence' | 'confirm' | 'meet' | 'answer' | 'plain';

interface Draft {
  /** "Mrs Whitfield" or null when no one is named. */
  to: string | null;
  written: boolean;
  purpose: Purpose;
  /** The message's sentences, the greeting on the first: "Hi Carla, congratulations on the baby!". */
  lines: string[];
}

const WHAT_TO_SAY = /\bwhat (?:do|should|can) i (?:even )?(?:say|tell|text|write|send)\b/;

// What the message must say, in the request's words: "clear that I did not break it", "say congrats for the baby and that
// i miss her", "just like, i miss her", "More like I'm just confirming numbers", "That she was polite and I was not."
const CONTENT = [
  new RegExp(
    String.raw`\b(?:clear|sure|clearly|say|saying|says|tell (?:him|her|them)|telling (?:him|her|them)|let (?:him|her|them) know|` +
      String.raw`explain(?:ing)?|mention(?:ing)?|include|including) that ([^.?!]+)`,
  ),
  /\b(?:to say|that says|which says|saying|something that says) (?!that\b)([^.?!]+)/,
  /\b(?:just|more|something|kind of|sort of) like,? ((?:i|i'm|im|i've|i'll|we|we're|congrats|thank|thanks|sorry)\b[^.?!]+)/,
  /(?:^|[.?!]\s*)that ((?:i|i'm|im|she|he|they|we)\b[^.?!]+)/,
  // "a short note to Mrs Collins before the meeting, that I want to talk about the diagnosis…", "explaining why I think…".
  /,\s*that ((?:i|i'm|im|we)\b[^.?!]+)/,
  /\bexplain(?:ing)? why ((?:i|we)\b[^.?!]+)/,
];
// Where what to say ends and how to say it begins: "…and that i miss her but not make it all about me".
const CONTENT_END = new RegExp(
  String.raw`\s*(?:,?\s*\b(?:but not|but without|without|not too|not so|but also|but i (?:don'?t|do not) want|because|bc|cuz|` +
    String.raw`so (?:she|he|they) (?:doesn'?t|won'?t))\b|` +
    String.raw`[,;:(]|\s-\s).*$`,
);
const MAX_WORDS = 16;
const EXPLAIN_WHY = /\bexplain(?:ing)? why\b/;
const WORRY_TOLD = /\b(?:I am|I'm|Im) (?:now |really |very |so )?(?:worried|concerned|scared) about ([^.?!]{5,160})/i;
const MAX_WHY_WORDS = 24;

const CONGRATS = /^(?:congrats|congratulations|congratulate (?:him|her|them))(?: (?:for|on|about) (.+))?$/;
const THANKS = /^(?:thank(?:s| you)?|thanking (?:him|her|them))(?: (?:for|about) (.+))?$/;
const SORRY = /^(?:sorry|i'?m sorry|im sorry|apologi[sz]e)(?: (?:for|about) (.+))?$/;
const CANNOT_COME = /^(?:i )?(?:can'?t|cannot|won'?t be able to) (?:make it|come|be there|attend|go)\b(.*)$/;
// "i can't do them after all": a yes taken back.
const CANNOT_DO = /^(?:i )?(?:can'?t|cannot|won'?t be able to) (do|make|run|host|take on|help with|cover) (.+)$/;
const CONFIRMING = /^(?:i'?m |im |i am )?(?:just )?confirming (.+)$/;
const FIRST_PERSON = /^(?:i|i'm|im|i am|i've|ive|i'll|ill|i'd|we|we're|we've|we'll|my|our)\b/;
const THIRD_PERSON = /^(?:she|he|they)\b/;
// A line that says the person did not do what they were blamed for: "I did not break it", "I never touched it".
const DENIAL = /^I (?:did not|didn't|didnt|never|have not|haven't|was not|wasn't) /;
const WARM = /^(?:Congratulations|I miss|I've missed|I have missed|I'm so happy|I'm proud|Thank you)/;

// Words after "her" that show it is "you", not "your": "need her to stay", "miss her so much", "tell her that".
const NOT_HERS = 'to|for|with|at|in|on|about|that|because|up|out|off|back|again|and|but|so|too|more|a|an|the|if|when|very|already|' +
  'loads|heaps|now|today|soon|all|know|feel|think|see|go|come|stay|first|last|every|this|tomorrow|tonight';

/** The one the message is to, said to them: "her mother's vase" to her is "your mother's vase", "i miss her" is "i miss you". */
function toYou(clause: string, them: TalkPlan['them'] | null): string | null {
  if (them === 'her') {
    // "her" before a word of hers ("her mother's vase") is "your"; at the end or before a word of time it is "you".
    const swapped = clause
      .replace(new RegExp(String.raw`\bher(?= (?:${NOT_HERS})\b|$)`, 'g'), 'you')
      .replace(/\bher\b/g, 'your')
      .replace(/\bshe (?:was|is|has)\b/g, (m) => ({ 'she was': 'you were', 'she is': 'you are', 'she has': 'you have' })[m] ?? m);
    return /\bshe\b/.test(swapped) ? null : swapped;
  }
  if (them === 'him') {
    const swapped = clause
      .replace(/\bhim\b/g, 'you')
      .replace(/\bhis\b/g, 'your')
      .replace(/\bhe (?:was|is|has)\b/g, (m) => ({ 'he was': 'you were', 'he is': 'you are', 'he has': 'you have' })[m] ?? m);
    return /\bhe\b/.test(swapped) ? null : swapped;
  }
  return clause;
}

/** One sentence of the message from one part of what the person asked it to say; null when the part does not read as one. */
function lineOf(part: string, them: TalkPlan['them'] | null): string | null {
  const clause = part
    .trim()
    .replace(/^(?:that|just|like|and|also)\s+/, '')
    .replace(/\s+(?:lol|haha|pls|please|tho|though)$/, '')
    .trim();
  const n = clause.split(/\s+/).length;
  // "you" in the request is the coach or anyone; the message cannot say it for them.
  if (!clause || n > MAX_WORDS || /\b(?:you|u|ur|your)\b/.test(clause.replace(/^thank you\b/, 'thanks'))) return null;
  const said = toYou(clause, them);
  if (!said) return null;
  const congrats = CONGRATS.exec(said);
  if (congrats) return congrats[1] ? `Congratulations on ${said.slice(said.length - congrats[1].length)}!` : 'Congratulations!';
  const thanks = THANKS.exec(said);
  if (thanks) return thanks[1] ? `Thank you so much for ${thanks[1]}.` : 'Thank you so much.';
  const sorry = SORRY.exec(said);
  if (sorry) return sorry[1] ? `I'm so sorry about ${sorry[1]}.` : "I'm so sorry.";
  const cannot = CANNOT_COME.exec(said);
  if (cannot) return `I'm so sorry, but I can't make it${cannot[1] ?? ''}.`;
  const undone = CANNOT_DO.exec(said);
  if (undone) return `I'm really sorry, but I can't ${undone[1]} ${undone[2]}.`;
  const confirming = CONFIRMING.exec(said);
  if (confirming?.[1]) return `Just confirming ${confirming[1]}.`;
  if (FIRST_PERSON.test(said) || (them === null && THIRD_PERSON.test(said))) {
    // A part cut short ("i miss her and") says nothing whole.
    if (/\b(?:and|but|or|so|the|a|to|of|for|with)$/.test(said) || n < 3) return null;
    return `${tidy(said, true)}.`;
  }
  return null;
}

// An offer the person has in mind, in the request or the message before: "maybe I can offer to add lace trim on bottom".
const OFFER = /\bi (?:can|could|will|'ll|might|want to|would like to) offer (?:her|him|them )?to ([^.?!]+)/;

/** "I'd be happy to add lace trim on bottom.": the offer, said to the one it is for; null when none reads. */
function offerLine(text: string, them: TalkPlan['them'] | null): string | null {
  const offered = OFFER.exec(text)?.[1]?.replace(CONTENT_END, '').trim();
  const said = offered ? toYou(offered, them) : null;
  if (!said || said.split(' ').length > MAX_WORDS || /\b(?:you|u)\b/.test(offered ?? '')) return null;
  return `I'd be happy to ${tidy(said, false).replace(/^./, (c) => c.toLowerCase())}.`;
}

// What the message is to ask for, in the request: "a short email to Keith asking for a proper feedback session",
// "maybe ask him to come for two weeks in summer so I can rest a little".
// Not a feeling about asking: "I hate asking for anything", "I don't like asking him to".
const NOT_A_FEELING = String.raw`(?<!\b(?:hate|hating|like|mind|avoid|stop|about|of|at|bad|awful|good) )`;
const ASKED_FOR = new RegExp(String.raw`\b${NOT_A_FEELING}(?:asking|ask|requesting|request) (?:(?:him|her|them|[a-z]+) )?for ([^.?!]+)`);
const ASKED_TO = new RegExp(String.raw`\b${NOT_A_FEELING}(?:asking|ask) (?:him|her|them|[a-z]+) to ([^.?!]+)`);
// "asking if we can have a quick chat about it": a meeting asked for.
const ASKED_IF = new RegExp(String.raw`\b(?:asking|ask) (?:(?:him|her|them|[a-z]+) )?(?:if|whether) (?:we|i) (?:can|could) have ([^.?!]+)`);
// Nothing of what to ask: "asking for anything", "ask for it".
const VAGUE_ASK = /^(?:anything|something|everything|nothing|it|that|this|help|more|much|money|stuff|things|a favour|favours)$/;
const ASK_CLOSE = 'It would mean a lot to me.';
// A meeting asked for is closed with a time to suggest, not with how much it means.
const MEETING = /^(?:a |an )?(?:(?:short|quick|brief|proper) )?(?:meeting|chat|call|appointment|word|catch[- ]up|talk)\b/;
const MEET_CLOSE = 'Would any time in the next week or so suit you?';
// What the meeting is to be about, in the request: "I want to ask about my assignment", "to talk about my grades".
const ABOUT = new RegExp(
  String.raw`\b(?:ask|talk|speak|chat|questions?|discuss|go over) (?:(?:her|him|them|you) )?(?:about|on) ` +
    String.raw`((?:my|the|our|this|next|last) [a-z'-]+(?: [a-z'-]+){0,3}?)(?=[.,;!?]| but\b| and\b| so\b| because\b|$)`,
);

/** Whether a request for a message names the ask it is to make ("…asking for a proper feedback session"). */
export const namesAnAsk = (lower: string): boolean =>
  DRAFT_ASKED.test(lower) && (ASKED_FOR.test(lower) || ASKED_TO.test(lower) || ASKED_IF.test(lower));

/** The ask the request names, said to the one it is for, with a line of thanks; empty when none reads. */
function askLines(lower: string, them: TalkPlan['them'] | null): string[] {
  const cut = (found: string | undefined) => found?.replace(CONTENT_END, '').trim() ?? '';
  const forWhat = cut(ASKED_FOR.exec(lower)?.[1] ?? ASKED_IF.exec(lower)?.[1]);
  const toDo = forWhat ? '' : cut(ASKED_TO.exec(lower)?.[1]);
  const clause = forWhat || toDo;
  if (!clause || VAGUE_ASK.test(clause) || clause.split(/\s+/).length > MAX_WORDS || /\b(?:you|u|your)\b/.test(clause)) return [];
  const said = toYou(clause, them);
  if (!said) return [];
  const body = tidy(said, false).replace(/^./, (c) => c.toLowerCase()).replace(/ so i\b/gi, ', so I').replace(/\s+,/g, ',');
  // "to ask for a meeting? I want to ask about my assignment": a meeting about the assignment, and a time asked for.
  if (forWhat && MEETING.test(body)) {
    const about = / about /.test(body) ? undefined : ABOUT.exec(lower)?.[1];
    return [`Could I ask for ${body}${about ? ` about ${about}` : ''}?`, MEET_CLOSE];
  }
  return [forWhat ? `Could I ask for ${body}?` : `Could you ${body}?`, ASK_CLOSE];
}

/** The lines the request asks the message to say, in order. */
function contentLines(lower: string, them: TalkPlan['them'] | null): string[] {
  for (const pattern of CONTENT) {
    const found = pattern.exec(lower)?.[1];
    if (!found) continue;
    const body = found.replace(CONTENT_END, '');
    // "congrats for the baby and that i miss her": two things to say.
    const lines = body.split(/,? and that |,? and also /).map((part) => lineOf(part, them));
    if (lines.length > 0 && lines.every(Boolean)) return lines as string[];
  }
  return askLines(lower, them);
}

// Something sent that a reminder follows up: "I sent my chapter draft on 2 May", "I emailed the invoice last Tuesday".
const SENT = new RegExp(
  String.raw`\bi (?:sent|emailed|submitted|gave|handed in|sent in|sent off) (?:him |her |them |it )?((?:my|the|a|an|our) [a-z ]{2,30}?)` +
    String.raw`(?: to (?:him|her|them|my [a-z]+))? ((?:on|last|in) [a-z0-9 ]{1,14}?)(?=[.,;!?]| and\b| to\b|$)`,
  'i',
);
const REMINDER = /\b(?:remind(?:er)?|follow(?:ing)?[- ]?up|chase|chasing|nudge)\b/;
// "im meant to be at the warehouse monday 6am": a shift to miss.
const DUE_AT_WORK = /\b(?:i'?m|im|i am) (?:meant|supposed|due|scheduled|rota'?d|down) to be (?:at|in|on) ([^.?!,]{3,40})/;
const TIME_IN = /\b((?:mon|tues|wednes|thurs|fri|satur|sun)day(?: (?:morning|afternoon|evening|night))?)(?: (?:at )?(\d{1,2}(?::\d\d)? ?(?:am|pm)?))?/;
// "Should I talk with Mrs. Chen about this?" just before the message is asked for: a message asking for that talk.
const TALK_WEIGHED = /\b(?:should|shall|could|do) i (?:talk|speak|have a word) (?:with|to) (?:mrs|mr|ms|miss|dr|the|my|his|her|their|him)\b/;
// How it should sound, in the request: "polite", "not too formal", "chill", "kindly… humble".
const FORMAL = /\b(?:polite|politely|formal|respect|respectful|humble|professional|proper)\b/;
const CASUAL = /\b(?:not (?:too |so )?formal|chill|casual|relaxed|simple|how we talk|not dramatic)\b/;
const SHORT = /\b(?:short|shorter|not (?:too )?long|brief|quick|one line|on (?:the |her |his |their )?phone)\b/;
const TITLED = /^(?:Mrs|Mr|Ms|Miss|Dr|Professor|Prof)\b/;

/** A titled name from the last few messages for "him" or "her": "Mrs. Chen" for "a message I can send to her". */
function titledName(s: Session, them: TalkPlan['them']): string | null {
  const titles = them === 'her' ? 'Mrs|Ms|Miss' : them === 'him' ? 'Mr' : null;
  if (!titles) return null;
  const pattern = new RegExp(String.raw`\b(${titles})\.? (\p{Lu}[\p{L}'-]+)`, 'gu');
  for (const message of [...s.earlierRaw, s.lastRaw].reverse()) {
    const found = [...message.matchAll(pattern)].at(-1);
    if (found) return `${found[1]} ${found[2]}`;
  }
  const remembered = [...s.state.memory.people].reverse().find((p) => p.name && new RegExp(String.raw`^(?:${titles})\b`).test(p.name));
  return remembered?.name ?? null;
}

// Someone whose "he" or "she" a role does not say: a friend may be either.
const EITHER_ROLES = /^(?:friend|best friend|bestfriend|bestie|flatmate|roommate|cousin|neighbou?r|colleague|coworker)$/;

/** The one named person "her" or "him" can be, by name; null when none or more than one. */
function onlyOne(s: Session, pronoun: 'her' | 'him'): string | null {
  // "her name is carla" a few messages back.
  for (const message of [s.lastRaw, ...[...s.earlierRaw].reverse()]) {
    const given = NAME_GIVEN.exec(message.toLowerCase());
    if (given?.[2] && given[1]?.toLowerCase() === (pronoun === 'her' ? 'her' : 'his')) return capitalize(given[2].toLowerCase());
  }
  const roles = pronoun === 'her' ? SHE_ROLES : HE_ROLES;
  const fits = s.state.memory.people.filter((p) => p.name && !p.lost && (!p.role || roles.test(p.role) || EITHER_ROLES.test(p.role)));
  const named = fits.length === 1 ? fits[0]?.name : undefined;
  return named && !TITLED.test(named) ? capitalize(named) : (named ?? null);
}

/** The reminder's subject: "the chapter draft I sent on 2 May", or null when nothing sent was told. */
function sentThing(s: Session): string | null {
  for (const message of [s.lastRaw, ...[...s.earlierRaw].reverse()]) {
    const found = SENT.exec(message);
    if (found?.[1] && found[2]) return `${found[1].replace(/^(?:my|a|an|our) /i, 'the ').toLowerCase()} I sent ${found[2]}`;
  }
  return null;
}

// Said as whom the message is to: "an email to my supervisor Dr Hollis", "a note for Mrs Collins".
const TITLED_NAME = /\b(?:to|for) (?:my |our |the |his |her )?(?:[a-z]+ )?(Mrs|Mr|Ms|Miss|Dr|Professor|Prof)\.? (\p{Lu}[\p{L}'-]+)/u;

// "to the recruiter, Helen,", "to my cousin Dev explaining…": the name said beside the role.
const BESIDE_NAME = /\b(?:to|for) (?:the|my|our) [a-z]+(?: [a-z]+)?,? (\p{Lu}[\p{L}'-]+)(?=[,.\s]|$)/u;

// What their note was about, said more closely when the person's latest words say it: the dog howling, the parking.
const NUISANCE: readonly [RegExp, string][] = [
  [/\bhowl/, 'the howling'],
  [/\bbark/, 'the barking'],
  [/\b(?:smell|smells|smelly|stink)/, 'the smell'],
  [/\b(?:bins?|rubbish|mess)\b/, 'the mess'],
  [/\b(?:park|parking|parked)\b/, 'the parking'],
];
const THEIR_THING = /\b(note|letter|email|message|text|card)\b/;

type TheirNote = { thing: string; about: string | null };

/** The note or complaint of theirs the message answers (told at any time), and what it was about; null when none was told. */
function theirNote(s: Session): TheirNote | null {
  if (!s.state.told.includes('note')) return null;
  const recent = [...s.earlierRaw, s.lastRaw].join(' ').toLowerCase();
  const noise = s.state.told.includes('noise') ? 'the noise' : null;
  const about = NUISANCE.find(([pattern]) => pattern.test(recent))?.[1] ?? noise;
  // Their letter, not the note the request asks for: read in the messages before it.
  const thing = THEIR_THING.exec(s.earlierRaw.join(' ').toLowerCase())?.[1];
  return { thing: `your ${thing ?? 'note'}`, about };
}

/** What the message is for, read from the request, the lines it must say, and the message before. */
function purposeOf(lower: string, previous: string, lines: readonly string[]): Purpose {
  if (REMINDER.test(lower)) return 'reminder';
  if (lines.some((line) => DENIAL.test(line))) return 'deny';
  if (lines.some((line) => line.startsWith('Just confirming'))) return 'confirm';
  if (lines.length > 0 && lines.every((line) => WARM.test(line))) return 'warm';
  if (DUE_AT_WORK.test(lower) || (lines.length === 0 && DUE_AT_WORK.test(previous))) return 'absence';
  if (lines.length === 0 && TALK_WEIGHED.test(previous)) return 'meet';
  return 'plain';
}

/** The lines a message is framed with, around what the person asked it to say; a shorter or plainer version drops them. */
const FRAME = {
  wellWish: "I hope you're well.",
  feedback: "Whenever you have a moment, I'd be grateful for your feedback.",
  reply: "Whenever you have a moment, I'd be grateful for a reply.",
  thanks: 'Thank you.',
  sorryDeny: "Thank you for letting me know, and I'm so sorry this has happened.",
  care: "I always take great care with your things, and I'm happy to talk about it whenever suits you.",
  noRush: "No need to reply straight away; I just wanted you to know I'm thinking of you.",
  eitherWay: 'Could you let me know either way? Thank you!',
  updated: "I'll keep you updated and let you know as soon as I'm back.",
  advice: "There's something I'd really value your advice on.",
  onIt: "I'm working on it, and I wanted you to know I'm taking it seriously.",
  onItWe: "We're working on it, and we wanted you to know we're taking it seriously.",
  gift: 'Here is a little something to say sorry.',
  knock: 'If it is bad on a particular day, please do knock or let me know.',
  kindness: 'Thank you for being so kind',
  warmThanks: 'Thank you, I really appreciate it.',
  forFamily: 'That would make it work for my family.',
} as const;
// A message to whoever made the offer, or about its terms.
const ABOUT_THE_OFFER = /\b(?:recruiter|hr|hiring manager|talent|the offer|remote|hybrid|salary|start date|relocation)\b/;
// "a note I can put through her door with some biscuits": a small gift goes with it.
const GIFT = /\bwith (?:some |a (?:few |box of |bottle of )?)?(?:biscuits|cake|cookies|flowers|chocolates?|wine|treats|brownies)\b/;
const FRAME_LINES: ReadonlySet<string> = new Set(Object.values(FRAME));

/** The message's sentences, the greeting on the first, for what it is for and how it should sound. */
function messageLines(
  s: Session,
  lower: string,
  to: string | null,
  purpose: Purpose,
  content: readonly string[],
  written: boolean,
  note: TheirNote | null,
): string[] {
  const formal = FORMAL.test(lower) && !CASUAL.test(lower);
  const short = SHORT.test(lower);
  const body: string[] = [];
  if (purpose === 'reminder') {
    const thing = sentThing(s);
    if (!short || formal) body.push(FRAME.wellWish);
    body.push(thing ? `I'm just following up on ${thing}.` : "I'm just following up on my last message.");
    const feedback = /\bfeedback\b/.test(`${lower} ${s.previousText} ${s.earlierRaw.join(' ').toLowerCase()}`);
    body.push(...content, feedback ? FRAME.feedback : FRAME.reply);
    body.push(FRAME.thanks);
  } else if (purpose === 'deny') {
    body.push(FRAME.sorryDeny, ...content.map((line) => line.replace(DENIAL, (m) => `I want to be honest with you: ${m}`)));
    if (!short) body.push(FRAME.care);
  } else if (purpose === 'warm') {
    body.push(...content);
    if (!short) body.push(FRAME.noRush);
  } else if (purpose === 'confirm') {
    body.push(...content, FRAME.eitherWay);
  } else if (purpose === 'absence') {
    const due = DUE_AT_WORK.exec(lower) ?? DUE_AT_WORK.exec(s.previousText);
    const time = TIME_IN.exec(due?.[1] ?? '');
    const when = time?.[1] ? `${time[1]}${time[2] ? ` at ${time[2]}` : ''}` : null;
    body.push(
      `I'm really sorry for the short notice, but I won't be able to make it in${when ? ` on ${tidy(when, false)}` : ''}.`,
      ...content,
      FRAME.updated,
    );
  } else if (purpose === 'answer') {
    const we = /\b(?:we|our|us)\b/.test(s.earlierRaw.join(' ').toLowerCase());
    body.push(`Thank you for ${note?.thing ?? 'letting me know'}, and I'm sorry about ${note?.about ?? 'the trouble it has caused'}.`);
    // Only what can be kept: working on it, never that it will stop by a date.
    body.push(we ? FRAME.onItWe : FRAME.onIt);
    if (GIFT.test(lower)) body.push(FRAME.gift);
    if (!short) body.push(FRAME.knock);
  } else if (purpose === 'meet') {
    // About the child the talk is for, when one was named ("Daniel"): a teacher or a coach knows whom it is about.
    const child = [...s.state.memory.people].reverse().find((p) => p.young && p.name && !p.lost)?.name;
    body.push(`Could we find a few minutes to talk${child ? ` about ${child}` : ''}, in person or by phone?`, FRAME.advice, FRAME.thanks);
  } else {
    // "an email to the recruiter… asking for 3 days remote instead", the offer told before: thanks for it, and why it is asked.
    const offer = ABOUT_THE_OFFER.test(lower) ? offerFrame(s) : null;
    if (offer) {
      const asked = offer.family ? content.map((line) => (line === ASK_CLOSE ? FRAME.forFamily : line)) : content;
      body.push(offer.thanks, ...asked);
      if (offer.due) body.push(offer.due);
    } else body.push(...content);
    if (formal || body.includes(ASK_CLOSE) || content.includes(MEET_CLOSE)) body.push(FRAME.thanks);
  }
  const first = body[0] ?? '';
  const lowerFirst = /^I\b/.test(first) ? first : first.charAt(0).toLowerCase() + first.slice(1);
  if (!written) body[0] = to ? `${to}, ${lowerFirst}` : first;
  else body[0] = `${to ? `Hi ${to}` : 'Hi'}, ${lowerFirst}`;
  return body;
}

/** The draft a request asks for, or null when it holds nothing of what to say. */
function draftIn(s: Session, raw: string): Draft | null {
  const lower = raw.toLowerCase().replace(/\s+/g, ' ');
  // "what do i say to my boss, im meant to be at the warehouse monday 6am": a shift to miss is a message to write too.
  if (!DRAFT_ASKED.test(lower) && !(WHAT_TO_SAY.test(lower) && DUE_AT_WORK.test(lower))) return null;
  const plan = talkPlanIn(lower, raw, s.previousText, s.state.memory, s.earlierRaw.join(' ').toLowerCase());
  const them = plan?.them ?? null;
  // "him" or "her" with a titled name told ("Mrs. Chen"): that name.
  const pronoun = plan?.to === 'him' || plan?.to === 'her';
  // No one named in the request ("…that i miss her", "I want to say I'm sorry she was hurt"): "her" or "she" is the one it
  // is for, by name when the conversation named one person it can be.
  const pronounSaid = /\b(?:miss|tell|thank|congratulate) (her|him)\b|\b(she|he)\b/.exec(lower);
  const said = plan ? null : ((pronounSaid?.[1] ?? { she: 'her', he: 'him' }[pronounSaid?.[2] ?? '']) as 'her' | 'him' | undefined);
  const inferred = said ? onlyOne(s, said) : null;
  // Someone named whose "he" or "she" is not known yet is whichever the request says ("a reply to shona… i might need her to…").
  // "to my cousin Dev… visit her together": with the one it is to named beside the role, "her" is someone else.
  const besideName = BESIDE_NAME.exec(raw)?.[1];
  const beside = besideName && !NOT_NAMES.has(besideName.toLowerCase()) ? besideName : null;
  const named = plan && them === 'them' && !beside ? (/\b(her|him)\b/.exec(lower)?.[1] as 'her' | 'him' | undefined) : undefined;
  const byName = plan?.to && !/^(?:your|the|them)\b/.test(plan.to) ? plan.to : null;
  // "an email to my supervisor Dr Hollis": the titled name said with the role.
  const titledHere = TITLED_NAME.exec(raw);
  // "my cousin" with "her name is lorna" told before: Lorna.
  // "an email to the recruiter, Helen, asking…": the name said beside the role.
  const toSaid =
    (pronoun && them ? titledName(s, them) : (byName ?? inferred ?? (named ? onlyOne(s, named) : null))) ??
    (titledHere ? `${titledHere[1]} ${titledHere[2]}` : beside);
  const asked = contentLines(lower, plan ? (named ?? them) : (said ?? null));
  // Nothing to say in the request but an offer in mind, here or just before: the offer is what it says.
  const offer = asked.length === 0 ? offerLine(`${lower} ${s.previousText}`, plan ? (named ?? them) : null) : null;
  // "The posters I could probably hand back… saying I can't do them": "them" is the posters.
  const things = /\b(?:the|those|these) ([a-z]+s)\b/.exec(lower)?.[1];
  const content = (offer ? [offer] : asked).map((line) => (things ? line.replace(/\b(do|make|run|cover) them\b/, `$1 the ${things}`) : line));
  // "…I am worried about the gas fire… Could you write an email to Graham explaining why I think we need to act sooner?": the
  // worry told in the same message is the why, in the person's own words.
  const why = EXPLAIN_WHY.test(lower) ? WORRY_TOLD.exec(raw.slice(0, 1_000))?.[1]?.trim() : undefined;
  if (why && content.length > 0 && why.split(/\s+/).length <= MAX_WHY_WORDS) content.unshift(`I'm worried about ${why}.`);
  const told = purposeOf(lower, s.previousText, content);
  // Nothing to say in the request, but a note or a complaint of theirs told before: the message answers it, to the one
  // "her door" can only be ("Mrs Okafor").
  const pronounOf = /\b(her|him)\b/.exec(lower)?.[1] as 'her' | 'him' | undefined;
  const theirs = content.length === 0 && told === 'plain' ? theirNote(s) : null;
  const to = toSaid ?? (theirs && pronounOf ? (titledName(s, pronounOf) ?? onlyOne(s, pronounOf)) : null);
  const purpose = theirs && to !== null ? 'answer' : told;
  if (content.length === 0 && !['reminder', 'absence', 'meet', 'answer'].includes(purpose)) return null;
  const written = asksWritten(lower);
  // "talk to Dad first": a name or a word the person wrote with a capital keeps it.
  const lines = messageLines(s, lower, to, purpose, content, written, theirs);
  withCapitals(lines, raw);
  return { to, written, purpose, lines };
}

const HOW: Readonly<Record<Purpose, string>> = {
  reminder: 'A short, friendly follow-up like this is normal and is rarely taken as pushy.',
  deny: 'It stays kind, says the one thing clearly, and blames no one.',
  warm: 'It keeps the focus on them, with one line of what you feel.',
  absence: "Saying it early and plainly, with when you'll be back, is what most managers want to hear.",
  answer: 'It thanks them, says sorry without excuses, and promises only what you can keep.',
  meet: 'Asking for a short talk, rather than setting it all out in writing, keeps it friendly and leaves room for their view.',
  confirm: 'Friendly and practical, with a clear ask, so it reads as organised rather than needy.',
  plain: 'It says what you asked it to, plainly.',
};

/** The message asked for, as a reply: the draft in quotes, a line on why it works, and a question back. */
export function answerMessageDraft(s: Session, raw: string): Turn | null {
  const draft = draftIn(s, raw);
  if (!draft) return null;
  const key = `draft:${draft.to ?? ''}:${draft.purpose}:${draft.lines.length}`;
  if (s.state.answered.includes(key)) return null;
  s.state.answered = [...s.state.answered, key].slice(-40);
  s.state.lastScript = draft.lines;
  s.state.lastWords = [draft.lines.join(' ')];
  const to = draft.to ? ` to ${draft.to}` : '';
  const lead = draft.written ? `Here's a message you could send${to}:` : `Here's what you could say${to}:`;
  const parts = [lead, `"${draft.lines.join(' ')}"`, `${HOW[draft.purpose]} Change any word so it sounds like you.`];
  parts.push(s.pick(['Would you change anything before you send it?', 'Does that sound like you?', 'Is there anything you would add?']));
  return { kind: 'reply', parts, carry: parts, content: true };
}

// "Maybe add that I am sad about her mother's vase", "start with thanking him for the opportunity", "also say I'm free Friday".
const ADD_ASKED = new RegExp(
  String.raw`\b(?:add|put in|include|mention|also say|say also)(?: (?:a line|a bit|something))?(?: (?:saying|about how|that))? ` +
    String.raw`((?:i|i'm|im|i've|we|thank|thanks|sorry|congrats)\b[^.?!]*)`,
);
const START_ASKED = /\bstart (?:with|by) (thanking (?:him|her|them)(?: for [^.?!,]+)?|saying [^.?!]+)/;

/** Who the message just given was to, read from its greeting: "her" for "Hi Mrs Whitfield", else the plan's pronoun. */
function themOfScript(s: Session, raw: string): TalkPlan['them'] | null {
  const first = s.state.lastScript[0] ?? '';
  if (/^Hi (?:Mrs|Ms|Miss)\b/.test(first)) return 'her';
  if (/^Hi Mr\b/.test(first)) return 'him';
  const said = /\b(him|her|them)\b/.exec(raw.toLowerCase())?.[1];
  return (said as TalkPlan['them'] | undefined) ?? null;
}

// How the message just given should change: plainer, less sorry, more respectful, shorter.
const PLAINER = new RegExp(
  String.raw`\b(?:simple|simpler|plainer|gushing|too gushy|casual|less formal|not so formal|too formal|how we talk|how i talk|` +
    String.raw`more like me|more normal|bank|robot|stiff)\b`,
);
const LESS_SORRY = /\b(?:grovel\w*|begging|beggy|less sorry|less apologetic|too apologetic|too many sorr(?:y|ies)|more confident)\b/;
const MORE_RESPECT = /\b(?:more humble|humbler|more polite|more respectful|more formal|more respect)\b/;
const SHORTEN = /\b(?:shorter|too long|shorten|less words)\b/;
// "Maybe little bit more warm, because she was really kind with Kacper": a line of thanks added.
const WARMER_ASKED = /\b(?:warmer|more warm|bit warm|friendlier|more friendly|kinder|more kind|less cold|too cold)\b/;
const GREETING = /^((?:Hi|Hey|Dear)(?: [^,]+)?|\p{Lu}[\p{L}'-]+(?: \p{Lu}[\p{L}'-]+)?), (.+)$/u;
// Sorry said on the way to the point, which a less sorry version goes straight to.
const SORRY_LEAD: readonly [RegExp, string][] = [
  [/^I'm really sorry for the short notice, but I won't/, "Just letting you know I won't"],
  [/^I'm so sorry, but I can't/, "I can't"],
  [/^Thank you for letting me know, and I'm so sorry this has happened\.$/, 'Thank you for letting me know.'],
];

/** The message's lines changed as asked, the greeting kept; null when the change would leave it as it was. */
function reworked(script: readonly string[], lower: string, child: string | null = null): string[] | null {
  const greeting = GREETING.exec(script[0] ?? '');
  const body = [greeting ? capitalize(greeting[2] ?? '') : (script[0] ?? ''), ...script.slice(1)];
  let lines = [...body];
  if (LESS_SORRY.test(lower)) lines = lines.map((line) => SORRY_LEAD.reduce((out, [from, to]) => out.replace(from, to), line));
  if (PLAINER.test(lower) || SHORTEN.test(lower)) {
    const kept = lines.filter((line) => !FRAME_LINES.has(line));
    if (kept.length > 0) lines = kept;
  }
  // Warmer and shorter at once ("make it warmer and a little shorter"): warmer by its greeting, never by a line more.
  if (WARMER_ASKED.test(lower) && !SHORTEN.test(lower) && !lines.some((line) => line.startsWith(FRAME.kindness.slice(0, 20)))) {
    // Kind to a child named ("she was really kind with Kacper this year"): thanked for that.
    const kindTo = child && new RegExp(String.raw`\b${child.toLowerCase()}\b`).test(lower) ? child : null;
    lines.splice(Math.max(1, lines.length - (lines.at(-1) === FRAME.thanks ? 1 : 0)), 0, kindTo ? `${FRAME.kindness} to ${kindTo}.` : FRAME.warmThanks);
  }
  if (MORE_RESPECT.test(lower)) {
    if (!lines.includes(FRAME.wellWish)) lines.unshift(FRAME.wellWish);
    if (!lines.includes(FRAME.thanks)) lines.push('Thank you very much.');
  }
  // As plain as it gets already, asked more casual: said as a friend would text it.
  if (lines.join(' ') === body.join(' ') && PLAINER.test(lower)) {
    lines = lines.map((line) => line.replace(/^I'm (?:really|so) sorry, but /, 'Sorry, ').replace(/^Thank you\.$/, 'Thanks!'));
  }
  // "Hi Dr Hollis" stays "Hi": a doctor or a professor is not greeted with "Hey".
  const casual = PLAINER.test(lower) && /^(?:Hi|Dear)\b(?! (?:Dr|Professor|Prof)\b)/.test(greeting?.[1] ?? '');
  const hello = casual ? (greeting?.[1] ?? '').replace(/^(?:Hi|Dear)\b/, 'Hey') : greeting?.[1];
  const first = lines[0] ?? '';
  if (hello) lines[0] = `${hello}, ${/^I\b/.test(first) ? first : first.charAt(0).toLowerCase() + first.slice(1)}`;
  // Nothing changed, not even the greeting: null, and the caller says it is as plain as it gets.
  return lines.join(' ') === script.join(' ') ? null : lines;
}

// The leads of words written to send or say, and of their first lines given on their own (words-to-say.ts).
const WORDS_LEAD = new RegExp(String.raw`${WORDS_GIVEN.source}|^The first lines can be`);

/** The message just given with a line added where the person asked, or changed as asked; null when no message was just given. */
export function answerDraftEdit(s: Session, raw: string): Turn | null {
  const script = s.state.lastScript;
  const first = script[0] ?? '';
  // Just given: the last reply held its lines (the first lines only, when those were asked for).
  if (script.length === 0 || !script.some((line) => (s.state.recent.at(-1) ?? '').includes(line.replace(/^[\p{Lu}][\p{L}'-]+, /u, '')))) return null;
  // Only words written to send or say, as their lead says: not an answer that merely held a quote.
  if (!WORDS_LEAD.test(s.state.recent.at(-1) ?? '')) return null;
  const lower = raw.toLowerCase().replace(/\s+/g, ' ');
  const editing = ADD_ASKED.test(lower) || START_ASKED.test(lower);
  // Words to say are reworded as before (reword-words.ts); a message written here is changed here.
  const drafted = /^(?:Here's (?:a message you could send|what you could say)|Here it is)/.test(s.state.recent.at(-1) ?? '');
  if (!editing && !drafted) return null;
  // "I might change 'I value our friendship'… it sounds more like me" tells what they will do: only a request reworks it,
  // or a warmer version wished for ("Maybe little bit more warm").
  if (!editing && !s.asked && !WARMER_ASKED.test(lower)) return null;
  const child = [...s.state.memory.people].reverse().find((p) => p.young && p.name && !p.lost)?.name ?? null;
  const changed = editing ? null : reworked(script, lower, child);
  // Asked plainer or shorter when it is as plain as it gets: said so, with the way to make it theirs.
  // Asked only shorter, words of more than one sentence are cut elsewhere to the line that carries them (situation-reply.ts).
  const oneSentence = script.join(' ').split(/(?<=[.?!])\s+/).length <= 1;
  if (!editing && !changed && (PLAINER.test(lower) || (SHORTEN.test(lower) && oneSentence))) {
    const parts = [
      `That one is about as short and plain as it gets: "${script.join(' ')}"`,
      'Say it in your own words, or your own language, anywhere you like; it will sound more like you, and that matters more than getting it perfect.',
    ];
    return { kind: 'reply', parts, carry: parts, content: true };
  }
  if (changed) {
    s.state.lastScript = changed;
    s.state.lastWords = [changed.join(' ')];
    const parts = ['Here it is again, changed that way:', `"${changed.join(' ')}"`, 'Change any word so it sounds like you.'];
    return { kind: 'reply', parts, carry: parts, content: true };
  }
  const them = themOfScript(s, raw);
  const start = START_ASKED.exec(lower)?.[1];
  const added = start ? null : ADD_ASKED.exec(lower)?.[1];
  const part = (start ?? added ?? '').replace(CONTENT_END, '').replace(/^thanking (?:him|her|them)/, 'thank you').replace(/^saying /, '');
  const line = part ? lineOf(part, them) : null;
  if (!line || script.some((one) => one.toLowerCase().includes(line.toLowerCase().replace(/[.!]$/, '')))) return null;
  const greeting = /^((?:Hi|Dear)(?: [\p{L}'. -]+?)?|[\p{Lu}][\p{L}'-]+), /u.exec(first)?.[1];
  const lines = [...script];
  if (start && greeting) {
    const rest = first.slice(greeting.length + 2);
    lines.splice(0, 1, `${greeting}, ${line.charAt(0).toLowerCase()}${line.slice(1)}`, rest.charAt(0).toUpperCase() + rest.slice(1));
  } else if (start) lines.unshift(line);
  else lines.splice(Math.max(1, lines.length - 1), 0, line);
  s.state.lastScript = lines;
  s.state.lastWords = [lines.join(' ')];
  const parts = [start ? "Here it is, starting that way:" : "Here it is with that added:", `"${lines.join(' ')}"`, 'Change any word so it sounds like you.'];
  return { kind: 'reply', parts, carry: parts, content: true };
}


/** Names said back with the capitals the person gave them ("Tomi"), wherever the message lower-cased them. */
function withCapitals(lines: string[], raw: string): void {
  const capitals = new Map<string, string>();
  for (const m of raw.matchAll(/(?<=\S\s+)(\p{Lu}[\p{Ll}'-]+)/gu)) if (m[1] && m[1] !== 'I') capitals.set(m[1].toLowerCase(), m[1]);
  lines.forEach((line, i) => {
    lines[i] = line.replace(/\b\p{Ll}[\p{Ll}'-]+\b/gu, (w) => capitals.get(w) ?? w);
  });
}

// "I want to ask her what time to pick up and say thank you": the lead-ins of what the message is to say.
const SAY_LEAD = new RegExp(
  String.raw`^(?:i (?:just )?(?:want|wanna|need|would like|'d like) to (?:say|tell (?:her|him|them))(?: that)?|` +
    String.raw`just|that|say|tell (?:her|him|them)(?: that)?|mainly|basically)\s+`,
);
const ASK_LEAD = /^(?:i (?:just )?(?:want|wanna|need|would like|'d like) to )?ask (?:her|him|them )?(?:if|whether) (.+)$/;

/**
 * What the message is to say, told just after the coach asked for it ("that i'm grateful she invited tomi and ask if she
 * has a number for the night"): the message to the one it is for. Null when it does not read as lines of a message.
 */
export function answerDraftContent(s: Session, raw: string): Turn | null {
  const key = s.state.answered.find((one) => one.startsWith(`${CONTENT_ASKED}:`));
  const last = s.state.recent.at(-1) ?? '';
  if (!key || !/^(?:Happy to help with the message to|Let's write it together)/.test(last)) return null;
  const [, , to = '', them = 'them'] = key.split(':');
  const lines: string[] = [];
  for (const sentence of raw.toLowerCase().split(/(?<=[.?!])\s+|,? and (?=(?:ask|say|tell|that|i)\b)/)) {
    const clause = sentence.replace(/[.?!]+$/, '').trim().replace(SAY_LEAD, '');
    if (!clause) continue;
    const asked = ASK_LEAD.exec(clause)?.[1];
    // "ask if she can call me if tomi wakes up" is "Could you call me if Tomi wakes up?"
    const can = asked ? /^(?:she|he|they) (?:can|could|would|will) (.+)$/.exec(asked)?.[1] : undefined;
    const question = can ? `Could you ${can}?` : asked ? `Could you let me know if ${toYou(asked, them as TalkPlan['them'])}?` : null;
    const line = question ?? lineOf(clause, them as TalkPlan['them']);
    // "she" left in a question to her is her, unconverted: no line to send.
    const unconverted = them === 'her' ? /\bshe\b/ : them === 'him' ? /\bhe\b/ : /\bthey\b/;
    if (!line || (asked && unconverted.test(line))) return null;
    lines.push(line);
  }
  if (lines.length === 0) return null;
  withCapitals(lines, raw);
  const first = lines[0] ?? '';
  lines[0] = `Hi${to ? ` ${to}` : ''}, ${/^I\b/.test(first) ? first : first.charAt(0).toLowerCase() + first.slice(1)}`;
  s.state.lastScript = lines;
  s.state.lastWords = [lines.join(' ')];
  const parts = [`Here's a message you could send${to ? ` to ${to}` : ''}:`, `"${lines.join(' ')}"`, 'Change any word so it sounds like you.'];
  return { kind: 'reply', parts, carry: parts, content: true };
}
