/**
 * A list asked for with its items told in the same message ("Can you help me make a list for the rest? Still to do:
 * driving licence, GP, pension, council tax, two store cards, and the vet for our dog Haggis."): those items, one a
 * line, in the person's words, so it is out of their head; never items the coach would have to make up.
 */
import type { Turn } from './compose-reply';
import type { Session } from './session';
import { capitalize, swapPronouns } from './text';

const LIST_ASKED = new RegExp(
  String.raw`\b(?:make|write|put together|give|draw up|do)(?: me| us)? (?:a |an |some kind of |my |the )?` +
    String.raw`(?:short |small |quick |simple |little )?(?:list|checklist|to-?do list)\b`,
  'i',
);
// The items: after "still to do:", "things left:", "i need to:", or a colon after the request.
const ITEMS_AFTER = new RegExp(
  String.raw`(?:to do|left|need to do|need to|to sort|to sort out|to remember|to call|to ring|remaining|still to do|on it|these)` +
    String.raw`\s*:\s*([^?!\n]{6,400})`,
  'i',
);
const MIN_ITEMS = 3;
const MAX_ITEMS = 12;
const MAX_ITEM_WORDS = 8;

/** The items told after a colon, split at commas and a last "and"; null when fewer than three read as items. */
export function itemsIn(raw: string): string[] | null {
  const told = ITEMS_AFTER.exec(raw.slice(0, 1_000))?.[1];
  if (!told) return null;
  const items = told
    .replace(/[.;]\s*$/, '')
    .split(/\s*,\s*(?:and\s+)?|\s+and\s+(?=[^,]*$)/i)
    .map((item) => item.trim().replace(/[.;]+$/, ''))
    .filter(Boolean);
  if (items.length < MIN_ITEMS || items.length > MAX_ITEMS) return null;
  if (items.some((item) => item.split(/\s+/).length > MAX_ITEM_WORDS)) return null;
  return items.map((item) => capitalize(swapPronouns(item)));
}

/** The list asked for, from the items told, with where to start; null when no list is asked or no items are told. */
export function answerListOfItems(s: Session, raw: string): Turn | null {
  if (!LIST_ASKED.test(raw)) return null;
  const items = itemsIn(raw);
  if (!items) return null;
  s.state.answered = [...s.state.answered, 'list-of-items'].slice(-40);
  const parts = [
    "Here's your list, one line each, so it is out of your head:",
    ...items.map((item, i) => `${i + 1}. ${item}.`),
    'Start with the one that takes five minutes, and tick each off as you go; a list that gets shorter is easier to face.',
    s.pick(['Which one could you do today?', 'Which of these feels heaviest to start?']),
  ];
  return { kind: 'reply', parts, carry: parts, content: true };
}

// "a list of questions i should ask my boss before i decide? like about remote days, probation etc": questions to put.
const QUESTIONS_ASKED = new RegExp(
  String.raw`\b(?:list of|list the|list some|some|a few|good|the|what|which) questions ` +
    String.raw`(?:(?:i |we )?(?:should |could |can |to |might )?|(?:should|could|can|do) (?:i|we) )(?:ask|put to|bring)\b`,
  'i',
);
const ABOUT_TOPICS = /\b(?:like|such as|about|e\.?g\.?)\s+(?:about\s+)?([a-z][a-z ,/'-]{2,120}?)(?:,?\s*(?:etc|and so on)\b|[.?!]|$)/i;
// Each thing asked about as a plain question; what is not here is asked about as "What about …?".
const TOPIC_QUESTIONS: readonly (readonly [RegExp, string])[] = [
  [/\b(?:remote|home ?office|from home|wfh|hybrid)\b/, 'How many days a week could I work from home?'],
  [/\b(?:probation|trial period)\b/, 'How long is the probation period, and how will it be judged?'],
  [/\b(?:salary|pay|money|raise|bonus)\b/, 'What would the pay be, and from when?'],
  [/\b(?:relocat\w*|moving|move|flat|housing)\b/, 'Is there any help with moving or relocation costs?'],
  [/\b(?:hours|overtime|on-?call)\b/, 'What hours would I be expected to work, and is there on-call or overtime?'],
  [/\b(?:team|reports?|people)\b/, 'How big is the team, and who would I report to?'],
  [/\b(?:training|support|mentor\w*|coaching)\b/, 'What training or support comes with the new role?'],
  [/\b(?:start|date|when)\b/, 'When would I need to start, and how long do I have to decide?'],
  [/\b(?:holiday|vacation|leave)\b/, 'How much holiday comes with it, and is any booked leave kept?'],
];

/** Questions to put to someone, one a line: the things the person named, then one that always helps; null when none asked. */
export function answerQuestionsToAsk(s: Session, raw: string): Turn | null {
  const text = raw.slice(0, 600);
  if (!QUESTIONS_ASKED.test(text) || s.state.answered.includes('questions-to-ask')) return null;
  const topics = (ABOUT_TOPICS.exec(text)?.[1] ?? '')
    .split(/\s*,\s*|\s+and\s+|\s*\/\s*/)
    .map((topic) => topic.trim().toLowerCase())
    .filter((topic) => topic && topic.split(/\s+/).length <= 4);
  // With nothing named to ask about, the plain questions that work anywhere are given elsewhere.
  if (topics.length === 0) return null;
  const asked = topics.map((topic) => TOPIC_QUESTIONS.find(([pattern]) => pattern.test(topic))?.[1] ?? `What about ${topic}?`);
  // A role on offer gets the question that always helps there; any talk gets "what next".
  const role = /\b(?:boss|job|role|position|offer|manager|promotion|team lead)\b/i.test(`${text} ${s.previousText}`);
  const always = [...(role ? ['What would a good first six months in the role look like to you?'] : []), 'What happens next, and by when?'];
  const questions = [...new Set([...asked, ...always])].slice(0, 6);
  s.state.answered = [...s.state.answered, 'questions-to-ask'].slice(-40);
  const parts = [
    'Here are questions you could take with you, one a line:',
    ...questions.map((question, i) => `${i + 1}. "${question}"`),
    'Write down the answers as you go, or ask for them by email afterwards; it is normal to ask for a day or two to think.',
    s.pick(['Which of these matters most to you?', 'Is there one you would find hard to ask?']),
  ];
  return { kind: 'reply', parts, carry: parts, content: true };
}
