/**
 * A choice between two things the person names ("should I send it back or keep it?", "should I do it
 * Friday after close or Monday morning?") that no written answer covers: the way to weigh it, said with
 * both options in their words, and one question on. Choices with answers of their own (now or later, text
 * or in person, go or skip, say something or let it go) never reach here. One step weighed against not taking
 * it ("Should I swap to marshalling instead?") is weighed the same way, with what the person said they would like.
 */
import type { Turn } from './compose-reply';
import type { Session } from './session';
import { capitalize, gerund, swapPronouns, withoutTitleStops } from './text';
import { WEEKDAYS } from './understanding/entities';
import { HE_ROLES, SHE_ROLES } from './understanding/roles';
import type { Memory } from './memory';
import { ACTION_VERBS } from './understanding/slots';

// "do i tape it back up and leave it at her door or knock and say sorry": a choice asked with "do I" at a sentence's start.
const LEAD = String.raw`(?<=^|[.?!]\s*)do (?:i|we)|should (?:i|we)|shall (?:i|we)|do you think (?:i|we) should|is it better to|` +
  String.raw`would it be better to|would you|` +
  String.raw`(?:i )?(?:can'?t|cannot) decide (?:whether|if) to|whether to|better to`;
// "or is that too much?", "or not", "or something": a doubt or a shrug, not a second option.
// "should i say something or just kind of. let it fade": a filler cut short is no option either.
const NOT_AN_OPTION = new RegExp(
  String.raw`^(?:is|would|will|does|do|am|was|are|could|might|not|no|something|anything|whatever|so|what|should|both|neither|either|` +
    String.raw`(?:kind|sort)(?: of)?$)\b`,
  'i',
);
// A character within one sentence: a number's point ("£37.50") ends none.
const IN_SENTENCE = String.raw`(?:[^?.!]|(?<=\d)\.(?=\d))`;
const CHOICE = new RegExp(
  String.raw`\b(?:${LEAD})(?: just| rather)? (${IN_SENTENCE}{2,80}?),? or (?:should (?:i|we) |do i |just |rather |to )?([^?.!,]{2,80})(?![a-z])`,
  'i',
);
const MAX_OPTION_WORDS = 12;
// The word before someone a step is done to: "to Priya", "tell mum", "ask Dean".
const PERSON_SLOT = new Set('to with tell ask call ring text message email'.split(' '));
const HANGING_END = /(?:\s+(?:the|a|an|and|or|to|of|with|for|my|your|in|on|at))+$/i;
const STATE_VERB = /^(?:do|have|need|want|like|love|know|feel|mean|look|seem|get|hate|miss|deserve|owe|care|think|believe|sound)\b/i;
// Said back as "doing it" when it starts with a verb; a thing or a time ("the pool", "Monday morning") is said as it is.
const DETERMINERS = new Set('the a an my your his her their our this that these those some one two both another'.split(' '));
const PREPOSITIONS = new Set('to with for at from by through via in on into over about'.split(' '));
// Words an option starts with that are no verb to say back as doing it: "different for close nephews", not "differenting".
const ADJECTIVES = 'different same separate equal cheaper bigger smaller other another more less fewer both either half whole first last next second';
const NOT_A_VERB = new Set([...DETERMINERS, ...PREPOSITIONS, ...'it them him me us i you he she they we'.split(' '), ...ADJECTIVES.split(' ')]);
const DAYS: ReadonlySet<string> = new Set(WEEKDAYS);
const CONDITIONS = new Set(['if', 'when', 'once', 'before', 'after', 'unless', 'until']);
const TIME_WORDS = new Set([
  ...WEEKDAYS, 'today', 'tonight', 'tomorrow', 'this', 'next', 'in', 'on', 'at', 'after', 'before', 'now', 'later',
  'weekend', 'weekends', 'morning', 'mornings', 'evening', 'evenings', 'afternoon', 'night', 'lunchtime', 'week', 'month',
]);

function words(text: string): string[] {
  return text.trim().split(/\s+/).filter(Boolean);
}

// A word of manner ("directly", "properly"), not a verb that ends the same way ("reply", "apply", "fly").
// "…or alone", "…or together": with whom, the same step another way, never "aloning".
const ALONE_OR_NOT: ReadonlySet<string> = new Set(['alone', 'together', 'solo']);
const MANNER = /^(?![a-z]*(?:ply|fly)$)[a-z]{4,}ly$/;
// A one-word second option that is a step of its own: "move to leeds or stay", never "moving to stay".
const STAY_OR_NOT: ReadonlySet<string> = new Set('stay quit wait keep accept decline refuse ignore resign rent sell hide relax not'.split(' '));

function startsWithVerb(option: readonly string[]): boolean {
  const first = (option[0] ?? '').toLowerCase();
  // "directly", "properly": a way of doing, never a step said back as "directlying".
  return /^[a-z]+$/.test(first) && !NOT_A_VERB.has(first) && !TIME_WORDS.has(first) && !MANNER.test(first) && !ALONE_OR_NOT.has(first);
}

// A second step joined by "and" ("knock and say sorry") is said back as doing it too: "knocking and saying sorry".
const JOINED_STEPS = new Set(
  [
    'leave say tell ask go come call text send wait see put take give let keep write pay buy make try stay face',
    'apologise apologize explain return bring drop post walk talk speak',
  ].join(' ').split(' '),
);

// A word before the step ("still have a proper chat"): said back before it, "still having a proper chat".
const BEFORE_THE_STEP = /^(?:still|just|also|even|really|actually|rather|maybe)$/i;

