/** What a message does in the conversation: ask, request, answer, report on a technique, greet, thank, leave or share. */
import { DOUBTS, FINE, HEDGE } from '../view-words';
import type { AnswerKind, ConversationContext, DialogueAct } from './types';

export interface ActInput {
  /** Normalised sentences (lower case, apostrophes restored), with whether each was a question. */
  sentences: readonly { text: string; question: boolean }[];
  /** The cleaned message as typed, for an answer's value. */
  clean: string;
  /** Feelings or topics were found: the message carries content of its own. */
  content: boolean;
}

export interface ActResult {
  act: DialogueAct;
  answer: { kind: AnswerKind; value: string | null } | null;
}

// Phrase lists joined into one pattern, so each list stays readable; a phrase may use regex syntax.
// Tagged templates read raw, so "\d" stays a digit class.
const opening = (list: TemplateStringsArray, ...parts: string[]): RegExp => new RegExp(`^(?:${alternatives(String.raw(list, ...parts))})(?![\\w'])`);
const inside = (list: TemplateStringsArray): RegExp => new RegExp(`\\b(?:${alternatives(list.raw.join(''))})(?![\\w'])`);
function alternatives(list: string): string {
  return list.trim().replace(/\s*\n\s*/g, '');
}

// "wait whats the 25 minute thing again": a question after its lead-in word.
// "random q, is it weird to…": a question announced before it is asked.
const A_QUESTION = String.raw`(?:(?:random|quick|small|silly|dumb|stupid|side|another|one more|different) )?(?:q|qn|question)`;
const LEAD_IN = new RegExp(
  String.raw`^(?:(?:hi|hey|hello|ok|okay|so|well|um+|uh+|also|and|but|honestly|sorry|oh|btw|actually|like|hmm+|right|wait|ah+|lol|${A_QUESTION})` +
    String.raw`(?: there)? )+`,
);
// Words that can follow a yes or a no without adding content: "yeah sure", "ok let's do it", "no not really".
const ANSWER_FILLER = new Set(`sure ok okay please thanks thank you let's lets do it that go i guess think so would like to try sounds good great
  fine why not then really definitely of course yes yeah now for a bit lol haha totally absolutely alright ready can i'm am in right
  we this one yep yup cool perfect one more time i'd love let me no nope nah thx ty rn right now don't thats that's that's fine`
  .split(/\s+/));

const UNSURE = opening`
  idk|dunno|not sure|i'm not sure|i am not sure|i don't know|i do not know|no idea|i have no idea|no clue|
  hard to say|unsure|i'm unsure|not really sure|who knows
`;
const MAYBE = opening`
  maybe|kind of|kinda|sort of|sorta|a bit|a little|a little bit|somewhat|possibly|perhaps|partly|sometimes|
  i guess|a tiny bit|slightly|ish
`;
const NO = opening`
  no|nope|nah|not really|no thanks|no thank you|not now|not today|not yet|maybe later|i'd rather not|
  i don't think so|n|never|not at all
`;
const YES = opening`
  yes|yeah|yep|yup|yea|ya|yah|sure|ok|okay|k|kk|alright|all right|sounds good|let's do it|let's go|let's try|
  please|definitely|of course|y|absolutely|why not|go ahead|i'd like that|ready|i'm ready|done|totally|for sure|
  i think so|i do|i am|i did|that's right|right|correct|exactly|true|cool|fine|great
`;

