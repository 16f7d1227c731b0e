/**
 * Reading which life situation a message and a conversation are about, and what kind of answer a
 * question asks for. A conversation keeps a score per situation that fades as it moves on, so
 * "what do I say to her?" is read in the situation the person described a few messages before.
 */
import { alternatives, escapeRegExp } from '../text';
import type { AskType, Situation } from './types';
import { subjectWords } from './retrieve';
import { MONTHS, ROLES, SEASONS } from '../understanding/entities';
import { TOO_MUCH_TO_BREATHE } from '../understanding/body';

/** A phrase that names the situation counts this much; a hinting word counts 1. */
const STRONG = 3;
/** Each message keeps this share of the conversation's earlier scores. */
const FADE = 0.75;
/** A situation takes the lead from this score. */
export const LEADS_FROM = 3;
/** The situation already leading keeps the lead from this score, and counts this much more than the others. */
const KEEPS_FROM = 0.5;
const LEADER_BONUS = 2;
/** How much more this message's naming words count, so a new subject can take over. */
const NAMED_AGAIN = 0.5;
const MAX_SCORED_CHARS = 2_000;
/** What hinting words can add in one message: less than a naming phrase. */
const MAX_HINTS = 2;

/** Situations named by a feeling: when a situation with people and circumstances is named too, it is the one to answer. */
const FEELING_SITUATIONS = new Set(['anger', 'low-mood', 'worry-overthinking', 'self-criticism', 'tiredness-low-energy']);
const FEELING_WEIGHT = 0.7;
/** Situations named by what the body does (no sleep, tension): named as much as what brought it on, that leads. */
const SYMPTOM_SITUATIONS = new Set(['racing-mind-at-night', 'early-waking', 'tension-aches', 'tiredness-low-energy']);
const SYMPTOM_WEIGHT = 0.95;
/**
 * Someone at risk of hurting themselves, or anyone at risk from a partner or at home, outranks every other trouble named
 * with it: "my teenage daughter told me she's been cutting herself" is met as her self-harm, never as the stress of parenting
 * a teenager, "my ex threatened me" as a threat, not a breakup, and "my stepdad hits my mum" as violence, not a step-family.
 */
const A_CHILD_AT_RISK = 'child-self-harm';
const SOMEONE_AT_RISK = 'someone-at-risk';
const A_CHILD = /\b(?:son|daughter|child|kid|teen|teenager|stepson|stepdaughter|boy|girl|(?:yr|year)s? old)\b/;
const OWN_HARM = new RegExp(
  String.raw`\b(?:i|i'm|im|i've|ive|i am|i have)(?: been)? (?:self[- ]?harm\w*|(?:cut|cutting|hurt|hurting|burn|burning) myself)\b|` +
    String.raw`\bmy (?:self[- ]?harm\w*|cutting)\b`,
);
const PARTNER_ABUSE = 'partner-abuse';
const AT_RISK_SITUATIONS = new Set([A_CHILD_AT_RISK, SOMEONE_AT_RISK, PARTNER_ABUSE, 'someone-abused', 'hurt-at-home']);
const AT_RISK_WEIGHT = 1.5;
/**
 * A feeling said once in a long story ("I open the HMRC website and feel stupid", "every time I visit I'm furious") is how
 * the story feels, not what it is about: with no other word of the feeling there, it only hints at its situation. So does
 * any other situation named by one phrase there, with no other word of it, outside the story's first sentence ("Mrs Okafor
 * came out to see if I was alright" in a story about a neighbour's cat).
 */
const IN_A_STORY_WORDS = 30;


const PEOPLE = /^(?:coworker|co-worker|colleague|workmate|teammate|manager|boss|partner|boyfriend|girlfriend|husband|wife|roommate|flatmate)s?$/;

/** A phrase as a pattern on word boundaries, plural and possessive forms allowed ("exams", "boss's"). */
function cue(phrase: string): RegExp {
  const words = phrase.trim().toLowerCase().split(/\s+/).map(escapeRegExp).join(' ');
  // "No coworkers either", "without a manager": someone the person does not have is not their situation
  // (while "no money" or "no motivation" is).
  const absent = PEOPLE.test(phrase.trim().toLowerCase()) ? String.raw`(?<!\b(?:no|without|zero|any) )` : '';
  return new RegExp(`(^|[^a-z])${absent}${words}(s|es|'s)?(?![a-z])`);
}

/** How near two words of a pair must be to say it together: "my son … on his phone", not "my son" then "my phone" later. */
const PAIR_WINDOW = 16;

const cueAnywhere = (phrase: string) => new RegExp(cue(phrase).source, 'g');

/** Where each match of the cues starts, in words from the start of the text; `notMine` leaves out the person's own ("my phone"). */
function wordsAt(list: readonly RegExp[], text: string, notMine = false): number[] {
  const at: number[] = [];
  for (const c of list) {
    for (const m of text.matchAll(c)) {
      const start = (m.index ?? 0) + (m[1]?.length ?? 0);
      // The person's own phone or school ("set this up on my phone") is not the child's.
      // Nor what befell the person themself ("I was made redundant… my wife is worried"): not the partner's.
      const befellMe = text.slice(Math.max(0, start - 3), start) === ' i ' && /^(?:was|got) /.test(text.slice(start));
      if (notMine && (text.slice(Math.max(0, start - 3), start) === 'my ' || befellMe)) continue;
      at.push(text.slice(0, start).split(' ').length);
    }
  }
  return at;
}

/** A sentence this short ("in front of the whole school.", "Henri died four years ago.") goes on from the one before. */
const FRAGMENT_WORDS = 6;

/** The message's sentences (split at " | "), each short one joined to the sentence before it. */
function sentencesOf(text: string): string[] {
  const out: string[] = [];
  for (const part of text.split(' | ')) {
    if (out.length > 0 && part.trim().split(' ').length <= FRAGMENT_WORDS) out[out.length - 1] += ` ${part}`;
    else out.push(part);
  }
  return out;
}

function together(left: readonly RegExp[], right: readonly RegExp[], text: string, withinSentences = false): boolean {
  // Within one sentence when asked: "a walking holiday with my friend Bent | All flights are cancelled" pairs only across two.
  if (withinSentences) return sentencesOf(text).some((sentence) => together(left, right, sentence));
  const rights = wordsAt(right, text, true);
  if (rights.length === 0) return false;
  return wordsAt(left, text).some((l) => rights.some((r) => Math.abs(l - r) <= PAIR_WINDOW));
}

// "Denise came to my dad's funeral", "half the office came to our wedding": someone who was there, told of them, not the loss
// or the day itself.
const SOMEONE_CAME = new RegExp(
  String.raw`\b(?!i\b|we\b)[a-z]+ (?:came|come|went|turned up|showed up|flew in|drove up) (?:all the way )?to (?:my|our) ` +
    String.raw`(?:[a-z]+'s )?(?:funeral|wedding|graduation|party)\b`,
  'g',
);
/**
 * Life events a message can tell as its past ("took up the cello four years ago after I retired"). Not a loss: "Harold passed
 * three years ago" is still met as a loss.
 */
