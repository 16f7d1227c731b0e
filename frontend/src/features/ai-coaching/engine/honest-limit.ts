/**
 * A question of fact the coach cannot look up ("can he evict me if i complain too much?", "Do they want the builder's
 * quote attached or just the figure?"): said honestly, with who can tell the person for sure and their own question
 * put the way they could ask it. Only where the question names whose rule or thing it is; otherwise null. And what a word or
 * thing someone used means ("what is 'cuppa'? Gemma say this word"): not guessed, with who to ask and how.
 */
import { soundsUnidiomatic } from './unidiomatic';
import { capitalize } from './text';

const GP = 'Your GP surgery, or the clinic itself,';
const FAMILY = 'Someone older in the family who gives them every year';
// Who can answer, by what the question is about; the first that fits.
const WHO_KNOWS: readonly [RegExp, string][] = [
  [/\b(?:evict\w*|landlord|lease|tenancy|tenant|deposit back|make me leave|kick me out)\b/, "A free tenants' advice service where you live"],
  [/\b(?:embassy|consulate|passport|visa|citizenship|residence permit|immigration)\b/, 'The embassy or the immigration office'],
  [/\b(?:insurer|insurance|claim form)\b/, 'The insurer'],
  [/\b(?:council|benefit|benefits|council tax|discount)\b/, 'The office that gave it to you'],
  [/\b(?:form|application)\b/, 'The office that sent the form'],
  [/\b(?:pension|tax office|tax return)\b/, 'The pension or tax office'],
  [/\b(?:hr|payslip|payroll|annual leave|sick leave|notice period|my contract)\b/, 'HR, or the contract itself,'],
  [/\b(?:retake|resit|re-sit|re-take|exam board|enrol\w*|module|registrar)\b/, 'The school or course office'],
  [/\b(?:braces|retainer|aligners?|invisalign|orthodontist)\b/, 'Your orthodontist'],
  [/\b(?:dentist|tooth|teeth|filling|crown|gums?)\b/, 'Your dentist'],
  [/\b(?:tattoo|tattoos|tattooist|piercing)\b/, 'The artist who did it'],
  [/\b(?:cream|oil|lotion|ointment|gel|balm|rash|scar|skin)\b/, 'A pharmacist'],
  [/\b(?:bank|banking|debit card|credit card|card reader|bank card)\b/, 'Your bank, on the number on the back of your card,'],
  [/\b(?:instructor|lesson|lessons|swimming class|swim class|beginners class|the class|the course)\b/, 'The instructor, or whoever runs the class,'],
  [/\b(?:vet|dog|cat|puppy|kitten|parrot|rabbit|hamster|lizard|gecko|tortoise|goldfish|budgie|guinea pig)s?\b/, 'A vet'],
  [/\b(?:airline|flight|train ticket|booking|boarding)\b/, 'The airline or booking company'],
  [/\b(?:medication|medicine|pill|pills|tablets|dose|side effects?)\b/, 'Your doctor or a pharmacist'],
  // "How long is the appointment normally in the UK?", "Do I have to pay for hearing aids on the NHS?"
  [/\b(?:nhs|gp|gps|appointments?|audiolog\w*|hearing aids?|hearing tests?|prescriptions?|referral|health visitor)\b/, GP],
  [/\b(?:anaesthetic|anesthetic|operation|surgery|procedure|biopsy|stitches|injection|scan|x-ray|mri)\b/, 'The doctor or nurse who will do it'],
  [/\b(?:fine|penalty|parking ticket|speeding|post office|court|summons)\b/, 'The office that sent the letter'],
  [/\b(?:watch|charger|device|model|warranty|receipt)\b/, "The shop, or the maker's photos and reviews,"],
  [/\b(?:ang pao|angpao|hongbao|red envelopes?|dowry|lai see)\b/, FAMILY],
];

/** "is it bad to put bio-oil on it?": whether something is safe on or in the body is a fact, not a view. */
export const ON_THE_BODY = /\bis (?:it|that|this) (?:bad|ok|okay|safe|fine) to (?:put|use|apply|rub|take|wear) /;

