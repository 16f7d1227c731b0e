/**
 * What the person has to tell someone, read from the conversation as it goes ("I was made redundant on
 * Monday", "smashed mrs okafor's greenhouse", "I don't want to run it again"), so that words asked for
 * later with nobody and nothing named ("can you help me write the first two sentences?") are words for
 * that news, to that person, rather than a general shape. Only what reads as a whole fact is kept, as
 * words ready to say in the person's own voice.
 */
import type { EngineSnapshot } from './state';
import { capitalize } from './text';
import { WEEKDAYS } from './understanding/entities';
import { normalizedSentences } from './understanding/understand';

export type NewsKind = 'news' | 'confess' | 'limit' | 'raise' | 'ask';

export interface ToldNews {
  kind: NewsKind;
  /** Ready to say, in the person's voice ("I was made redundant on Monday."), or null when only the kind is known. */
  line: string | null;
  /** Whose thing it was, as the line says it ("mrs okafor's", "her"), so it can become "your" for them. */
  owner: string | null;
  /** Who it is to be told to, as the person first said it ("my wife", "mrs okafor"), or null. */
  to: string | null;
  /** The hiding is part of it ("I hid it", "pretending to go to work"): the words say sorry for that too. */
  hidden: boolean;
  /** Something someone keeps doing, said of them by name to someone else ("When Tom keeps…"), when it is that. */
  about?: string | null;
  at: number;
}

export const NEWS_KINDS: readonly NewsKind[] = ['news', 'confess', 'limit', 'raise', 'ask'];
const MAX_KEPT = 4;

const DAY = `(?:${WEEKDAYS.join('|')})`;
const WHEN = String.raw`(?: (?:on|last) ${DAY}| ${DAY}| today| yesterday| this morning| last week| this week| last month)?`;
// Where a clause ends: a joining word, a chat filler, someone else starting a sentence, or a comma.
const JOINING = 'and|but|because|so|when|while|with|at|in|on|last|yesterday|today';
const FILLERS = String.raw`lol|haha\w*|tbh|tho|though|honestly|anyway|anymore|ngl|idk`;
const SUBJECTS = "i|i'm|we|he|she|they|it's|nobody|everyone";
const END = String.raw`(?=$| (?:${JOINING})\b| (?:${FILLERS})\b| (?:${SUBJECTS})\b|,)`;
// A thing named after a verb, never starting on a word that ends the clause ("take it over when he turns 70").
const THING = String.raw`(?!(?:when|while|because|and|but|so|with|at|in|on|i|he|she|they|we)\b)[\p{L}' -]{2,28}?`;

const WAS = String.raw`(?: was|'ve been| have been| got| just got| am being|'m being)?`;
const JOB_LOST = new RegExp(String.raw`\bi${WAS} (?:made redundant|laid off|let go|fired|sacked)\b${WHEN}`, 'u');
const JOB_GONE = new RegExp(String.raw`\bi(?:'ve| have| just)? lost my job\b${WHEN}`, 'u');
const FAILED_WHAT = 'exams?|test|course|year|module|resit';
const FAILED = new RegExp(String.raw`\bi (?:failed|didn't pass|did not pass) (?:my |the )?(${THING}(?:${FAILED_WHAT}))\b`, 'u');
const LEAVING = new RegExp(
  String.raw`\bi(?:'ve| have)? (?:decided|want|am going|'m going|plan|need) to (quit|leave|drop out of) ((?:my|the) ${THING})${END}`,
  'u',
);
const STATE = /\b(i'm|i am|we're|we are) (pregnant|engaged|gay|bisexual|getting divorced|getting married|moving abroad|moving away|moving out)\b/;
const HEARSAY_WORDS = 'rumou?rs?|gossip|think|thinks|thought|assume|assumes|assumed|saying|says|said|claims?|pretend|as if|asking if|asked if|whether';
const HEARSAY = new RegExp(String.raw`\b(?:${HEARSAY_WORDS})\b[^.?!]{0,25}$`);