const NOT_HELPED = inside`
  (?:didn't|didnt|did not|doesn't|doesnt|does not|don't|dont|do not|isn't|is not|wasn't|was not|won't|not) (?:really |even |actually |much |
  quite |seem to |help )?(?:help|helping|helped|work|working|worked|do anything|doing anything|
  make a difference)|did nothing|does nothing|do nothing|no help|not helpful|unhelpful|(?:that's|thats|that is|that was|it's|it was|this is) useless|made it worse|
  making it worse|nothing (?:helps|helped|works|worked|changed)|(?:is|isn't|is not|was) (?:not )?for me|not my thing|doesn't suit me|
  (?:not sure|don't think|dont think|do not think|doubt|don't know if|dont know if|do not know if) (?:that|it|this) (?:really |actually |would |
  will |'ll )?(?:help|helps|helped|work|works|worked)
`;
const OPENS_NOT_HELPED = new RegExp(
  String.raw`^(?:(?:hmm+|ok|okay|nah|no|honestly|tbh|sorry|but)\W* )*(?:that|it|this)(?: really| just)? ` +
    String.raw`(?:didn'?t|did not|doesn'?t|does not|isn'?t|wasn'?t) (?:really )?(?:help|work)`,
);
/**
 * "i need something more concrete", said of the coach's answer: a thing to do asked for, never a need to put to someone
 * else. One spelling for every module that reads it.
 */
export const MORE_CONCRETE = String.raw`(?:something|anything) (?:more )?(?:concrete|practical|specific)|more (?:concrete|practical|specific)`;
// Another kind of thing asked for too.
const ASKED_OTHER = new RegExp(
  String.raw`\b(?:(?:something|anything) (?:else|different)|${MORE_CONCRETE})\b|` +
    String.raw`\bother (?:ideas?|ways?|things?|options?|tips?)\b|\banother (?:one|idea|way|thing|tip)\b`,
);
// "i did box breathing from a youtube video": a practice done, named in two words.
const TRIED = /\b(?:tried|did|gave) (?:it|that|this|them|the \w+(?: one)?|(?:the |some )?(?:\w+ )?\w+ing)\b/;
const ALREADY_TAIL = 'already|before|though|tho|too|loads|lots|a lot|many times|so many times|a million times|a hundred times|every night|every day';
// "i've tried that though", "i already do that": what was just suggested, done before to no end; said as all there is.
const ALREADY_TRIED = new RegExp(
  String.raw`^(?:(?:yeah|yes|yep|ok|okay|hmm+|but|well|honestly|tbh)\W* )*(?:i'?ve|ive|i have|i)(?: already| also)? ` +
    String.raw`(?:tried (?:that|it|this|those|them|all (?:of )?(?:that|those|them))(?: (?:${ALREADY_TAIL}))*|` +
    String.raw`(?:do|did|done) (?:that|this|those|all (?:of )?(?:that|those))(?: (?:${ALREADY_TAIL}))+|` +
    String.raw`already (?:do|did|done|tried) (?:that|this|those|it|all (?:of )?(?:that|those))(?: (?:${ALREADY_TAIL}))*)[.!]*$`,
);
const HELPED = inside`
  (?:that|this|it|which|you) (?:really |actually |kind of |kinda |definitely |genuinely |totally |
  honestly )?(?:helped|helps|worked|works|is helping|was helpful|did help|did the trick)|helped (?:a bit|
  a little|a lot|loads|me)|(?:feel|feeling|i'm|i am|a bit|a little|much|so much|way) (?:a bit |a little |bit |
  much |so much |way |somewhat |slightly )?(?:calmer|better(?! (?:with|at|than|off)\b)|lighter|more relaxed|less anxious|less tense|
  more grounded)
`;

// "I want to feel better", "is there anything that helps": wishes and asks, not reports.
const WISH = inside`(?:want|wish|need|how|trying|try|hope|like|way|ways) to (?:feel|be|get)|can't feel|should (?:be )?(?:feel|feeling)|
  supposed to (?:be )?(?:feel|feeling)|
  (?:anything|something|what|whatever) (?:that )?(?:helps|works)`;
/** Goodbyes and thanks in the other languages people end an English chat with: "bonne nuit", "merci", "allah hafiz". */
export const BYE_ABROAD =
  'bonne nuit|buenas noches|gute nacht|buonanotte|boa noite|au revoir|adios|hasta luego|tschuss|dobranoc|allah hafiz|khuda hafiz|oyasumi';