/** "send it back" → "sending it back"; "my mum" → "your mum"; weekdays capitalised. */
function saidBack(option: string[]): string {
  const [first = '', ...rest] = option;
  if (BEFORE_THE_STEP.test(first) && rest.length > 0) return `${first.toLowerCase()} ${saidBack(rest)}`;
  const steps = startsWithVerb(option);
  // "start applying now" is "applying now", "keep getting the train" is "carrying on getting the train": never "starting applying".
  const next = rest[0]?.toLowerCase() ?? '';
  if (steps && /ing$/.test(next) && /^(?:start|begin|keep|continue|carry)$/i.test(first)) {
    const lead = /^(?:keep|continue|carry)$/i.test(first) ? 'carrying on ' : '';
    return `${lead}${saidBack(rest)}`;
  }
  const head = steps ? gerund(first.toLowerCase()) : first;
  // "speak him first" in the words of someone writing in a second language: "speaking to him first".
  if (steps && /^(?:speak|talk)$/i.test(first) && /^(?:him|her|them|me|us)$/i.test(rest[0] ?? '')) rest.unshift('to');
  const tail = rest.map((w, i) => (steps && rest[i - 1] === 'and' && JOINED_STEPS.has(w.toLowerCase()) ? gerund(w.toLowerCase()) : w));
  return swapPronouns([head, ...tail].join(' '))
    .split(/\s+/)
    .map((w) => (DAYS.has(w.toLowerCase()) ? capitalize(w.toLowerCase()) : w))
    .join(' ');
}

export interface Choice {
  first: string;
  second: string;
  /** Two times ("Friday after close", "Monday morning"), not two steps. */
  times: boolean;
  /** Two things ("experience or a thing? which is better"), not two steps. */
  things?: boolean;
}

// "fix or sell? just tell me what you would do", "and next year? enter again or skip": two steps asked as a sentence of
// their own, ending the message when there is no question mark.
const BARE_CHOICE = /(?:^|[.?!]\s*)([a-z]+(?: [a-z]+){0,2}) or ([a-z]+(?: [a-z]+){0,2})\s*(?:\?|$)/i;

// "Send him a message or just fix it myself?", "Oven light trick? Or buy a proofing box?": two longer options asked as a sentence
// of their own, or as two questions. Each must start with a verb of doing (or the first be a short thing), since longer
// words before "or" are as often a question of what is ("is possible to be the boss and still be friend? or i must choose").
const TWO_WAYS = /(?:^|[.?!]\s+)([a-z][a-z' ]{1,60}?)(\?\s+|,?\s+)or\s+(?:just |rather |maybe )?([a-z][a-z' ]{1,60}?)\s*(?:\?|$|,? which\b)/i;
const MAX_TWO_WAYS_WORDS = 8;
const MAX_THING_WORDS = 4;
const DOING = new Set([...ACTION_VERBS, ...'fix wait keep sell return stay rent hire borrow lend repair replace report complain'.split(' ')]);
// "sitting with my back to a wall": a step said as doing it, read by its verb ("sitt" → "sit", "wearing" → "wear").
const baseOf = (word: string) => word.toLowerCase().replace(/ing$/, '').replace(/([^aeiou])\1$/, '$1');
const doing = (option: readonly string[]) => {
  const first = (option[0] ?? '').toLowerCase();
  return DOING.has(first) || (first.endsWith('ing') && DOING.has(baseOf(first)));
};

/** Two longer options asked on their own ("…or just fix it myself?"), said back, or null. */
function twoWaysIn(raw: string): Choice | null {
  const m = TWO_WAYS.exec(raw.slice(0, 600));
  if (!m) return null;
  const [first, second] = [words(m[1] ?? ''), words(m[3] ?? '')];
  if (first.length > MAX_TWO_WAYS_WORDS || second.length > MAX_TWO_WAYS_WORDS || !doing(second) || NOT_AN_OPTION.test(second.join(' '))) return null;
  if (doing(first)) return { first: saidBack(first), second: saidBack(second), times: false };
  // "Oven light trick? Or buy a proofing box?": a thing asked on its own, then a step.
  // "Headphones or sitting with my back to a wall, which is better?": a thing and a step, with which one asked after them.
  const asked = m[2]?.startsWith('?') || /,? which\b/i.test(m[0].slice(-8)) || WHICH_BETTER.test(raw.slice((m.index ?? 0) + m[0].length));
  const thing = asked && first.length <= MAX_THING_WORDS && startsWithVerb(first) && !STATE_VERB.test(first[0] ?? '');
  if (!thing || /^(?:is|are|was|can|could|would|will|do|does|did|i|it|he|she|they|we|you|what|how|why|who|when|where)$/i.test(first[0] ?? '')) return null;
  return { first: `the ${first.join(' ').toLowerCase()}`, second: saidBack(second), times: false };
}