// Something of someone else's broken or lost: "i smashed her window", "…and smashed mrs okafor's greenhouse".
const DAMAGE_VERB = String.raw`broke|smashed|cracked|scratched|dented|damaged|ruined|stained|lost|chipped|crashed into|shrank|burnt|burned`;
const OWNER = String.raw`(?:(?:mrs|mr|ms|miss|my|our) )?[\p{L}-]+'s|her|his|their|your|the|a|an`;
const SOFTLY = 'accidentally |just |also |then |kind of |kinda ';
const DAMAGE = new RegExp(String.raw`(?:\b(i|we)|\band) (?:${SOFTLY})?(${DAMAGE_VERB}) (${OWNER}) (${THING})${END}`, 'u');
// Not a thing one says sorry for: "lost my job" is news, "lost his wife" a loss, "lost my temper" said elsewhere.
const PEOPLE_AND_PETS = 'wife|husband|mum|mom|dad|mother|father|son|daughter|brother|sister|friend|dog|cat|baby';
const NOT_A_THING = new RegExp(
  String.raw`^(?:job|match|game|race|bet|rules?|${PEOPLE_AND_PETS}|temper|way|mind|patience|voice|appetite|sleep|confidence|interest|trust|home|house)\b`,
);
// Something done by mistake: "opened a package that wasn't mine", "i accidentally deleted the team folder", "read her letter by mistake".
const MISTAKE_VERB = String.raw`[a-z]{3,}ed|took|threw|ate|wore|sent|broke|read|drank|wrote|left|gave|sold|shook`;
const NOT_MINE = new RegExp(
  String.raw`(?:^|\bi |\band )(?:accidentally )?(${MISTAKE_VERB}) (?:a|an|the|some) (${THING}) that (?:wasn't|was not|wasnt) mine\b`,
  'u',
);
const BY_MISTAKE = new RegExp(
  String.raw`\bi (?:accidentally |mistakenly )(${MISTAKE_VERB}) (${OWNER}) (${THING})${END}|` +
    String.raw`\bi (${MISTAKE_VERB}) (${OWNER}) (${THING}) by (?:mistake|accident)\b`,
  'u',
);
const WRONG = String.raw`(?:really |very |so |pretty |kind of )?(?:stupid|bad|terrible|awful|dumb|wrong)`;
const DID_WRONG = new RegExp(String.raw`\b(?:i(?:'ve| have)? done|i did) something ${WRONG}\b|\bit was (?:me|us)\b|\bi lied\b`);
const HID = /\b(?:hid|hiding|kept (?:it|this) from|been pretending|pretend(?:ing)? to (?:go|be))\b/;

