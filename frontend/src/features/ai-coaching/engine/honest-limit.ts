/**
 * A question of fact the coach cannot look up ("can he evict me if i complain too much?", "Do they want the builder's
 * quote attached or just the figure?"): said honestly, with who can tell the person for sure and their own question
 * put the way they could ask it. Only where the question names whose rule or thing it is; otherwise null.
 */
import { capitalize } from './text';

const FAMILY = 'Someone older in the family who gives them every year';
// Who can answer, by what the question is about; the first that fits.
const WHO_KNOWS: readonly [RegExp, string][] = [
  [/\b(?:evict\w*|landlord|lease|tenancy|tenant|deposit back)\b/, "A free tenants' advice service where you live"],
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
    String.raw`how (?:much|many|long|often)|does it (?:look|work|count)|do (?:i|we) (?:even )?(?:have|need) to|must i|am i allowed)`,
  ].join('|'),
);
// A view or a feeling asked for is not a question of fact: "is that daft", "worth offering?", "am I an old fool".
// Nor whether to tell someone: "Do we even have to tell them?" is theirs to weigh. Nor what to talk about or say ("what do
// we talk about for two hours? … my knee operation"): words and subjects asked for, not a fact.
const VIEW = new RegExp(
  String.raw`\b(?:daft|silly|stupid|weird|normal|rude|worth|fool|selfish|fair|should i|do you think|would you|` +
    String.raw`what (?:do|should|can|could|would) (?:i|we) (?:even )?(?:talk|chat|say|write|text)|` +
    String.raw`is (?:it|that|this) (?:ok|okay|alright|bad|wrong)|tell (?:him|her|them|my|the|our|anyone|everyone))\b`,
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

/** The person's question, as they could ask it: its first sentence that asks, without "do you know". */
export function questionToAsk(raw: string): string | null {
  const asked = raw
    .split(/(?<=[?])\s*|(?<=[.!])\s+/)
    // "also random but is it bad to…": the question without what leads into it.
    .map((one) => one.replace(/^(?:(?:also|and|ok|okay|so|fine|last thing|one more thing|random(?: q| question)?(?: but)?)[,.]?\s+)+/i, '').trim())
    .find((one) => one.endsWith('?') && !/\byou\b/i.test(one) && one.split(/\s+/).length >= 4);
  return asked ? capitalize(asked.replace(/\bi\b/g, 'I')) : null;
}

/** The honest answer's sentences, or null when the question is not one of fact or names no one who knows. */
export function honestLimit(normalized: string, raw: string, earlier = ''): string[] | null {
  const who = whoKnows(normalized, earlier);
  if (!who) return null;
  const question = questionToAsk(raw);
  return [
    "I can't look that up from here, and I'd rather not guess.",
    `${who} can tell you for sure, and it's usually a quick question${question ? `: "${question}"` : '.'}`,
    who === FAMILY
      ? "Asking shows you care about getting it right; most people are glad to be asked."
      : 'Write it down before you call or write, with the one detail they will need, like a date, a number or a name.',
  ];
}