/** The two options of a choice the message asks about, said back, or null. */
export function choiceIn(raw: string): Choice | null {
  const bare = BARE_CHOICE.exec(raw.slice(0, 600));
  // "is that good or bad lol" asks a view, with no step in it.
  const asksAView = /^(?:is|are|was|were|am|does|did|has|had|can|could|would|should|will)\b/i.test(bare?.[1] ?? '');
  const bareSteps = bare && !asksAView && startsWithVerb(words(bare[1] ?? '')) && startsWithVerb(words(bare[2] ?? '')) && !NOT_AN_OPTION.test(bare[2] ?? '');
  const found = CHOICE.exec(raw.slice(0, 600));
  // "do i have anxiety or depression", "do i need a new one or not": a question of what is, not two steps.
  const isStep = !found || !/^do (?:i|we)$/i.test(found[0].split(/\s+/).slice(0, 2).join(' ')) || !STATE_VERB.test(found[1] ?? '');
  const m = (isStep ? found : null) ?? (bareSteps ? bare : null);
  if (!m) return betterOf(raw) ?? (bare && !asksAView ? thingsIn(raw, bare) : null) ?? twoWaysIn(raw);
  // "What should I say, sorry or nothing?" asks what; that is not weighing two steps.
  const before = raw.slice(0, m.index).split(/[.?!]/).at(-1) ?? '';
  if (/\b(?:what|how|when|who|where|why|which)\b/i.test(before)) return null;
  // A long second option cut at its last whole word leaves no "the" or "and" hanging at its end.
  const tail = (m[2] ?? '').replace(/\s+(?:now|then|instead|too|either|first)$/i, '').replace(HANGING_END, '');
  // "or like replace the coats": a filler before the second option is not part of it.
  let second = words(tail.replace(/^(?:only|just|like|maybe|perhaps)\s+/i, ''));
  let first = words((m[1] ?? '').replace(/^(?:just|rather)\s+/i, ''));
  if (NOT_AN_OPTION.test(second.join(' ')) || first.length === 0 || second.length === 0) return null;
  if (first.length > MAX_OPTION_WORDS || second.length > MAX_OPTION_WORDS) return null;
  const lead = (second[0] ?? '').toLowerCase();
  // "practise more with the orange or directly with Lola": an adverb starts the same step another way.
  // "say something or just quietly stop inviting her": the adverb goes with a step of its own, said after it.
  const next = (second[1] ?? '').toLowerCase();
  const ownStep = MANNER.test(lead) && second.length >= 3 && startsWithVerb(second.slice(1)) && !PREPOSITIONS.has(next) && !DETERMINERS.has(next);
  if (ownStep) second = [...second.slice(1), second[0] ?? ''];
  const manner = !ownStep && (MANNER.test(lead) || ALONE_OR_NOT.has(lead));
  // "move to canberra or sydney": one word for another place is the same step to it, "moving to sydney", never "sydneying".
  const place =
    /^(?:to|in|at|from|near)$/i.test(first[1] ?? '') && first.length === 3 && !DETERMINERS.has((first[2] ?? '').toLowerCase()) &&
    !/^(?:him|her|them|me|us|you|it)$/i.test(first[2] ?? '');
  // "say something to priya or to dean first", "tell mum or dad first": the same step to another person, never "deaning".
  const slot = (first.at(-2) ?? '').toLowerCase();
  if (second.length === 1 && first.length >= 2 && PERSON_SLOT.has(slot) && !place) {
    second = [...first.slice(0, -1), second[0] ?? ''];
  } else if (place && second.length === 1 && startsWithVerb(first) && !ACTION_VERBS.has(lead) && !STAY_OR_NOT.has(lead)) {
    // Places are names: said back with capitals, "Canberra", as the person would write them on a form.
    first = [...first.slice(0, 2), capitalize(first[2] ?? '')];
    second = [...first.slice(0, 2), capitalize(lead)];
  } else if (CONDITIONS.has(lead) && second.length > 1 && startsWithVerb(first)) {
    // "mention the refusal before they ask, or only if they ask": the same step, on another condition.
    const at = first.findIndex((w, i) => i > 0 && CONDITIONS.has(w.toLowerCase()));
    second = [...(at > 0 ? first.slice(0, at) : first), ...second];
  } else if (!startsWithVerb(second) && startsWithVerb(first) && (PREPOSITIONS.has(lead) || DETERMINERS.has(lead) || manner)) {
    // "send an apology to the whole list or just to Denise", "start with the easy rooms or the hard ones": the second
    // option is the first with its end changed; "go to Priya directly or through Daniel": the same step another way.
    const at = first.findLastIndex((w, i) => i > 0 && w.toLowerCase() === lead);
    // "say it when others are there or alone": the step with what it is done to, "saying it alone".
    const object = /^(?:it|this|that|him|her|them)$/i.test(first[1] ?? '') ? 2 : 1;
    const head = at > 0 ? first.slice(0, at) : first.slice(0, object);
    second = [...head, ...second];
  } else if (!startsWithVerb(second) && startsWithVerb(first)) {
    // "do it friday after close or monday morning": the options are the two times, not a step and a time.
    const at = first.findIndex((w, i) => i > 0 && TIME_WORDS.has(w.toLowerCase()));
    if (at < 0 || !TIME_WORDS.has(lead)) return null;
    // "go in evening… or weekend morning": the times, without the "in" before one of them.
    first = first.slice(/^(?:in|on|at)$/i.test(first[at] ?? '') && at + 1 < first.length ? at + 1 : at);
  }
  const times = TIME_WORDS.has((first[0] ?? '').toLowerCase()) && TIME_WORDS.has((second[0] ?? '').toLowerCase());
  return { first: saidBack(first), second: saidBack(second), times };
}