// A question of fact: whether something is allowed, true or possible, how much or how many, what a rule or thing is.
const FACT = new RegExp(
  [
    String.raw`\b(?:is (?:that|it|this) (?:even )?(?:allowed|legal|true|possible|a myth)|(?:do|does|will|would|could|can) (?:i|we|they|he|she|it|that|this)\b`,
    // "Is there a number I can ring at the bank?"
    String.raw`is there (?:a|an|any) (?:number|phone number|helpline|real person|person i can)`,
    ON_THE_BODY.source.slice(2),
    String.raw`how (?:much|many|long|often)|does it (?:look|work|count)|do (?:i|we) (?:even )?(?:have|need) to|must i|am i allowed|` +
      // "can his gp make him stop?": what someone's role allows them to do.
      String.raw`can (?:his|her|their|my|the|a|your) [a-z]+ (?:make|stop|force|refuse|ban|sack|fire|report|take)\b)`,
  ].join('|'),
);
// A view or a feeling asked for is not a question of fact: "is that daft", "worth offering?", "am I an old fool".
// Nor whether to tell someone: "Do we even have to tell them?" is theirs to weigh. Nor what to talk about or say ("what do
// we talk about for two hours? … my knee operation"): words and subjects asked for, not a fact.
const VIEW = new RegExp(
  String.raw`\b(?:daft|silly|stupid|weird|normal|rude|worth|fool|selfish|fair|should i|do you think|would you|` +
    // "Would that be an overreaction, in your view?"
    String.raw`overreact\w*|over the top|petty|reasonable|in your (?:view|opinion)|your (?:view|opinion|take)|` +
    String.raw`what (?:do|should|can|could|would) (?:i|we) (?:even )?(?:talk|chat|say|write|text)|` +
    String.raw`is (?:it|that|this) (?:ok|okay|alright|bad|wrong)|tell (?:him|her|them|my|the|our|anyone|everyone)|` +
    // "Does that make sense or am I making excuses for myself?", "Do I make him apologise to Mrs Patel?": a view and a choice.
    String.raw`make sense|am i (?:just )?(?:making|being|overreacting|imagining)|do (?:i|we) (?:make|let|force|push|just))\b`,
);

// "put bio-oil on it": "it" is the thing of the message before.
const ON_IT = /\b(?:on|in|to) (?:it|that|this)\b/;
// Not "Is it possible to say only the good things?" or "is that lying?": "it" there is no thing of the message before.
const NOT_A_THING = 'possible|ok|okay|fine|true|allowed|lying|fair|wrong|bad|normal|right';
const ABOUT_THAT = new RegExp(String.raw`\b(?:do|does|will|would|could|can|did) (?:that|this|it)\b|\bis (?:that|this|it) (?!${NOT_A_THING})[a-z]`);

/**
 * Who can answer a question of fact, or null when it names no one's rule or thing, or asks a view. `earlier` (the message
 * before) names the thing when the question does not: "Does that go away or am I stuck with it for 18 months?" after braces.
 */
export function whoKnows(normalized: string, earlier = ''): string | null {
  if (!FACT.test(normalized) || (VIEW.test(normalized) && !ON_THE_BODY.test(normalized))) return null;
  const found = (text: string) => WHO_KNOWS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
  // Only a question about "that" or "it" is about the message before: "What else could I put in a memory box?" has its own.
  return found(normalized) ?? (earlier && (ABOUT_THAT.test(normalized) || ON_IT.test(normalized)) ? found(earlier) : null);
}

const ACRONYMS = /\b(?:gp|nhs|hr|dvla|uk)\b/g;

/** A question of fact (whether something is allowed or possible, how long or how much), not a view or a feeling. */
export const asksFact = (normalized: string): boolean => FACT.test(normalized) && !VIEW.test(normalized);

/** The person's question, as they could ask it: its first sentence that asks, without "do you know". */
const WHAT_TO_DO = /\bwhat (?:do |should |can )?i (?:do|say)\b(?: (?:if|when|then)\b)?/;

export function questionToAsk(raw: string): string | null {
  const asked = raw
    .split(/(?<=[?])\s*|(?<=[.!])\s+/)
    // "also random but is it bad to…": the question without what leads into it.
    .map((one) => one.replace(/^(?:(?:also|and|ok|okay|so|fine|last thing|one more thing|random(?: q| question)?(?: but)?)[,.]?\s+)+/i, '').trim())
    .find((one) => one.endsWith('?') && !/\byou\b/i.test(one) && one.split(/\s+/).length >= 4);
  return asked ? capitalize(asked.replace(/\bi\b/g, 'I').replace(ACRONYMS, (word) => word.toUpperCase())) : null;
}

/** The honest answer's sentences, or null when the question is not one of fact or names no one who knows. */
export function honestLimit(normalized: string, raw: string, earlier = ''): string[] | null {
  // "What I do if they give appointment very soon?": what to do is advice asked, not a fact someone else holds.
  if (WHAT_TO_DO.test(normalized)) return null;
  const who = whoKnows(normalized, earlier);
  if (!who) return null;
  const found = questionToAsk(raw);
  // The person's question is quoted as theirs to ask only in English that reads as their own, never with a slip in it.
  const question = found && !soundsUnidiomatic(found) ? found : null;
  return [
    "I can't look that up from here, and I'd rather not guess.",
    `${who} can tell you for sure, and it's usually a quick question${question ? `: "${question}"` : '.'}`,
    who === FAMILY
      ? "Asking shows you care about getting it right; most people are glad to be asked."
      : 'Write it down before you call or write, with the one detail they will need, like a date, a number or a name.',
  ];
}