export const THANKS_ABROAD = 'merci|gracias|danke|grazie|obrigado|obrigada|arigato|shukriya|terima kasih|dank je|takk|salamat';
const GOODBYE = opening`
  bye|bye bye|goodbye|good night|goodnight|night night|nite|see you|see ya|talk (?:to you )?later|gotta go|
  got to go|have to go|i have to go|i need to go|i've got to go|ttyl|later|cya|i'm off|signing off|
  that's all for (?:now|today)|${BYE_ABROAD}
`;
const THANKS = opening`
  thanks|thank you|thank u|thx|thnx|ty|tysm|cheers|many thanks|appreciate (?:it|that|you)|i appreciate (?:it|
  that|you)|${THANKS_ABROAD}
`;
const GREETING = opening`
  hi|hello|hey|hiya|howdy|yo|heya|hey there|hi there|hello there|greetings|good (?:morning|afternoon|evening|
  day)|morning|evening|sup|what's up|wassup
`;
const HOW_ARE_YOU = inside`
  how (?:are|r) you(?: doing| today)?|how's it going|how are things|how you doing|how's your day|
  how have you been|you ok|you good
`;

const META = inside`
  (?:are|r) you (?:a |an |even |actually |really )?(?:real|human|person|bot|robot|ai|machine|therapist|doctor|
  psychologist|computer|program|chatbot|chat gpt|chatgpt|alive|sentient|a real person)|who (?:are|made|created|
  built|programmed|designed) you|what are you|am i (?:talking|speaking) to|what can you (?:do|help with)|
  how can you help|what do you do|what are you for|(?:do|can|will|did) you (?:remember|recall|know what|save|
  store|keep)|what do you (?:remember|know) about me|how do you work|is this (?:a bot|an ai|ai|real|
  a real person|private|confidential)|are you (?:listening|there)|do you have feelings|what's your name|
  who is this
`;

const OFF_TOPIC = inside`
  weather|forecast|capital of|who won|(?:oat|almond|soy|soya) milk (?:actually |really )?(?:healthier|better)|how many calories|
  the game last night|did (?!(?:i|we|you|u|he|she|they|it|my|me)\b)\w+(?: \w+)? (?:win|lose|draw)|
  (?:easy|quick|simple|cheap) (?:pasta|dinner|meal|lunch) (?:thing|idea|recipe)|score of|final score|stock (?:price|market)|bitcoin|
  crypto price|president of|prime minister|tell me a joke|(?:know|got|have|hear) (?:a|any) (?:good |funny )?jokes?|
  a joke please|joke please|(?:what|how much) is \d+ (?:times|
  plus|minus|divided by|x|\*|\+|-|\/) \d+|\d+ (?:times|plus|minus|divided by) \d+|order (?:a |some |
  me )?(?:pizza|food|takeout|an uber|a taxi|groceries)|recipe for|how to cook|(?:you|u) (?:please )?translate|translate (?:this|
  that|it|something|for me|(?:\w+ ){0,4}(?:into|to|from))|write (?:me )?(?:a |
  my )?(?:essay|poem|code|song|story)|what time is it|how tall is|how old is|how far is|play (?:a |
  some )?(?:song|music)|set (?:an |a )?(?:alarm|timer|reminder)|book (?:a |me a )?(?:flight|table|hotel)|
  sports scores|what's the news|movie recommendations?|recommend (?:a |me a )?(?:movie|show|film|book)|
  (?:know|recommend|suggest) (?:any |a |some )?(?:good |nice |cheap |decent )?(?:restaurants?|cafes?|bars?|pubs?|hotels?) in|
  (?:meaning|definition) of the word|spell the word|who is the (?:richest|tallest|best)|what year did|
  when did world war
`;

