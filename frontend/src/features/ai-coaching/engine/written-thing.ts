/**
 * A written thing asked for by its kind, built from what the conversation holds rather than met with openers: a list to
 * read at a doctor's appointment ("a small list to read from my phone, so I don't forget"), a packing checklist ("a
 * checklist thing for packing"), a public reply to a review, a card or sign for an occasion ("a small card for the
 * tables, like for the Italian day"). What the person told (the stomach, four months, the charger left behind, Linda,
 * the chipped order) fills its place; what they did not is left as a plain prompt in brackets, never made up.
 */
import type { Turn } from './compose-reply';
import type { Session } from './session';
import { itemsIn } from './list-reply';
import { capitalize } from './text';
import { answerFaqWords, currentSituation } from './situation-reply';

export type WrittenKind = 'appointment-list' | 'packing-list' | 'meeting-points' | 'review-reply' | 'card';

// "write me a short list", "help me make a checklist thing", "could you write a short public reply", "a small card for".
const WRITE_VERB = String.raw`(?:write|make|draft|give|do|put together|draw up|help (?:me )?(?:with|write|make|do)|need|want)`;
const THING_ASKED = new RegExp(
  String.raw`\b${WRITE_VERB}(?: me| us)? (?:up )?(?:a |an |some kind of |my |the |some |one )?(?:\w+ ){0,3}?` +
    String.raw`(list|checklist|check list|points|card|sign|notice|poster|reply|response|answer)\b`,
);
const DOCTOR = /\b(?:doctor|doctors|gp|dr|nurse|appointment|consultant|surgery|clinic|hospital|specialist|physio|physiotherapist)\b/;
// "what should i tell the physio exactly", "booked the physio for thursday. what do I tell her?": what to say there.
const TELL_THE_DOCTOR = new RegExp(
  String.raw`\bwhat (?:should|do|can|could|shall) i (?:(?:tell|say to|ask|bring up with|mention to) ` +
    String.raw`(?:the|my) (doctor|gp|nurse|consultant|specialist|physio|physiotherapist|surgeon)|(?:tell|say to|mention to) (him|her|them))\b`,
);
const FOR_DOCTOR = new RegExp(String.raw`\b(?:for|at|to|with|in) (?:the |my |a )?${DOCTOR.source.slice(2)}`);
const MEETING = /\b(?:meeting|meet (?:the|his|her|my)|catch-up|catch up|parents'? evening|talk with (?:the|his|her) teacher|the teacher)\b/;
const PACKING = /\b(?:pack|packing|bag|take with|bring with|to take|to bring)\b/;
const REVIEW = /\b(?:review|reviews|rating|one-star|1-star|one star|1 star|feedback)\b/;
const PUBLIC = /\b(?:public|publicly|reply to (?:it|the review|her review|his review|their review))\b/;
const OCCASION = /\bfor (?:the |our |a )?(?:tables?|door|wall|fridge|noticeboard|notice board)\b|\b(?:day|night|week|menu|party|evening|lunch)\b/;
// Asked again a little warmer ("Can it be a bit warmer?"): the warm version, which was written alongside.
const WARMER = /\b(?:warmer|more warm|friendlier|more friendly|less formal|less stiff|more human|more me|like a bank)\b/;

/** The kind of written thing a request asks for, read from the request and, where it names little, the conversation. */
export function writtenKindOf(lower: string, heard: readonly string[]): WrittenKind | null {
  const told = TELL_THE_DOCTOR.exec(lower);
  if (told && (told[1] || DOCTOR.test(lower))) return 'appointment-list';
  const m = THING_ASKED.exec(lower);
  if (!m) return null;
  const thing = m[1]!;
  const talked = heard.join(' ');
  // "a list of points to bring to the meeting", "few points I can read in the meeting": what to say there.
  if (/list|points/.test(thing) && MEETING.test(lower) && !DOCTOR.test(lower)) return 'meeting-points';
  if (thing === 'points') return null;
  if (/list/.test(thing)) {
    if (PACKING.test(lower)) return 'packing-list';
    // "a list for the GP", or "so I don't forget", "to read from my phone" when the talk is of the doctor's: what to say there.
    if (FOR_DOCTOR.test(lower) || (/\b(?:forget|read|remember|phone)\b/.test(lower) && DOCTOR.test(talked))) return 'appointment-list';
    return null;
  }
  if (thing === 'reply' || thing === 'response' || thing === 'answer') {
    return REVIEW.test(lower) || (PUBLIC.test(lower) && REVIEW.test(talked)) ? 'review-reply' : null;
  }
  return OCCASION.test(lower) ? 'card' : null;
}

// Plain words for what a body does, so they can be said to a doctor without searching for them.
const SYMPTOMS: readonly (readonly [RegExp, string])[] = [
  [/^(?:gas|wind|farting|bloating|bloated)$/, 'a lot of wind (gas) and bloating'],
  [/^(?:toilet|diarrhoea|diarrhea|loo|runs)$/, 'I need the toilet urgently, sometimes with diarrhoea'],
  [/^constipat/, 'constipation'],
  [/^(?:heartburn|reflux)$/, 'heartburn or acid reflux'],
  [/^(?:nausea|nauseous|sick|vomit\w*)$/, 'feeling sick'],
  [/^(?:headache|headaches|migraine|migraines)$/, 'headaches'],
  [/^(?:dizzy|dizziness|lightheaded)$/, 'feeling dizzy'],
  [/^(?:tired|tiredness|exhausted|fatigue)$/, 'feeling tired all the time'],
  [/^(?:rash|itch|itchy|itching)$/, 'a rash or itching'],
  [/^(?:cough|coughing)$/, 'a cough'],
  [/^(?:breathless|breathlessness)$/, 'getting out of breath'],
  [/^(?:lump|lumps)$/, 'a lump'],
  [/^(?:blood|bleeding)$/, 'some bleeding'],
  [/^(?:pain|painful|ache|aches|aching|achy|cramps?|hurts?|hurting|sore)$/, 'pain'],
];
const BODY_PARTS = /^(?:stomach|tummy|belly|bowel|bowels|chest|head|back|neck|knee|knees|shoulder|skin|throat|ear|ears|eye|eyes|heart|bladder|hip|foot|feet)$/;
const NUMBER_WORD = /^(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|few|several|couple)$/;
const SPAN_WORD = /^(?:days?|weeks?|months?|years?)$/;
// Where it gets in the way, as it can be said: "it is hard at the office".
const DAILY_LIFE: Readonly<Record<string, string>> = {
  office: 'at the office', work: 'at work', job: 'at work', school: 'at school', college: 'at college', uni: 'at uni', shift: 'on shift',
  meetings: 'in meetings', driving: 'when I drive',
};

/** "four months" from the words heard, the most recent span told. */
function spanHeard(heard: readonly string[]): string | null {
  for (let i = heard.length - 1; i > 0; i--) {
    if (SPAN_WORD.test(heard[i]!) && NUMBER_WORD.test(heard[i - 1]!)) return `${heard[i - 1]} ${heard[i]}`;
  }
  return null;
}

/**
 * Points to read at a meeting about a trouble (a child's teacher, a manager): why you came, what happened, how it affects
 * them, what you ask for and when you will hear back. The one it is about and the trouble, by name where told.
 */
function meetingPoints(s: Session): string[] {
  const child = [...s.state.memory.people].reverse().find((p) => p.young && p.name && !p.lost)?.name ?? null;
  const about = child ?? 'this';
  const situation = currentSituation(s);
  const because = situation ? `, because of ${situation.title}` : '';
  return [
    'Here are points in simple words, to read from your phone or a piece of paper:',
    `1. "Thank you for meeting me. I want to talk about ${about}${because}."`,
    '2. "What has happened: (what you saw or were told, with days if you know them)."',
    `3. "How it is affecting ${child ?? 'things'}: (sleep, mood, not wanting to go in)."`,
    '4. "What I would like: (one or two things). What will you do, and when can we speak again?"',
    'Reading from notes is completely fine; it shows you take it seriously, and it keeps you calm and clear.',
  ];
}

function appointmentList(s: Session): string[] {
  const heard = s.state.heard;
  const part = heard.find((word) => BODY_PARTS.test(word));
  const span = spanHeard(heard);
  const symptoms = [...new Set(heard.flatMap((word) => SYMPTOMS.filter(([pattern]) => pattern.test(word)).map(([, plain]) => plain)))].slice(0, 4);
  const life = heard.map((word) => (Object.hasOwn(DAILY_LIFE, word) ? DAILY_LIFE[word] : undefined)).find(Boolean);
  const problem = part ? `problems with my ${part}` : 'a health problem';
  const who = heard.some((word) => /^physio(?:therapist)?$/.test(word)) ? 'physio' : 'doctor';
  return [
    `Here is a short list in simple words, to read from your phone or show the ${who}:`,
    `1. "I have had ${problem} for ${span ? `about ${span}` : '(how long)'}."`,
    `2. "What happens: ${symptoms.length > 0 ? symptoms.join('; ') : '(each thing your body does, one by one)'}."`,
    '3. "It is worse when: (after eating, in the morning, at night…)."',
    `4. "It affects my day: ${life ? `it is hard ${life}` : '(work, sleep, going out)'}."`,
    '5. "I have tried: (what you tried, even if it did not help)."',
    '6. "My questions: What could be causing this? Do I need any tests? What should I do if it gets worse?"',
    `It is completely fine to read from your phone or hand it to the ${who}; they hear about bodies every day, and plain words are exactly right.`,
  ];
}

// Things people leave behind, and the words to list them by.
const ITEMS: readonly (readonly [RegExp, string])[] = [
  [/^charger$/, 'Phone charger (or keep a spare at each place)'],
  [/^(?:pe|kit|uniform)$/, 'PE kit and uniform for the week'],
  [/^(?:homework|books|coursework|planner)$/, 'School books and homework'],
  [/^(?:laptop|tablet|ipad)$/, 'Laptop or tablet, and its charger'],
  [/^(?:keys?)$/, 'Keys'],
  [/^(?:medicine|medicines|medication|meds|tablets|inhaler)$/, 'Medicines or inhaler'],
  [/^(?:glasses|lenses)$/, 'Glasses or lenses'],
  [/^(?:headphones|earphones|airpods)$/, 'Headphones'],
  [/^(?:passport|tickets?|id)$/, 'Passport, ID and tickets'],
  [/^(?:wallet|purse|card|bus pass)$/, 'Wallet, bank card or bus pass'],
];
const BASICS = ['Phone and charger', 'Keys', 'Medicines, if you take any', 'Clothes for the days you are away', 'Toothbrush'];
const TWO_HOMES = /^(?:mums?|dads?|mum's|dad's|swap|week|weeks|houses?)$/;

function packingList(s: Session): string[] {
  const heard = s.state.heard;
  const told = [...new Set(heard.flatMap((word) => ITEMS.filter(([pattern]) => pattern.test(word)).map(([, item]) => item)))];
  const twoHomes = heard.filter((word) => TWO_HOMES.test(word)).length >= 2;
  const items = [...told, ...BASICS.filter((basic) => !told.some((item) => item.toLowerCase().includes(basic.split(' ')[0]!.toLowerCase())))].slice(0, 6);
  return [
    told.length > 0 ? 'Short one, with the things you told me go missing at the top:' : 'Short one:',
    ...items.map((item, i) => `${i + 1}. ${item}`),
    twoHomes
      ? 'Tip: keep it as a note on your phone and run through it the night before swap day, not five minutes before you leave.'
      : 'Tip: keep it as a note on your phone and run through it the night before, not five minutes before you leave.',
  ];
}

const FAULTS: readonly (readonly [RegExp, string])[] = [
  [/^chipped$/, 'arrived chipped'],
  [/^(?:broken|smashed)$/, 'arrived broken'],
  [/^(?:cracked)$/, 'arrived cracked'],
  [/^(?:damaged)$/, 'arrived damaged'],
  [/^(?:late|delayed)$/, 'arrived late'],
  [/^(?:wrong)$/, "wasn't what you ordered"],
  [/^(?:missing|lost)$/, "didn't arrive in full"],
];
const VISITED = /^(?:restaurant|cafe|café|pub|bar|hotel|salon|meal|dinner|lunch|table|waiter|waitress|stay|room|guesthouse|airbnb)$/;
const REVIEWER_NAMED = /\b(?:buyer|customer|reviewer|client|guest)\b,? (?:called |named |is |was )?([A-Z][a-z]{1,20})\b/;
const REVIEWER_ROLES = /^(?:buyer|customer|client|guest|reviewer)$/;

function reviewReplies(s: Session): { formal: string; warm: string } {
  const heard = s.state.heard;
  const people = s.state.memory.people;
  // "the buyer, Linda from Ohio": the name told beside the reviewer's role.
  const byRole = people.find((p) => p.name && p.role && REVIEWER_ROLES.test(p.role));
  const beside = heard.findIndex((word, i) => REVIEWER_ROLES.test(word) && people.some((p) => p.name?.toLowerCase() === heard[i + 1]));
  const told = [...s.earlierRaw, s.lastRaw].map((raw) => REVIEWER_NAMED.exec(raw)?.[1]).find((found) => found !== undefined);
  const besideName = beside >= 0 ? people.find((p) => p.name?.toLowerCase() === heard[beside + 1])?.name : undefined;
  const name = byRole?.name ?? besideName ?? told ?? null;
  const fault = heard.map((word) => FAULTS.find(([pattern]) => pattern.test(word))?.[1]).find(Boolean);
  const hi = name ? `Hi ${name}, ` : 'Hi, ';
  const oh = name ? `Oh no, ${name}, ` : 'Oh no, ';
  // A meal or a stay is put right by talking; an order by a replacement or a refund.
  if (heard.some((word) => VISITED.test(word))) {
    return {
      formal:
        `${hi}thank you for your feedback, and I'm sorry your visit fell short. That isn't what we want for anyone who comes to us. ` +
        "I'd like to hear more and put it right, so please get in touch with me directly.",
      warm:
        `${oh}I'm so sorry your visit wasn't what it should have been. We really care about every guest, and I'd love the chance to ` +
        'make it up to you; please message me directly and we\'ll sort it out.',
    };
  }
  const what = fault ? `your order ${fault}` : 'your order fell short';
  return {
    formal:
      `${hi}I'm sorry ${what}; that's not the standard I hold my work to. I'm messaging you privately now to put it right with a ` +
      'replacement or a full refund, whichever you prefer. Thank you for letting me know.',
    warm:
      `${oh}I'm so sorry ${what}! That's the opposite of what I want landing on anyone's doorstep. I'm messaging you now so I can ` +
      'make it right, a new one or a refund, your pick. Thanks for telling me, and I hope the next one brings a smile.',
  };
}

// "for the Italian day": the occasion, in the person's words.
const OCCASION_NAMED = /\b(?:for|like for|about) (?:the |our |an? )?([a-z]+(?: [a-z]+)?) (day|night|week|evening|lunch|dinner|party|menu)\b/;
const NOT_AN_OCCASION = /^(?:tables?|whole|next|every|one|this|that|other|same|first|last)$/;

function cardLines(lower: string): string[] | null {
  const m = OCCASION_NAMED.exec(lower);
  const words = m ? m[1]!.split(' ').filter((word) => !NOT_AN_OCCASION.test(word)) : [];
  const what = words.at(-1);
  if (!m || !what) return null;
  const title = `${capitalize(what)} ${capitalize(m[2]!)}`;
  return [
    "Here's a short, friendly card; keep it big, plain and easy to read:",
    `"${title}. Today we're trying something a little different, cooked with care. Have a taste and tell us what you think. ` +
      'If it\'s not for you, just ask: there\'s always a familiar choice too."',
    'Print it large, and leave space at the bottom for a name or a small picture if you like.',
  ];
}

/** "Can it be a bit warmer?" just after a public reply: its warm version, written alongside. */
export function answerWarmerWritten(s: Session, lower: string): Turn | null {
  if (s.state.answered.at(-1) !== 'written:review-reply' || !WARMER.test(lower) || THING_ASKED.test(lower)) return null;
  const { warm } = reviewReplies(s);
  s.state.answered = [...s.state.answered, 'written:review-reply-warm'].slice(-40);
  const parts = ['Warmer, and a bit more like you:', `"${warm}"`, 'Add a line in your own voice if you like; one small joke fits, a paragraph does not.'];
  return { kind: 'reply', parts, carry: parts, content: true };
}

/** The written thing asked for, built from the conversation; null when the request names no kind this can build. */
export function answerWrittenThing(s: Session, raw: string): Turn | null {
  const lower = raw.toLowerCase();
  // Items told with the request ("still to do: licence, GP, pension") are the list: list-reply.ts writes them.
  const kind = itemsIn(raw) ? null : writtenKindOf(lower, s.state.heard);
  if (!kind) return null;
  // "what do i say to my gp?" about low mood or ADHD: the situation's own words for that appointment, not a list of symptoms.
  const own = kind === 'appointment-list' ? answerFaqWords(s, lower) : null;
  if (own) return own;
  let parts: string[] | null;
  if (kind === 'appointment-list') parts = appointmentList(s);
  else if (kind === 'packing-list') parts = packingList(s);
  else if (kind === 'meeting-points') parts = meetingPoints(s);
  else if (kind === 'card') parts = cardLines(lower);
  else {
    const { formal, warm } = reviewReplies(s);
    const line = WARMER.test(lower) ? warm : formal;
    parts = [
      "Here's a short public reply:",
      `"${line}"`,
      'Keep it to three lines, thank them, say what you are doing to put it right, and take the rest to private messages: ' +
        'future buyers read how you answer more than the review itself.',
    ];
    s.state.lastWords = [formal];
  }
  if (!parts) return null;
  s.state.answered = [...s.state.answered, `written:${kind}`].slice(-40);
  return { kind: 'reply', parts, carry: parts, content: true };
}