const PEOPLE = /\b(?:mum|mom|mother|dad|father|parents?|sister|brother|wife|husband|partner|friend|boss|teacher|him|her|them)\b/i;
// "experience or a thing? which is better": two things, with which one asked after them.
// "Kinder Scout or the River Don? Which sounds less silly?": which of them sounds or looks better, too.
const WHICH_BETTER =
  /^\W*(?:which|what)(?: one)?(?: is|'s| would be| do you think is| sounds| looks| seems)? (?:better|best|nicer|less \w+|more \w+)\b|^\W*which one\b/i;

// "Is a sign better or is talking to him better?": two ways, each asked as better.
const BETTER_EACH = /\bis ((?:a |an |the )?[a-z' ]{2,30}?) better,? or (?:is )?((?:a |an |the )?[a-z' ]{2,30}?)(?: better)?\s*\?/i;

/** Two ways asked "is X better or is Y better?", said as they are; null when not asked that way. */
function betterOf(raw: string): Choice | null {
  const m = BETTER_EACH.exec(raw.slice(0, 600));
  const [first, second] = [(m?.[1] ?? '').trim().toLowerCase(), (m?.[2] ?? '').trim().toLowerCase()];
  if (!m || !first || !second || /^(?:it|that|this|he|she|they)$/.test(first)) return null;
  // "talking to him" is a way; "my mum or my dad" are people, not weighed as things.
  if (PEOPLE.test(`${first} ${second}`.replace(/\b(?:to|with) (?:him|her|them)\b/g, ''))) return null;
  return { first: swapPronouns(first), second: swapPronouns(second), times: false, things: true };
}

/** Two things to choose between, asked which is better after them; null when they are not both things. */
function thingsIn(raw: string, bare: RegExpExecArray): Choice | null {
  const [first, second] = [words(bare[1] ?? ''), words(bare[2] ?? '')];
  const after = raw.slice((bare.index ?? 0) + bare[0].length);
  if (!WHICH_BETTER.test(after) || NOT_AN_OPTION.test(second.join(' ')) || TIME_WORDS.has((first[0] ?? '').toLowerCase())) return null;
  // "my mum or my dad? which one should i ask": people are not weighed as things.
  if (PEOPLE.test(`${bare[1] ?? ''} ${bare[2] ?? ''}`)) return null;
  // Said as they are: "experience" is a thing here, not "experiencing".
  return { first: swapPronouns(first.join(' ')), second: swapPronouns(second.join(' ')), times: false, things: true };
}

/** The way to weigh a named choice: whole the first time in a session, short after; null when the message names no two options. */
// Sides of a choice on which a view can honestly be given, with the reason, whoever asks.
const LEANS: readonly { toward: RegExp; against: RegExp; reason: string; notIn?: ReadonlySet<string> }[] = [
  {
    // "should i message her first or wait for her" after a row with a sister: reaching out first. Not with an ex.
    toward: /\b(?:messag|text|call|ring|reach|contact|writ)\w*(?: out)?(?: to)?(?: (?:her|him|them|[a-z]+))? first\b/,
    against: /\bwait\w*(?: for| until| till| to hear)|\bleav\w* it\b|\bgiv\w* (?:it|her|him|them) (?:time|space)\b|\blet\w* (?:her|him|them) come\b/,
    reason:
      'after a row, the first message is a small gift rather than a defeat; it only has to open the door ' +
      '("I hate us not talking. Can we start again?"), and the bigger talk can come later',
    notIn: new Set(['breakup', 'divorce-separation', 'dating-anxiety', 'partner-jealousy']),
  },
  {
    // "let her come or tell her I'll ring her afterwards?", "tell Beth or do it on my own first?"
    toward: new RegExp(
      String.raw`\b(?:let(?:ting)? (?:her|him|them) (?:come|help|be there|stay)|tell(?:ing)? (?:her|him|them|my|[a-z]+ (?:that|about|i'?m))|` +
        String.raw`ask(?:ing)? (?:for help|(?:her|him|them) (?:for|to help))|accept(?:ing)? (?:help|the offer))\b`,
    ),
    against: /\b(?:on my own|alone|by myself|ring (?:her|him|them) after\w*|(?:not|don'?t|never) tell|keep(?:ing)? it to myself|cope|deal with it myself)\b/,
    reason: 'going through it with someone who cares usually makes it lighter, and most people are glad to be let in rather than kept out',
  },
  {
    // "Should I take the side of my mother or stay neutral?"
    toward: /\b(?:stay(?:ing)? neutral|not tak\w* (?:any )?sides?|stay(?:ing)? out of it)\b/,
    against: /\btak\w* (?:the |her |his |their |my \w+'s )?sides?\b|\bsid(?:e|ing) with\b/,
    reason: 'you can love both of them and still refuse to pick a side or carry messages, which protects what you have with each',
  },
  {
    // "start applying now or wait and see what Keith says?": a few days' wait for what someone will say.
    toward: /\bwait(?:ing)?(?: and see(?:ing)?)? (?:what|until|till|for|after)\b/,
    against: /\b(?:now|straight away|right away|immediately|today)\b/,
    reason: 'you will know more soon, waiting that long costs little, and nothing stops you looking quietly in the meantime',
  },
  {
    // "keep doing past papers all night or sleep?"
    toward: /\b(?:sleep|go to bed|get some rest|rest)\b/,
    against: /\b(?:all[- ]?night(?:er)?|stay(?:ing)? up|cram(?:ming)?|keep (?:going|revising|working|doing))\b/,
    reason: 'a rested brain remembers and thinks far better than a tired one, and tiredness makes nerves worse',
  },
  {
    // "should i say something or just quietly stop inviting her?": a word said first, before fading out.
    toward: /\b(?:saying something|talking to (?:her|him|them)|raising it|bringing it up|telling (?:her|him|them) how)\b/,
    against: /\b(?:quietly|stopping (?:inviting|texting|asking|messaging|talking to|seeing)|ghosting|letting it go|saying nothing|pulling away)\b/,
    reason:
      'one honest, kind word gives it a fair chance, and you can still step back afterwards if nothing changes, ' +
      'while a quiet fade is hard to undo and leaves them guessing why',
  },
  {
    // "should i drop all of it or just one?": one thing set down first.
    toward: /\b(?:just one|only one|one of them|one thing|cutting back|for now)\b|\bone$/,
    against: /\b(?:all of (?:it|them)|everything|quitting|all three|the lot|completely|altogether)\b/,
    reason: 'setting one thing down is quick to do and easy to build on, and you will see how much lighter it feels before deciding the rest',
  },
  {
    // "go to landlord agency first or to speak him first?": the person themselves before anyone over them.
    toward: new RegExp(
      String.raw`\b(?:speak\w*|talk\w*|knock\w*|chat\w*|ask\w*|go\w* (?:up|round|over)|say\w* something|hav\w* a word)(?: to| with)? ` +
        String.raw`(?:him|her|them|the (?:neighbours?|flatmates?|housemates?))\b|\b(?:face to face|in person)\b`,
    ),
    against: new RegExp(
      String.raw`\b(?:landlord|landlady|letting agen\w+|agency|council|hr|management|manager|school|head ?teacher|principal|police|` +
        String.raw`committee|complain\w*|report\w*|ombudsman)\b`,
    ),
    reason:
      'a friendly word first is what most people would want for themselves, going over their head first often makes them defensive, ' +
      'and if talking does not help you can still take the next step, knowing you tried on your side',
  },
  {
    // "go off sick for a bit first, or push through to Easter?"
    toward: /\b(?:go(?:ing)? off sick|sick leave|signed off|time off|take a break|rest)\b/,
    against: /\b(?:push(?:ing)? through|carry on|keep going|soldier on|tough it out)\b/,
    reason: 'running on empty tends to get worse rather than better, and a doctor can help you decide how long you need',
  },
];

/** "I'd lean towards letting her come: …", when one side of the choice is one a view can honestly be given on. */
function leanIn(first: string, second: string, situation: string | null = null, read: readonly [string, string] = [first, second]): string | null {
  for (const { toward, against, reason, notIn } of LEANS) {
    if (situation && notIn?.has(situation)) continue;
    const [a, b] = read;
    const [pick, other] = toward.test(a) && against.test(b) ? [first, second] : toward.test(b) && against.test(a) ? [second, first] : [];
    if (pick && other) {
      return `If I had to lean, I'd lean towards ${pick}: ${reason}. ${capitalize(other)} is still yours to choose, and you know the whole picture.`;
    }
  }
  return null;
}

const ABOVE = /^(?:manager|boss|supervisor|team lead|line manager|head|headteacher|teacher|landlord|landlady)$/;
const person = (word: string, memory: Memory) => memory.people.find((p) => p.name?.toLowerCase() === word.toLowerCase());

/** "saying something to Priya": the people named in an option, with their capitals. */
function named(option: string, memory: Memory): string {
  return option.replace(/[a-z][a-z'-]+/g, (word) => (person(word, memory) ? capitalize(word) : word));
}

/** An option with the people in it read as who they are, for a view: "saying something to manager", "to them". */
function asRole(option: string, memory: Memory): string {
  return option.replace(/[A-Za-z][a-z'-]+/g, (word) => {
    const role = person(word, memory)?.role ?? null;
    if (role === null) return word;
    if (ABOVE.test(role)) return 'manager';
    return HE_ROLES.test(role) ? 'him' : SHE_ROLES.test(role) ? 'her' : 'them';
  });
}

export function answerChoice(s: Session, raw: string): Turn | null {
  const choice = choiceIn(raw);
  if (!choice) return null;
  const { first, second, times, things } = choice;
  const memory = s.state.memory;
  const read = [asRole(first, memory), asRole(second, memory)] as const;
  const lean = things || times ? null : leanIn(named(first, memory), named(second, memory), s.state.situation, read);
  if (lean) {
    const parts = [lean, s.pick(['Does that fit how it feels to you?', 'How does that sit with you?'])];
    return { kind: 'reply', parts, carry: parts, content: true };
  }
  const before = s.state.answered.includes('choice');
  if (!before) s.state.answered = [...s.state.answered, 'choice'].slice(-40);
  const weighed = things
    ? `Between ${first} and ${second}, the better one is the one that fits, so weigh them on what matters here. ` +
      '1. Which fits what you, or whoever it is for, actually enjoy or need day to day? 2. Which would still feel right in a month? ' +
      '3. Which fits the time and money you have? If one wins on two of the three, go with it.'
    : times
    ? `Between ${first} and ${second}, I'd pick the one where you are least rushed or tired, with time afterwards to let it settle. ` +
      'Anything hard squeezed in before something else, or at the end of a long day, usually goes worse than the same thing at a calm time.'
    : before
      ? `Between ${first} and ${second}, both can be reasonable, so go with the one that fits what matters most to you here, and that ` +
        "you could mend if it went wrong. If you're torn, toss a coin and notice which side you hope for while it's in the air."
      : `Between ${first} and ${second}, here is how I would weigh it. ` +
        `1. Picture a week after ${first}: what is easier, and what is harder? 2. Now the same for ${second}. ` +
        '3. Which one would you regret less, and which could you undo if it turned out wrong? ' +
        'If one of them brings a little relief when you imagine it, that is worth trusting.';
  // What the person leans to or fears, when they said it, is part of the weighing; they are not asked again which way they lean.
  const leans = OWN_LEAN.test(raw);
  const fear = fearWeighed(raw);
  const parts = [weighed, ...(leans ? [LEAN_COUNTS] : fear ? [fear] : [])];
  parts.push(s.pick(leans ? AFTER_A_LEAN : ['Which way are you leaning right now?', 'What makes the other one tempting?']));
  return { kind: 'reply', parts, carry: parts, content: true };
}

// "Should I swap to marshalling instead?", "should i still sit with Kathleen on the bus?": one step, or leaving it.
// "Can I add that I'll give him a reference?" asks the same; "can i ask you something", "can i vent" ask it of the coach.
const OF_THE_COACH =
  String.raw`(?![^?.!]*\b(?:you|u)\b)(?! (?:just |really |still )?(?:vent|rant|come back|start (?:again|over)|try (?:this|it|that))\b)` +
  // "can we do a breathing exercise", "can we do a weekly review": an exercise asked of the coach, not a step to weigh.
  String.raw`(?! (?:just )?(?:do|try|practise|practice|have) (?:a |an |some |the |another )?(?:[a-z-]+ ){0,2}` +
  String.raw`(?:exercises?|techniques?|meditation|review|plan|scan|check-?in)\b)`;
const ONE_STEP = new RegExp(
  String.raw`\b(?:(?:should|shall|could) (?:i|we)|can (?:i|we)${OF_THE_COACH}|(?:do|would) you think (?:i|we) should)` +
    String.raw`(?: just| still| even| really| maybe| also| actually)? ` +
    String.raw`([a-z]${IN_SENTENCE}{2,80}?)` +
    String.raw`\s*(?:\?|$|\.(?!\d)|,? or (?=(?:is|would|will|does|do|am|not|no)\b))`,
  'i',
);
// A second step joined to the first, said back as doing it too: "…and saying you're too busy".
const SECOND_VERBS = [
  'say|come|leave|go|tell|ask|look|try|wait|see|take|make|put|let|forget|move|start|stop|keep|give|call|ring|pay|insist|hope',
  'eat|buy|sell|work|live|use|find|send|save|spend|learn|join|quit|skip|stay|apologi[sz]e|explain|offer|book|cancel',
].join('|');
const SECOND_VERB = new RegExp(String.raw` and (${SECOND_VERBS})\b`);
// Words to say have answers of their own; "do", "be" or "feel" name no step, nor "afford" ("can we even afford nursery for two?"),
// a question of means with its own answer.
const NO_STEP_WORDS = [
  'say|tell|text|write|message|email|reply|respond|answer',
  'do|be|feel|have|get|know|think|go ahead|worry|care|bother|want|need|dont|cant|not|afford|manage|cope',
];
const NOT_A_STEP = new RegExp(`^(?:${NO_STEP_WORDS.join('|')})$`, 'i');
const VAGUE_STEP = /^(?:end up|wind up|\w+ (?:something|anything)(?: (?:else|different|new|similar))?\b(?!\s+(?:to|about|for|with|that|on|at)\b))/i;
// Nor "worry this much": a feeling, not a step.
const NO_STEP_DOUBTED = /^(?:be|feel|have|want|need|dont|cant|not|think|know|worry|care|panic|stress|overthink|cry|freak|get)$/i;
/** Doubts about a step that call it foolish rather than unkind: "is it daft to…?". */
export const SILLY_WORDS = 'stupid|silly|daft|weird|strange|crazy';
const SILLY_DOUBT = new RegExp(`^(?:${SILLY_WORDS})$`);
// What the person already leans to, or someone's view of it, said in the same message.
const OWN_LEAN = /\b(?:i'?d (?:like|love|rather) to|i (?:really )?want to|part of me wants|i think i should|i'?m leaning|i kind of want|my gut says)\b/i;
const ADVISER = String.raw`wife|husband|partner|mum|mom|mother|dad|father|friend|sister|brother|daughter|son|grandson|granddaughter|boss|colleague`;
const SHE = /^(?:wife|mum|mom|mother|sister|daughter|granddaughter)$/;
const HE = /^(?:husband|dad|father|brother|son|grandson)$/;
const ADVICE = new RegExp(String.raw`\bmy (${ADVISER}) (?:says|said|thinks|told me)\b`, 'i');

// "Is it disrespectful to do part of it in English?", "would it be very un-Christian of me to ask for a single room?":
// a step doubted for what it would say about the person.
// Not "okay" or "alright": "is it okay to also include a small gift?" asks for a yes, not a weighing.
// "Is that too much?", "a bit over the top?": a step doubted as more than it should be.
const CHARACTER = [
  'rude|selfish|egoistic|disrespectful|un-?christian|unfair|mean|wrong|inappropriate|unprofessional|insensitive|unkind|tacky|petty|awful',
  `too much|over the top|overkill|unreasonable|excessive|pushy|worse|${SILLY_WORDS}`,
  // "is it a bad idea to skip a team ski weekend?": the step itself doubted, weighed like any other.
  'a bad idea|a good idea|a mistake',
].join('|');
// How strongly a step is doubted: "is it a bit rude", "would that be too much".
const DEGREE = String.raw`(?: (?:a bit|very|too|really|so))?`;
const DOUBTED_STEP = new RegExp(
  String.raw`\b(?:is it|would it be|is that)${DEGREE} (${CHARACTER})(?: of me)? (?:to|if (?:i|we)) ` +
    String.raw`(?:just |still |also )?([a-z]${IN_SENTENCE}{2,80}?)\s*(?:\?|$|\.(?!\d)|,? or (?=(?:is|would|will|does|do|am|not|no)\b))`,
  'i',
);

// "This year I want to stay in a small pension nearby and join them in the day. Is that rude?": the step told, then doubted.
// "My daughter says I should write to the club secretary. Is that too much?": a step someone advised, doubted.
const TOLD_STEP = String.raw`(?:i (?:want|would like|'d like|am thinking|'m thinking|was thinking|plan|am going|'m going) to|` +
  String.raw`maybe i(?: will| could| should)?|i could|i will|i'll|(?:says|said|thinks|reckons) i should)`;
const DOUBTED_AFTER = new RegExp(
  String.raw`\b${TOLD_STEP} (?:just |still |also )?([a-z][^.?!]{2,80}?)[.,;]? ` +
    String.raw`(?:is|would) (?:that|it|this)(?: be)?${DEGREE} (${CHARACTER})\b`,
  'i',
);

// "could i just do every other saturday? or is that worse": the step, then a doubt about it.
// "…or is that even worse": "even" says how much only after the step.
const DEGREE_AFTER = String.raw`(?: (?:a bit|very|too|really|so|even))?`;
const DOUBT_AFTER_STEP = new RegExp(String.raw`^\s*(?:or )?(?:is|would) (?:that|it|this)(?: be)?${DEGREE_AFTER} (${CHARACTER})\b`, 'i');

export interface OneStep {
  step: string;
  doing: string;
  /** What the step is doubted as ("disrespectful"), when asked that way. */
  doubt?: string;
}

const CLAUSE_START = /^(?:its|it's|which|because|since|coz|cause|cuz)$/i;
const LEAD_IN_WORD = /^(?:just|only|simply|mainly|partly|all|even)$/i;

/** The one step a "should I…?" weighs, said back ("swapping to marshalling instead"), or null. */
export function oneStepIn(raw: string): OneStep | null {
  const text = withoutTitleStops(raw.slice(0, 600));
  const asked = DOUBTED_STEP.exec(text);
  const told = asked ? null : DOUBTED_AFTER.exec(text);
  const plain = asked || told ? null : ONE_STEP.exec(text);
  // Where the question is, the step it weighs and the doubt it was asked with, from whichever shape it was asked in.
  const found = asked
    ? { index: asked.index, whole: asked[0], said: asked[2], doubt: asked[1] }
    : told
      ? { index: told.index, whole: told[0], said: told[1], doubt: told[2] }
      : plain
        ? { index: plain.index, whole: plain[0], said: plain[1], doubt: DOUBT_AFTER_STEP.exec(text.slice(plain.index + plain[0].length))?.[1] }
        : null;
  if (!found) return null;
  const before = text.slice(0, found.index).split(/[.?!]/).at(-1) ?? '';
  if (/\b(?:what|how|when|who|where|why|which|whether)\b/i.test(before)) return null;
  const said = words((found.said ?? '').replace(/[\s,;:-]+$/, ''));
  // "wait till after her birthday its on the 14th": the step ends where a clause about it begins.
  const clause = said.findIndex((w, i) => i >= 2 && CLAUSE_START.test(w));
  // "suspect them just because they're doing well": the step, without the word that led into the clause.
  const cut = clause > 0 ? said.slice(0, clause) : said;
  const whole = clause > 0 && cut.length > 2 && LEAD_IN_WORD.test(cut.at(-1) ?? '') ? cut.slice(0, -1) : cut;
  // "stay in a small pension in Zinnowitz nearby and join them in the day": the first step, when the whole is too long.
  const firstPart = whole.findIndex((w) => w.toLowerCase() === 'and');
  const option = whole.length > MAX_OPTION_WORDS && firstPart > 1 ? whole.slice(0, firstPart) : whole;
  // "do part of it in English" is a step, "do it" none; "if I say only two days" weighs the saying itself.
  const head = option[0] ?? '';
  const noStep = found.doubt !== undefined ? NO_STEP_DOUBTED.test(head) : NOT_A_STEP.test(head) && !(head.toLowerCase() === 'do' && option.length > 2);
  if (option.length === 0 || option.length > MAX_OPTION_WORDS || !startsWithVerb(option) || noStep) return null;
  // "shall I end up comparing myself to a nine year old", "ask something different": an outcome feared, or a step with nothing
  // in it, which said back in "Picture the week after…" reads as pasted.
  if (VAGUE_STEP.test(option.join(' '))) return null;
  // "should i go or stay", "Should I just pay it and forget? Or insist he pays?": two steps, weighed as a choice.
  const next = text.slice(found.index + found.whole.length).trim();
  if (option.some((w) => /^or$/i.test(w)) || /^or (?!(?:is|would|will|does|do|am|not|no)\b)/i.test(next)) return null;
  // "buy the measuring ruler, which kind is good?": the step without the comma its cut left.
  const step = swapPronouns(option.join(' ').replace(/[\s,;:-]+$/, ''))
    .split(/\s+/)
    .map((w) => (DAYS.has(w.toLowerCase()) ? capitalize(w.toLowerCase()) : w))
    .join(' ');
  // "step down and say I'm too busy": "stepping down and saying you're too busy".
  const doing = saidBack(option).replace(/[\s,;:-]+$/, '').replace(SECOND_VERB, (_, verb: string) => ` and ${gerund(verb)}`);
  const doubt = found.doubt?.toLowerCase();
  return doubt ? { step, doing, doubt } : { step, doing };
}

// "Is that too much on top of uni?": too much to carry, not too much to ask of someone.
const ON_TOP = /\btoo much (?:on top of|as well as|alongside|with (?:my|work|uni|school|everything))\b/i;
const LEAN_COUNTS = 'You said you would like to, and that counts: what you want is one of the things to weigh, not something to argue yourself out of.';
// What the person said they fear, said back to weigh by: "I don't want be the crazy neighbour of the building", "I am worried she will
// think I am making problem".
const FEARED = new RegExp(
  String.raw`\bi (?:really )?(?:don'?t|do not) want (?:to )?(be (?:the|a|an|that|seen as|known as) [^.?!,;]{2,50})|` +
    String.raw`\bi(?:'m| am) (?:worried|afraid|scared) (?:that )?((?:she|he|they|people|everyone) (?:will|would|might) (?:think|say|see) [^.?!,;]{2,50})`,
  'i',
);

/** The fear the person named, said back as a way to weigh the choice; null when none is named. */
function fearWeighed(raw: string): string | null {
  const m = FEARED.exec(raw);
  if (!m) return null;
  const feared = m[1] ? `you don't want to ${swapPronouns(m[1].trim())}` : `you're worried ${swapPronouns((m[2] ?? '').trim())}`;
  return `You said ${feared}; picture which way makes that least likely, since that one is probably your answer.`;
}
const AFTER_A_LEAN = ['What makes you hesitate?', 'What would make it easier to go ahead?'];
const AFTER_ONE_STEP = ['Which way are you leaning right now?', 'What holds you back from it?'];

// Single steps on which a view can honestly be given, whoever asks: a small friendly invitation, and a silence kept as a test.
// A view written for some situations only (`situations`) is the answer there before the situation's own weighing.
const ONE_STEP_VIEWS: readonly { step: RegExp; view: (doing: string) => string; situations?: readonly string[] }[] = [
  {
    // "should i just drop it", "should i give up on him" when a reply has not come: stopping the chase, not a hurt let go.
    step: new RegExp(
      String.raw`^(?:just )?(?:letting (?:it|this|that|him|her|them) go|dropping (?:it|this|that)|moving on|` +
        String.raw`giving up(?: on (?:it|this|that|him|her|them))?|forgetting (?:about )?(?:it|this|that|him|her|them))$`,
    ),
    situations: ['dating-anxiety'],
    view: () =>
      'If you have already sent one follow-up and heard nothing, dropping it is usually right: you asked clearly, and the silence ' +
      'is an answer about them, not a verdict on you. Mute or archive the chat so you stop checking it, and let yourself be ' +
      'disappointed for a day or two. If you have not followed up yet, one short, friendly message first means you will not be left wondering.',
  },
  {
    // "maybe i could invite her round after. is that a good idea or am i overthinking it"
    step: new RegExp(
      String.raw`^(?:inviting|having|asking) (?:her|him|them|[a-z]+) (?:round|over|to (?:ours|our house|play|tea|come)|` +
        String.raw`for (?:tea|a playdate|dinner))|^arranging a playdate\b`,
    ),
    view: (doing) =>
      `I think ${doing} is a good idea, and not overthinking at all: it is small, friendly and easy to keep light, and one good ` +
      'friendship outside the usual group often helps more than anything said. Keep the first time short, with food and something to do together.',
  },
  {
    // "should i just stop inviting her and see if she notices?", "should i just stop inviting her?"
    step: new RegExp(
      String.raw`\bsee(?:ing)? (?:if|whether) (?:she|he|they|[a-z]+) (?:notices?|cares?|texts?|messages?|reaches? out|gets? in touch)\b|` +
        String.raw`^waiting for (?:her|him|them) to\b|^stopping (?:inviting|texting|messaging|calling|asking) (?:her|him|them)$`,
    ),
    view: () =>
      "I wouldn't make it a test. People who are swamped often don't notice for weeks, which hurts more, and a quiet fade is hard to undo. " +
      'One short, honest message saying you miss them and have felt a bit let down lately gives it a fair chance; ' +
      'you can still step back afterwards if nothing changes.',
  },
  {
    // "should i let it go?", "should i just drop it": leaving it is the step, so there is no "if you leave it" to weigh it against.
    step: /^(?:just )?(?:letting (?:it|this|that) go|dropping (?:it|this|that)|moving on|forgetting (?:about )?(?:it|this|that)|leaving (?:it|this|that))$/,
    view: () =>
      'Letting it go works when the hurt has really eased. If it still stings whenever you think of it, it has not gone, only gone quiet, ' +
      'and one calm conversation about how it felt usually settles it better than holding it in. If it was a one-off and the sorry felt ' +
      'real, letting it go can be a kindness to you both.',
  },
];

/** The view written for this step, in this situation or in any; `own` for only one written for the situation in play. */
export function oneStepView(s: Session, one: OneStep, own = false): (typeof ONE_STEP_VIEWS)[number] | undefined {
  const here = s.state.situation;
  return ONE_STEP_VIEWS.find(
    ({ step, situations }) => (situations ? here !== null && situations.includes(here) : !own) && step.test(one.doing),
  );
}

/** One step (read by `oneStepIn` from `raw`) weighed against leaving it, with what the person leans to; whole once a session, short after. */
export function answerOneStep(s: Session, one: OneStep, raw: string): Turn {
  const view = oneStepView(s, one);
  if (view) {
    const parts = [view.view(one.doing), s.pick(['Does that fit how it feels to you?', 'How does that sit with you?'])];
    return { kind: 'reply', parts, carry: parts, content: true };
  }
  const before = s.state.answered.includes('choice:one');
  if (!before) s.state.answered = [...s.state.answered, 'choice:one'].slice(-40);
  const parts = before
    ? [`On ${one.doing}, go with what fits what matters most to you here, and what you could mend if it went wrong; either can be reasonable.`]
    : [
        `On whether to ${one.step}, here is how I would weigh it. 1. Picture the week after ${one.doing}: what gets easier, and what gets harder? ` +
          '2. Now picture the same week if you leave it. 3. Which would you regret less, and which could you undo if it turned out wrong?',
      ];
  // The doubt it was asked with, answered in general: it is the doing, not the choice, that would make it so.
  // Not "wrong" or "a bad idea": whether something is right is the person's to weigh, not a matter of how it is done.
  if (one.doubt === 'too much' && ON_TOP.test(raw)) {
    parts.push('Whether it would be too much depends on the hours it takes each week and what you would drop to make room; ' +
      'trying it for a few weeks, with a set day to decide again, tells you more than guessing.');
  } else if (one.doubt && SILLY_DOUBT.test(one.doubt)) {
    // "Is it daft to keep going with something I'm this bad at?": no, and what settles it.
    parts.push(`It isn't ${one.doubt}: plenty of people would do the same, and what matters is whether it works for you.`);
  } else if (one.doubt === 'worse') {
    parts.push('If you fear it would make things worse, picture the worst that could realistically follow, and whether you could put it right.');
  } else if (one.doubt && !/^(?:wrong|a bad idea|a good idea|a mistake)$/.test(one.doubt)) {
    parts.push(`Whether it would be ${one.doubt.replace(/^un-?christian$/, 'un-Christian')} depends far more on how you do it than on the choice itself; ` +
      'done openly and kindly, with a plain reason, most people take it well.');
  }
  const adviser = ADVICE.exec(raw)?.[1]?.toLowerCase();
  const sees = adviser && SHE.test(adviser) ? 'she sees' : adviser && HE.test(adviser) ? 'he sees' : 'they see';
  const leans = OWN_LEAN.test(raw);
  const fear = fearWeighed(raw);
  if (leans) parts.push(LEAN_COUNTS);
  else if (fear) parts.push(fear);
  else if (adviser) parts.push(`Your ${adviser}'s view is worth hearing; ask what ${sees} that you might not, and then decide what sits right with you.`);
  parts.push(s.pick(leans ? AFTER_A_LEAN : AFTER_ONE_STEP));
  return { kind: 'reply', parts, carry: parts, content: true };
}