const REQUEST = [
  /^(?:please )?(?:give|show|teach|send|suggest|recommend|walk|guide|talk) (?:me|us)\b/,
  /^(?:please )?help(?: me| us)?\b/,
  // "Write me a short email.", "make it shorter", "draft something to Denise".
  // "Maybe little bit more warm, because she was really kind…", "a bit shorter": a change to the words asked for.
  /^(?:maybe |perhaps )?(?:a )?(?:little )?(?:bit )?(?:more warm|warmer|shorter|plainer|softer|simpler|friendlier|less formal|more casual)\b/,
  // "Fine. Now write me an email to the recruiter…".
  /^(?:please |now |then |next )?(?:write|draft|make|list) (?:me|us|it|a|an|the|something|some)\b/,
  /^(?:please )?tell me (?:what|how|something|a way|some|an?)\b/,
  // "Please can you help me write an email to him".
  new RegExp(
    String.raw`^(?:please )?(?:can|could|will|would) you (?:please |maybe |just )?` +
      String.raw`(?:help|give|show|teach|suggest|recommend|walk|guide|tell|talk|remind|make|find|send|write|do)\b`,
  ),
  /^(?:can|could) (?:i|we) (?:get|have|try|do) (?:a|an|some|another|the)\b/,
  // "I would be grateful if you could draft a few sentences", "would you mind writing it out".
  /^(?:i'?d|i would|i'?ll|i will) (?:be (?:very |so |really )?grateful|appreciate it) if you (?:could|would|can|will)\b/,
  /^would you mind (?:\w+ing)\b/,
  inside`i (?:need|want|would like|'d like|could use) (?:something|some help|help|some advice|advice|some tips|tips|ideas|
    some ideas|a plan|an? (?:exercise|technique|tip|way|idea|plan|script|strategy|trick)|to (?:learn|try|practi[cs]e) (?:a|an|some|something))`,
  opening`(?:what|how) (?:should|do|can|could|would) (?:i|we) (?:actually |even |possibly |best |just )?(?:say|do|tell|respond|reply|
    answer|word|phrase|handle|approach|start|ask|deal with|talk to|bring up|write|text)`,
  // "any training tips", "got any sleep tips": the kind of tip named between.
  /^(?:any|got any|do you have any|have you got any|have you any) (?:other |more )?(?:[a-z]+ )?(?:tips|advice|ideas|suggestions|exercises|techniques|tricks)\b/,
  // "anything else", "anything else i could try", "any other ideas": more asked for, said alone without a question mark
  // ("Something else" is the quick reply that changes the subject).
  /^(?:anything else(?: (?:i|we) (?:can|could|should) (?:do|try))?|(?:any|some) other (?:options|ideas|ways))\W*$/,
  /^let's (?:do|try|practice|practise|start) (?:a|an|some|the|another|something)\b/,
  /^(?:i need help|i need some help|help please|please help)\b/,
  // "need a present idea. wife turns 50 on friday", with the "I" left out as people type.
  /^(?:i )?(?:need|want) (?:a |an |some )?(?:\w+ )?ideas?\b/,
];

const REQUEST_AFTER_COMMA =
  /,\s*(?:so |and |but )?(?:can|could|will|would) (?:you|u) (?:please |maybe |just )?(?:help|give|show|teach|suggest|walk|tell|remind|make|write)\b/;

const REWORK_AT_END =
  /\b(?:plainer|simpler|shorter|softer|warmer|firmer|less formal|more casual|less gushing|less sorry)[,.]? (?:please|pls|plz)[.!]*$/;

// "how I can ask him?", and "how to say to her nicely?" with no one said to ask it.
const ASKS_HOW = new RegExp(
  String.raw`\b(?:how|what) (?:exactly )?(?:(?:(?:do|should|can|could|would) )?(?:i|we) (?:(?:can|should|could|would) )?|to )(?:even |actually )?` +
    String.raw`(?:say|tell|ask|explain|write|text|word|phrase|approach|handle|do)\b`,
);