// What one declines to take on: "i don't want to take over the shop", "i don't want to host it again".
const TAKE_ON = [
  String.raw`take (?:it |this |that )?over|run|organi[sz]e|host|lead|chair|coach|babysit`,
  'lend|cover|join|continue|carry on|stay on|be in charge of',
].join('|');
const DECLINE = new RegExp(String.raw`\bi (?:don't|do not|dont) want to ((?:${TAKE_ON})(?: ${THING})?)${END}`, 'u');
const DECLINE_BARE = /\bi (?:don't|do not|dont) want to(?: anymore)?$/;
// What someone expects of the person, for a bare "I don't want to": "he assumes I will take it over when he turns 70".
const EXPECTS = String.raw`(?:assumes?|expects?|thinks?|wants? me to|asked me to)(?: that)?(?: i(?:'ll| will| would|'d)?)?`;
const EXPECTED = new RegExp(String.raw`\b${EXPECTS} ((?:${TAKE_ON})(?: ${THING})?)${END}`, 'u');
const DECIDED = "want|need|have decided|'ve decided|decided";
const STEP_BACK = new RegExp(String.raw`\bi (?:${DECIDED}) to (stop|give up|step down from|step back from|hand over) (${THING})${END}`, 'u');
const CANT_AFFORD = /\bi (?:genuinely |really |honestly |just |simply |literally )?(?:can't|cannot|cant|can not) afford (?:it|that|this|to go|to pay)\b/;
export const AFFORD_LINE = "I can't afford it right now, and I'd rather say so now than let it slide.";
export const SAY_NO = /\b(?:say no|turn (?:it |this |that )?down|step down|step back)\b/;

const NOISE = /\b(?:noise|noisy|loud|banging|stomping|heels|furniture|music|parties|washing machine|barking)\b/;
const LATE = /\b(?:every night|at night|till|until|from \d|after \d|midnight|\d{1,2}h\b|late|\d{1,2}:\d\d)\b/;
const TIME_OFF = new RegExp(
  String.raw`\bi (?:need|want|would like|'d like|have to take|need to take)(?: to take)? (?:that|the|a) (?:whole |full )?` +
    String.raw`(week|day|friday|monday|afternoon|morning) off\b`,
);
// "my sister's wedding is 14 june in Recife", "my dad's 70th on the 3rd".
const OCCASION_ON = new RegExp(
  String.raw`\bmy ([a-z]+)'?s (wedding|graduation|funeral|birthday|70th|60th|50th|christening|hen do|stag do)` +
    String.raw`(?: is| on| is on)? (?:the )?(\d{1,2}(?:st|nd|rd|th)? (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)?(?: in ([a-z]+))?`,
);
const ABOVE = /\b(?:upstairs|above|ceiling|floor above)\b/;
// "he park his car in my parking spot almost every night": a neighbour in the person's space.
const PARKS_IN_MINE = new RegExp(
  String.raw`\b(?:park(?:s|ed|ing)?|leaves? (?:his|her|their) car)\b[^.?!]{0,40}\b(?:in|on|across) my (?:parking )?` +
    String.raw`(spot|space|bay|place|drive(?:way)?)\b`,
);

// Money lent and not paid back: "she owes me €400", "i lent helen 400 euros", "he still owes me $250". Read from the
// message as written, where the currency still stands.
const AMOUNT = String.raw`(?:[€£$] ?\d+(?:[.,]\d+)*k?|\d+(?:[.,]\d+)*k? ?(?:euros?|eur|pounds?|quid|dollars?|bucks|rand|rupees))`;
const OWED = new RegExp(String.raw`\b(?:owes? me|lent (?:him|her|them|my [a-z]+|[a-z]+)|borrowed) (?:about |around |like |almost |nearly )?(${AMOUNT})`);
const LENT_TO = new RegExp(String.raw`\b(?:lent|lend|loaned|gave) (${AMOUNT}) to\b`);
const SCAM = /\b(?:it was a scam|(?:i was|i got|i've been|i have been|got|been) scammed|scammed me|fell for a scam)\b/;
// Who owes it: "lent helen", "lend 400 euros to my friend rui", "helen borrowed".
const OWED_BY = [
  /\b(?:lent|owed) ((?:my )?[a-z]+)\b/,
  /\b(?:lent|lend|loaned|gave) \d+ ?[a-z]* to ((?:my [a-z]+ )?[a-z]+)\b/,
  /\b((?:my )?[a-z]+) (?:still )?(?:owes? me|borrowed)\b/,
];
const OWES = /\b(?:owes? me|(?:never|hasn'?t|didn'?t|not) (?:paid|pay) me back|lent (?:him|her|them|my [a-z]+|[a-z]+) (?:some )?money)\b/;
// "he still hasnt paid back the last 2000" is the person's money only when they lent it: not when "my mum wants to lend" him.
const NOT_PAID_BACK = /\b(?:never|hasn'?t|didn'?t|not) (?:paid|pay) back\b/;
const I_LENT = /\bi (?:lent|lend|loaned|gave)\b/;

const LENT_MINE = /\b(?:i )?lent (?:(?:him|her|them|my [a-z]+|[a-z]+) )?my ([a-z]+)\b/;
const CAME_BACK_DAMAGED =
  /\b(?:returned|gave|brought|handed) (?:it|the [a-z]+|my [a-z]+) (?:back )?with (?:a |an )?(dent|scratch|scratches|crack|stain|tear|hole|chip|burn)\b/;

// Who it is to be told to: "haven't told my wife thandi", "how to tell my mum", "go straight to mrs okafor".
const TELL = String.raw`tell|telling|told|confess to|admit (?:it )?to|break (?:it|the news) to|say (?:it |this |sorry )?to|talk to|speak to|straight to|go to`;
const TOLD_ROLES = [
  'mum|mom|mother|dad|father|parents|wife|husband|partner|boyfriend|girlfriend',
  'boss|manager|neighbou?r|landlord|teacher|coach|family|sister|brother',
].join('|');
const TELL_WHO = new RegExp(
  String.raw`\b(?:${TELL}) ((?:my|the) (?:${TOLD_ROLES})|(?:mrs|mr|ms|miss) [\p{L}-]+|him|her)\b`,
  'u',
);

const A_DAY = new RegExp(`^${DAY}s?$`);
const SPELL: Readonly<Record<string, string>> = { i: 'I', "i'm": "I'm", "i've": "I've", phd: 'PhD', dont: "don't" };

/** The person's words, tidied for saying: "I", days with their capital, a title with the name after it. */
export function sayable(clause: string): string {
  const words = clause.trim().split(/\s+/).map((w) => SPELL[w] ?? (A_DAY.test(w) ? capitalize(w) : w));
  const text = words.join(' ').replace(/\b(mrs|mr|ms|miss) ([\p{L}-]+)/gu, (_m, t: string, n: string) => `${capitalize(t)} ${capitalize(n)}`);
  return `${capitalize(text)}.`;
}

/** What the message says there is to tell, if it says so in words that can be said back whole. */
export function newsIn(sentences: readonly string[], at: number, raw = ''): ToldNews | null {
  const text = sentences.join(' ');
  const base = { owner: null, to: null, hidden: HID.test(text), at };
  // "my sister's wedding is 14 june in Recife and i need that whole week off": the time off, asked for with its reason.
  const off = TIME_OFF.exec(text);
  if (off) {
    const occasion = OCCASION_ON.exec(text);
    const when = occasion?.[3] ? ` of ${occasion[3].replace(/\b([a-z])/g, (c) => c.toUpperCase()).replace(/\b(\d+)(?:st|nd|rd|th)?\b/, '$1')}` : '';
    const span = off[1] === 'week' ? `the week${when}` : `that ${off[1]}`;
    const reason = occasion ? ` It's my ${occasion[1]}'s ${occasion[2]}${occasion[4] ? ` in ${capitalize(occasion[4])}` : ''}.` : '';
    return { ...base, kind: 'ask', line: `Could I take ${span} off?${reason}` };
  }
  for (const sentence of sentences) {
    const job = JOB_LOST.exec(sentence) ?? JOB_GONE.exec(sentence);
    if (job) return { ...base, kind: 'news', line: sayable(job[0]) };
    const failed = FAILED.exec(sentence);
    if (failed) return { ...base, kind: 'news', line: sayable(`i failed my ${failed[1]}`) };
    const leaving = LEAVING.exec(sentence);
    if (leaving) return { ...base, kind: 'news', line: sayable(`i've decided to ${leaving[1]} ${leaving[2]}`) };
    const state = STATE.exec(sentence);
    // "correct a rumour that I'm pregnant", "they think I'm engaged": what others say of them, not news of their own.
    const hearsay = state !== null && HEARSAY.test(sentence.slice(0, state.index));
    if (state && !hearsay) return { ...base, kind: 'news', line: sayable(`${state[1]} ${state[2]}`) };
    const damage = DAMAGE.exec(sentence);
    if (damage && !NOT_A_THING.test(damage[4] ?? '') && !/^(?:my|our) [\p{L}-]+$/u.test(damage[3] ?? '')) {
      // "the neighbours window" written without its apostrophe is still the neighbour's.
      const unmarked = /^the$/.test(damage[3] ?? '') ? /^(neighbou?r|teacher|landlord|boss|coach)s? (.+)$/.exec(damage[4] ?? '') : null;
      const whose = unmarked ? `the ${unmarked[1]}'s` : (damage[3] ?? '');
      const done = `${damage[2]} ${whose} ${unmarked ? unmarked[2] : damage[4]}`;
      const line = damage[1] ? sayable(`i ${done}`) : sayable(`it was me who ${done}`);
      return { ...base, kind: 'confess', line, owner: /^(?:the|a|an)$/.test(whose) ? null : whose };
    }
    // "I lent my car to my friend Dani and she returned it with a dent": the damage to raise, in plain words.
    const lent = LENT_MINE.exec(sentence);
    const marked = lent ? CAME_BACK_DAMAGED.exec(sentence.slice(lent.index)) : null;
    if (lent && marked) {
      const mark = `${/^[aeiou]/.test(marked[1] ?? '') ? 'an' : 'a'} ${marked[1]}`.replace(/^an? (scratches)$/, '$1');
      return { ...base, kind: 'raise', line: sayable(`when i got the ${lent[1]} back, i noticed ${mark} on it`) };
    }
    const notMine = NOT_MINE.exec(sentence);
    if (notMine) return { ...base, kind: 'confess', line: sayable(`i ${notMine[1]} your ${notMine[2]} by mistake`) };
    const mistake = BY_MISTAKE.exec(sentence);
    const [verb, whose, thing] = mistake?.[1] ? mistake.slice(1, 4) : (mistake?.slice(4, 7) ?? []);
    if (verb && whose && thing && !NOT_A_THING.test(thing) && !/^(?:my|our)$/.test(whose)) {
      return { ...base, kind: 'confess', line: sayable(`i ${verb} ${whose} ${thing} by mistake`), owner: /^(?:the|a|an)$/.test(whose) ? null : whose };
    }
    // "I've just started a new job… and I genuinely cannot afford it": a no for money, said as it is.
    if (CANT_AFFORD.test(sentence)) return { ...base, kind: 'limit', line: AFFORD_LINE };
    const declined = DECLINE.exec(sentence);
    if (declined) return { ...base, kind: 'limit', line: sayable(`i've thought about it a lot, and i don't want to ${declined[1]}`) };
    const stepping = STEP_BACK.exec(sentence);
    if (stepping) return { ...base, kind: 'limit', line: sayable(`i've decided to ${stepping[1]} ${stepping[2]}`) };
    if (DECLINE_BARE.test(sentence)) {
      const expected = EXPECTED.exec(text)?.[1];
      return { ...base, kind: 'limit', line: expected ? sayable(`i've thought about it a lot, and i don't want to ${expected}`) : null };
    }
  }
  // "a man rang saying he was from the bank… £300… they said it was a scam": news to tell, with what it cost.
  if (SCAM.test(text)) {
    const lost = new RegExp(AMOUNT).exec(raw.toLowerCase())?.[0];
    return { ...base, kind: 'news', line: `I was caught out by a scam${lost ? ` and lost ${lost.replace(/\s+/g, ' ')}` : ''}.` };
  }
  if (DID_WRONG.test(text)) return { ...base, kind: 'confess', line: null };
  const owed = OWED.exec(raw.toLowerCase())?.[1] ?? LENT_TO.exec(raw.toLowerCase())?.[1];
  if (owed || OWES.test(text) || (NOT_PAID_BACK.test(text) && I_LENT.test(text))) {
    // Who owes it: "helen owes me", "i lent my friend", for the words to be for them.
    const who = OWED_BY.map((pattern) => pattern.exec(text)?.[1]).find(Boolean) ?? null;
    const to = who && !/^(?:him|her|them|he|she|they|it|me|money|some)$/.test(who) ? who : null;
    return { ...base, kind: 'ask', to, line: `Could you pay back the ${owed ? `${owed.replace(/\s+/g, ' ')} ` : 'money '}I lent you?` };
  }
  const parked = PARKS_IN_MINE.exec(text);
  if (parked) {
    const place = /^drive/.test(parked[1] ?? '') ? 'across my drive' : 'in my parking space';
    const line = `I think your car has been parked ${place} quite a few times lately. Could you use your own space, so I can park when I get home?`;
    return { ...base, kind: 'raise', line };
  }
  if (NOISE.test(text) && LATE.test(text)) {
    const where = ABOVE.test(text) ? 'I live just below you, and ' : '';
    const line = `${where}the noise late in the evening has been keeping me awake. Could we find a way to keep it quieter at night?`;
    return { ...base, kind: 'raise', line: capitalize(line) };
  }
  if (SAY_NO.test(text)) return { ...base, kind: 'limit', line: null };
  const wanted = WANT_THEM_TO.exec(text);
  if (wanted?.[2]) {
    const who = wanted[1] ?? '';
    return { ...base, kind: 'ask', to: who || null, line: sayable(`could you ${youFor(wanted[2].trim())}`).replace(/\.$/, '?') };
  }
  const habit = habitIn(raw);
  if (habit) return { ...base, kind: 'raise', to: habit.doer, line: habit.line, about: habit.about };
  return null;
}

// Something the person wants someone to do: "what I want is for her to take Thursdays", "i just want him to stop texting every
// hour". Not a feeling hoped for ("want her to like me", "want him to know I care"): nothing to ask of them.
const NOT_AN_ASK = 'know|be|like|love|feel|understand|think|see|realise|realize|notice|care|respect|trust|forgive|accept|get|have|want|say|tell|go';
const WANT_THEM_TO = new RegExp(
  String.raw`\b(?:what i (?:really |actually )?want is for |all i want is for |i (?:just |really |actually )?(?:want|need|would like|'d like) (?:for )?)` +
    String.raw`(her|him|them|(?:my|our) [a-z]+) to (?!(?:${NOT_AN_ASK})\b)([a-z][a-z0-9' :]{2,60}?)` +
    String.raw`(?=$|[,;]| (?:or|but|because|so|and then|instead|how|what|can you|could you|should i|do i|is it|is that|${FILLERS})\b)`,
);
const YOURS: Readonly<Record<string, string>> = { his: 'your', their: 'your', himself: 'yourself', herself: 'yourself', themselves: 'yourselves' };
// "her" before one of these is someone else ("take her for two weeks"), not the asked one's ("take her son").
const HER_ALONE = /^(?:for|to|with|at|in|on|out|home|back|up|down|and|or|a|an|the|some|away|over|round|around|from)$/;

/** An ask in the person's words, said to the one asked: "clean up his dishes" is "clean up your dishes". */
function youFor(clause: string): string {
  const words = clause.split(' ');
  return words.map((w, i) => (w === 'her' && i + 1 < words.length && !HER_ALONE.test(words[i + 1] ?? '') ? 'your' : (YOURS[w] ?? w))).join(' ');
}

// Something someone keeps doing to the person, said to them: "my manager sends whatsapp messages very late" is
// "When you send WhatsApp messages very late, …"; "he keeps making jokes about my accent", "she always reads my texts".
const DOER_ROLES = [
  'mum|mom|mother|dad|father|wife|husband|partner|boyfriend|girlfriend|brother|sister|son|daughter|flatmate|roommate',
  'boss|manager|supervisor|team lead|foreman|colleague|coworker|co-worker|neighbou?r|landlord|teacher|coach|friend|best friend|mate|bestie|cousin',
  'mother-in-law|father-in-law|sister-in-law|brother-in-law',
].join('|');
const OFTEN = 'always|keeps|constantly|still|never|just|also|literally|often|sometimes|really|even';
// "my flatmate jonah leaves…", "my manager mr. otieno sends…", "my friend's husband tom keeps…": the role, with a name after it or not.
const DOER = String.raw`(?:my|our|the) (?:[a-z]+'s )?(?:${DOER_ROLES})(?: (?:(?:mr|mrs|ms|miss|dr)\.? )?(?!(?:${OFTEN})\b)[a-z'-]+)?|he|she`;
const habitPattern = (doer: string) =>
  new RegExp(String.raw`(?:^|[,;]\s*|\b(?:and|but|because|bc|cuz|coz|now|then|plus)\s+)(${doer}) ((?:(?:${OFTEN}) )*)([a-z]+(?:s|n't))\b ?([^.?!]*)`);
const HABIT = habitPattern(DOER);
// "Tom keeps making jokes…", "Graham always starts on politics": someone by name, written with a capital, and a word of "again".
const NAMED_DOER = new RegExp(String.raw`(?:^|[^\p{L}])(\p{Lu}\p{Ll}{1,15}) (?:${OFTEN.replace(/\|(?:just|also|literally|really|even)\b/g, '')})\b`, 'gu');
// What makes a habit one to raise: when or where it comes (late, every night, in front of others), or a doing that is
// hard on the person (ignoring, mocking, taking their things), or a chore never done. "Keeps" or "always" alone is not
// enough: "he keeps asking what's wrong" is care.
const COMPLAINT = new RegExp(
  String.raw`\b(?:every (?:time|day|night|week|morning|weekend|sunday|saturday)|all the time|again|late|at night|for (?:days|weeks)|` +
    String.raw`on (?:sun|satur)days?|weekends?|in front of|without asking|last[- ]minute|(?:cancel\w*|bail\w*) on me|stand\w* me up|` +
    String.raw`ignor\w*|interrupt\w*|starts? on\b|starts? (?:arguments|rows|fights)|argu(?:es|ing)|pick(?:s|ing) (?:a )?fights?|` +
    String.raw`shout\w*|yell\w*|mock\w*|mak(?:es|ing) (?:fun|jokes)|laugh(?:s|ing) at me|jokes? about|` +
    String.raw`comment(?:s|ing) on|criticis\w*|judg\w*|compar\w*|call(?:s|ing) me|(?:texts|texting|messages|messaging) me|` +
    String.raw`(?:reads|reading|takes|taking|uses|using|borrows|borrowing) my|` +
    String.raw`never (?:wash(?:es)?|cleans?|tid(?:y|ies)|pays?|helps?|repl(?:y|ies)|listens?|cooks?|empt(?:y|ies)))\b`,
);
// Where what they do ends: "…very late, like 10pm" is "very late".
const HABIT_END = /\s*(?:,|;|\s-\s|\b(?:and|but|so|because|bc|cuz|when|while|which|like|lol|haha\w*|tbh|and i|even though)\b).*$/;
// Not a doing to raise: being, thinking, wanting, or asking (an ask is answered, not raised).
const NOT_HABITS = new Set(
  ['is', 'was', 'has', 'does', 'says', 'thinks', 'knows', 'seems', 'feels', 'means', 'wants', 'likes', 'loves', 'needs', 'gets', 'asks'],
);

/** "sends" → "send", "keeps" → "keep", "tries" → "try", "watches" → "watch", "doesn't" → "don't". */
function toYouVerb(verb: string): string {
  if (verb === 'is') return 'are';
  if (verb === "doesn't") return "don't";
  if (verb === "isn't") return "aren't";
  if (verb === "wasn't") return "weren't";
  if (/[^aeiou]ies$/.test(verb)) return verb.replace(/ies$/, 'y');
  if (/(?:ss|sh|ch|x|z|o)es$/.test(verb)) return verb.replace(/es$/, '');
  return verb.replace(/s$/, '');
}

const NOT_DOERS = new Set(['I', 'He', 'She', 'It', 'They', 'We', 'You', 'This', 'That', 'Work', 'Everyone', 'Everybody', 'Nobody', 'Someone', 'Life']);

/**
 * What someone keeps doing, said to them with "you", who they are ("my manager"), and the same said of them to someone
 * else ("When Tom keeps making jokes about my weight, I find it really hard."), or null.
 */
export function habitIn(raw: string): { doer: string | null; line: string; about: string | null } | null {
  const lower = raw.toLowerCase().replace(/\s+/g, ' ');
  const names = [...raw.slice(0, 600).matchAll(NAMED_DOER)].map((m) => m[1] ?? '').filter((name) => !NOT_DOERS.has(name));
  const pattern = names.length > 0 ? habitPattern(`${DOER}|${names.map((name) => name.toLowerCase()).join('|')}`) : HABIT;
  for (const sentence of lower.split(/(?<!\b(?:mr|mrs|ms|dr))[.!?\n]+/)) {
    const m = pattern.exec(sentence.trim());
    // "she is always late": being late, again and again, is a doing to raise; "he was always late" is past, and raises nothing.
    const always = m?.[3] === 'is' && /^(?:always|constantly|never|so often) /.test(m?.[4] ?? '');
    if (!m?.[1] || !m[3] || ((NOT_HABITS.has(m[3]) || /(?:ss|us|is)$/.test(m[3])) && !always) || !COMPLAINT.test(m[0])) continue;
    // A quote left open by the cut ("shout 'brake brake brake, …") is no line to say back.
    const rest = (m[4] ?? '').replace(HABIT_END, '').replace(/(?:^|\s)['"‘“][^'"’”]*$/, '').trim();
    const often = (m[2] ?? '').replace(/\b(?:just|literally|really|even)\s/g, '').trim();
    const said = [often.replace(/\bkeeps\b/, 'keep'), toYouVerb(m[3]), rest].filter(Boolean).join(' ')
      .replace(/\b(?:his|her)\b/g, 'your').replace(/\b(?:him|her)self\b/g, 'yourself');
    const words = said.split(' ').length;
    // "he always does" says nothing whole; a clause of a paragraph is no line to say.
    if (words < 3 || words > 12 || /\b(?:he|she|they|him|them)\b/.test(said)) continue;
    const named = names.find((name) => m[1] === name.toLowerCase() || m[1]?.endsWith(` ${name.toLowerCase()}`));
    const role = new RegExp(String.raw`^((?:my|our|the) (?:[a-z]+'s )?(?:${DOER_ROLES})) .+$`);
    const doer = /^(?:he|she)$/.test(m[1]) ? null : (named?.toLowerCase() ?? m[1].replace(role, '$1'));
    const spoken = (text: string) => text.replace(/\bwhatsapp\b/g, 'WhatsApp').replace(/\bi\b/g, 'I');
    const line = `When you ${spoken(said)}, I find it really hard.`;
    // Said of them to someone else, in the person's own words: only by name, so it is clear who is meant.
    const theirs = [often, m[3], rest].filter(Boolean).join(' ');
    const about = named && !/\b(?:his|her|him)\b/.test(theirs) ? `When ${named} ${spoken(theirs)}, I find it really hard.` : null;
    return { doer, line, about };
  }
  return null;
}

/** Who the message says it is to be told to ("my wife", "mrs okafor"), or null. */
export function tellingWho(text: string): string | null {
  return TELL_WHO.exec(text)?.[1] ?? null;
}

/**
 * Keeps what the message says there is to tell, and who to: news found replaces news of the same kind
 * without words (a line read later fills in "something really stupid"); someone named to tell is kept
 * with the latest news that has no one yet.
 */
export function noteNews(state: EngineSnapshot, raw: string): void {
  const sentences = normalizedSentences(raw);
  const normalized = sentences.join(' ');
  const found = newsIn(sentences, state.userMessages, raw);
  const who = tellingWho(normalized);
  const earlier = found ? state.news.find((n) => n.kind === found.kind) : undefined;
  // "she can't prove it was us" after the greenhouse was told: the words already read stay.
  const known = found && !found.line && earlier?.line ? earlier : null;
  let kept = state.news;
  if (found && !known) {
    kept = [...kept.filter((n) => n !== earlier), { ...found, to: who ?? found.to ?? earlier?.to ?? null, hidden: found.hidden || (earlier?.hidden ?? false) }];
  } else if (who || HID.test(normalized)) {
    const last = known ?? kept.at(-1);
    if (last) kept = [...kept.filter((n) => n !== last), { ...last, to: last.to ?? who, hidden: last.hidden || HID.test(normalized) }];
  }
  state.news = kept.slice(-MAX_KEPT);
  // Someone to tell, said before anything to tell ("how do I tell my mum" before what happened), waits for it.
  if (!found && who && state.news.length === 0) state.newsTo = who;
  if (found && state.newsTo) {
    const last = state.news.at(-1);
    if (last && !last.to) last.to = state.newsTo;
    state.newsTo = null;
  }
}

/** Stored news, checked field by field. */
export function readNews(value: unknown): ToldNews[] {
  if (!Array.isArray(value)) return [];
  const str = (v: unknown, max: number) => (typeof v === 'string' && v.length <= max && !/[<>{}\\]/.test(v) ? v : null);
  return value
    .filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v))
    .filter((v) => NEWS_KINDS.includes(v.kind as NewsKind))
    .map((v) => ({
      kind: v.kind as NewsKind,
      line: str(v.line, 200),
      owner: str(v.owner, 40),
      to: str(v.to, 40),
      hidden: v.hidden === true,
      about: str(v.about, 200),
      at: typeof v.at === 'number' && Number.isSafeInteger(v.at) && v.at >= 0 ? v.at : 0,
    }))
    .slice(-MAX_KEPT);
}
