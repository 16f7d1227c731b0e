/**
 * Whether a message has the slips of English written as a second language ("he is not bad person", "she don't pay",
 * "since two months"). Words said back in the coach's voice must read as the coach's own English: a slip said back
 * ("It sounds like he is not bad person") reads as mimicry, so such a message is met in the coach's words instead.
 */

// "my flatmate name is Chiara": a name without its "'s"; not "my first name is…".
const NAME_PARTS = 'first|last|full|middle|maiden|real|user|nick|family|given|second|display|screen|pet|married|birth|new|old|legal|surname';
const POSSESSIVE_MISSING = String.raw`\b(?:my|his|her|our|their) (?!(?:${NAME_PARTS})\b)[a-z]+ name (?:is|was)\b`;

// "he don't pay", "she already suspect something", "he make coffee": a verb without its "-s"; not after "does she…".
const BARE_VERBS = [
  "don't|dont|have|want|need|go|say|think|know|like|make|come|get|take|work|live|pay|cook|call|tell|ask|try|feel|look|seem",
  'leave|give|eat|talk|speak|listen|understand|care|play|stay|use|keep|mean|start|stop|agree|suspect|hate|love|cry|shout|yell',
  'hide|sleep|wake|run|sit|write|read|send|bring|buy|become|forget|remember|wait|watch|help|lie|fall',
].join('|');
const OFTEN = '(?:already|always|never|just|still|also|really|often|usually|sometimes|only|even) ';
const AUXILIARY = 'did|does|do|will|would|can|could|should|may|might|must|shall|let|make|makes|made|help|helps|watch|hear|heard|see|saw';
const THIRD_PERSON_BARE = String.raw`(?<!\b(?:${AUXILIARY}) )\b(?:he|she) (?:${OFTEN})?(?:${BARE_VERBS})\b`;
// "my sister take my things", "my colleague present my work": someone by role, with the verb left bare.
const KIN_SUBJECT = 'sister|brother|mum|mom|mother|dad|father|boss|manager|friend|colleague|husband|wife|son|daughter|flatmate|teacher|neighbou?r';
const ROLE_BARE = String.raw`(?<!\b(?:${AUXILIARY}) )\bmy (?:${KIN_SUBJECT}) (?:${OFTEN})?(?:${BARE_VERBS}|present|show|put|borrow|break)\b`;
const WRONG_PERSON = String.raw`\b(?:i|we|they) (?:doesn't|doesnt)\b`;
// "without ask me", "I have problem at work with colleague", "I must go to dentist".
const WITHOUT_BARE = String.raw`\bwithout (?:ask|say|tell|pay|take|give|call|talk|speak|know|think|stop|wait|let)\b`;
const NO_ARTICLE = String.raw`\b(?:i|we|he|she) (?:have|has|had) (?:big |small |little |serious )?(?:problem|question)\b|` +
  String.raw`\bwith (?:colleague|boss|manager|neighbou?r|landlord|teacher)\b|\bgo(?:ing)? to (?:dentist|doctor|gym|hospital)\b`;
// "I am feeling little bit lost": "a little bit" with its "a" left out.
const LITTLE_BIT = String.raw`(?<!\ba )(?<!\bthe )\blittle bit\b`;
// "I feel angry on her", "she is angry on me": angry at someone.
const ANGRY_ON = String.raw`\b(?:angry|mad|upset|cross) on (?:her|him|them|me|you|my)\b`;

// "she is usually relax", "I am agree": a verb after "is" or "am" left without its "-ed" or "-ing".
const AFTER_BE = 'relax|worry|agree|understand|want|know|think|go|come|say|tell|cry|suspect|bore|confuse|scare|disappoint|embarrass|prepare|decide';
// "all I do is worry" is right as it is.
const BY_THE_WAY = '(?:not )?(?:[a-z]+ly |very |so |really |always |never |a bit |too )?';
const BE_BASE = String.raw`(?<!\b(?:do|does|did) )\b(?:is|are|am|'m|was|were) ${BY_THE_WAY}(?:${AFTER_BE})\b`;

// "he is not bad person", "it is normal thing": a one-of-a-kind noun without "a".
const KIND_OF = [
  'good|bad|nice|kind|terrible|horrible|lovely|great|strong|big|small|old|young|new|normal|simple|difficult|hard|easy|strict',
  'traditional|quiet|busy|lazy|rude|honest|typical|real|stupid|serious|different|important',
].join('|');
const ONE_OF_A_KIND = [
  'person|man|woman|guy|girl|boy|friend|mother|father|mum|mom|dad|boss|husband|wife|son|daughter|kid|child|student|teacher',
  'neighbou?r|job|thing|idea|problem|situation|day|week|decision|question|conversation|relationship',
].join('|');
const SOMEONE_IS = String.raw`(?:(?:he|she|it|this|that) (?:is|was)|he's|she's|it's|that's|i am|i'm|i was)`;
const ARTICLE_MISSING = String.raw`\b${SOMEONE_IS} (?:not )?(?:very |really |so )?(?:${KIND_OF}) (?:${ONE_OF_A_KIND})\b(?! (?:stuff|things?|behaviou?r))`;

// "the bills are more high now": "more" with a word that takes "-er"; not "more late nights".
const TAKES_ER = 'high|big|small|cheap|long|short|old|young|fast|slow|late|early|nice|strong|weak|low|hard|easy|better|worse|bigger|higher';
const MORE_ER = String.raw`\bmore (?:${TAKES_ER})(?=\s*(?:$|[.,!?;]|now\b|than\b|and\b|but\b|lately\b|because\b|every\b))`;

// "living here since two months": "since" with a length of time, not "since two years ago".
const COUNT = String.raw`\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|few|many|some`;
const SINCE_LENGTH = String.raw`\bsince (?:${COUNT}) (?:days?|weeks?|months?|years?)\b(?! ago)`;

// "I am tired to hide him", "I want go", "I dont want she think", "he not listen".
const TIRED_TO = String.raw`(?<!\btoo )\btired to (?!death\b|the\b|bits\b)[a-z]+`;
const TO_LEFT_OUT = [
  'go|come|do|make|say|tell|talk|speak|see|be|have|get|take|stop|find|ask|know|start|call|move|live|cook|eat|quit',
  'buy|visit|meet|understand',
].join('|');
const WANT_BARE = String.raw`\b(?:want|wants|wanted|need|needs|needed|try|tries|tried|decide|decided|hope|hoped)\s(?:${TO_LEFT_OUT})\b`;
const WANT_SUBJECT = String.raw`\b(?:want|wants|wanted) (?:she|he|they|we)\b`;
const NOT_NO_VERB = String.raw`\b(?:he|she|they|i|we) (?:not|no) (?!longer|one|more|matter|wonder|doubt|way|idea|only|just|even|really|sure|yet|problem)[a-z]+`;

const UNIDIOMATIC = new RegExp(
  [
    POSSESSIVE_MISSING,
    THIRD_PERSON_BARE,
    ROLE_BARE,
    WRONG_PERSON,
    WITHOUT_BARE,
    NO_ARTICLE,
    ANGRY_ON,
    BE_BASE,
    ARTICLE_MISSING,
    MORE_ER,
    SINCE_LENGTH,
    TIRED_TO,
    WANT_BARE,
    WANT_SUBJECT,
    NOT_NO_VERB,
    LITTLE_BIT,
  ].join('|'),
  'i',
);

/** Whether the text has a slip of second-language English that must not be said back in the coach's voice. */
export function soundsUnidiomatic(text: string): boolean {
  return UNIDIOMATIC.test(text.replace(/[\u2018\u2019]/g, "'"));
}