// Said in the order of a statement, as many write it: "i can do slow reduce instead of stop all at once?", "is ok if i call?"
const ASKS_VIEW = /^(?:is it|is that|is this|should i|should we|am i|do i|would it be|can i|i can|i should|is (?:ok|okay|normal|good|bad))\b/;
// "what you think. give notice end of this month or wait till end of june": an opinion asked for before the choice.
const OPINION_FIRST = /^(?:so |ok |and )?(?:what (?:do )?(?:you|u) think|your (?:honest )?opinion|what would (?:you|u) do)\W*$/;
// A tag after a question that asks for a straight answer: "tell me honestly", "just your honest opinion", "be honest".
const HONEST_TAG = new RegExp(
  String.raw`^(?:ok |so |and )?(?:just |please )?` +
    String.raw`(?:tell me honestly|be honest|honestly|your honest (?:opinion|view|answer)|(?:just )?tell me|what do you think|no judgement|no judgment)\W*$`,
);
// "how i say it to her…", "how do i stop replaying it.": asked with no mark.
const LEAD_WORDS = String.raw`^(?:(?:but|and|so|ok|okay|also)\W* )*`;
const SAYING_VERBS = 'say|tell|ask|explain|word|phrase|bring (?:it|this|that) up|propose|suggest|pitch';
const HOW_TO_SAY = new RegExp(
  String.raw`${LEAD_WORDS}how (?:do |can |should |could )?i (?:can |should |could )?(?:even )?(?:${SAYING_VERBS})\b|` +
    // "ok but how to say to mom without fight."
    String.raw`${LEAD_WORDS}how to (?:${SAYING_VERBS})\b|` +
    String.raw`${LEAD_WORDS}how (?:do|can|should|could) i stop\b|` +
    // "whats a polite way to say no to buying. not long"
    String.raw`${LEAD_WORDS}(?:what'?s|what is|whats) (?:a|the) (?:\w+ )?ways? to (?:say|tell|ask|decline|turn down|refuse|reply)\b|` +
    // "also whats a good way to stop it taking over my head. I catch myself…": a way to do anything, asked.
    String.raw`${LEAD_WORDS}(?:what'?s|what is|whats|what are) (?:a|the|some) (?:good |best |easy |quick |simple |healthy )?ways? to \w+`,
);
const WHAT_IF = /^(?:(?:but|and|also|ok|okay|so|hmm|yeah|ya)\W* )*what if (?:she|he|they|my \w+|i|it|someone|people|everyone)\b/;
// "…with just 'ok 👍' 😩 what does that even mean": asked at the end with no question mark.
const ASKS_MEANING = /\bwhat (?:does|do|did) (?:that|it|this|she|he|they) (?:even |actually |really )?mean\b[^a-z]*$/;
// "what do you call that thing where you expect the worst", "is there a word for it": a name asked for, marked or not.
const ASKS_NAME = /\bwhat (?:do you|do people|would you) call (?:it|that|this|the thing|that thing|this thing)\b|\bis there a (?:name|word|term) for\b/;
// A question told in the middle ("I want to ring her every day. How often is too often? Once a week feels like nothing."): asked.
const MIDDLE_QUESTION_MOST_SENTENCES = 4;
// "Do I reply now or is there a waiting rule?", "Is that reasonable or am I being fobbed off again?": a choice put to the coach.
const FACT_ASKED = new RegExp(
  String.raw`^(?:so |and |but |also )?(?:how (?:long|much|many|often|soon) (?:does|do|did|is|are|will|would|can|should)\b|` +
    String.raw`is there (?:a|any) (?:rule|law|limit)\b|what are my rights\b|(?:do|should|shall|can) i\b[^?]* or\b|` +
    String.raw`is (?:that|this|it) (?:a )?(?:reasonable|fair|normal|okay|ok|enough|common|usual)\b[^?]* or\b)`,
  'i',
);
const MIDDLE_QUESTION_WORDS = 4;
const REPORTED = /\b(?:said|says|told|asked|asks)\b/;

// A yes or no view asked for, which reads as a question with or without its mark.
const VIEW_ASKED = /^(?:is (?:it|this|that)|am i|should i|do (?:you|u) think)\b/;
// "ok im gonna get him a kinder egg on the way home too, is that bribery": the view asked at the end of what is told.
const VIEW_TAGGED = new RegExp(String.raw`\b(?:is (?:it|this|that)|am i(?: being)?) (?:${HEDGE} )?(?:a )?(?:${DOUBTS}|${FINE})(?: lol| tho| haha)?$`);
const QUESTION_START = opening`why|how|what|what's|when|where|who|which|is|are|am|do|does|did|can|could|should|would|will|was|were|has|have|
  isn't|aren't|don't|doesn't|shall|any ideas?`;