// Putting a pet to sleep weighed, not told as done: "should i put him down", "how will i know when to put her to sleep".
const PUT_DOWN_WEIGHED = new RegExp(
  String.raw`\b(?:should (?:i|we)|whether (?:i|we) should|whether to|if (?:i|we) should|thinking (?:of|about)|when to|time to|` +
    String.raw`(?:need|have|going) to decide)(?: [a-z']+){0,3} (?:put(?:ting)?|have (?:him|her|them|it) put) (?:[a-z]+ ){0,2}(?:down|to sleep)\b`,
);
const PET_GONE = /\b(?:died|passed away|has passed|is gone|was put|were put|had (?:him|her|them|it|\w+) put)\b/;
// "i think my friend is mad at me, she hasnt replied in a week": the one not replying is a friend, not a date, unless
// dating is named too ("my friend set me up on a date and he hasnt replied").
const A_FRIEND_NAMED = /\b(?:my|our) (?:best |close |oldest |old )?(?:friend|mate|bestie|bff)\b/;
// "my sister didnt invite me to her wedding": family who hurt, not a friend, unless a friend is named too.
const KIN_NAMED = /\bmy (?:sister|brother|sis|bro|mum|mom|dad|parents|cousin|aunt|auntie|uncle|nan|gran|grandma|grandad|in-laws|in laws)\b/;
const ANY_FRIEND = /\b(?:friends?|mates?|bestie|bff|pals?)\b/;
const DATING_NAMED = /\b(?:dat(?:e|es|ed|ing)|tinder|hinge|bumble|crush|match(?:ed)?|situationship|talking stage|boyfriend|girlfriend)\b/;
const PAST_EVENTS = new Set(['retirement', 'divorce-separation', 'job-loss-search', 'exam-revision', 'moving-house', 'new-job', 'breakup']);
const MANY = 'two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|many|several|some|a few|few|a couple of|couple of';
// "in 2019", "four years ago", "for nine years since"; not "46 years married", nor "it's been 4 years since", which runs up to now.
const LONG_AGO = new RegExp(
  [
    String.raw`\bin (?:19|20)\d\d\b|\b(?:years|decades|a long time) ago\b`,
    String.raw`(?<!\bbeen (?:about |almost |nearly |over |more than )?)\b(?:[2-9]|\d\d+|${MANY}) (?:years|yrs|decades) (?:ago|back|since)\b`,
  ].join('|'),
  'g',
);
/** How near a time long past must be to the event's words to date it. */
const DATED_WITHIN = 6;
// Told as still present: "it's been 4 years since my mum passed and I still miss her".
const STILL_PRESENT = /\b(?:still|miss|missing|anniversary|grief|grieving|can't get over|cant get over|never got over)\b/;

/** Whether every word that names this event sits by a time long past: then it is the person's history, not their trouble. */
function longPast(named: readonly number[], text: string): boolean {
  if (named.length === 0 || STILL_PRESENT.test(text)) return false;
  const dates = [...text.matchAll(LONG_AGO)].map((m) => text.slice(0, m.index ?? 0).split(' ').length);
  return named.every((at) => dates.some((d) => Math.abs(at - d) <= DATED_WITHIN));
}

export interface SituationReader {
  /** The situations this message points to, with their scores (only those above zero). */
  score(normalized: string): Map<string, number>;
  /**
   * The situations this message names only by two words in different sentences (" | " between them): "my friend Bent |
   * all flights are cancelled" names no friend who cancelled, so in an opening message it is a mention, not the subject.
   */
  namedAcrossSentences(normalized: string): Set<string>;
  /**
   * The particular question of this situation the message asks, by the most key words (two at least, or `minHits`), or null.
   * With `minHits` 1, a key of one short word or a role ("dad", "wife") does not count alone. `skip`: the questions already
   * answered, passed over for the next best.
   */
  faq(
    situationId: string,
    normalized: string,
    minHits?: number,
    skip?: ReadonlySet<number>,
  ): { index: number; answer: string; hits: number; content: number; phrase: boolean; twoWords: boolean } | null;
  /** Whether any of these words (`subjectWords`, as heard earlier in the conversation) is one of the situation's own. */
  related(situationId: string, heard: readonly string[]): boolean;
  /** How many different hinting words of the situation are among these words (`subjectWords`, as heard in the conversation). */
  hintsHeard(situationId: string, heard: readonly string[]): number;
}

// Key words that say what kind of question it is ("is it normal", "pathetic"), not what it is about.
const KIND_KEYS = new Set(['normal', 'weird', 'ok', 'okay', 'embarrassing', 'embarrassed', 'pathetic', 'stupid', 'bad', 'wrong', 'silly', 'strange', 'crazy']);

// "My daughter set this up for me on the phone": how the person came to the app, not a child's phone.
const HOW_THEY_GOT_HERE = /\b(?:my \w+ )?(?:set|put) (?:this|it|the app) up(?: for me)?(?: on (?:the|my|her|his) (?:phone|tablet|ipad|computer|laptop))?/g;

// "Everyone in the team is younger than my son": someone named to compare with, not the trouble.
const COMPARED_KIN = 'son|daughter|kids?|children|grandkids|grandchildren|dad|mum|mom|father|mother';
const COMPARED_WITH = new RegExp(String.raw`\b(?:younger|older|smaller|bigger|taller|than|as old as|the age of) (?:my|our) (?:${COMPARED_KIN})\b`, 'g');

// "our firm has just moved to a new office": a workplace's move, no home to move.
const A_WORKPLACE_MOVE =
  /\b(?:just )?mov(?:ed|ing|es)? (?:to |into )?(?:a |an |our |the )?(?:new |bigger |smaller )?(?:office|offices|building|premises|site|floor|desks?)\b/g;
// "the separation package" from a job, a dog's "separation anxiety": no parting of a couple.
const NOT_A_PARTING = /\bseparation (?:package|pay|payment|offer|anxiety)\b/g;
// "My writing group says I should revise the first chapter": a text to rework, not an exam.
const TEXTS = 'chapter|draft|document|essay|cv|resume|manuscript|report|proposal|book|novel|script|policy|budget|contract|plan|speech|letter|email|post';
const A_TEXT_TO_REVISE = new RegExp(String.raw`\brevis(?:e|ing|ed) (?:the|my|this|that|a|his|her|our) (?:\w+ )?(?:${TEXTS})s?\b`, 'g');
// "My roommate works night shift at a hospital": someone else's shifts, not the person's.
// "Tomasz is on night shifts this week", "she's working nights": theirs too.
const SHIFTS = String.raw`(?:a |the )?(?:night shifts?|nights|night duty|shifts?|lates|earlies)\b`;
const SOMEONE_ELSES_SHIFTS = new RegExp(
  String.raw`\b(?:my|our|his|her) (?:${[...ROLES].join('|')}|housemate)(?: [a-z]+)? (?:works?|working|is on|does|do) ${SHIFTS}|` +
    String.raw`\b(?:he|she|they|(?!i\b)[a-z]+)(?: is| are|'s|'re) (?:on|working|doing) ${SHIFTS}|` +
    // "'Aoife' on all her shifts": hers, on the rota.
    String.raw`\b(?:on )?(?:all )?(?:his|her|their) (?:shifts?|rota|nights)\b`,
  'g',
);
// "colleague's mum died", "her dad passed away", "someone whose dad just died": someone else's loss, told of (a card to
// write), not the person's grief.
const SOMEONE_ELSES_LOSS = new RegExp(
  String.raw`\b(?!my\b|our\b)(?:his|her|their|whose|[a-z]+'s) (?:${[...ROLES].join('|')})(?: [a-z]+)? ` +
    String.raw`(?:just |recently )?(?:died|passed away|passed|death|funeral)\b`,
  'g',
);
// "my best friends mum died on sunday", "my friend just lost her dad": a friend's loss, met as standing by them through it
// (`FRIENDS_LOSS`), not as the person's own grief.
const A_FRIENDS_LOSS = new RegExp(
  String.raw`\bfriend(?:'s|s|s') (?:${[...ROLES].join('|')})(?: [a-z]+)? (?:has |had |have )?(?:just |recently |suddenly )?` +
    String.raw`(?:died|passed away|passed)\b|\bfriend (?:has |had )?(?:just |recently )?lost (?:her|his|their) (?:${[...ROLES].join('|')})\b`,
  'g',
);
const FRIENDS_LOSS = 'friend-grieving';
// "because i am from other country": where someone comes from, not a partner far away.
const FROM_A_COUNTRY = /\bfrom (?:an |a )?(?:other|another|different|foreign) (?:country|countries|culture)\b/g;
// "should i go to the funeral? i only met her mum twice": the funeral of someone else's parent, gone to for them.
const THEIR_PARENT = String.raw`\b(?:her|his|their|friend's|friends|mate's|colleague's) (?:mum|mom|mother|dad|father|nan|gran|grandma|grandad)\b`;
const THEIR_PARENTS_FUNERAL = new RegExp(String.raw`(?<=${THEIR_PARENT}.*)\bfuneral\b|\bfuneral\b(?=.*${THEIR_PARENT})`, 'g');
// "My son Kacper (8 years) got the diagnosis of ADHD": someone else's diagnosis, cared about, not the person's own to get used
// to; the child and what they have stay, for the child's diagnosis.
const SOMEONE_ELSE_DIAGNOSED = new RegExp(
  String.raw`(?<=\b(?:my|our|his|her) (?:son|daughter|boy|girl|child|kid|baby|toddler)\b(?: \S+){0,8}? )(?:was |got |has been |been |is |just )*` +
    String.raw`(?:diagnosed|the diagnosis|a diagnosis)(?: (?:with|of))?`,
  'g',
);
// "my dad is having a hip operation next month": someone else's operation, not the person's own recovery.
const SOMEONE_ELSES_OPERATION = new RegExp(
  String.raw`\b(?:my|our|his|her) (?:dad|father|mum|mom|mother|husband|wife|partner|boyfriend|girlfriend|son|daughter|brother|sister|` +
    String.raw`nan|gran|grandma|grandad|grandpa|friend|child|kid)\b(?: \S+){0,6}? (?:is having|is getting|had|has had|needs|just had|is going in for|` +
    String.raw`is booked in for)(?: an?| his| her| their)?(?: \S+){0,2}? (?:operation|surgery|op|replacement|reconstruction)\b`,
  'g',
);
// A pet's diagnosis is its illness (pet-illness, found by the pet with the illness), never the person's own: only the word
// "diagnosed" goes.
const PET_DIAGNOSED = new RegExp(
  String.raw`(?<=\b(?:my|our) (?:cat|dog|kitten|puppy|rabbit|horse|pet)\b(?: \S+){0,8}? )(?:was |got |has been |been |is |just )*` +
    String.raw`(?:diagnosed|the diagnosis|a diagnosis)\b`,
  'g',
);
// "a young man came in with a toddler", "her teenager": someone else's child, not the person's own.
const YOUNG = '(?:toddler|teenager|newborn)';
const SOMEONE_ELSES_CHILD = new RegExp(String.raw`(?<!\b(?:have|got|had|raising|expecting) )\b(?:a|an) ${YOUNG}\b|\b(?:her|his|their) ${YOUNG}\b`, 'g');
// "a watch party for the geminids", "a sales party", "our 10th wedding anniversary": no gathering to be nervous at.
const NOT_A_PARTY = /\b(?:watch|search|third|political|sales|tupperware) part(?:y|ies)\b|\bwedding (?:anniversary|ring|rings|photos?|album)\b/g;
// "she wants to sell our car and rent camping car for 6 weeks": to rent something is to hire it, not rent to pay.
// "rent chair in salon in Kolonaki": a hairdresser's chair, a desk or a booth to work from, not a home.
const THINGS_HIRED = 'camping|camper|cars?|vans?|bikes?|boats?|skis|equipment|costumes?|chairs?|desks?|booths?';
// "a company rents you an incubator and eggs": hired out to someone.
const RENTING_A_THING = new RegExp(String.raw`\brent(?:ed|ing|s)? (?:you |us |me |them )?(?:a|an|the|some|out|${THINGS_HIRED})\b`, 'g');
// "I'm 68, retired from driving the number 50 bus": who the person is, said to begin with, not a retirement to talk over.
// Not "i'm 68 and retired in march, feel a bit useless": a retirement told as it happened is one to talk over.
// "I am 71, from Vienna, retired teacher of mathematics": where they are from, and the work they retired from, too.
// "I'm 67, retired, in Aarhus", "I am Mama Wanjiru, 66, retired primary teacher": a place after it, not a month.
// "I am a 61-year-old retired schoolteacher and I have sung alto…": an age written as one word.
const MONTHS_AND_SEASONS = `${[...MONTHS].join('|')}|${SEASONS}`;
const WHEN_RETIRED = String.raw`in (?:\d|the|${MONTHS_AND_SEASONS})|last|this|recently|on|since|just|a few|\d`;
const RETIRED_BY_WAY_OF_INTRODUCTION = new RegExp(
  String.raw`\b(?:i'm|i am|im) (?:[a-z]+,? ){0,3}\d{2}(?: years old| years|[- ]years?[- ]old)?,?` +
    String.raw`(?: from [a-z]+(?: [a-z]+)?,?)? (?:and )?(?:a |now |almost |nearly )?` +
    String.raw`retired\b(?! (?:${WHEN_RETIRED}))(?: (?!and\b|but\b|so\b|in\b)[a-z]+){0,2}(?: of [a-z]+)?|` +
    // "I am a retired teacher, 73 years old, living in Kumasi."
    String.raw`\b(?:i'm|i am|im) a retired [a-z]+(?: [a-z]+)?(?=,? (?:\d{2}|living|from|based|originally|in)\b)|` +
    // "I am 63, engineer in Prague, almost retired."
    String.raw`\b(?:i'm|i am|im) \d{2},? (?:[a-z]+,? ){1,4}(?:almost|nearly|semi|partly) retired\b|` +
    // "Grow giant pumpkins. Retired. Half Moon Bay.": a word of who they are, in terse writing.
    String.raw`(?:^|[.!]\s*)retired(?:\s+\d{2})?\s*(?=[.,!]|$)|` +
    // "Walked every step so far. 63, retired surveyor from Geelong.", "Retired bus driver, 69, Leeds."
    String.raw`(?:^|[.!|]\s*)\d{2},? (?:a |now )?retired [a-z]+(?: from [a-z]+)?|(?:^|[.!|]\s*)retired [a-z]+(?: [a-z]+)?,? \d{2}\b`,
  'g',
);
// "A dad shouted at me", "some bloke on the touchline yelled at me": someone else's shouting at the person, no parenting.
const SHOUTERS = 'dad|mum|mom|parent|father|mother|man|woman|guy|bloke|coach|ref|referee|fan|spectator|player|customer|driver|neighbou?r|stranger|lady|person';
const SHOUTED_AT_BY_SOMEONE_ELSE = new RegExp(
  String.raw`\b(?:a|an|another|some|the other|this|that) (?:[a-z]+ ){0,3}?(?:${SHOUTERS})\b[^.?!]{0,40}?\b(?:shouted|yelled|screamed|swore|snapped) at me\b`,
  'g',
);
// "a dad in a Villa coat shouted", "his mum": someone else's parent, not the person's family.
// Not "going to be a dad", "becoming a mum": the person becoming one.
const SOMEONE_ELSES_PARENT = /(?<!\b(?:be|become|becoming) )\b(?:a|another|some|the other|his|her|their|[a-z]+'s) (?:dad|mum|mom|father|mother)\b/g;
// "he's been swamped with the move at his work": someone else's workload, not the person's.
// "since my mum started her new job": hers, not the person's.
// Not "he lost his job": someone close losing theirs is the person's worry (`supporting-someone`).
const THEIR_WORK = String.raw`(?<!\blost )\b(?:his|her|their) (?:new )?(?:work|job|role|boss|manager)\b`;
const THEY_ARE_SWAMPED = String.raw`\b(?:he|she|they)(?:'s| is| has| have|'ve| are|'re)? (?:been )?(?:swamped|snowed under|overloaded)\b`;
// "My daughter Katharina goes back to work full time in September": someone else's return to work.
const THEY_GO_BACK =
  String.raw`\b(?:my|our|his|her) (?:${[...ROLES].join('|')})(?: [a-z]+)? ` +
  String.raw`(?:goes|is going|went|has gone|will go) back to (?:work|her job|his job)\b`;
const SOMEONE_ELSES_WORK = new RegExp(`${THEIR_WORK}|${THEY_ARE_SWAMPED}|${THEY_GO_BACK}`, 'g');
// "A guy who retired in August" (a footballer on a fantasy team): someone else's retirement.
// "hes retired i think but his wife works nights": a neighbour's retirement.
const SOMEONE_ELSE_RETIRED = new RegExp(
  String.raw`\b(?:a|the|this|that) (?:guy|man|woman|player|bloke|lady|person) (?:who )?(?:just |recently |has |had )?retired\b|` +
    String.raw`\b(?:he|she|hes|shes)(?:'s| is)? retired\b`,
  'g',
);
// "our retirement village newsletter", "a retired history teacher" (a visitor): a place or someone else, not the person's retirement.
const NOT_THEIR_RETIREMENT = new RegExp(
  String.raw`\bretirement (?:village|home|community|complex|flat|flats|party|do|card|gift|present|fund|savings|account|plan|age)s?\b|` +
    // "she's quite a no-nonsense retired nurse": a word or two between.
    String.raw`(?<!\b(?:i'm|i am|im|i was) )\b(?:a|an|the|this|that) (?:(?!newly\b|recently\b|just\b)[a-z-]+ ){0,2}retired (?!from\b|and\b|now\b)[a-z]+`,
  'g',
);
// "I passed the exam", "my German is B2, I passed": an exam behind them, not one to revise for.
// "i got into my dream uni": a place won, no rejection.
const A_PLACE_WON = new RegExp(
  String.raw`\b(?:got into|got in to|got a place at|got an offer from|got accepted (?:into|to|at|by)|accepted (?:into|to|at|by)|starting at|` +
    String.raw`off to) (?:my )?dream (?:uni|university|school|college)\b`,
  'g',
);
// "my family lives abroad and i cant afford the flight": why they can't be there, not money worries.
const A_FARE_HOME = /\b(?:can'?t|cannot|couldn'?t) afford (?:the|a|my) (?:flights?|plane tickets?|tickets?|train|fares?|trip|journey)(?: home| back)?\b/g;
const AN_EXAM_PASSED = /\b(?:i |i've |ive |already )?passed (?:the|my|an|that|this|all (?:the|my)) (?:[a-z]+ )?(?:exams?|tests?)\b/g;
// "after I bring my son to school", "my daughter saw it when she came round", "this new phone my son bought me": a school run,
// a grown child's visit or gift.
const CHILD_IN_PASSING = new RegExp(
  String.raw`\b(?:bring|take|drop|drive|walk|pick up) (?:my|the|our) (?:son|daughter|kids|children|boy|girl)(?: off)? (?:to|at|from) school\b|` +
    String.raw`\bmy (?:son|daughter)(?: [a-z]+)? (?:saw|came round|came over|visited|popped in|dropped by|(?:bought|gave|got|sent|helps|helped) me)\b|` +
    // "a mom at my son's school", "I'm on the PTA at my daughter's primary school": where someone is met, not the child's trouble.
    String.raw`\b(?:at|from) (?:my|our) (?:son|daughter|kids|children|boy|girl)(?:'s|s') (?:primary |secondary |high |middle |elementary |new )?school\b|` +
    // "our son arjun's school trip money is due friday": a cost of the child's, told in a story about money.
    String.raw`\b(?:my|our) (?:son|daughter|kids?|children|boy|girl)(?: [a-z]+)?(?:'s|s') (?:school )?(?:trip|uniform|party|birthday|fees|dinner money|` +
    String.raw`lunch money|club|swimming|football|presents?)\b`,
  'g',
);
// "my chest goes tight just looking at the drawer": the body's answer to what is being told, not a new trouble.
const REACTION_TO_IT = new RegExp(
  String.raw`\b(?:my )?(?:chest|heart|stomach|hands?|throat)\b[^.|]{0,25}\b(?:tight|tightens|racing|races|pounding|pounds|shaking|shakes|sinks|drops|` +
    String.raw`churns|knots?)\b[^.|]{0,15}\b(?:just |when i |every time i |whenever i |even )?(?:look(?:ing)? at|think(?:ing)? (?:about|of)|see(?:ing)?|` +
    String.raw`open(?:ing)?|hear(?:ing)?|read(?:ing)?)\b`,
  'g',
);
// "She's not sleeping well anyway with the bump": someone else's sleep, not the person's.
const SOMEONE_ELSES_SLEEP = new RegExp(
  String.raw`\b(?:she|he|they|my (?:wife|husband|partner|mum|mom|dad|son|daughter))(?:'s| is| are|'re)? ` +
    String.raw`(?:not sleeping|isn't sleeping|can't sleep|cannot sleep|doesn't sleep)\b`,
  'g',
);
// "my lead Tunde noticed", "our team lead": someone at work, not a dog's lead.
const A_LEAD_AT_WORK = /\b(?:team|tech|project|shift|group|section) lead\b|\bmy lead (?=[a-z]+ (?:noticed|said|says|asked|told|wants|thinks|saw|is|was)\b)/g;
// "my ex says I'm too soft and that's what he'd do": a co-parent's view told, not a parting to talk over.
const AN_EX_WHO_SAYS = new RegExp(
  String.raw`\bmy ex (?=(?:says|said|thinks|thought|reckons) (?:that )?(?:i'm|im|i am|i was|i should|i need|we should|the kids|our (?:son|daughter|kids))\b|` +
    String.raw`has the kids\b)`,
  'g',
);
// "I'm not on my own all the time, don't worry": loneliness denied.
const NOT_ALONE = /\b(?:i'm|im|i am) not (?:on my own|alone|lonely)(?: all the time)?\b/g;
// "Is that a good time or am I overthinking it?", "Jo reckons I'm overthinking it": a doubt about one plan, no worrying to treat.
const OVERTHINKING_THIS = /\b(?:am i|(?:reckons|thinks|says|maybe|perhaps|probably) (?:i'm|im|i am)) (?:just )?overthinking (?:it|this|that|one|a|the)\b/g;
// "that cognitive shuffle thing on tiktok, is it legit": something seen there, not time spent on the phone.
// "this year it went viral on TikTok": something of theirs online, not time on the phone.
const SITES = 'tiktok|instagram|youtube';
const SEEN_ONLINE = new RegExp(
  String.raw`\b(?:saw|seen|watched|read|heard about|found)\b[^.?!]{0,50}?\bon (?:${SITES}|reddit)\b|\ba tiktok thing\b|` +
    String.raw`\b(?:went|gone|go|going|goes) viral(?: on (?:tiktok|instagram|youtube|facebook|twitter|x))?`,
  'g',
);
// "My daughter Lerato is writing her matric exams": a child's exams, not the person's.
const KIN_WITH_EXAMS = 'son|daughter|kids?|child|brother|sister|grandson|granddaughter|niece|nephew';
// "my son is learning to play guitar and he's so loud": someone else's learning, not the person's own.
const SOMEONE_ELSE_LEARNING = new RegExp(
  String.raw`\b(?:my|our|his|her|their) (?:${KIN_WITH_EXAMS}|husband|wife|partner|boyfriend|girlfriend|flatmate|neighbour|neighbor)(?: [a-z]+)? ` +
    String.raw`(?:is|has been|has started|started|wants to|'s) (?:learning|learn)(?: to| how to)?(?: play)?(?: the)? [a-z]+\b`,
  'g',
);
const SOMEONE_ELSES_EXAM = new RegExp(
  String.raw`\b(?:my|our) (?:${KIN_WITH_EXAMS})(?: [a-z]+)? (?:is|has|was|'s) (?:(?:writing|doing|sitting|taking|studying for|revising for|got|had) )?` +
    String.raw`(?:her|his|their) (?:[a-z]+ )?(?:exams?|tests?|finals|mocks)\b|` +
    // "His teacher Mrs. Chen say he has talent and his grade 3 exam is in August": a child's music or dance grade.
    String.raw`\b(?:his|her|their) (?:grade \d+|piano|violin|music|dance|ballet|guitar|swimming|belt|grading) (?:[a-z0-9]+ )?(?:exams?|tests?)\b`,
  'g',
);
// "my citizenship interview on Thursday", "a visa interview": an interview that is no job to start or find.
const NOT_A_JOB_INTERVIEW =
  /\b(?:citizenship|visa|immigration|asylum|green card|naturali[sz]ation|uscis|embassy|police|admissions?|university|uni|college|school) interviews?\b/g;
// "ask everyone to bring sides", "a side dish": food to bring, not sides to take.
const SIDES_TO_EAT = new RegExp(
  String.raw`\b(?:bring|brings|bringing|make|making|do|doing|cook|cooking) (?:a |some |the |their |two |three )?(?:own )?sides?\b|\bside dish(?:es)?\b`,
  'g',
);
// "she keeps asking for my dad, he died 5 years ago", "she asks for my dad every day and he died…": a loss someone with
// dementia asks after, part of caring for them, not the person's grief told now.
const A_LOSS_ASKED_AFTER = new RegExp(
  String.raw`(?<=\b(?:(?:keeps?|kept|always|still|constantly) (?:asking|asks|calling|looking)|(?:she|he|they) (?:asks|calls|looks)) ` +
    String.raw`(?:for|about|where|after)\b[^|?]{0,40}?)` +
    String.raw`\b(?:he|she|they)(?:'s| has| had)? (?:died|passed away|passed|been dead|been gone)\b[^|,]*`,
  'g',
);
// "he told his teacher our dog died so he could skip reading time": a story a child told, not a loss.
const A_LOSS_MADE_UP = new RegExp(
  String.raw`\b(?:told|tells|telling) (?:his|her|their|the) (?:teacher|class|friends?|coach|teachers) (?:that )?` +
    String.raw`(?:our|his|her|their|the) \w+ (?:had )?(?:died|was dead|is dead|passed away)\b`,
  'g',
);
// "we went to a presentation because they promised a free excursion": one sat through, not given.
const A_PRESENTATION_ATTENDED = /\b(?:went to|go to|going to|attended|sat through|invited to|dragged to) (?:a|the|this|their) (?:[a-z]+ )?presentation\b/g;
// "I mentioned I'd got a pay rise", "my father had Alzheimer's": a rise already had, an illness of someone's past.
const A_RISE_HAD = /\b(?:got|had|received|gotten|i'd got|just got) (?:a|my|the|her|his) (?:pay rise|payrise|raise|pay raise)\b/g;
const THEIR_ILLNESS_PAST = /\b(?:my )?(?:father|mother|dad|mum|mom|grandmother|grandfather|grandma|grandad) had (?:alzheimer'?s|dementia)\b/g;
// "shorter pls im not giving a speech": no speech to give.
const NOT_A_SPEECH = /\b(?:not|never) (?:giving|doing|making) a (?:speech|presentation|talk)\b/g;
// "my daughter just lost her first tooth", "he lost his temper": no death.
const LOST_A_THING = /\blost (?:his|her|their) (?:first )?(?:tooth|teeth|temper|keys?|phone|wallet|glasses|ring|voice)\b/g;
// "medical test for my caregiver job in Nagoya": a carer's job or visa, not caring for a parent.
const A_CARER_JOB = /\b(?:caregiver|carer|care worker) (?:job|visa|work|course|position|role|training|agency)s?\b|\b(?:job|work) as an? (?:caregiver|carer)\b/g;

// "she left me £18,000", "my aunt left me her house": something left to the person in a will, not a partner leaving.
const LEFT_ME_A_THING = /\b(?:he|she|they|[a-z]+) left (?:me|us) (?:£|\$|€|\d|some |a |an |the |her |his |their |everything|money|it all)/g;
// "if we did cut down, how would I say it to her?", "cut down the visits": fewer of something shared, not a habit to break.
const SHARED_THINGS = 'visits?|hours|shifts?|days|meetings?|trips?|calls?|walks?|sessions?|lessons?';
const NOT_A_HABIT_CUT = new RegExp(
  String.raw`\bcut(?:ting)? (?:them |it )?down (?:the |on the |on (?:his|her|their|our) )?(?:${SHARED_THINGS})\b|` +
    String.raw`\b(?:we|they) (?:did |could |would |should |might )?cut(?:ting)? (?:it |them )?down\b`,
  'g',
);
// "he is more lonely than he has a TV problem", "my neighbour seems lonely": someone else's loneliness, not the person's.
const SOMEONE_ELSE_LONELY = new RegExp(
  String.raw`\b(?:he|she|they|(?:my|our|his|her) [a-z]+)(?:'s|'re| is| are| seems?| gets?| feels?| must be| was| were)? ` +
    String.raw`(?:so |very |really |quite |more |a bit |a little |probably |just )*lonely\b`,
  'g',
);
// "the flower beds at the crossroads", "a raised bed": a garden's beds, not a bed to sleep in.
const NOT_A_BED = /\b(?:flower|raised|vegetable|veg|garden|rose|seed|herb|strawberry) beds?\b|\bbeds? of (?:flowers|roses|tulips)\b/g;

// "he's sound sober", "she is fine sober": someone else sober, not the person cutting down.
const SOBER_LIKE = '(?:sound |fine |nice |lovely |great |ok |okay |grand )?sober';
const SOMEONE_ELSE_SOBER = new RegExp(
  String.raw`\b(?:he|she|they)(?:'s|'re| is| are| was| were)? ${SOBER_LIKE}\b|\b(?!i\b|i'm\b|im\b|i've\b)[a-z]+(?:'s| is| was) ${SOBER_LIKE}\b`,
  'g',
);
// "you can't stop being a teacher", "I was a teacher for forty years": the person's own work, not a child's teacher.
// "less like a teacher wrote it": how words sound.
const A_TEACHER_ONESELF = /\b(?:being|be|was|were|am|i'm|im|as|retired|former|like) (?:a |an )?(?:retired |former )?teacher\b/g;

// "the netball one from county finals", "the cup final": a match, no exam.
const SPORTS_FINALS = /\b(?:county|cup|league|regional|national|state|district|club|netball|football|soccer|basketball|hockey|rugby|tennis) finals?\b/g;
// "not even trying until after my exams in November": a time told by an event, not the event to talk over.
const UNTIL_AN_EVENT = /\b(?:until|till|til) (?:after )?(?:my|the|our|his|her) (?:[a-z]+ )?(?:exams?|finals|mocks|wedding|move|holiday|retirement)\b/g;

// "we split up when Sofia was 4", "my parents divorced years ago": a parting long past, told as background.
const A_PARTING_LONG_AGO = new RegExp(
  String.raw`\b(?:split up|broke up|separated|divorced|got divorced)(?: from (?:her|him|my \w+))? ` +
    String.raw`(?:when (?:i|he|she|we|they|[a-z]+) (?:was|were) (?:\d+|little|small|a baby|a kid|young)|(?:\d+|many|a few|some|ten|twenty) years ago|` +
    String.raw`in (?:19|20)\d\d|long ago|ages ago|years back)`,
  'g',
);

// "my left heel is giving me grief", "good grief": trouble or a sigh, not a loss.
const GRIEF_AS_TROUBLE = /\b(?:giv(?:e|es|ing)|gave|given) (?:me|him|her|us|them|you) (?:some |a lot of |a bit of |no )?grief\b|\bgood grief\b/g;
// "he needs to be separated now or Caramel can get pregnant again": animals or things kept apart, not a couple parting;
// "what if we get separated at the festival", "she got separated from her friends": lost in a crowd.
const KEPT_APART = new RegExp(
  String.raw`\b(?:needs?|has|have|had|ought) to be (?:kept )?separated\b|\bkeep (?:them|him|her|the \w+) separated\b|` +
    String.raw`\bif (?:we|they|you|she|he|i) (?:get|got) separated\b|` +
    String.raw`\b(?:get|gets|got|getting) separated ` +
    String.raw`(?:from (?:the group|her friends|his friends|their friends|friends|us|each other|them)|in (?:the|a) crowd|at (?:the|a) )`,
  'g',
);
// "he has a new baby (my nephew Tommaso, 2 months) and a new job in Milano", "my sister just had a baby": someone else's baby or
// job, not the person's own.
const SOMEONE_ELSES_BABY_OR_JOB = new RegExp(
  String.raw`\b(?:he|she|they|my (?:sister|brother|cousin|friend|colleague|coworker|neighbour|neighbor|son|daughter|niece|nephew))` +
    String.raw`(?:'s| has| have| had| just had| is having| are having)(?: just)? (?:a|their|her|his) (?:new )?(?:baby|job)\b` +
    String.raw`(?:[^.?!]{0,40}? and a new (?:baby|job)\b)?`,
  'g',
);
// "a video of 60 seconds for tiktok and instagram", "a chapter someone shared on TikTok", "bea posted a tiktok about my
// breakup": something made or shared there, not time lost on the phone.
const POSTED_ONLINE = new RegExp(
  String.raw`\b(?:posted|shared|made|make|making|film|filmed|upload\w*|put up) (?:a |an |the |some )?(?:[a-z]+ )?(?:tiktoks?|videos?|reels?)\b|` +
    String.raw`\b(?:shared|posted|put up|went up|put(?: it| me| them| us)?) on (?:${SITES})\b|\bfor (?:${SITES})(?: (?:and|or) (?:${SITES}))?\b`,
  'g',
);
// "Should I stop feeding them?" about crows, "feeding the ducks": animals fed, not a baby.
const FEEDING_ANIMALS = new RegExp(
  String.raw`\b(?:feed|feeds|feeding|fed) (?:them|the (?:birds|crows|ducks|cats|pigeons|squirrels|fish|chickens|goats?|dogs?|cat|dog)|` +
    String.raw`(?:birds|crows|ducks|pigeons|squirrels|chickens))\b`,
  'g',
);
// "keeps pitching me her products", "a sales pitch": selling to the person, no presentation to give; "my first job interview in
// 12 years" is an interview, not a first job.
const PITCHED_AT = /\bpitch(?:es|ing|ed)? (?:me|us|him|her|them|to me|to us)\b|\bsales pitch(?:es)?\b|\bfirst(?= job interviews?\b)/g;
// "I gave the speech at her wedding": a speech given long ago, told to say how close they are.
const A_SPEECH_GIVEN = /\b(?:gave|did|made|held) (?:the|a|my) (?:[a-z']+ )?(?:speech|toast) at (?:her|his|their|our|my|the) [a-z]+\b/g;
// "make it sound like a 15 year old": how words should sound, not a child of the person's.
const SOUND_LIKE_AN_AGE = /\b(?:like|as) an? \d+ ?(?:yr|year)s? old\b/g;

// "is it normal", "am i overreacting": the question's shape, said the same about anything.
const KIND_PHRASE = /^(?:is (?:it|this|that)|am i|is it just me)(?: (?:normal|ok|okay|weird|bad|wrong|crazy|silly|stupid|too \w+|overreacting))?$/;
const isKindKey = (key: string) => KIND_KEYS.has(key) || KIND_PHRASE.test(key);
// One short word ("dad", "mum", "kid") names many questions; alone it picks none.
const LOOSE_KEY_MAX = 3;
// Nor does someone's role ("wife", "boss"): who it is about, not what is asked.
const isLooseKey = (key: string) => !key.includes(' ') && (key.length <= LOOSE_KEY_MAX || ROLES.has(key));
// Words of when, not of what: "every night", "last week".
const TIME_WORDS = new Set(
  subjectWords('every night nights day days week weeks month months year years morning mornings evening evenings last always today tonight time times'),
);
// The words a situation is named by: its phrases, hints and title.
const subjectOf = (s: Situation): ReadonlySet<string> => new Set(subjectWords([...s.strong, ...s.weak, s.title].join(' ')));
// "my boss", "his mum": someone said with whose they are is still who, not a phrase of what is asked.
const WHOSE_ROLE = /^(?:my|our|his|her|their|your|the|a|an) ([a-z]+)$/;
const isWhoKey = (key: string) => ROLES.has(WHOSE_ROLE.exec(key)?.[1] ?? '');

// Words of a situation's phrases that say nothing of what a conversation is about ("called me", "swore at me").
// Who is in it is not what it is about either. Both forms, as written and stemmed.
const NOT_A_SUBJECT = new Set(subjectWords(['call called calling swore cussed terrible stopped keep keeps doing went', ...ROLES].join(' ')));

// Words that only look like a situation's: how they came to the app, someone to compare with, a job's package or title,
// a text to revise, someone else's shifts, loss, child, retirement, workload or exams, a party that is no gathering,
// loneliness denied, a doubt about one plan, something seen online, a thing lost, a speech not given, a presentation
// sat through, a pay rise already had, a parent's illness of the past, a lead at work, someone else's sleep, someone who
// came to a funeral or a wedding, something left in a will, fewer visits, someone else's loneliness, a flower bed, someone
// else sober, the person's own teaching, a time told by an event ("until after my exams"), a parting long past, grief as
// trouble ("giving me grief"), animals kept apart, someone else's baby, words to sound like an age, a speech given at a wedding,
// something posted or made for TikTok, animals fed, a sales pitch, a first job interview, an interview for citizenship or a
// place, sides of food to bring, a loss a child made up, a workplace that moved, a sports final, an ex's view told, the body's answer to
// what is told, a loss someone with dementia asks after, a friend's loss (met as standing by them, not grief of the person's own)
// and the funeral of someone else's parent, where someone comes from, someone else's learning ("my son is learning guitar").
// "how do i get my husband to back me up without a row?", "what do i say that doesnt start a war": a row feared, not one
// had. Here it names no situation; a reply reads it as worry about how words will land.
export const A_ROW_FEARED =
  String.raw`without (?:(?:it|this|that) )?(?:(?:starting|causing|turning into|becoming|having) )?` +
  String.raw`(?:(?:a|an|another|any) )?(?:(?:huge|big|massive|whole|major|proper) )?(?:row|fight|argument|blow[ -]?up|war|scene|drama|falling out)|` +
  String.raw`(?:doesn'?t|does not|won'?t|will not|wont|not) (?:start|cause|turn into) (?:a |an )?(?:(?:huge|big|massive|whole) )?` +
  String.raw`(?:war|fight|row|argument|drama|scene)`;
const A_ROW_AVOIDED = new RegExp(String.raw`\b(?:${A_ROW_FEARED})\b`, 'g');
// "my dad hit me with the news", "she hits me with questions": a way of saying it, not a blow.
const HIT_WITH_WORDS = new RegExp(
  String.raw`\bhit(?:s|ting)? me with (?:(?:the|a|an|this|that|some|his|her|their|another|more|all|these|those) )?(?:(?:big|bad|good|latest) )?` +
    String.raw`(?:news|deadlines?|questions?|bills?|surprises?|requests?|comments?|remarks?|truth|announcement|ultimatums?|jokes?|facts?|pillows?|snowballs?|` +
    String.raw`guilt(?: trips?)?|lectures?|demands?|updates?|emails?|texts?|messages?)\b`,
  'g',
);
// "i check slack on my phone in bed": work reached on the phone, not time lost to it.
const WORK_ON_THE_PHONE = /(?<=\b(?:slack|emails?|work messages|teams|outlook)) on my (?:phone|mobile)\b/g;
const PASSING: readonly RegExp[] = [
  A_FRIENDS_LOSS, THEIR_PARENTS_FUNERAL, FROM_A_COUNTRY, HOW_THEY_GOT_HERE, COMPARED_WITH, A_WORKPLACE_MOVE, NOT_A_PARTING, A_CARER_JOB,
  A_TEXT_TO_REVISE, SOMEONE_ELSES_SHIFTS, SOMEONE_ELSES_LOSS, SOMEONE_ELSES_CHILD, NOT_A_PARTY, SOMEONE_ELSE_RETIRED, SOMEONE_ELSES_WORK,
  RENTING_A_THING, RETIRED_BY_WAY_OF_INTRODUCTION,
  SHOUTED_AT_BY_SOMEONE_ELSE, SOMEONE_ELSES_PARENT, NOT_THEIR_RETIREMENT, AN_EXAM_PASSED, CHILD_IN_PASSING, NOT_ALONE,
  OVERTHINKING_THIS, SEEN_ONLINE, SOMEONE_ELSES_EXAM, SOMEONE_ELSE_LEARNING, LOST_A_THING, NOT_A_SPEECH, A_PRESENTATION_ATTENDED, A_RISE_HAD,
  THEIR_ILLNESS_PAST, A_LEAD_AT_WORK, SOMEONE_ELSES_SLEEP, SOMEONE_CAME, LEFT_ME_A_THING, NOT_A_HABIT_CUT, SOMEONE_ELSE_LONELY,
  NOT_A_BED, SOMEONE_ELSE_SOBER, A_TEACHER_ONESELF, UNTIL_AN_EVENT, SPORTS_FINALS, A_PARTING_LONG_AGO, GRIEF_AS_TROUBLE, KEPT_APART, SOMEONE_ELSES_BABY_OR_JOB,
  SOUND_LIKE_AN_AGE, A_SPEECH_GIVEN, POSTED_ONLINE, FEEDING_ANIMALS, PITCHED_AT, NOT_A_JOB_INTERVIEW, SIDES_TO_EAT, A_LOSS_MADE_UP,
  AN_EX_WHO_SAYS, REACTION_TO_IT, SOMEONE_ELSE_DIAGNOSED, PET_DIAGNOSED, SOMEONE_ELSES_OPERATION, A_LOSS_ASKED_AFTER, A_ROW_AVOIDED,
  HIT_WITH_WORDS, WORK_ON_THE_PHONE, TOO_MUCH_TO_BREATHE, A_PLACE_WON, A_FARE_HOME,
];

/** The message without words that only look like a situation's, so they neither name one nor count as heard of it. */
export function withoutPassing(normalized: string): string {
  return PASSING.reduce((text, words) => text.replace(words, ' '), normalized);
}

// Situations that are the person's own event or state. Said of someone else ("she talks about her divorce the entire time",
// "my sister's new job", "he is caregiver so he is very tired"), they are told of, not lived, and name nothing.
const OWN_EVENTS = new Set([
  'divorce-separation', 'breakup', 'retirement', 'new-job', 'job-loss-search', 'exam-revision', 'presentation-speaking', 'moving-house',
  'shift-work', 'new-diagnosis', 'dating-anxiety', 'coming-out', 'burnout', 'imposter-feelings', 'pay-rise', 'homesick-new-place',
  'job-interview', 'driving-test', 'performance-nerves', 'starting-therapy', 'back-to-work', 'driving-fear', 'gambling',
  // "my dad has just been diagnosed": his illness, met as supporting him.
  'chronic-illness-pain',
]);
// A carer named as someone's work ("he is caregiver") is theirs; a parent's carer or dementia ("mum's carer") is still the person's to care for.
// "my husband is drinking every night" is someone else's drinking, met as supporting them.
// "she go to the gym with my headphones" is her gym, not the person's exercise.
// "i take him to every hospital appointment": someone else's appointment, the person's help, not their health worry.
const OWN_ROLES = new Set(['caring-for-parent', 'drinking-less', 'exercise-motivation', 'health-worry']);
// Whose: "her", "his", "their", "Linda's", "my sister's"; not a day's ("today's exam", "monday's presentation") or a place's.
const NOT_A_PERSON = String.raw`(?:it|that|what|there|here|let|who|where|how|he|she|one|[a-z]*day|tonight|week|weekend|month|year|term|semester|` +
  String.raw`morning|evening|night|company|firm|school|uni|university|college|team|office|department|class|course|hospital)'s`;
const WHOSE = String.raw`\b(?:his|her|their|(?!${NOT_A_PERSON}\b)[a-z]+'s) (?:[a-z]+ )?`;
// "she is going through a divorce", "he's in the middle of a breakup": theirs too.
// "my wife got laid off": someone named by who they are is someone else too.
const THEY_ARE =
  String.raw`\b(?:he|she|they|(?:my|our) (?:${[...ROLES].join('|')})(?: [a-z]+)?)` +
  String.raw`(?:'s|'re| is| are| was| were| has(?: just| now| recently)? been| have(?: just| now| recently)? been| has| have| got| goes| go| went|` +
  // "my girlfriend got diagnosed with": a phrase that starts with its own verb.
  String.raw`(?= (?:got|was|is|has) ))` +
  String.raw`(?: (?:a|an|the|just|now|recently|newly|also|still|going through|in the middle of|getting|diagnosed with))* `;
// "i take him to every hospital appointment", "drove mum to her scan": someone else's, the person going along.
const TAKEN_TO =
  String.raw`\b(?:take|takes|took|taking|drive|drives|drove|driving|bring|brought|go with|went with|going with) ` +
  String.raw`(?:him|her|them|my [a-z]+|mum|mom|dad|nan|gran) to (?:(?:all|every|each|the|his|her|their|a|an) )*`;
/** The phrases of a situation said of someone else, as one pattern to take out before they are read. */
function someoneElses(phrases: readonly string[], whose: boolean): RegExp {
  const said = phrases.map((p) => p.trim().toLowerCase().split(/\s+/).map(escapeRegExp).join(' ')).join('|');
  return new RegExp(`(?:${whose ? `${WHOSE}|` : ''}${THEY_ARE}|${TAKEN_TO})(?:${said})(?:s|es)?\\b`, 'g');
}

/** A word of this many situations' own phrases is too common to say the talk was about one of them before. */
const SHARED_BY = 3;

/**
 * Whether a longer key says more than a word inside it: "biggest weakness" more than "weakness", "in bed" no more than "bed".
 * A phrase inside a phrase ("biggest weakness" in "my biggest weakness") is counted as it always was.
 */
const adds = (outer: string, inner: string) => inner.includes(' ') || subjectWords(outer).some((word) => !subjectWords(inner).includes(word));

/** Key words a message must hold for a particular question to be the one it asks. */
export const FAQ_MIN_HITS = 2;

// "a hospital appointment, just a check-up, nothing serious", "rent here is crazy. But I am not desperate": something the
// person waves aside in the same breath. Not when they worry all the same ("probably nothing serious but I can't stop thinking").
const DISMISSED = new RegExp(
  String.raw`\b(?:nothing serious|(?:i'm|im|i am|we're|we are) not (?:desperate|struggling|worried about (?:that|it|the money))|` +
    String.raw`(?:that's|thats|that is|it's|its) not (?:the|what) (?:issue|problem|point|bothers me))\b`,
);
const STILL_WORRIED = /\b(?:worried|scared|anxious|terrified|can'?t stop)\b/;

/** A message of several sentences without those that wave their subject aside; one sentence alone is kept whole. */
function withoutDismissed(text: string): string {
  if (!text.includes(' | ') || !DISMISSED.test(text)) return text;
  return sentencesOf(text.trim()).filter((sentence) => !DISMISSED.test(sentence) || STILL_WORRIED.test(sentence)).join(' | ');
}

/** The text without the naming phrases found in it. */
const withoutPhrases = (text: string, named: readonly RegExp[]): string => named.reduce((t, c) => t.replace(new RegExp(c.source, 'g'), ' '), text);

/** The text without both words of each pair said together in it. */
function withoutPairs(text: string, pairs: readonly (readonly [RegExp[], RegExp[]])[]): string {
  let rest = text;
  for (const [left, right] of pairs) {
    if (together(left, right, rest)) for (const c of [...left, ...right]) rest = rest.replace(c, ' ');
  }
  return rest;
}

const lastSentence = (text: string): string => text.trim().split(' | ').at(-1) ?? '';
const CANNOT_DO = /\bi (?:don'?t|do not|dont|really don'?t) know how to\b|\bi (?:can'?t|cannot|struggle to|never) \w+/;

/** Whether the first sentence, where a story says what it is about, names the situation. */
function firstSentenceNames(text: string, named: readonly RegExp[], pairs: readonly (readonly [RegExp[], RegExp[]])[]): boolean {
  // "hi.", "ok so weird one.": a short start goes on into the sentence after it.
  let first = ' ';
  for (const part of text.trim().split(' | ')) {
    first += `${part} `;
    if (first.trim().split(' ').length > FRAGMENT_WORDS) break;
  }
  return named.some((c) => c.test(first)) || pairs.some(([left, right]) => together(left, right, first));
}

export function situationReader(situations: readonly Situation[]): SituationReader {
  const cues = situations.map((s) => ({
    id: s.id,
    strong: s.strong.map(cue),
    weak: s.weak.map(cue),
    theirs: OWN_EVENTS.has(s.id) || OWN_ROLES.has(s.id) ? someoneElses(s.strong, OWN_EVENTS.has(s.id)) : null,
    pairs: (s.pairs ?? []).map(([left, right]) => [left.map(cueAnywhere), right.map(cueAnywhere)] as const),
    // Where the event's words stand, to tell whether they are dated long past.
    events: PAST_EVENTS.has(s.id) ? [...s.strong.map(cueAnywhere), ...(s.pairs ?? []).flatMap(([, right]) => right.map(cueAnywhere))] : null,
  }));
  const faqs = new Map(
    situations.map((s) => {
      const subject = subjectOf(s);
      return [
        s.id,
        (s.faqs ?? []).map((f) => {
          // A key's plural is found with it ("weekend" finds "weekends"): listed too, it would count the one word twice.
          const keys = f.keys.filter((k) => !/e?s$/.test(k) || !f.keys.includes(k.replace(/e?s$/, '')));
          // A key inside another that adds no word of substance ("bed" in "in bed") is not a second word of the question when
          // both are found; "weakness" in "biggest weakness" still is.
          const inside = keys.map((k, i) => keys.some((other, j) => j !== i && other !== k && cue(k).test(` ${other} `) && !adds(other, k)));
          // A phrase of three words, or of two with a word beyond the situation's own subject and the time of day ("someone new"
          // in a breakup, not "every night" of lying awake), names its case in a short message on its own.
          const ownWord = (k: string) => subjectWords(k).some((w) => !TIME_WORDS.has(w) && !subject.has(w));
          const naming = keys.map((k) => k.includes(' ') && !isWhoKey(k) && (k.split(' ').length >= 3 || ownWord(k)));
          return { keys: keys.map(cue), kinds: keys.map(isKindKey), loose: keys.map(isLooseKey), naming, inside, within: keys, answer: f.answer };
        }),
      ] as const;
    }),
  );
  // What each situation is about in its own words, to tell whether the person spoke of it before ("my friend died" before
  // "the funeral"): the phrases that name it and the event side of its pairs, not who is in it ("husband", "friend").
  // A word many situations use ("left" in "left out" and "she left me", "phone", "work") tells none of them apart.
  const ownWords = situations.map((s) => {
    const words = subjectWords([...s.strong, ...(s.pairs ?? []).flatMap(([, right]) => right)].join(' '));
    return [s.id, words.filter((word) => !NOT_A_SUBJECT.has(word))] as const;
  });
  const uses = new Map<string, number>();
  for (const [, words] of ownWords) for (const word of words) uses.set(word, (uses.get(word) ?? 0) + 1);
  const vocabulary = new Map(ownWords.map(([id, words]) => [id, new Set(words.filter((word) => (uses.get(word) ?? 0) < SHARED_BY))]));
  const hintWords = new Map(situations.map((s) => [s.id, s.weak.map((w) => subjectWords(w)).filter((words) => words.length > 0)]));
  return {
    hintsHeard(situationId, heard) {
      const said = new Set(heard);
      return (hintWords.get(situationId) ?? []).filter((words) => words.every((word) => said.has(word))).length;
    },
    related(situationId, heard) {
      const words = vocabulary.get(situationId);
      return words !== undefined && heard.some((word) => words.has(word));
    },
    faq(situationId, normalized, minHits = FAQ_MIN_HITS, skip) {
      const text = ` ${normalized.slice(0, MAX_SCORED_CHARS)} `;
      let best: { index: number; answer: string; hits: number; content: number; phrase: boolean; twoWords: boolean } | null = null;
      (faqs.get(situationId) ?? []).forEach((f, index) => {
        if (skip?.has(index)) return;
        const counts = (i: number) => minHits >= FAQ_MIN_HITS || !f.loose[i];
        const present = f.keys.map((k, i) => counts(i) && k.test(text));
        // "bed" counts only where no longer key holding it ("in bed") was found as well.
        const within = (i: number, j: number) => j !== i && f.keys[i]!.test(` ${f.within[j]} `) && !adds(f.within[j]!, f.within[i]!);
        const matched = present.map((hit, i) => hit && !(f.inside[i] && present.some((other, j) => other && within(i, j))));
        const found = matched.map((hit, i) => (hit ? (f.kinds[i] ? 'kind' : 'content') : null)).filter(Boolean);
        // "My mom says go to the union rep. My dad says…": who is in it ("mom", "dad") names no question without a word of what.
        if (!matched.some((hit, i) => hit && !f.loose[i])) return;
        const hits = found.length;
        const content = found.filter((x) => x === 'content').length;
        // A key of three words or more ("run out of things to say") names its question on its own.
        const phrase = matched.some((hit, i) => hit && !f.kinds[i] && f.within[i]!.split(' ').length >= 3);
        // …and one of two words ("someone new") names it in a short message that says little else.
        const twoWords = matched.some((hit, i) => hit && !f.kinds[i] && f.naming[i]);
        if (hits >= minHits && hits > (best?.hits ?? 0)) best = { index, answer: f.answer, hits, content, phrase, twoWords };
      });
      return best;
    },
    namedAcrossSentences(normalized) {
      const all = scoreWith(normalized, false);
      const within = scoreWith(normalized, true);
      return new Set([...all].filter(([id, value]) => value >= LEADS_FROM && (within.get(id) ?? 0) < LEADS_FROM).map(([id]) => id));
    },
    score(normalized) {
      return scoreWith(normalized, false);
    },
  };

  function scoreWith(normalized: string, withinSentences: boolean): Map<string, number> {
    const scored = normalized.slice(0, MAX_SCORED_CHARS);
    const friendsLoss = new RegExp(A_FRIENDS_LOSS.source).test(scored);
    const text = ` ${withoutDismissed(withoutPassing(scored))} `;
    const words = text.trim().split(/\s+/).length;
    const out = new Map<string, number>();
    for (const { id, strong, weak, pairs, events, theirs } of cues) {
      // "My mum doesn't know I self harm": the person's own harm, met by the crisis check, not as someone else at risk.
      if (id === SOMEONE_AT_RISK && OWN_HARM.test(text)) continue;
      let total = 0;
      const own = theirs ? text.replace(theirs, ' ') : text;
      const named = strong.filter((c) => c.test(own));
      total += named.length * STRONG;
      if (id === FRIENDS_LOSS && friendsLoss) total += STRONG;
      // Two words that say it together ("husband" and "fight") count as a phrase that names it.
      // Not again when their words are a naming phrase already counted ("heart pounding" is one phrase, not a phrase and a pair).
      const beyond = withoutPhrases(text, named);
      for (const [left, right] of pairs) if (together(left, right, beyond, withinSentences)) total += STRONG;
      let hints = 0;
      // An event long past ("nine years since I retired") hints at the situation; it does not name it.
      if (total > 0 && events && longPast(wordsAt(events, text), text)) [total, hints] = [0, 1];
      // "i dont know if i should put him down": a pet still alive, the choice weighed; a loss only once it is done.
      if (id === 'pet-loss' && PUT_DOWN_WEIGHED.test(text) && !PET_GONE.test(text)) [total, hints] = [0, 1];
      if (id === 'dating-anxiety' && A_FRIEND_NAMED.test(text) && !DATING_NAMED.test(text)) [total, hints] = [0, 1];
      if (id === 'friend-hurt' && KIN_NAMED.test(text) && !ANY_FRIEND.test(text)) [total, hints] = [0, 1];
      for (const c of weak) if (c.test(text)) hints += 1;
      const framed = firstSentenceNames(text, named, pairs);
      // "…and last week there was a scratch on the door. i dont know how to say no to her": a story that ends on what the
      // person cannot do names its trouble there.
      const endsOnIt = named.some((c) => c.test(` ${lastSentence(text)} `)) && CANNOT_DO.test(lastSentence(text));
      if (total === STRONG && words > IN_A_STORY_WORDS && !endsOnIt && (FEELING_SITUATIONS.has(id) || !framed)) {
        // Its hinting words other than those inside the phrase itself ("angry" in "angry all the time").
        const rest = withoutPairs(beyond, pairs);
        if (!weak.some((c) => c.test(rest))) [total, hints] = [0, 1];
      }
      // Hinting words alone never name a situation in one message: they add to one already named.
      total += Math.min(hints, MAX_HINTS);
      if (total > 0) out.set(id, total);
    }
    // "My best friend told me she's been cutting herself": "she's been cutting" is a child's only where a child is spoken of.
    if ((out.get(A_CHILD_AT_RISK) ?? 0) >= LEADS_FROM && (out.get(SOMEONE_AT_RISK) ?? 0) >= LEADS_FROM && !A_CHILD.test(text)) {
      out.set(A_CHILD_AT_RISK, 1);
    }
    return out;
  }
}

/** The conversation's scores after one more message: earlier ones fade, this message's are added. */
export function nextFrame(frame: Readonly<Record<string, number>>, message: ReadonlyMap<string, number>): Record<string, number> {
  const out: Record<string, number> = Object.create(null) as Record<string, number>;
  for (const [id, value] of Object.entries(frame)) {
    const faded = Math.round(value * FADE * 100) / 100;
    if (faded >= 0.5) out[id] = faded;
  }
  for (const [id, value] of message) out[id] = (out[id] ?? 0) + value;
  return out;
}

/**
 * The situation in play: the conversation's leader, with this message's own words counted again so a
 * new subject can take over at once, and the one already leading favoured so a passing word does not
 * move the conversation. Null when nothing reaches the bar.
 */
export function leadingSituation(
  frame: Readonly<Record<string, number>>,
  message: ReadonlyMap<string, number>,
  previous: string | null = null,
  subjects: readonly string[] | null = null,
  asked: ReadonlyMap<string, number> | null = null,
): string | null {
  let best: string | null = null;
  let bestRank = 0;
  let bestScore = 0;
  for (const [id, value] of Object.entries(frame)) {
    // Only a subject of the conversation leads: hints gathered over many messages, or a word in passing, do not.
    if (subjects && id !== previous && !subjects.includes(id)) continue;
    // This message's own words count again only when they name the situation, not when they merely hint at it.
    const named = message.get(id) ?? 0;
    const score = value + (named >= LEADS_FROM ? named * NAMED_AGAIN : 0) + (id === previous ? LEADER_BONUS : 0);
    // Only someone at risk who is named, not one a passing word hints at, outranks the rest.
    const atRisk = AT_RISK_SITUATIONS.has(id) && score >= LEADS_FROM;
    const weight = FEELING_SITUATIONS.has(id) ? FEELING_WEIGHT : SYMPTOM_SITUATIONS.has(id) ? SYMPTOM_WEIGHT : atRisk ? AT_RISK_WEIGHT : 1;
    const rank = score * weight;
    if (rank > bestRank) [best, bestRank, bestScore] = [id, rank, score];
  }
  if (best !== null && best === previous) return (frame[best] ?? 0) >= KEEPS_FROM ? best : null;
  // A death stays what the talk is about: what is named around it ("I have my final presentation on Friday" that keeps
  // them from the funeral) leads only once it is asked about.
  const stays = previous !== null && LOSS_SITUATIONS.has(previous) && (frame[previous] ?? 0) >= KEEPS_FROM;
  if (stays && best !== null && (asked?.get(best) ?? 0) < LEADS_FROM) return previous;
  if (best !== null && previous !== null && (frame[previous] ?? 0) >= KEEPS_FROM && generalOf(best, previous)) return previous;
  return bestScore >= LEADS_FROM ? best : null;
}

const PARTICULAR_HABITS: ReadonlySet<string> = new Set([
  'drinking-less', 'quit-smoking-vaping', 'gambling', 'phone-screen-time', 'eating-routine', 'exercise-motivation', 'social-media-comparison',
]);
/**
 * "How do i cut down…" while drinking less is the talk: the general habit named is the particular one already in play. "i just
 * end up on tiktok for hours" while a task is put off: where the put-off time goes, not a new trouble.
 */
const PARTICULARS_OF: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['habit-change', PARTICULAR_HABITS],
  // "i just lie in bed scrolling all day" of feeling low: how the low days go, not a new trouble with the phone.
  ['phone-screen-time', new Set(['procrastination', 'low-mood'])],
  // "how do i stop losing my temper with them?" of the kids just told of: a parent's temper, a partner's, a family's.
  ['anger', new Set(['parenting-stress', 'partner-arguments', 'family-conflict'])],
  // "she hasnt replied in a week" of the friend just told of: the friend not replying, not a date.
  ['dating-anxiety', new Set(['friend-hurt', 'family-conflict', 'breakup'])],
  // "what if im not good enough" about a new job starting on monday: the new job's worry, not self-criticism in general.
  // "what if they think im an idiot" after a slip in a meeting, "i cant stop replaying it": that moment's fear and replaying.
  ['self-criticism', new Set(['new-job', 'embarrassing-moment'])],
  ['worry-overthinking', new Set(['embarrassing-moment'])],
  // "how i can say no polite" to a boss piling on work: saying no to that work, not boundaries in general.
  ['saying-no', new Set(['workload-boss'])],
  // "what if im a bad dad like mine was" with a baby on the way: the fear of the parent one will be, not a child's behaviour now.
  ['parenting-stress', new Set(['expecting-a-baby'])],
  // "what do i say when they ask why i want to change career" in an interview for a new field: the interview's question.
  ['career-change', new Set(['job-interview'])],
  // "what do i reply to the rejection email" after a dream job went to someone else: that rejection, not a job search.
  ['job-loss-search', new Set(['job-rejection'])],
  // "how do i ask for a raise in it" of the review just told of: the raise raised in that review, not a pay talk of its own.
  ['pay-rise', new Set(['review-ahead'])],
  // "he spends loads on takeaways" in a couple's fights about money: what the rows are about, not money trouble of one's own.
  ['money-stress', new Set(['partner-arguments'])],
]);
export const generalOf = (named: string, inPlay: string): boolean => PARTICULARS_OF.get(named)?.has(inPlay) ?? false;
/** The situations of a death, a person's or an animal's: met as a loss, and staying what the talk is about. */
export const LOSS_SITUATIONS: ReadonlySet<string> = new Set(['grief-person', 'pet-loss']);

/** A sentence that turns to a new subject openly: "also i have a job interview on monday", "on a different note". */
const NEW_SUBJECT = [
  'also', 'another thing', 'one more thing', String.raw`on (?:a|another) (?:different |other )?note`, String.raw`(?:a )?different (?:question|topic|thing)`,
  'unrelated', 'btw', 'by the way', String.raw`separate (?:question|thing)`, 'changing the subject', 'new topic',
  // "sorry off topic but my flatmate Conor keeps asking me…", "random one, but…".
  'off topic', 'off-topic', String.raw`random (?:question|one|q|thing)`,
];
export const TURNS_TO = new RegExp(String.raw`^(?:and |oh and |plus )?(?:sorry,? )?(?:${NEW_SUBJECT.join('|')})\b`);
// "ok maybe i will try. also i like badminton…": a plain "also" goes on with the same talk; "also one more thing" turns away.
const ALSO_ALONE = /^(?:and |oh and |plus )?also\b(?! (?:one more|another) thing)/;
/** Whether a sentence (lower case) turns away from what came before it, so what follows is a new subject. */
export const turnsAway = (sentence: string): boolean => TURNS_TO.test(sentence) && !ALSO_ALONE.test(sentence);

/** Different hinting words a conversation must hold for its hints to add up to a subject. */
const HINTS_TO_ADD_UP = 2;

export interface Namings {
  named: string[];
  mentioned: string[];
}

/**
 * Which situations are the conversation's subjects after one more message. Named while the person first tells what
 * it is about, in a sentence that asks or turns openly to it (`asking`: "also i have a job interview on monday"),
 * where the conversation spoke of it before, or a second time, a situation is a subject; hinted at message after
 * message until it adds up, too. Named first in a conversation about something else, in passing ("Is it normal to feel
 * this humiliated? I couldn't sleep Saturday night" after a capsized dinghy), it is only mentioned.
 */
export function nextNamings(
  prior: Readonly<Namings>,
  message: ReadonlyMap<string, number>,
  context: {
    asking: ReadonlyMap<string, number>;
    opening: boolean;
    frame: Readonly<Record<string, number>>;
    related: (id: string) => boolean;
    /**
     * How many different hinting words of each situation the conversation has held: hints add up to a subject only from
     * two ("my parents… papa"), not from one word said again and again ("the shop" of a shopkeeper's story is no panic in a shop).
     */
    hintsHeard?: (id: string) => number;
    /** Named only by two words in different sentences: in an opening message, a mention until said again. */
    across?: ReadonlySet<string>;
  },
): Namings {
  const named = [...prior.named];
  const mentioned = [...prior.mentioned];
  for (const [id, score] of message) {
    if (named.includes(id)) continue;
    // Hinted at message after message until it adds up ("my parents", "papa", "mom"): the subject, never named in one phrase.
    if (score < LEADS_FROM) {
      const added = (context.frame[id] ?? 0) >= LEADS_FROM && (context.hintsHeard?.(id) ?? HINTS_TO_ADD_UP) >= HINTS_TO_ADD_UP;
      if (added && !mentioned.includes(id)) named.push(id);
      continue;
    }
    const opening = context.opening && !context.across?.has(id);
    const subject = opening || (context.asking.get(id) ?? 0) >= LEADS_FROM || context.related(id);
    if (subject || mentioned.includes(id)) named.push(id);
    else mentioned.push(id);
  }
  return { named, mentioned: mentioned.filter((id) => !named.includes(id)) };
}

/** The situation a message names outright (the highest score, a naming phrase at least), or null. */
export function namedSituation(message: ReadonlyMap<string, number>): string | null {
  let best: string | null = null;
  let bestScore = LEADS_FROM - 0.01;
  for (const [id, score] of message) if (score > bestScore) [best, bestScore] = [id, score];
  return best;
}

// Something written to someone, whose words can be asked for.
const WRITTEN = '(note|card|message|text|email|letter|sign|post|reply|caption|speech|toast|invitation|invite|notice|comment)s?';

const NOT_A_PLAN_TO_MAKE = 'seating|floor|phone|data|mobile|pension|insurance|payment|business|lesson|birth|care|treatment|escape|pricing|price|tariff';
const ASK_PATTERNS: readonly [AskType, RegExp][] = [
  [
    'script',
    alternatives(
      String.raw`\bwhat (exactly |on earth |the hell )?(do|should|can|would|could) i (even |actually |possibly |exactly )?` +
        String.raw`(say|text|write|tell|reply|respond|send|message)\b`,
      // "what do i even put in a message to ryan"
      String.raw`\bwhat (do|should|can|would|could) i (even |actually )?(put|say|write) in (a|the|my|this|that) (message|text|email|note|card|dm)\b`,
      // "can you give me an actual opener? like the first sentence"
      String.raw`\b(give|write|need|want) (me )?(an? |the |some )?(actual |good |first |opening )?` +
        String.raw`(opener|opening line|icebreaker|first line|first sentence)s?\b`,
      // "can you make me a short version i can say after class"
      String.raw`\b(version|something|words|lines?|sentences?) i (can|could|might|would|should) (say|send|text|read out)\b`,
      // "what sort of things could I say in there", "what kind of stuff do i say to him".
      String.raw`\bwhat (sort|kind|type)s? of (things|stuff|words|questions) (do|should|can|could|would|might) i (say|ask|text|write)\b`,
      // "but what exactly i say?", "what i should write": the question in the order many writers use.
      String.raw`\bwhat (exactly )?i (should |can |must |have to )?(say|text|write|tell|reply|respond)\b`,
      // Not "how do i say goodbye": a goodbye is a thing to do, not words to find; nor "how can i tell if she likes me".
      String.raw`\bhow (do|should|can|would|could|might) i (even )?(tell(?! (?:if|whether|the difference)\b)|say|ask|` +
        String.raw`bring (it|this|that) up|approach|talk to|explain|respond|reply|answer)\b(?! (?:goodbye|good bye|bye|farewell)\b)`,
      String.raw`\bhow (do|should|can|would|could|might) i (even )?(word|phrase|break|raise|message|text)\b`,
      // "how do i start the conversation", "how do i even start talking to my daughter"; not a bare "how do i even start".
      String.raw`\bhow (do|should|can|would|could|might) i (even )?start (the |a |that |this |my )?` +
        String.raw`(conversation|convo|chat|talk|talking|speech|toast|message|email|letter|text|call|discussion)\b`,
      // "How would you suggest I tell my daughter…", "how would you say it to him".
      String.raw`\bhow (would|do|could) (you|u) (suggest i |advise me to |recommend i )?(tell|say|word|phrase|put|raise|ask)\b`,
      // "whats a polite way to say no to buying", "a nice way to tell him".
      String.raw`\b(?:a |the )?(?:polite|nice|kind|good|gentle|easy|best|right|simple|short) (?:way|ways) to ` +
        String.raw`(?:say|tell|ask|decline|turn down|refuse|reply|raise|bring (?:it|this|that) up|approach)\b`,
      // "How I should propose this to Brenda", "how do i pitch it to my boss".
      String.raw`\bhow (?:(?:do|should|can|would|could) i|i (?:should|can|could)) (even )?(propose|suggest|pitch|put it|put this|present|frame|sell)\b`,
      String.raw`\b(what to (say|text|write|tell|reply)|words to (say|use))\b`,
      String.raw`\bhow to (tell|ask|say|bring (it|this|that) up|talk to|approach|word|phrase|raise)\b`,
      // "can you write for me a small message for Aoife": the words of a second language's order too.
      String.raw`\b((help|can you help) me (to )?(say|word|write|phrase|tell)|` +
        String.raw`write (me |for me )?(a|the|my) ([a-z]+ )?(message|text|email|reply|note|letter))\b`,
      // "Can you help me with a kind but honest message, just a few lines?"
      String.raw`\bhelp me with (a|the|my|some) ([a-z]+ ){0,4}(message|text|email|note|letter|reply|speech|toast|card)\b`,
      String.raw`\bmake (it|that|this) (into )?an? (text|message|note|email|whatsapp)\b`,
      // "Can you give me a way to open the conversation?"
      String.raw`\b(a (?:[a-z]+ )?way|how) to (open|start|begin) (the|this|that) (conversation|talk|chat)\b`,
      String.raw`\bhelp me with (like )?the (first|opening) (few |2 |two )?(sentences?|lines?|words)\b`,
      String.raw`\b((first|opening) (few |2 |two )?(sentences|lines) to say|opening line)\b`,
      // "can you write me some first sentences?"
      String.raw`\b(write|give) (me )?(some |a few |the )?(first|opening) (few )?(sentences|lines|words)\b`,
      // "can you write out what i'd actually say, word for word", "write it like a whatsapp message", "what should he say to her".
      String.raw`\bwhat (i'd|i would|i should|i could|to) (actually )?(say|write|text)\b|\bword for word\b`,
      // "What should the note say?", "what should i put in the message", "what to put on the card".
      String.raw`\bwhat (should|would|could|do|does|will) (the|my|a|this|that|our) ${WRITTEN} (say|read|sound like)\b`,
      String.raw`\bwhat (should i|do i|can i|to) (put|write) (in|on) (the|my|a|this|that|our) ${WRITTEN}\b`,
      String.raw`\bwrite (it|this|that|one|something) (out |down )?(like|as)\b|\bwrite (it|this|that) (for|to) (him|her|them|my \w+)\b`,
      String.raw`\bwhat should (he|she|they|we) (say|tell|write|text)\b`,
      // Said without "do", as many write it: "what I say to her?", "how I explain to Daniel", "how I can ask him?".
      String.raw`\bwhat i (say|write|text|tell)\b|\bhow i (can |should |could )?(tell|say|ask|explain|approach|talk to|word|phrase|bring (it|this|that) up)\b`,
      // "can you write me a short message to send her", "could you draft a short email to him?"
      String.raw`\b(write|draft) (me )?(a|an|the|my) ((short|quick|little|small|polite|friendly|simple|nice) )*` +
        String.raw`(message|text|email|e-mail|reply|note|letter|msg)\b`,
      // "can you give me the exact words?", "give me the words".
      String.raw`\b(the )?(exact|actual) words\b|\bgive me (the |some )?words\b`,
      // "something short to say to him before we start", "what do I answer, can you write me something?"
      String.raw`\b(something|anything|a line|a few words) ((short|simple|quick|nice|kind|polite) )?to (say|text|write|reply)\b`,
      String.raw`\bwhat (do|should|can) i (even )?answer\b|\bwrite me something\b`,
      // "one or two sentences to open the meeting calmly", "give me one first sentence to start", "draft something to Denise".
      String.raw`\b(one|a|two|three|2|3|few|couple of)( or (two|three|2|3))? (first |opening |short |simple )?(sentences?|lines?)` +
        String.raw` to (open|start|begin|say|use)\b`,
      // "give me exact sentence in simple english", "write me two lines", "give me a couple of opening sentences".
      String.raw`\b(give|write) me (an? |the |one |some |a few |two |three |\d |a couple of |couple of )?(exact |simple |short |easy |opening |first )?` +
        String.raw`(sentences?|lines?|phrases?)\b`,
      // "can you write something friendly but clear?"
      String.raw`\bwrite (me )?something ((short|simple|friendly|nice|kind|polite|clear|honest|calm|warm|firm|but|and) )*` +
        String.raw`(short|simple|friendly|nice|kind|polite|clear|honest|calm|warm|firm)\b`,
      // "what exactly should I ask her?"
      String.raw`\bwhat (exactly )?(do|should|can|could) i (even )?ask (him|her|them|my [a-z]+)\b`,
      String.raw`\bdraft (me )?something (to|for) (him|her|them|my [a-z]+|[a-z]{2,20})\b|\bwrite (me )?something to (him|her|them|my [a-z]+)\b`,
      // "can u give me like 3 things to say to open it".
      String.raw`\b(give|write|tell) me (like )?(\d+ |some |a few |two |three |a couple of |couple of )?` +
        String.raw`(things|ways) to (say|text|write|open with|start with)\b`,
      // "Would you draft one?", "could you write it?": the words just talked of, asked for.
      String.raw`\b(?:would|could|can|will) (?:you|u) (?:please )?(?:draft|write|word|phrase) (?:one|it|that)\b(?! (?:about|for (?:the|a|our))\b)`,
      // "how I might open the conversation", "two or three sentences to say at the start".
      String.raw`\bhow (?:i|i might|i could|i should|to) (?:open|start|begin) (?:the|this|that|our) (?:conversation|talk|chat)\b`,
      String.raw`\b(?:sentences?|lines?|words|phrases?) to say\b`,
      // "how do I write this to Karin on WhatsApp", "How I should write email to him": writing to someone, not writing a thesis.
      String.raw`\bhow (?:(?:do|should|can|would|could) i |i (?:should |can |could |do )?)(?:even |best )?write ` +
        String.raw`(?:(?:it|this|that)\b|(?:an? |the |my )?(?:[a-z]+ )?${WRITTEN}\b|to (?:him|her|them|my [a-z]+|[a-z]{2,20})\b)`,
      // "how I start this conversation?", "how do i open the talk with her".
      String.raw`\bhow (?:(?:do|should|can|would|could) i |i (?:should |can |could )?)(?:even )?(?:start|open|begin) ` +
        String.raw`(?:the|this|that|a|our) (?:conversation|talk|chat)\b`,
      // "can you write it for me?", "could u do that one for me".
      String.raw`\b(?:write|word|phrase) (?:it|this|that|one) (?:out )?for me\b`,
      // "two or three sentences I can fall back on if I freeze", "a few lines I can use".
      String.raw`\b(?:sentences?|lines?|phrases?) (?:that )?i (?:can|could) (?:fall back on|use|keep ready|have ready|lean on)\b`,
      String.raw`\b(?:give|write) me (?:two|three|2|3|a few|some|a couple of) or (?:two|three|four|2|3|4) (?:sentences|lines|phrases)\b`,
    ),
  ],
  // "and if Lucas says something again what i do?": the "what if" put the other way round.
  // "What I must do if Friday nobody comes?": the same in the order many writers use.
  [
    'whatif',
    alternatives(
      String.raw`\b(what if|what (do|should|must|can) i do if|what i (must|should|can|have to) do if|and if (it|he|she|they))\b`,
      String.raw`(?:^|\b(?:and|but|so|ok) )if\b[^?]{3,60}\bwhat (do |should |can )?i do\b`,
      // "If he gets defensive, what then?"
      String.raw`(?:^|[.?!] *|\b(?:and|but|so|ok) )if (?:he|she|they|it|my [a-z]+|[a-z]+) [^?.!]{2,60}\bwhat (?:then|now)\b`,
    ),
  ],
  // "Is it bad to skip netball?" weighs a choice; "is it normal to feel this?" asks about a feeling.
  ['should', /\bis (it|this|that) (bad|ok|okay|wrong|dumb|stupid|silly|weird|selfish|rude|fine) (to|if) (?!feel|be feeling|still feel|cry|miss)/],
  [
    'normal',
    alternatives(
      String.raw`\bis (it|this|that) (a )?(normal|ok|okay|bad|weird|wrong|silly|stupid|strange|common|crazy|dumb|unusual)\b`,
      // "Is it selfish that I sometimes want a weekend off?": a feeling weighed, as "is it normal" is.
      String.raw`\bis (it|this|that) (selfish|awful|terrible|horrible|mean|ungrateful) (that|of me|if i)\b`,
      String.raw`\bam i (weird|normal|crazy|overreacting|being (dramatic|silly|stupid|unreasonable|selfish)|wrong|a bad|stupid|selfish|too)\b`,
      String.raw`\b(is that common|is (something|there something) wrong with me|do (other|most) people|does everyone)\b`,
    ),
  ],
  [
    'plan',
    alternatives(
      // Not a plan someone else has ("the seating plan", "a payment plan") or one already made ("i plan to", "the plan was").
      // Nor one turned down: "small concrete things, not big plan".
      String.raw`\b(?<!(?:${NOT_A_PLAN_TO_MAKE}) )(?<!\b(?:not|no|not a|no big|not big|not a big) )plan\b(?! to\b| is\b| was\b)|` +
        String.raw`\b(schedule|routine|timetable|structure (my|the) (day|days|week|mornings?|evenings?))\b`,
      // "Could you help me put together a week that has some shape to it?"
      String.raw`\b(put together|build|sort out|organi[sz]e|fill) (a|my|the) (week|day|days|weekdays|weekends?)\b`,
      // "can you lay out what mon-fri could look like? like actual times", "hour by hour".
      String.raw`\b(lay out|map out|block out) (what|my|the|a)\b|\b(hour by hour|actual times|time ?slots)\b`,
      String.raw`\bwhat (my|the|a) (week|day|days|mornings?|evenings?|mon-fri|weekdays?) (could|should|would|might) look like\b`,
    ),
  ],
  [
    'should',
    alternatives(
      String.raw`^(maybe|or) [^.!]*\?$`,
      String.raw`\b(or do i (need|have) to|(is|would) (that|it|this) (be )?enough)\b`,
      // "what should i do saturday" asks for ideas, not a choice weighed.
      String.raw`\b((?<!\bwhat )should (i|we)|shall (i|we)|do you think (i|we) should|would you|what would you do|what do you think|better (to|if)|or not)\b`,
      String.raw`\bwhat (i|we) (should|must|have to) do\b`,
      String.raw`\b(is it (better|worth|smarter|wise)|would it be (better|ok|okay|wrong|bad|weird))\b`,
    ),
  ],
  ['why', /(^|[.?!] )why\b|\bwhy (do|does|am|is|can't|cant|did|do i|does it) /],
];

/** What kind of answer a question or request asks for; "howto" when it asks for help in general. */
export function askTypeOf(normalized: string): AskType {
  const text = normalized.slice(0, MAX_SCORED_CHARS);
  return ASK_PATTERNS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'howto';
}

const ASKS_WHERE_TO_START = /\b(?:where|how) (?:do i|do you|to|should i|can i|would i) (?:even |actually )?(?:start|begin)\b/;
// "how do i cope with this", "how am i supposed to deal with that", "what should i do": what to do about the case just told,
// in no words of it.
const ASKS_ABOUT_THIS = new RegExp(
  String.raw`\b(?:how|what) (?:do i|do you|to|should i|can i|am i supposed to|am i meant to|would i) (?:even |actually |best )?` +
    String.raw`(?:cope|deal|handle|live|get through|manage|do)(?: with| about)? (?:this|it|that|all this|all of this|all that)\b|` +
    // "what should i do": of what was just told, though "what can i do" asks for ways through of any kind.
    String.raw`\bwhat (?:should|do) i do(?: now)?$`,
);

/**
 * Whether a question asks where to begin ("where do i even start?") or how to cope with what was told ("how do i cope with
 * this"), which the case just told says more about than its words.
 */
export function asksWhereToStart(normalized: string): boolean {
  return ASKS_WHERE_TO_START.test(normalized) || ASKS_ABOUT_THIS.test(normalized);
}