// What a word or a thing someone used means: "what is 'cuppa'? Gemma say this word", "what does 'touch base' mean",
// "What is this light lamp? My coworker Jen told me about it".
const QUOTE_OPEN = `['"‘“]`;
const QUOTE_CLOSE = `['"’”]`;
const MEANING = [
  new RegExp(String.raw`\bwhat(?: is|'s| s|s) (?:a |an |the |this |that )?${QUOTE_OPEN}([^'"‘’“”?]{2,30})${QUOTE_CLOSE}`, 'i'),
  new RegExp(String.raw`\bwhat does (?:a |an |the )?${QUOTE_OPEN}?([a-z][a-z' -]{1,30}?)${QUOTE_CLOSE}? (?:even |actually )?mean\b`, 'i'),
  new RegExp(String.raw`\bwhat(?: is|'s) (?:this|that) ([a-z][a-z -]{2,25}?)\s*(?:\?|$|\.| exactly\b| even\b)`, 'i'),
  // Unquoted, only with who used it or how to find it after: "wait what is version history. how do i find it".
  new RegExp(
    String.raw`\bwhat(?: is|'s) ([a-z]+ [a-z]+)\s*[.?!]+\s*` +
      String.raw`(?=how do i (?:find|use|get|turn)|(?:he|she|they|[a-z]+) (?:says?|said|told me|uses?|has|have))`,
    'i',
  ),
];
// Things said in any talk, not a word to explain: "what is the point", "what is wrong with me", "what is going on".
const NOT_A_WORD = /^(?:the |a |an )?(?:point|matter|problem|plan|deal|wrong|going|happening|up|next|best|worst|normal|it|that|this)\b/i;
// A wellbeing word the coach's own library explains ("what does 'grounding' mean?").
const OWN_WORDS = new RegExp(
  String.raw`\b(?:cbt|therapy|therapist|counsel\w*|mindful\w*|meditat\w*|journal\w*|grounding|breathing|anxiety|depression|burnout|panic|` +
    String.raw`trauma|boundar\w*|self-compassion|catastrophi\w*|gaslight\w*|ocd|adhd|ptsd)\b`,
  'i',
);
// Who used the word, to ask: "Gemma say this word", "my boss keeps saying it", "My coworker Jen told me about it".
const NAMED_USER = new RegExp(
  String.raw`\b(?:my (?:[a-z]+ )?)?([A-Z][a-z]+)(?: (?:at|from|in) (?:work|school|class|the office))? ` +
    String.raw`(?:says?|said|say this|keeps? saying|told me|uses?|used|has one|have one|mentioned)\b`,
);
const ROLE_USER = /\bmy ([a-z]+(?: [a-z]+)?) (?:says?|said|keeps? saying|told me|uses?|used|has one|mentioned)\b/i;
const NOT_NAMES = new Set(['I', 'Also', 'And', 'But', 'So', 'She', 'He', 'They', 'What', 'It', 'This', 'That', 'Maybe', 'Ok', 'Okay', 'Everyone', 'People']);

export interface MeaningAsked {
  /** The word or thing asked about, as written. */
  thing: string;
  /** A word quoted or asked the meaning of ("what does 'touch base' mean"), or a thing ("this light lamp"). */
  word: boolean;
  /** Who used it ("Gemma", "Your boss"), to ask them. */
  who: string | null;
  /** Asked where it is or how it works too: "how do i find it". */
  howTo: boolean;
}

/** The word or thing whose meaning is asked, or null; never a word of the coach's own (`isOwnWord` for techniques). */
export function meaningAsked(raw: string, isOwnWord: (text: string) => boolean = () => false): MeaningAsked | null {
  const text = raw.slice(0, 600);
  // "What is this 'one safe food on the plate' idea, can you explain…": an idea the person heard from the coach, to explain.
  if (/\b(?:idea|explain|you (?:said|mean|meant|told|suggested))\b/i.test(text)) return null;
  const at = MEANING.findIndex((pattern) => pattern.test(text));
  const thing = MEANING[at]?.exec(text)?.[1]?.trim();
  if (!thing || thing.length < 2 || NOT_A_WORD.test(thing) || OWN_WORDS.test(thing) || isOwnWord(thing.toLowerCase())) return null;
  const named = NAMED_USER.exec(text)?.[1];
  const role = ROLE_USER.exec(text)?.[1];
  const who = named && !NOT_NAMES.has(named) ? named : role ? `Your ${role.toLowerCase()}` : null;
  return { thing, word: at < 2, who, howTo: /\bhow (?:do|can) i (?:find|use|get|turn|see|open)\b/i.test(text) };
}

/** The honest answer to what a word or thing is: not guessed, and who to ask, in the words to ask with, or where to look. */
export function meaningLines({ thing, word, who, howTo }: MeaningAsked): string[] {
  const ask = word ? `"Sorry, what does '${thing}' mean?"` : `"What's that ${thing} you mentioned?"`;
  const first = word
    ? `I can't look words up from here, so I'd rather not guess what '${thing}' means.`
    : `I can't look things up from here, so I'd rather not guess what the ${thing} is.`;
  if (howTo && !who) {
    return [first, `A quick search for "${thing}" with the name of the app or the thing it's in will show you where it is and how it works.`];
  }
  return [
    first,
    who
      ? `${who} is the best person to ask, and it's an easy way in: ${ask} Most people like explaining, and it often starts a friendly chat.`
      : `Whoever used it is the best person to ask (${ask}), or a quick search will tell you in a minute; most people like explaining their words.`,
  ];
}