// Self-talk shaped like a question: shared, not asked.
const RHETORICAL = new RegExp(`^(?:${alternatives(`
  why (?:am|do|can't|does|is) (?:i|this|everything|it) (?:.* )?(?:like this|such an? |always (?:happen|mess|screw|ruin|fail)|
  so (?:stupid|dumb|useless|pathetic|worthless|weak|broken|bad at)|to me$|be normal|get it together|do anything right)|why me|
  what(?:'s| is) wrong with me|what(?:'s| is) the point of (?:me|anything|life|trying|living)|who am i kidding|why bother|how could i be so
`)})`);

const words = (text: string): string[] => text.split(' ').filter(Boolean);

function onlyFiller(rest: string): boolean {
  return words(rest).every((word) => ANSWER_FILLER.has(word));
}

/** A short reply's kind, when it is nothing but a yes, no, maybe or don't-know (with filler). */
export function answerKind(text: string): AnswerKind | null {
  const t = text.replace(LEAD_IN, '').trim() || text;
  for (const [pattern, kind] of [[UNSURE, 'unsure'], [MAYBE, 'maybe'], [NO, 'no'], [YES, 'yes']] as const) {
    const match = t.match(pattern);
    if (match && onlyFiller(t.slice(match[0].length))) return kind;
  }
  return null;
}

const GOOD_WISH = /^have an? (?:good|nice|great|lovely|wonderful|good one|nice one|safe|fab)\b/i;

function sentenceAct(text: string, question: boolean): 'request' | 'question' | null {
  const t = text.replace(LEAD_IN, '');
  if (REQUEST.some((pattern) => pattern.test(t))) return 'request';
  if (RHETORICAL.test(t)) return null;
  // "Have a good night.", "have a nice weekend": a wish, not "Have you…?".
  if (!question && GOOD_WISH.test(t)) return null;
  return question || QUESTION_START.test(t) ? 'question' : null;
}

/** "i will translate to portuguese myself": the person translating, not a request to the coach. */
export const OWN_TRANSLATION = new RegExp(
  String.raw`\bi(?:'ll| will| can| am going to|'m going to|'d)? translate\b[^.?!]*|\btranslate (?:it |this |that )?(?:\w+ ){0,3}myself\b|` +
    // "I can get my mate Enzo from the club to translate": someone of theirs will.
    String.raw`\b(?:get|ask|have) (?:my |a |our )?(?:\w+ ){0,5}to translate\b`,
  'g',
);

/** Off-topic: a request or question outside what a wellbeing coach is for, with no feeling in it. */
// "Give me a few questions that aren't about the weather or house prices": the weather ruled out, not asked about.
const RULED_OUT = /\b(?:not|aren'?t|isn'?t|other than|besides|except|apart from|beyond) (?:about |just )?(?:the )?(?:weather|forecast)\b/g;

// What marks a sentence as a question aside: "random but…", "off topic,", "by the way".
export const OFF_TOPIC_MARK = /\b(?:random|off topic|off-topic|by the way|btw|unrelated|different question|ask something (?:different|else))\b/i;
const OFF_TOPIC_SENTENCE_WORDS = 15;
// Marked as an aside ("sorry can I ask something different, do you know…"), a longer sentence is one too.
const MARKED_OFF_TOPIC_WORDS = 25;

export function isOffTopic(text: string): boolean {
  const asked = text.replace(OWN_TRANSLATION, ' ').replace(RULED_OUT, ' ');
  return OFF_TOPIC.test(asked) && !/\b(?:anxious|worried|scared|stress|stressed|sad|nervous|upset|depressed)\b/.test(text);
}

// An ask for advice or help with nothing of what about: "I need some advice please", "hi, could use some help".
const BARE_ADVICE = new RegExp(
  String.raw`^(?:(?:hi|hello|hey)[,!]?\s+)?(?:i )?(?:need|want|would like|could use|'d like) (?:some |a bit of |your |a little )?` +
    String.raw`(?:advice|help)(?: please| pls)?[.!]*$`,
  'i',
);

/** How long a report on a try can be and still be read as one: what was tried, and how it went. */
const TRIED_WORDS = 40;

// A last sentence this short after a question says how it should be answered, not something new.
const SHORT_TAIL = 3;

// "my mum has a boyfriend??", "im just like ?? u met him once": surprise marked, not a question put to the coach.
const SURPRISE_ONLY = /\?[?!]/;
const A_SINGLE_MARK = /(?<![?!])\?(?![?!])/;
// "maybe he does it bc his shifts start early?? idk": a guess put as a question is still asked.
const ASKS_THE_COACH = new RegExp(
  String.raw`\b(?:you|u|ur|your)\b|^(?:should|is|are|am|do|does|can|could|would|will|how|what|why|when|where|who|which|` +
    String.raw`maybe|perhaps|probably|or)\b`,
);

/** Whether a question-marked sentence of `clean` is only surprise ("?? u met him once"), asking the coach nothing. */
export function onlySurprise(clean: string, sentence: string): boolean {
  return SURPRISE_ONLY.test(clean) && !A_SINGLE_MARK.test(clean) && !ASKS_THE_COACH.test(sentence.toLowerCase().replace(LEAD_IN, ''));
}

export function classifyAct(input: ActInput, context: ConversationContext): ActResult {
  const sentences = input.sentences.slice(0, 60).map((s) => (s.question && onlySurprise(input.clean, s.text) ? { ...s, question: false } : s));
  const all = sentences.map((s) => s.text).join(' ');
  const n = words(all).length;
  const result = (act: DialogueAct): ActResult => ({ act, answer: null });
  if (n === 0) return result('share');
  const stripped = all.replace(LEAD_IN, '').trim() || all;
  const short = n <= 12;

  // "tried it today and it made it worse tbh, felt like i couldnt get enough air" reports on a try at any length.
  // "I tried counting backwards from 100 in 7s… and honestly it made it worse. I couldn't do the maths…" at a little more.
  const triedIt = n <= TRIED_WORDS && TRIED.test(all);
  // "…it didnt help me before my driving exam years ago. something else?": what did not help, and another thing asked for.
  const otherAsked = n <= 40 && ASKED_OTHER.test(all);
  // "hmm that didnt help, i know i should be honest, i mean what are the actual words": said first, it is what the message is.
  const opensOnIt = n <= TRIED_WORDS && OPENS_NOT_HELPED.test(all);
  if ((short || triedIt || otherAsked || opensOnIt) && NOT_HELPED.test(all)) return result('not-helped');
  if (short && sentences.some((x) => ALREADY_TRIED.test(x.text)) && !HELPED.test(all)) return result('not-helped');
  if (short && HELPED.test(all) && !WISH.test(all) && !input.clean.includes('?')) return result('helped');

  const kind = n <= (context.lastQuestion ? 8 : 4) ? answerKind(all) : null;
  if (kind) return { act: 'answer', answer: { kind, value: null } };

  if (n <= 8 && GOODBYE.test(stripped)) return result('goodbye');
  if (n <= 8 && THANKS.test(stripped) && !input.content) return result('thanks');
  if (n <= 12 && META.test(all)) return result('meta');
  if (n <= 8 && HOW_ARE_YOU.test(all) && !input.content) return result('small-talk');
  if (n <= 4 && GREETING.test(all) && !input.content) return result('small-talk');
  if (isOffTopic(all) && (n <= 15 || OFF_TOPIC.test(sentences[sentences.length - 1]?.text ?? ''))) return result('off-topic');
  // "By the way, did India win yesterday? I was on shift…", "ok. random but did arsenal win last nite": asked in a sentence of its own.
  const offTopicAsked = (s: { text: string; question: boolean }) =>
    (s.question || OFF_TOPIC_MARK.test(s.text)) &&
    words(s.text).length <= (OFF_TOPIC_MARK.test(s.text) ? MARKED_OFF_TOPIC_WORDS : OFF_TOPIC_SENTENCE_WORDS) &&
    isOffTopic(s.text.toLowerCase());
  if (sentences.some(offTopicAsked)) return result('off-topic');

  const last = sentences[sentences.length - 1];
  if (last && !input.clean.includes('?') && VIEW_TAGGED.test(last.text)) return result('question');
  const lastAct = last ? sentenceAct(last.text, last.question) : null;
  if (lastAct) return result(lastAct);
  // "…go or not? tell me honestly", "Do you think we should appeal? Just your honest opinion.": the question before the tag.
  if (last && HONEST_TAG.test(last.text.toLowerCase()) && sentences.slice(0, -1).some((s) => s.question)) return result('question');
  // "What should the note say? Nothing teachery.", "can you write it? short please": a few words on how the answer should be.
  const asked = sentences[sentences.length - 2];
  if (last && asked?.question && words(last.text).length <= SHORT_TAIL && sentenceAct(asked.text, true) === 'question') return result('question');
  // "Hi, I need some advice please. My brother is marrying…": a bare ask for advice before the story is the story told.
  const earlierAsk = (s: { text: string }) => sentenceAct(s.text, false) === 'request' && !BARE_ADVICE.test(s.text.replace(LEAD_IN, '').trim());
  if (sentences.slice(0, -1).some(earlierAsk)) return result('request');
  // "ok the breathing thing before each throw, can you give me it again in like 3 steps": asked after a comma.
  if (REQUEST_AFTER_COMMA.test(input.clean.toLowerCase())) return result('request');
  // "…i don't want to promise it'll stop by next week. plainer please": a change to the words asked for, at the end.
  if (REWORK_AT_END.test(input.clean.toLowerCase())) return result('request');
  const first = sentences[0];
  if (first && sentences.length <= 3 && first.question && sentenceAct(first.text, true) === 'question') return result('question');
  // "random q, is it weird to put headphones in with no music. feels rude but i need the quiet": asked with no mark at all.
  if (!input.clean.includes('?') && sentences.some((s) => VIEW_ASKED.test(s.text.replace(LEAD_IN, '')))) return result('question');

  if (ASKS_MEANING.test(input.clean.toLowerCase()) || ASKS_NAME.test(all)) return result('question');
  // "Is true?" between a telling and a thank-you says too little to be answered on its own.
  // Not one told of: "she said mrs okafor told her my audition was really good and it was close?? idk" asks nothing.
  const inMiddle = sentences
    .slice(1, -1)
    .some((s) => s.question && words(s.text).length >= MIDDLE_QUESTION_WORDS && !REPORTED.test(s.text) && sentenceAct(s.text, true) === 'question');
  const middle = sentences.length <= MIDDLE_QUESTION_MOST_SENTENCES && inMiddle;
  if (middle) return result('question');
  // "…pending references. How long does a reference check usually take? Otherwise I'm going to refresh my email…": a question of
  // fact is asked however long the story around it.
  if (sentences.some((s) => s.question && FACT_ASKED.test(s.text.replace(LEAD_IN, '')) && !REPORTED.test(s.text))) return result('question');
  if (first && sentences.length > 1 && OPINION_FIRST.test(first.text.toLowerCase())) return result('question');
  // "what if she tells my parents before i'm ready. she's not great at keeping stuff": a worry put as a question, marked or not;
  // "payment plan is good idea. how i say it to her without shaming her.", "how do i stop replaying it.": asked with no mark.
  if (sentences.some((s) => WHAT_IF.test(s.text) || HOW_TO_SAY.test(s.text))) return result('question');
  // "if I want to change my hours, how I can ask him? I dont want to say 'panic'": a how-to asked mid-message.
  if (sentences.some((s) => s.question && ASKS_HOW.test(s.text))) return result('question');
  // "the kids want a puppy already. is it too soon? i feel like it would be replacing her": a question between two tellings.
  if (sentences.length <= 4 && sentences.some((s) => s.question && ASKS_VIEW.test(s.text) && sentenceAct(s.text, true) === 'question')) {
    return result('question');
  }

  // A short reply to "when will you do it?" (or to an exercise's step) is its answer, whatever it says.
  if (n <= 10 && (context.lastQuestion === 'value' || (context.inExercise && !input.content))) {
    return { act: 'answer', answer: { kind: 'value', value: input.clean.replace(/[\s.!,;]+$/, '') } };
  }
  return result('share');
}
