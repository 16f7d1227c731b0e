/**
 * Words to say to someone the person names ("how do I tell Priya I need to be offline next week?",
 * "what do I say to her when she brings up Bea?"): read who the words are for, what the person wants
 * said (news, an ask, a limit, an apology, an answer to a remark) and what they fear it becomes (a
 * fight, sounding uncommitted), and put a short script together for that person. The person's own
 * words go into the script only when they read as a whole first-person statement or an ask.
 */
import { namedTo, WORK } from './answer-fits';
import { SHARED_LINES } from './coach-lines';
import type { Turn } from './compose-reply';
import type { Memory } from './memory';
import type { Session } from './session';
import { answerFaqWords, keepWords, situationAnswerKey, situationWordsForOthers } from './situation-reply';
import { HE_ROLES, latestByPronoun, SHE_ROLES } from './understanding/roles';
import { hasCaseFor } from './answer-cases';
import { alternatives, capitalize, escapeRegExp, sentences, withoutQuotes } from './text';
import { CHILD_YEARS } from './library/answers-people';
import { LANGUAGES } from './library/off-topic';
import { AFFORD_LINE, SAY_NO } from './told-news';
import { situationById } from './situations';
import { MORE_CONCRETE } from './understanding/acts';
import { NOT_NAMES, WEEKDAYS } from './understanding/entities';

export type TalkKind =
  'news' | 'ask' | 'invite' | 'question' | 'check-in' | 'offer' | 'limit' | 'apology' | 'confess' | 'raise' | 'habit' | 'remark' | 'talk';

export interface TalkPlan {
  /** Who the words are for, as the reply names them: "Priya", "your mother-in-law", "him". */
  to: string | null;
  /** How to address them at the start of a line: "Priya, ", "Mum, " or "". */
  address: string;
  /** Object pronoun for them in the advice around the words. */
  them: 'him' | 'her' | 'them';
  work: boolean;
  kind: TalkKind;
  /** Their own statement, ready to say ("I need to be fully offline for the week."), or null. */
  statement: string | null;
  /** Their own ask turned to the person ("Could you pay for an adult day program two days a week?"), or null. */
  ask: string | null;
  /** What they fear it turns into. */
  fear: 'fight' | 'hurt' | 'disrespect' | null;
  /** What they fear it sounds like, said back to them ("you're not committed"), or null. */
  soundsLike: string | null;
  /** What keeps coming up, for an answer to a remark ("Bea"), or null. */
  topic: string | null;
  /** What the talk is about, as told earlier ("the mariachi"), when nothing of their own is to be said. */
  matter?: string | null;
  /** What they always say to put it off, as told ("he's \"snowed under\""), for a line ready when they say it again. */
  deflection?: string | null;
  /** Wanted said lightly, in passing ("without making it a big thing"): no sit-down talk around it. */
  light?: boolean;
}

const IN_LAWS = String.raw`mother[- ]in[- ]law|father[- ]in[- ]law|sister[- ]in[- ]law|brother[- ]in[- ]law|mil|fil`;
const FAMILY_ROLES = String.raw`${IN_LAWS}|mum|mom|mother|mama|mamá|dad|father|papa|parents`;
const CLOSE_ROLES = String.raw`brother|sister|son|daughter|husband|wife|partner|boyfriend|girlfriend|bf|gf|friend|best friend|bestie|flatmate|roommate`;
const OTHER_ROLES = String.raw`boss|manager|supervisor|team lead|lead|colleague|coworker|co-worker|landlord|neighbou?r|teacher|professor|tutor|coach`;
const KIN_ROLES = String.raw`aunt|uncle|cousin|grandma|grandpa|grandmother|grandfather|ex|in-laws`;
// A group the words are for: "how do i tell the lads…", "what do I say to the neighbours?".
const GROUP_ROLES = String.raw`lads|guys|girls|boys|team|group|neighbou?rs|friends|family|kids|club|class|committee|choir`;
const ROLE_WORDS = [FAMILY_ROLES, CLOSE_ROLES, OTHER_ROLES, KIN_ROLES, GROUP_ROLES].join('|');
const WORK_ROLES = /^(?:boss|manager|supervisor|team lead|lead|colleague|coworker|co-worker|landlord|teacher|professor|tutor|coach|client|hr)$/;
const ADDRESS: Readonly<Record<string, string>> = {
  mum: 'Mum', mom: 'Mom', mama: 'Mama', 'mamá': 'Mamá', dad: 'Dad', papa: 'Papa', grandma: 'Grandma', grandpa: 'Grandpa',
};

// The verbs that put words to someone: "tell", "ask", "talk to", "text", "explain it to", "bring it up with"…
const TO_VERB = new RegExp(
  [
    String.raw`\b(?:tell|ask|approach|confront|answer|text|message|convince|persuade|send|make (?:it|things) (?:right|up) with|make up with`,
    String.raw`(?:say|explain|write|draft|word|phrase|compose|reply|respond|talk|talking|speak|speaking|apologi[sz]e|send|propose|suggest|pitch|put)` +
      // "a short, calm email to Graham": a word or three about the message before it; "write for me a small message for Aoife".
      String.raw`(?: me| for me)?(?: (?:it|this|that|something|sorry|no|(?:(?:a|an|the) )?(?:[a-z]+,? ){0,3}` +
      String.raw`(?:message|msg|text|email|note|letter|reply|whatsapp)))?(?: back)? (?:to|for|with)`,
    String.raw`bring (?:it|this|that) up with|(?:have|start) (?:the|this|that|a) (?:talk|conversation|convo|chat) with`,
    String.raw`(?:word|phrase|put) (?:it|this|that) (?:to|for)`,
    String.raw`(?:a |my |the )?(?:1:1|one to one|one-to-one|meeting|catch up|catch-up) with`,
    String.raw`(?:what|how) (?:do|should|can|would|could) i (?:say|write|text|reply|answer|respond)(?: (?:it|this|that))?(?: (?:back )?to)?)`,
  ].join('|'),
);
// "my practice manager", "my line manager", "my older sister": a role with a word that says which.
const ROLE_MODIFIERS = 'line|practice|ward|shift|store|office|area|team|project|new|old|current|former|deputy|assistant|head|senior|older|younger|little|big';
const ROLE_SAID = String.raw`(?:(?:${ROLE_MODIFIERS}) )?(?:${ROLE_WORDS})`;
// "send to her": "to" is no one's name, so the verb is read with it.
// Not a verb after "to" ("write me a short message to send her"): the one it is for comes after that verb.
const NOT_TARGETS = 'to|for|with|send|say|tell|ask|text|write|message|email';
const TARGET = new RegExp(String.raw`${TO_VERB.source} (my ${ROLE_SAID}|the ${ROLE_SAID}|him|her|them|(?!(?:${NOT_TARGETS})\b)[\p{L}'-]{2,20})\b`, 'gu');

// What a statement may not end on: "tell him I don't want that" says nothing on its own.
const HOLLOW_END = /\b(?:that|this|it|so|too|yet|though|tho|again|there|thing|stuff)$/;
const STATEMENT_START = /^(?:(?:that|how) )?((?:i|i'm|im|i am|i've|ive|i'd|i'll|ill|i will|we|we're|were|we'll|our|my) .+)$/;
const CLAUSE_END = alternatives(
  String.raw`\s(?:without|but|because|bc|cuz|coz|so that|and how|and not|or|in a way|respectfully|politely|nicely|kindly)\b`,
  String.raw`[.?!,;:()]| - `,
);
const ASK_CLAUSE = /^to (.+)$/;
const MAX_CLAUSE_WORDS = 16;

const SPELLING: Readonly<Record<string, string>> = {
  i: 'I', im: "I'm", "i'm": "I'm", ive: "I've", "i've": "I've", id: "I'd", "i'd": "I'd", ill: "I'll", "i'll": "I'll",
  dont: "don't", cant: "can't", wont: "won't", didnt: "didn't", doesnt: "doesn't", isnt: "isn't", wasnt: "wasn't",
  arent: "aren't", u: 'you', ur: 'your', pls: 'please', bc: 'because', cuz: 'because', na: '',
};

// Days and months said with their capital ("I need more than Sunday."); "may" is left out, being a verb more often.
const CAPITALIZED = new Set([...WEEKDAYS, ...'january february march april june july august september october november december christmas easter'.split(' ')]);

/** The person's clause in their own words, tidied for saying: capitals, apostrophes, no chat forms. */
export function tidy(clause: string, weStart: boolean): string {
  const words = clause.split(/\s+/).map((w, i) => {
    // "were" is "we're" only as the first word ("were moving out"), never inside ("they were").
    if (w === 'were') return weStart && i === 0 ? "we're" : w;
    // "fridays" as well as "friday".
    return SPELLING[w] ?? (CAPITALIZED.has(w) || CAPITALIZED.has(w.replace(/s$/, '')) ? capitalize(w) : w);
  });
  return capitalize(words.filter(Boolean).join(' '));
}

/** The person's clause tidied to go on after "Could you" or "Is there": no capital at its start. */
function midSentence(clause: string): string {
  return tidy(clause, false).replace(/^./, (c) => c.toLowerCase());
}

function wordsOf(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** The clause after the person named, cut at what follows it ("without sounding…", a comma). */
function clauseAfter(text: string): string {
  // ", respectfully, that we need our house back": the manner is not the clause.
  // ", karen, that the links…": the name said between commas is not the clause either.
  const body = text
    .replace(/^(?:[\s,]*(?:respectfully|politely|nicely|kindly|gently|honestly|calmly)\b)+[\s,]*/, '')
    .replace(/^,\s*[\p{L}'-]{2,20},\s*(?=that\b)/u, '')
    .trim();
  const end = CLAUSE_END.exec(body);
  const clause = (end ? body.slice(0, end.index) : body).trim();
  // "to do more, specifically Tuesdays and Thursdays when I do the late shift": the particulars after the comma are the ask.
  const particulars = end ? PARTICULARS.exec(body.slice(end.index))?.[1] : undefined;
  return particulars ? `${clause}, ${particulars.trim()}` : clause;
}
const PARTICULARS = new RegExp(
  String.raw`^,\s*((?:specifically|especially|particularly|mainly|mostly|ideally|just|only) [^.?!;,]+?)` +
    String.raw`(?=\s(?:but|because|bc|so that|without)\b|[.?!;,]|$)`,
);

/** "I need to be fully offline for the week" from "…tell priya i need to be fully offline for the week without…". */
// "tell my daughter that the links are upsetting me": a statement about something, said of its effect on the person.
const STATEMENT_OF_IT = /^that ((?:the|this|these|those|it|it's|its|all|your|his|her|their) (?:(?!\byou\b)[^ ]+ )*?(?:me|my|i|i'm|us)\b.*)$/;

function statementFrom(after: string): string | null {
  const m = STATEMENT_START.exec(clauseAfter(after)) ?? STATEMENT_OF_IT.exec(clauseAfter(after));
  const clause = m?.[1];
  if (!clause || HOLLOW_END.test(clause) || clause.includes('?')) return null;
  const n = wordsOf(clause);
  // Two words say something only as what someone is ("I'm gay", "I'm pregnant"), not "I can't".
  if (n < (/^(?:i'm|im|we're) /.test(clause) ? 2 : 3) || n > MAX_CLAUSE_WORDS) return null;
  return `${tidy(clause, true)}.`;
}

/**
 * The statement said to the one it is for: "I'll miss her." to her is "I'll miss you."; "her" only where it cannot be
 * hers ("I love her cooking" keeps it).
 */
function toThem(statement: string | null, them: TalkPlan['them']): string | null {
  if (!statement) return null;
  if (them === 'him') return statement.replace(/\bhim\b/g, 'you').replace(/\bhis\b/g, 'your').replace(/\bhimself\b/g, 'yourself');
  if (them === 'them') return statement.replace(/\bthem\b/g, 'you').replace(/\btheir\b/g, 'your');
  return statement.replace(/\bher(?=[.,]| (?:so|very|a lot|too|already|more|and|but|when|if|loads|heaps)\b)/g, 'you');
}

/** "Could you pay for an adult day program 2 days a week?" from "ask him to pay for an adult day program 2 days a week". */
function askFrom(after: string, them: TalkPlan['them']): string | null {
  const m = ASK_CLAUSE.exec(clauseAfter(after));
  const clause = m?.[1];
  if (!clause || HOLLOW_END.test(clause)) return null;
  const n = wordsOf(clause);
  if (n < 2 || n > MAX_CLAUSE_WORDS) return null;
  // "ask him to pay his share" is "Could you pay your share?"; "her" may be someone else ("help with her care"), so such an ask is left out.
  if (them === 'her' && /\b(?:she|her|hers|herself)\b/.test(clause)) return null;
  if (them === 'them' && /\b(?:they|them|their)\b/.test(clause)) return null;
  const toYou = (text: string) => text.replace(/\bhimself\b/g, 'yourself').replace(/\bhim\b/g, 'you').replace(/\bhis\b/g, 'your').replace(/\bhe\b/g, 'you');
  const swapped = them === 'him' ? toYou(clause) : clause;
  if (/\b(?:my|me|i|myself)\b/.test(swapped) && /\b(?:you|your)\b/.test(swapped) && them !== 'him') return null;
  return `Could you ${midSentence(swapped)}?`;
}

const FIGHT = /\b(?:fight|argument|defensive|drama|(?:a|another|big) row|scene|whole thing|big thing|big deal|blow ?up|shouting|yelling)\b/;
const HURT = new RegExp(
  // "without she is hurt", as written in a second language, too.
  String.raw`\b(?:hurt(?:ing)? (?:him|her|them|his|her|their)|(?:him|her|them) (?:getting|being|feeling) hurt|` +
    String.raw`(?:she|he|they) (?:is|are|be|will be|gets?|feels?) (?:hurt|upset)|` +
    String.raw`upset(?:ting)? (?:him|her|them)|offend(?:ing)? (?:him|her|them)|feel bad|hurt feelings)\b`,
);
const DISRESPECT = /\b(?:disrespect\w*|rude|respectfully|elder|our culture|in my culture|in our culture)\b/;
const TONES =
  'passive[- ]agg?ressive|rude|pushy|needy|desperate|angry|cold|harsh|bossy|petty|dramatic|clingy|aggressive|mean|formal|fake|' +
  'bitter|jealous|ungrateful|whiny|useless';
const SOUNDS = new RegExp(
  String.raw`\b(?:without|(?:but|and) not|(?:i )?(?:don'?t|do not) want (?:it )?to) (?:it )?` +
    String.raw`(?:sound|sounding|seem|seeming|come across|coming across|look|looking|` +
    String.raw`(?:him|her|them) (?:thinking|feeling)|(?:he|she|they) (?:thinks?|feels?))` +
    String.raw`(?: like| as| that)? ` +
    String.raw`(?:if |as if )?((?:i|i'm|im|i am|a|an|i don'?t|i do not)\b[^.?!,;]*)`,
);
const REMARK_VERB = String.raw`says?|brings? up|asks?|starts?|comments?|goes on about|mentions?|makes (?:a )?comments? about|compares? me (?:to|with)`;
// "What if they ask about reliability directly?" is a question to answer, not a remark to meet (library/answers-people.ts).
const REMARK_VERB_AHEAD = String.raw`brings? up|mentions?|starts? on about|compares? me (?:to|with)`;
const REMARK_AHEAD = new RegExp(String.raw`\bwhat if (she|he|they) (?:${REMARK_VERB_AHEAD}) ([\p{L}' -]{2,30}?)(?= tho\b| though\b|$|[.?!,;])`, 'u');
/** "What if she brings up Priya?": words asked for, for a remark still to come. */
export const remarkAhead = (raw: string): boolean => REMARK_AHEAD.test(raw.toLowerCase());

const REMARK = new RegExp(
  String.raw`\bwhen (?:she|he|they|[\p{L}'-]{2,20}) (?:${REMARK_VERB})\b(?: (?:about )?([\p{L}' -]{2,30}?))?(?=$|[.?!,;]| again| at | every| all the)`,
  'u',
);

// "when she asks tonight": a time is no topic ("when Tonight comes up").
const NO_TOPIC = new RegExp(
  String.raw`^(?:it|that|this|stuff|things|me|again|anything|something|me again|that again|too|so|` +
    String.raw`tonight|today|tomorrow|later|now|then|next time|every time|each time|at night|in the morning|on the phone|` +
    String.raw`(?:this|next|on|every) (?:morning|evening|night|week|weekend|\w+day))$`,
);
const INTERVIEW = /\b(?:interviews?|interviewers?|panel|recruiters?|hiring manager)\b/;
const ASKED_IN_INTERVIEW = /\b(?:when|if) (?:they|the panel|the interviewers?|he|she) (?:asks?|asked) (?:me )?(?:about|why|what|how|where|if|to)\b/;

// "how do i tell her im trying to change without making it a big thing": said lightly, which is no fear of a fight.
const LIGHTLY = new RegExp(
  String.raw`\b(?:without|not|never) (?:making|turning|it being|it becoming) (?:it|this|that)? ?(?:into )?(?:a )?` +
    String.raw`(?:big thing|big deal|huge deal|whole thing|thing|drama|heavy talk|serious talk)\b|\b(?:low[- ]key|casually|keep it light|in passing)\b`,
);

function fearIn(text: string): TalkPlan['fear'] {
  if (LIGHTLY.test(text)) return null;
  if (FIGHT.test(text)) return 'fight';
  if (DISRESPECT.test(text)) return 'disrespect';
  if (HURT.test(text)) return 'hurt';
  return null;
}

// "a note that doesn't sound passive aggressive": how it should not sound, in one word or two.
const SOUNDS_AS = new RegExp(
  String.raw`\b(?:doesn'?t|does not|won'?t|without|not) (?:sound|sounding|come across|coming across) (?:too |so )?(${TONES})\b` +
    // "Friendly, not desperate"
    String.raw`|(?:,|\bbut|\band) not (?:too |so )?(${TONES})\b` +
    // "…before we start. not too formal please"
    String.raw`|(?:^|[.?!]\s*)not too (${TONES})\b`,
);

/**
 * How the person fears the words sound, said back after "sounding": "like you're not committed" from "i am not
 * committed", "passive aggressive" as it was written; null when it would not read well.
 */
function soundsLikeIn(text: string): string | null {
  const as = SOUNDS_AS.exec(text);
  const tone = as?.[1] ?? as?.[2] ?? as?.[3];
  // Said back spelt right: "passive agressive" is "passive aggressive".
  if (tone) return tone.replace(/^passive([- ])agressive$/, 'passive$1aggressive');
  const clause = SOUNDS.exec(text)?.[1]?.trim();
  if (!clause || wordsOf(clause) > 8 || HOLLOW_END.test(clause)) return null;
  const said = clause
    .replace(/^(?:i'm|im|i am)\b/, "you're")
    .replace(/^i don'?t\b|^i do not\b/, "you don't")
    .replace(/^i\b/, 'you')
    .replace(/\bmy\b/g, 'your')
    .replace(/\bme\b/g, 'you')
    .replace(/\bmyself\b/g, 'yourself');
  return /\b(?:i|i'm|im|am)\b/.test(said) ? null : `like ${said}`;
}

// "that's not okay" draws a line; "i'm not okay" tells how one is.
const LIMIT_SAID = new RegExp(
  [
    String.raw`\b(?:no|stop|don'?t want|do not want|(?<!\b(?:i'?m|i am) )not (?:okay|ok)|space|back|boundar\w*|too much|enough|move out|leave|`,
    String.raw`can't keep|cannot keep`,
    String.raw`|not comfortable)\b`,
  ].join(''),
);
const LIMIT_ASKED = /\b(?:(?:how (?:do|can|should) i|to|i (?:need|want|have) to) say no|set a boundary|stop (?:her|him|them)|back off|house back)\b/;

function kindOf(text: string, clause: string, statement: string | null, ask: string | null, remark: boolean): TalkKind {
  // "a one line thing that doesnt sound like an apology" asks for words that are not one.
  // "Not too many apologize words, I always apologize too much", "Not too apologetic" ask for fewer of them.
  const notSorry =
    new RegExp(
      String.raw`\b(?:doesn'?t|does not|don'?t|not|without|no) (?:sound(?:ing)? like )?(?:an? |too many |so many |much |too |so |very )?` +
        String.raw`(?:apology|apologi[sz]\w*|sorry)\b`,
    ).test(text) ||
    /\bapologi[sz]e (?:way |far )?(?:too much|too often|all the time|a lot)\b/.test(text);
  const sorry = /\b(?:sorry|(?<!(?:won'?t|not|don'?t|never|no need to) )apologi[sz]e|apology|(?:make|put) (?:it|things) right|make up with)\b/;
  // "'sorry i won' sounds stupid": a sorry in quotes is words weighed, not an apology asked for.
  if (!notSorry && sorry.test(withoutQuotes(text))) return 'apology';
  if (remark) return 'remark';
  // "What do I need to improve?", "Is there any flexibility?": a question to put, not a favour to ask.
  if (ask === CHECK_IN) return 'check-in';
  // "Would you like to do something together on Sunday?": an invitation, not a favour asked.
  if (ask?.startsWith(INVITATION)) return 'invite';
  if (ask && /^(?:What|Why|Is there|Could you tell me)\b/.test(ask)) return 'question';
  if (ask) return 'ask';
  // The clause read even when it is too hollow to quote: "tell him I don't want that" asks for a limit.
  const said = `${statement ?? ''} ${clause}`.toLowerCase();
  if (LIMIT_SAID.test(said) || LIMIT_ASKED.test(text)) return 'limit';
  // A need stated ("I need to be offline that week", "I'd like Fridays at home") is asked for, not announced.
  if (/\b(?:need|want|would like) (?:you|him|her|them) to\b/.test(said) || /^(?:i|we) (?:need|want|would like|'d like)\b/i.test(statement ?? '')) return 'ask';
  // "The links are upsetting me.": something that weighs on the person, raised kindly rather than announced.
  if (statement && /\b(?:upsetting|hurting|bothering|stressing|worrying|annoying|overwhelming) (?:me|us)\b|\bgets? to me\b/i.test(statement)) return 'habit';
  if (statement || /\b(?:tell|explain|break the news|come out|confess|admit|start (?:that|the|this) conversation)\b/.test(text)) return 'news';
  return 'talk';
}

// A message asked for in so many words: "can you help me write message to her", "write me a text", "draft the reminder".
// Not "I will write dates in my phone" (told, not asked: the caller asks for a request), nor a list or a journal.
export const DRAFT_ASKED = alternatives(
  String.raw`\b(?:write|draft|compose)(?: me| it| up)?(?: for me)? (?:(?:a|an|the|my|some|like a|a short|short|a quick|quick) )?` +
    String.raw`(?:[a-z]+ )?(?:message|msg|text|whatsapp|email|e-?mail|note|card|reply|reminder|dm|something|what to say)\b`,
  String.raw`\bhelp me (?:to )?(?:write|draft|word|reply)\b`,
  // "Could you help me with the wording?", "help with the card".
  String.raw`\bhelp(?: me)? with (?:the |a |my )?(?:wording|words|message|text|card|note|email|reply)\b`,
  String.raw`\b(?:can|could|would) (?:you|u) (?:please |pls )?(?:write|draft)\b`,
);
// Words to send rather than to say: a greeting and a message's shape.
const WRITTEN = /\b(?:message|msg|text|txt|whatsapp|email|e-?mail|note|card|letter|dm|teams|sms|reminder|survey|send|write|draft)\b/;
// "write me something short I could say at the start": words to say, written down for saying.
const SAID_ALOUD =
  /\b(?:face to face|in person|out loud|say it|on the phone|when i see (?:him|her|them)|(?:i|we) (?:could|can|will|would|might) say|to say (?:to|at|when))\b/;

/** Whether the words asked for are a message to send rather than words to say. */
export const asksWritten = (lower: string): boolean => WRITTEN.test(lower) && !SAID_ALOUD.test(lower);

// Titles said before a name, and who each is.
const SHE_TITLES = /^(?:frau|mrs|ms|miss|señora|senora|sra|madame|mme|signora|pani)$/;
const HE_TITLES = /^(?:herr|mr|señor|senor|sr|monsieur|signor|pan)$/;

/** "her" for a mother or a Mrs, "him" for a father or a Mr, "them" when the role or title says neither. */
function themOf(roleOrTitle: string): TalkPlan['them'] {
  if (SHE_ROLES.test(roleOrTitle) || SHE_TITLES.test(roleOrTitle)) return 'her';
  return HE_ROLES.test(roleOrTitle) || HE_TITLES.test(roleOrTitle) ? 'him' : 'them';
}
const TITLES = 'Frau|Herr|Mrs|Mr|Ms|Miss|Dr|Señora|Senora|Sra|Señor|Senor|Sr|Madame|Mme|Monsieur|Signora|Signor|Pani|Pan'.split('|');
// The title in either case, the name with its capital: "frau Becker", "Mrs Phiri".
const TITLED = new RegExp(String.raw`(?<![\p{L}])(${TITLES.flatMap((t) => [t, t.toLowerCase()]).join('|')})\.? (\p{Lu}[\p{L}'-]+)`, 'u');
export const NAME_GIVEN = /\b(his|her) name(?:'s| is) ([a-z][a-z'-]{1,20})\b/;

// What someone named does or did, after their name: "ryan hasnt replied", "jo said", "kerry never helps".
const DOES =
  String.raw`(?:hasn'?t|hasnt|has|had|is|isn'?t|isnt|was|wasn'?t|wasnt|said|says|did|didn'?t|didnt|` +
  String.raw`doesn'?t|doesnt|does|won'?t|wont|will|never|always|keeps|just)\b`;

/** A name the person gave (in this message or kept in memory), a role, or a pronoun. */
function whoFrom(
  word: string,
  raw: string,
  recent: string,
  previous: string,
  memory: Memory,
  earlier = '',
): Pick<TalkPlan, 'to' | 'address' | 'them' | 'work'> | null {
  const w = word.replace(/^(?:my|the) /, '');
  // "Every answer I've practised…": "I" in any form is the person, never the one the words are for.
  if (/^i(?:'|$)/.test(w)) return null;
  if (w === 'him' || w === 'her' || w === 'them') {
    // "ask him" just after "my brother Rick…": the one named person it can be, by name. Not when "she" was already
    // someone else in those messages ("She criticises everything… Ada won't say anything to her").
    const heard = new Set(recent.split(/[^\p{L}'-]+/u));
    const others = w === 'him' ? /\b(?:he|he's|hes|his)\b/ : /\b(?:she|she's|shes)\b/;
    const fits = memory.people.filter((p) => p.name && !p.lost && heard.has(p.name.toLowerCase()) && (w === 'him' ? HE_ROLES : SHE_ROLES).test(p.role ?? ''));
    const one = fits.length === 1 && w !== 'them' && !others.test(previous) ? fits[0] : undefined;
    // "…not sound aggressive. his name is gary": the name given for them in the same message.
    const given = NAME_GIVEN.exec(raw.toLowerCase());
    const named = given && (given[1] === 'his') === (w === 'him') && w !== 'them' && !NOT_NAMES.has(given[2] ?? '') ? given[2] : one?.name;
    // "him" just after the landlord or a manager was spoken of is someone at work.
    const work = WORK_ROLES.test(memory.people.findLast((p) => p.role)?.role ?? '');
    if (named) return { to: capitalize(named), address: `${capitalize(named)}, `, them: w, work };
    return { to: w, address: '', them: w, work };
  }
  const modified = new RegExp(String.raw`^(${ROLE_MODIFIERS}) ((?:${ROLE_WORDS}))$`).exec(w);
  const bare = modified?.[2] ?? w;
  const role = new RegExp(String.raw`^(?:${ROLE_WORDS})$`).test(bare) ? bare.replace(/ /g, '-') : null;
  if (role) {
    const them = themOf(bare);
    const said = `${modified ? `${modified[1]} ` : ''}${role === 'mil' ? 'mother-in-law' : role}`;
    const to = word.startsWith('the ') ? `the ${said}` : `your ${said}`;
    return { to, address: ADDRESS[w] ? `${ADDRESS[w]}, ` : '', them, work: WORK_ROLES.test(bare) };
  }
  // "Frau Becker", "Mrs Phiri", "Dr Lim": the title with the name after it, never the title alone as a name.
  const titled = TITLED.exec(raw);
  if (titled && titled[1]?.toLowerCase() === w) {
    const title = w;
    const display = `${capitalize(title)} ${titled[2] ?? ''}`;
    const them = themOf(title);
    return { to: display, address: `${display}, `, them, work: false };
  }
  // A name: one remembered, or a word written with a capital that is no common word ("Priya", "Rohit").
  const known = memory.people.find((p) => p.name?.toLowerCase() === w);
  const capital = new RegExp(String.raw`(?:^|[^\p{L}])(\p{Lu}[\p{L}'-]*)`, 'gu');
  const written = [...raw.matchAll(capital)].map((m) => m[1] ?? '').find((n) => n.toLowerCase() === w);
  // "ryan hasnt replied… what do i put in a message to ryan": a name written in lower case, said as someone who does things.
  const actsAsSomeone = new RegExp(String.raw`\(${escapeRegExp(w)}\)|\b${escapeRegExp(w)} ${DOES}`).test(`${recent} ${earlier}`);
  if (NOT_NAMES.has(w) || (!known && !written && !actsAsSomeone)) return null;
  const name = known?.name ?? written ?? w;
  const display = capitalize(name);
  const roleOf = known?.role ?? '';
  const them = themOf(roleOf);
  return { to: display, address: `${display}, `, them, work: WORK_ROLES.test(roleOf) };
}

/**
 * What the person wants to say and to whom, read from a message that asks for words to say; null when
 * no one to say it to can be read, so the situation's own words are given instead.
 */
export function talkPlanIn(lower: string, raw: string, previous: string, memory: Memory, before = ''): TalkPlan | null {
  const text = lower.replace(/\s+/g, ' ');
  // "What do I say when they ask about my biggest weakness?" in an interview is a question to answer well, not a remark to turn aside.
  if (ASKED_IN_INTERVIEW.test(text) && INTERVIEW.test(`${text} ${previous}`)) return null;
  // "what if she brings up priya tho": what to say back to a remark still to come.
  const coming = REMARK_AHEAD.exec(text);
  if (coming) {
    const them = coming[1] === 'he' ? 'him' : coming[1] === 'she' ? 'her' : 'them';
    const topic = coming[2]?.trim() ?? null;
    return { to: them, address: '', them, work: false, kind: 'remark', statement: null, ask: null, fear: fearIn(text), soundsLike: null, topic };
  }
  // The first verb with someone after it: "a message to send her" is for her, not for "to".
  const recent = `${text} ${previous}`;
  const found = (t: RegExpMatchArray) => whoFrom(t[1] ?? '', raw, recent, previous, memory, before) !== null;
  const target = (source: string) => [...source.matchAll(TARGET)].find(found) ?? null;
  // "Tom says 'just tell her'… What should I say to Tom first?": the one named where the person asks comes first.
  const askedText = sentences(raw)
    .filter((sentence) => sentence.question)
    .map((sentence) => sentence.text.toLowerCase().replace(/\s+/g, ' '))
    .join(' ');
  const inAsked = askedText ? target(askedText) : null;
  const m = inAsked ?? target(text);
  const here = inAsked ? askedText : text;
  // "What do I say?" with the person and the ask in the message before: "I want to ask my brother to pay…".
  const earlier = m ? null : target(previous.replace(/\s+/g, ' '));
  const hit = m ?? earlier;
  // "maybe a fixed driver 2-3 days a week can work. how do I present it so he agrees?": the idea, put to him as a question.
  const agreeing = hit ? null : AGREEING.exec(text);
  const idea = agreeing ? (proposedIn(text) ?? proposedIn(previous)) : null;
  if (agreeing && idea) {
    const them = ({ he: 'him', she: 'her', they: 'them' } as const)[agreeing[1] as 'he' | 'she' | 'they'];
    const said = { fear: fearIn(text), soundsLike: soundsLikeIn(text), topic: null };
    return { to: them, address: '', them, work: false, kind: 'ask', statement: null, ask: idea, ...said };
  }
  const pronoun = /\b(?:she|her|she's)\b/.test(text) ? 'her' : /\b(?:he|him|he's)\b/.test(text) ? 'him' : 'them';
  // "what could i text to offer without making her feel guilty": an offer with an easy way out.
  if (!hit && OFFER_ASKED.test(text)) {
    const said = { fear: fearIn(text), soundsLike: soundsLikeIn(text), topic: null };
    return { to: pronoun, address: '', them: pronoun, work: false, kind: 'offer', statement: OFFER_LINE, ask: null, ...said };
  }
  // "what do i say exactly. she's nice but she gets stressed easily" after "is it bad to ask if i can do it without the opens?".
  const bareAsk = hit ? null : askedBefore(previous.replace(/\s+/g, ' '), { to: null, them: pronoun });
  if (bareAsk && ASKED_BEFORE_BARE.test(previous)) {
    const said = { fear: fearIn(text), soundsLike: soundsLikeIn(text), topic: null };
    return { to: pronoun, address: '', them: pronoun, work: false, kind: kindOf(text, '', null, bareAsk, false), statement: null, ask: bareAsk, ...said };
  }
  // "can you write me a note that doesn't sound passive aggressive": words for whoever the talk is about, unnamed.
  if (!hit) {
    const tone = soundsLikeIn(text);
    // "Can you make that into a text that doesn't sound passive aggressive?": the words just talked of, as a message.
    const asMessage = /\bwrite (?:me )?(?:a |the )?(?:note|message|text|email|letter)\b|\bmake (?:it|that|this) (?:into )?an? (?:text|message|note|email)\b/;
    if (!tone || !asMessage.test(text)) return null;
    // "asking her what a good birthday would look like for her… make that into a text": that question is the text.
    const them = (/\bask(?:ing)? (him|her|them)\b/.exec(text)?.[1] ?? 'them') as TalkPlan['them'];
    const ask = asksAbout(text, them, memory);
    const kind: TalkKind = ask ? (/^What\b/.test(ask) ? 'question' : 'ask') : 'talk';
    return { to: null, address: '', them, work: false, kind, statement: null, ask, fear: fearIn(text), soundsLike: tone, topic: null };
  }
  const who = whoFrom(hit[1] ?? '', raw, recent, previous, memory, before);
  if (!who) return null;
  const source = m ? here : previous;
  const after = source.slice((hit.index ?? 0) + hit[0].length).trim();
  const verb = hit[0].slice(0, hit[0].length - (hit[1]?.length ?? 0)).trim();
  // "ask him to pay his share", else "to ask for a small meeting", "i want to ask why and if there's any flexibility".
  // "tell her to cut the list" asks as surely as "ask her to"; "tell him to his face" asks nothing.
  const asking = /\bask$/.test(verb) || (/\btell$/.test(verb) && /^to (?!(?:his|her|their|my|your|our|the|a|an|him|them|me|you)\b)/.test(after));
  const direct = (asking ? askFrom(after, who.them) : null) ?? asksAbout(text, who.them, memory) ?? (/\bask$/.test(verb) ? wantAsk(text) : null);
  const afterStatement = direct ? null : toThem(statementFrom(after), who.them);
  // Said elsewhere in the message or the one before: "i need her to still come, just not every day", "i need proper help".
  const need = direct || afterStatement ? null : needIn(text, who) ?? needIn(previous.replace(/\s+/g, ' '), who);
  // "Should I ask my CNM to take me off nights?" just before "what do I say to her?": that ask is what to say.
  // "maybe I can ask Hannah to practise with me… how do I ask her?": the ask said in the same message, before the question.
  const carried =
    direct || afterStatement || need ? null : (askedBefore(previous, who) ?? askedBefore(text, who) ?? proposedIn(text) ?? proposedIn(previous));
  const asked = direct ?? need?.ask ?? carried;
  // "ask him to do more": said as it was asked, it names nothing he could say yes to; one thing of his own does.
  const ask = asked && VAGUE_ASK.test(asked) ? ONE_THING_ASK : asked;
  const statement = ask ? null : (quotedStatement(raw) ?? afterStatement ?? need?.statement ?? givenContent(text, who.them));
  const remarkMatch = REMARK.exec(text);
  // "when she ask again?": no topic in "again".
  const topic = remarkMatch?.[1] && !NO_TOPIC.test(remarkMatch[1].trim()) ? remarkMatch[1].trim() : null;
  const kind = kindOf(text, clauseAfter(after), statement, ask, remarkMatch !== null);
  // "I snapped at her on the telephone on Sunday and I would like to put it right": what the sorry is for.
  const sorryFor = kind === 'apology' && !statement ? sorryLine(`${text} ${previous}`, who.them) : null;
  // "Can you give me the exact words?" after "how do I start this with him without a fight?": the fear said just before counts.
  const feared = m ? text : `${text} ${previous}`;
  const shortTopic = topic && topic.split(' ').length <= 3 ? topic : null;
  const deflection = kind === 'ask' ? (deflectionIn(text) ?? deflectionIn(previous)) : null;
  const light = LIGHTLY.test(text) && (kind === 'news' || kind === 'talk');
  // "Nadia said im never present at dinner… how do i tell her im trying to change": what she said is what it answers.
  const heard = light && statement && SAID_TO_ME.test(`${previous} ${text}`) ? `I've been thinking about what you said. ${statement}` : statement;
  const said = { fear: fearIn(feared), soundsLike: soundsLikeIn(feared), topic: shortTopic, deflection, light };
  return { ...who, kind, statement: heard ?? sorryFor, ask, ...said };
}

// "Every time I try he says he's 'snowed under'", "she always says 'I'm too busy'": the answer that puts the ask off.
const DEFLECTION = new RegExp(
  String.raw`(?:\b(?:every time|whenever|each time|when(?:ever)?) i (?:try|ask|bring it up|mention it|raise it)\b[^.?!]*?\b(he|she|they)` +
    String.raw`|\b(he|she|they) (?:always|just))` +
    String.raw` (?:just )?(?:says?|goes|tells me)(?: that)? ((?:(?:he|she|they)(?:'s|’s|'re| is| are) )?)['"‘“]([^'"‘’“”]{2,40})['"’”]`,
);

/** What they always say to put the ask off, said back: `he's "snowed under"`, `she says "I'm too busy"`; null when none was told. */
function deflectionIn(text: string): string | null {
  const m = DEFLECTION.exec(text);
  if (!m?.[4]) return null;
  const who = m[1] ?? m[2] ?? 'they';
  const said = m[3] ? `${who} says ${m[3].trim().replace(/’/, "'")}` : `${who} ${who === 'they' ? 'say' : 'says'}`;
  return `${said} "${m[4].trim()}"`;
}

// What the person did that they are sorry for: "i snapped at her on the telephone on sunday", "i was rude to him yesterday".
const SNAPPED = new RegExp(
  String.raw`\bi (snapped|shouted|yelled|swore|was (?:rude|short|sharp|horrible|mean|nasty|harsh|cold)) (at|to) (him|her|them)` +
    String.raw`( on the (?:phone|telephone))?( (?:on |last )?(?:${WEEKDAYS.join('|')})| yesterday| this morning| last night)?\b`,
);

/** "I'm sorry I snapped at you on the telephone on Sunday.", for the one the words are for; null when none was told. */
function sorryLine(text: string, them: TalkPlan['them']): string | null {
  const m = SNAPPED.exec(text);
  // Someone named whose "he" or "she" is not known yet is whichever the sentence says.
  if (!m || (m[3] !== them && them !== 'them')) return null;
  return `${tidy(`i'm sorry i ${m[1]} ${m[2]} you${m[4] ?? ''}${m[5] ?? ''}`, false)}.`;
}

// An ask weighed in the message before: "should i ask my cnm to take me off nights?", "maybe i ask her to come on sundays".
// "ill ask darren if i can do the low stuff first": an ask decided is one too.
const WEIGHING_AN_ASK =
  String.raw`should i|shall i|can i|could i|i (?:want|need|would like|'d like) to|i could|maybe i(?: can| could)?|i might|` +
  String.raw`i'?ll|ill|i will|i'?m going to|im going to|i'?m gonna`;
// "should i tell him to stop texting every hour" asks as surely as "ask him to".
const ASKED_BEFORE = new RegExp(
  String.raw`\b(?:${WEIGHING_AN_ASK})(?: just| also)? (?:ask|tell) (?:my |the )?([\p{L}'-]{2,20}) ((?:to|if|whether) [^.?!]+)`,
  'u',
);
// "is it bad to ask if i can do it without the opens?" just before "what do i say exactly": that ask, of whoever it is for.
const ASKED_BEFORE_BARE = new RegExp(
  String.raw`\b(?:${WEIGHING_AN_ASK}|is it (?:bad|ok|okay|rude|weird|fine|wrong|too much|cheeky) to)(?: just| also)? ask ((?:if|whether) [^.?!]+)`,
);

// A step of their own put forward: "Maybe I can do one day a week Italian?", "perhaps we could swap to alternate weekends".
const LANGUAGE_WORD = new RegExp(String.raw`\b(?:${LANGUAGES})\b`, 'g');
const PROPOSED = /\b(?:maybe|perhaps) (i|we) (?:can|could) ([^.?!,;]+)/;
// "maybe a fixed driver 2-3 days a week can work": a thing put forward, tried together.
const PROPOSED_THING = /\b(?:maybe|perhaps) ((?:a|an|some) [a-z0-9 -]{3,50}?) (?:can|could|would|might) work\b/;
// "how do I present it so he agrees?": an idea to be put to someone.
const AGREEING =
  /\b(?:present|frame|sell|pitch|put|suggest|propose|bring up) (?:it|this|that|the idea)(?: to (?:him|her|them))? (?:so|and) (?:that )?(he|she|they)\b/;

/** "Could I do one day a week Italian?": the person's own proposal, as they could put it; null when none reads well. */
function proposedIn(text: string): string | null {
  const thing = PROPOSED_THING.exec(text.replace(/\s+/g, ' '))?.[1];
  if (thing && wordsOf(thing) <= MAX_CLAUSE_WORDS) return `Could we try ${midSentence(thing)}?`;
  const m = PROPOSED.exec(text.replace(/\s+/g, ' '));
  const clause = m?.[2]?.trim() ?? '';
  const n = wordsOf(clause);
  if (!m || n < 2 || n > MAX_CLAUSE_WORDS || HOLLOW_END.test(clause)) return null;
  // "maybe I can tell her before?": talking to them is how the words are said, not something the words ask of them.
  if (/^(?:just |also |first )?(?:tell|ask|talk|speak|warn|message|text|mention)\b/.test(clause)) return null;
  // "one day a week italian": a language or a people's word is written with its capital.
  const named = midSentence(clause).replace(LANGUAGE_WORD, (word) => capitalize(word));
  return `Could ${m[1] === 'we' ? 'we' : 'I'} ${named}?`;
}

/** The ask of the message before, when it was for the same person (or "her" now stands for them). */
function askedBefore(previous: string, who: Pick<TalkPlan, 'to' | 'them'>): string | null {
  const bare = ASKED_BEFORE.test(previous) ? null : ASKED_BEFORE_BARE.exec(previous.replace(/\s+/g, ' '))?.[1];
  // "if i can do it without the opens": the whole of it, "without" and all, since that is the ask.
  const mine = bare ? /^(?:if|whether) (i|we) (?:can|could|may|might) (.+)$/.exec((bare.split(/ (?:like|or) /)[0] ?? bare).trim()) : null;
  if (mine?.[2] && wordsOf(mine[2]) <= MAX_CLAUSE_WORDS) return `Could ${mine[1] === 'we' ? 'we' : 'I'} ${midSentence(mine[2])}?`;
  if (bare) return askOne(bare.split(/ like | or /)[0] ?? bare, who.them);
  const m = ASKED_BEFORE.exec(previous.replace(/\s+/g, ' '));
  const person = m?.[1] ?? '';
  const pronounNow = who.to === who.them;
  // "can i ask them to…" of both parents, then "how do i say it to mum": one of them is asked.
  const named = person === who.to?.toLowerCase().replace(/^(?:your|the) /, '');
  const same = person === who.them || person === 'them' || named || (pronounNow && !/^(?:him|her|them)$/.test(person));
  if (!m || !same) return null;
  const asked = m[2] ?? '';
  return asked.startsWith('to ') ? askFrom(asked, who.them) : askOne(asked, who.them);
}

// "ask (him) for a short meeting", "ask if there's any flexibility", "ask why": the questions to put, one by one.
const ASK_ABOUT = new RegExp(
  String.raw`\bask(?:s|ing)? (?:(?:him|her|them|(?:my|the|our) [\p{L}'-]{2,20}|[\p{L}'-]{2,20}) )?` +
    String.raw`((?:for|if|whether|why|what (?:i|we)|what (?:a|an|the|her|his|their|my)|what'?s (?:wrong|going on|up|the matter))\b[^.?!;]*)`,
  'u',
);
const CHECK_IN = "Is everything okay? You've seemed a bit quiet lately.";
const INVITATION = 'Would you like to ';
const OFFER_ASKED = /\b(?:text|message|say|write|send)(?: (?:her|him|them))?(?: something)? to offer\b|\bhow (?:do|can|could) i offer\b/;
const OFFER_LINE = "No need to reply to this. I'd love to help if it's useful: I could bring some food round, or take something off your hands this week.";
const CHECK_IN_HOW = (them: string, they: string) =>
  `Side by side works better than face to face, like in the car or on a walk; if ${they} ${they === 'they' ? 'shrug' : 'shrugs'} it off, leave it there and ` +
  `let ${them} know the offer stands. It often comes out later, in ${them === 'them' ? 'their' : them === 'him' ? 'his' : 'her'} own time.`;
const MEETING = /\b(?:meeting|chat|call|talk|catch ?up|1:1|one to one)\b/;

/** One question from "for a small meeting", "if there's any flexibility", "if i can sit it later", "why"; null when none reads well. */
function askOne(part: string, them: TalkPlan['them'], memory?: Memory): string | null {
  const clause = part.split(CLAUSE_END)[0]?.trim() ?? '';
  if (wordsOf(clause) > MAX_CLAUSE_WORDS || (HOLLOW_END.test(clause) && !/^why\b/.test(clause))) return null;
  // "for feedback", "for advice": a word that needs no "a".
  const forWhat = /^for ((?:a|an|some|more|the) .+|(?:feedback|advice|help|support|clarity|flexibility|an update|a reference)\b.*)$/.exec(clause)?.[1];
  if (forWhat) return MEETING.test(forWhat) ? `Could we find time for ${midSentence(forWhat)}?` : `Could I ask for ${midSentence(forWhat)}?`;
  if (/^why$/.test(clause)) return "Could you tell me what's behind it?";
  // "ask him whats wrong without it turning into a big thing": a door opened, not a question pressed.
  if (/^what'?s (?:wrong|going on|up|the matter)$/.test(clause)) return CHECK_IN;
  // "ask sir what i need to improve": "What do I need to improve?"
  const whatMine = /^what (i|we) (need to|have to|should|could|can) (.+)$/.exec(clause);
  if (whatMine?.[3]) {
    const who = whatMine[1] === 'we' ? 'we' : 'I';
    const verb = whatMine[2] === 'need to' || whatMine[2] === 'have to' ? `do ${who} ${whatMine[2]}` : `${whatMine[2]} ${who}`;
    return `What ${verb} ${midSentence(whatMine[3])}?`;
  }
  // "asking her what a good birthday would actually look like for her": "What would a good birthday actually look like for you?"
  // What is said of the idea after it ("…for her makes sense") is not part of the question.
  const idea = clause.replace(/\s+(?:makes sense|sounds (?:good|right|like a plan)|is (?:a )?good(?: idea)?|could work|might work|would help)$/, '');
  const whatTheirs = /^what ((?:a|an|the|her|his|their|my) [a-z' ]{1,30}?) (would|will|could|should|does|do|is|are) (.+)$/.exec(idea);
  if (whatTheirs?.[3]) {
    const toYou = (words: string) => words.replace(/\b(?:him|her|them)\b/g, 'you').replace(/\b(?:his|their)\b/g, 'your');
    // "her ideal weekend" is hers: "your ideal weekend", before any other "her" becomes "you".
    return `What ${whatTheirs[2]} ${toYou((whatTheirs[1] ?? '').replace(/^her\b/, 'your'))} ${toYou(midSentence(whatTheirs[3]))}?`;
  }
  const iff = /^(?:if|whether) (.+)$/.exec(clause)?.[1] ?? '';
  // "ask if she want to do something together on sunday": an invitation, put to them.
  const wants = /^(he|she|they) (?:wants?|would like|'d like|fancies|fancy) to (.+)$/.exec(iff);
  const wanter = ({ he: 'him', she: 'her', they: 'them' } as const)[wants?.[1] as 'he' | 'she' | 'they'];
  if (wants?.[2] && (wanter === them || them === 'them') && !/\b(?:he|she|they|him|her|them)\b/.test(wants[2])) {
    return `Would you like to ${midSentence(wants[2])}?`;
  }
  const there = /^(?:there'?s|theres|there is) (.+)$/.exec(iff)?.[1];
  if (there) return `Is there ${midSentence(there)}?`;
  const mine = /^(i|we) (?:can|could|may|might) (.+)$/.exec(iff);
  if (mine?.[2]) return `Could ${mine[1] === 'we' ? 'we' : 'I'} ${midSentence(mine[2])}?`;
  const theirs = /^(he|she|they)(?: can| could| would| will|'d|'ll) (.+)$/.exec(iff);
  const pronoun = ({ he: 'him', she: 'her', they: 'them' } as const)[theirs?.[1] as 'he' | 'she' | 'they'];
  // "ask Deirdre if she'd tell me who buys him": something done for the person ("tell me") is asked of the one named, whose
  // "he" or "she" is not known yet; "ask Linda if he can stay" is a yes for someone else.
  const forMe = them === 'them' && /^\w+ me\b/.test(theirs?.[2] ?? '');
  if (theirs?.[2] && (pronoun === them || forMe)) return askFrom(`to ${theirs[2]}`, pronoun ?? them);
  // "ask Linda if he can stay 2 nights", "ask if my boyfriend can stay": a yes asked for someone else.
  const other = /^(he|she|they|my [a-z]+|[a-z][a-z'-]+) (?:can|could|may) (.+)$/.exec(iff);
  const who = other?.[1] ?? '';
  if (!other?.[2] || /^(?:it|there|this|that|you|i|we)$/.test(who)) return null;
  const pronoun3 = { he: 'him', she: 'her', they: 'them' }[who as 'he' | 'she' | 'they'];
  // "he" to someone who does not know who is meant: the one the person named ("my boyfriend Matteo").
  const object = pronoun3 ? (someoneNamed(memory, who) ?? pronoun3) : who.startsWith('my ') ? who : capitalize(who);
  return `Would it be okay for ${object} to ${midSentence(other[2])}?`;
}

/** The latest person the person named who "he" or "she" can stand for, as they would name them to someone else. */
function someoneNamed(memory: Memory | undefined, pronoun: string): string | null {
  const person = latestByPronoun(memory?.people ?? [], pronoun);
  if (!person?.role) return null;
  return person.name ? `my ${person.role} ${capitalize(person.name)}` : `my ${person.role}`;
}

/** The questions asked of them in so many words ("i want to ask why and if there's any flexibility"), or null. */
function asksAbout(text: string, them: TalkPlan['them'], memory?: Memory): string | null {
  const found = ASK_ABOUT.exec(text)?.[1];
  if (!found) return null;
  const asks = found.split(/,? and (?=(?:for|if|whether|why)\b)/).map((part) => askOne(part.trim(), them, memory));
  return asks.length > 0 && asks.every(Boolean) ? asks.join(' ') : null;
}

// "if i want to change my hours to 7 to 4, how i can ask him?": what they want, asked for.
const WANT_TO = /\b(?:i|we) (?:want|would like|'d like|wanna|need) to (?!ask|say|tell|talk|know|be\b|do\b)([^.?!,;]+)/;

function wantAsk(text: string): string | null {
  const clause = WANT_TO.exec(text)?.[1]?.trim();
  if (!clause || HOLLOW_END.test(clause) || /\b(?:he|she|they|him|her|them|you)\b/.test(clause)) return null;
  const n = wordsOf(clause);
  return n >= 2 && n <= MAX_CLAUSE_WORDS ? `Could I ${midSentence(clause)}?` : null;
}

// What someone asks of the other, or needs, said as its own sentence ("i need her to still come, just not every day").
const NEED_OF = /(?:^|[.?!,;] *|\b(?:and|but|so) )(?:i|we) (?:really )?(?:need|want|would like|'d like) (him|her|them|[\p{L}'-]{2,20}) to ([^.?!]+)/u;
// Not a need of the coach ("i need advice", "i need to vent"): a need to put to the other person.
const NOT_THEIRS =
  String.raw`you\b|(?:some |a bit of |a little |your )?(?:help\b|advice|tips|ideas|words)|to (?:vent|talk|know|ask|say|tell|figure|work out|decide)|` +
  String.raw`${MORE_CONCRETE}|something (?:else|different|to do)`;
const NEED = new RegExp(String.raw`(?:^|[.?!] *)((?:i|we) (?:really )?need (?!${NOT_THEIRS})[^.?!]+)`);
// "Just not every day" is part of the ask; "and i dont want a fight" and ", he earns way more than me" are not.
const NEED_END = /(?:,? (?:and|but|because|bc|so|without)|,) (?:i|it|we|she|he|they|his|her|my)\b.*$/;

/** A need or an ask of the person the words are for, found in a sentence of its own; null when there is none. */
function needIn(text: string, who: Pick<TalkPlan, 'to' | 'them'>): { ask: string | null; statement: string | null } | null {
  const of = NEED_OF.exec(text);
  const target = of?.[1] ?? '';
  // Someone named with no "he" or "she" known yet is whichever the message says ("Bernadette… i need her to…").
  const pronoun = target === 'him' || target === 'her' ? target : null;
  const forThem = target === who.them || target === who.to?.toLowerCase() || (who.them === 'them' && pronoun !== null && who.to !== 'them');
  if (of && forThem) {
    const ask = askFrom(`to ${(of[2] ?? '').replace(NEED_END, '').replace(/,/g, '')}`, pronoun ?? who.them);
    // "still come just not every day" keeps its pause: "still come, just not every day".
    if (ask) return { ask: ask.replace(/ (just|but|only) not\b/, ', $1 not'), statement: null };
  }
  const own = NEED.exec(text)?.[1]?.replace(NEED_END, '');
  const statement = own ? statementFrom(own) : null;
  return statement ? { ask: null, statement } : null;
}

// "Just that I need a few days but I am not against him": what the words are to say, given whole, the "but" with it.
// "Something like I'm coming but I'll be in ski school the first day."
const GIVEN_CONTENT = new RegExp(
  String.raw`(?:^|[.?!] *)(?:(?:just|only|simply|basically|mainly)(?: to say| say| tell (?:him|her|them))? that|something like|saying)` +
    String.raw` ((?:i|i'm|im|i'll|ill|we|we're) [^.?!]+)`,
);

/** The words to say when the person gave them whole, turned to the one they are for ("not against him" → "not against you"). */
function givenContent(text: string, them: TalkPlan['them']): string | null {
  const clause = GIVEN_CONTENT.exec(text)?.[1]?.trim();
  if (!clause || HOLLOW_END.test(clause) || wordsOf(clause) > MAX_CLAUSE_WORDS) return null;
  const object = { him: /\bhim\b/g, her: /\bher\b/g, them: /\bthem\b/g }[them];
  return `${tidy(clause.replace(object, 'you').replace(/ but /, ', but '), true)}.`;
}

// "how do I say to my dad 'I can't help with the shed at 11am on a Wednesday'": the words, given whole in quotes.
// An apostrophe inside a word ("can't") closes no quote.
const QUOTED_STATEMENT = /\bsay(?: to [^'"‘“]{2,30})? ['"‘“]((?:i|we)\b(?:[^'"’”]|(?<=\p{L})['’](?=\p{L})){4,90})['"’”](?!\p{L})/iu;

/** The person's own words to say, when they quoted them whole after "say". */
function quotedStatement(raw: string): string | null {
  const said = QUOTED_STATEMENT.exec(raw)?.[1]?.trim();
  return said ? `${capitalize(said).replace(/[.!]*$/, '')}.` : null;
}

const quote = (line: string) => `"${line.replace(/\s+/g, ' ').trim()}"`;

const VAGUE_ASK = /^Could you (?:(?:do|help(?: out)?|help me) (?:a (?:bit|little) )?more|help out|step up|pull your weight|do your (?:share|bit))\??$/i;
const ONE_THING_ASK = "I can't keep doing all of this on my own. Could you take on one thing regularly, so it's yours and I don't have to think about it?";

// A line said to oneself: "This is panic, and it will pass.", "I am safe right now."
const TO_ONESELF = /^(?:this is|it(?:'s| is| will)|i am|i'm|i can|i will|i'll|breathe|not now|that was|thoughts are)\b/i;

// A question put to the person to answer ("the weakness question", "when they ask why i left").
const QUESTION_PUT = new RegExp(
  String.raw`\b(?:answer|respond to|reply to|handle) (?:the|a|that|this|their|his|her) (?:[a-z']+ ){0,3}questions?\b|` +
    String.raw`\bwhen (?:they|he|she|the \w+) asks?\b`,
);

/** The lines of each kind of words, for someone close and for someone at work; `{own}` is the person's statement or ask. */
const LINES: Readonly<Record<TalkKind, { close: readonly string[]; work: readonly string[] }>> = {
  apology: {
    close: ["I'm sorry for how I handled things. You didn't deserve that, and I'd like to make it right.", 'How can I do that?'],
    work: ["I'm sorry for how I handled that. I'd like to put it right.", 'What would help most?'],
  },
  remark: {
    close: ['I know you mean well. But {when}, I end up feeling worse, not better.', "Can we talk about something else, or about how I'm actually doing?"],
    work: ["I know it's meant kindly. But {when}, it's hard for me to hear.", "I'd rather we keep to the work, if that's all right."],
  },
  ask: {
    close: ['Can I ask you for something? It matters to me.', '{own}', 'Would that be possible?'],
    work: ["Have you got a few minutes? There's something I'd like to ask you about.", '{own}', 'What would make that work for you?'],
  },
  question: {
    close: ['Can I ask you something?', '{own}', 'It would really help me to know.'],
    work: ["Have you got a few minutes? There's something I'd like to ask you about.", '{own}', 'It would help me to know where I stand.'],
  },
  // Help offered to someone worn out: one specific thing, and an easy way out.
  offer: {
    close: ['{own}', "Only if it suits you; I'm thinking of you either way."],
    work: ['{own}', 'Only if it would help; no need to reply.'],
  },
  // Asking someone to do something together: the invitation, and an easy way out.
  invite: {
    close: ['{own}', "No pressure if you're busy; I just thought it would be nice."],
    work: ['{own}', 'No worries if not.'],
  },
  // Asking someone who clams up what is wrong: a door opened, with no pressure to walk through it.
  'check-in': {
    close: ['{own}', "No pressure; you don't have to say anything now. I'm here whenever you want to talk."],
    work: ['{own}', "No pressure; I'm around whenever you'd like a word."],
  },
  limit: {
    close: ['I care about you, and I want to say this kindly.', '{own}', 'Can we work out together how to make that happen?'],
    work: ["I want to get this right for both of us, so I'd like to be clear about something.", '{own}', 'Can we agree how to handle it?'],
  },
  news: {
    close: [
      "There's something I want to tell you, and it isn't easy for me to say.",
      '{own}',
      "I'm telling you because you matter to me, and I'd rather you hear it from me.",
    ],
    work: [
      "Have you got ten minutes? There's something I'd like to tell you.",
      '{own}',
      "I wanted you to hear it from me first, and I'd like us to plan for it together.",
    ],
  },
  // Owning up to something done: what happened, straight after the sorry, and an offer to put it right.
  confess: {
    close: ["I need to tell you something, and I'm really sorry.", '{own}', "I'd like to put it right. What can I do?"],
    work: ["Have you got a few minutes? I need to tell you something, and I'm sorry.", '{own}', "I'd like to put it right. What would help most?"],
  },
  // A problem someone causes without meaning to (a neighbour's noise): a friendly start, the problem, one ask.
  // Something someone keeps doing, raised with them kindly: to a mum or a flatmate, not "sorry to bother you".
  habit: {
    close: ['Can I talk to you about something?', '{own}', 'Can we work out something that suits us both?'],
    work: ['Have you got a minute? There is something I would like to sort out with you.', '{own}', "I'd like us to find something that works for both of us."],
  },
  raise: {
    close: [
      'Hi, sorry to bother you. Have you got a minute?',
      '{own}',
      "I'm sure it isn't meant badly; I'd just like us to find something that works for both of us.",
    ],
    work: ['Have you got a minute? There is something I would like to sort out with you.', '{own}', "I'd like us to find something that works for both of us."],
  },
  talk: {
    close: ["Can we talk? There's something on my mind, and I'd like to be honest with you.", '{own}', 'What do you think?'],
    work: ["Have you got a few minutes? There's something I'd like to talk through with you.", '{own}', 'What do you think?'],
  },
};

const PRACTICAL_ASKED = /\b(?:short and practical|practical|no feelings|not (?:too )?emotional|just the facts|business-?like|matter[- ]of[- ]fact)\b/;

/** What stands for the person's own words when none read whole: a limit or an ask still needs saying. */
const NO_OWN: Readonly<Partial<Record<TalkKind, string>>> = {
  limit: "There's something that isn't working for me, and I need it to change.",
  confess: "Something happened that I'm not proud of, and it was my fault.",
  ask: 'Here is what would really help me: [one specific thing].',
  // When their words cannot be quoted: that it is said early, and that it is about finding a way, not blame.
  talk: "I'd rather talk about it than keep it to myself, and it isn't about blaming anyone; I'd just like us to find a way that works for both of us.",
};

/** He, him, his (or she, her, her; they, them, their), with the verb form that goes with each. */
function pronouns(them: TalkPlan['them']) {
  if (them === 'him') return { they: 'he', them: 'him', their: 'his', says: 'he says', means: 'he means' };
  if (them === 'her') return { they: 'she', them: 'her', their: 'her', says: 'she says', means: 'she means' };
  return { they: 'they', them: 'them', their: 'their', says: 'they say', means: 'they mean' };
}

/** What keeps coming up, as said in a sentence: a name capitalised ("Bea"), "the politics again" as "the politics". */
function topicPhrase(topic: string): string {
  const words = topic.replace(/\s+(?:again|tho|though|anyway|lol|directly|specifically|at all)$/, '');
  return /^(?:the|a|an|my|his|her|their|that|this|your|our)\b/.test(words) ? words : capitalize(words);
}

/**
 * What they fear it sounds like, said the other way round at the start: "like you don't want to help" opens
 * with "I do want to help."; "like you're not committed" with "I'm committed."; null for any other fear.
 */
function reassurance(plan: TalkPlan): string | null {
  const fear = plan.soundsLike ?? '';
  // "like I don't respect her rules", said to her: "I do respect your rules".
  const toThem = (words: string) =>
    words
      .replace(/\byour(self)?\b/g, 'my$1')
      .replace(new RegExp(String.raw`\b(?:${plan.them === 'him' ? 'his' : plan.them === 'her' ? 'her' : 'their|his|her'})\b(?= [a-z])`, 'g'), 'your')
      .replace(new RegExp(String.raw`\b${plan.them}\b`, 'g'), 'you');
  const wantNot = /^like you don'?t (want to|care|love|like|appreciate|trust|respect|mean) ?(.*)$/.exec(fear);
  if (wantNot) return `I do ${toThem(`${wantNot[1] ?? ''} ${wantNot[2] ?? ''}`.trim())}.`;
  const areNot = /^like you're not (committed|grateful|interested|serious|trying|happy for (?:him|her|them))$/.exec(fear);
  return areNot ? `I'm ${toThem(areNot[1] ?? '')}.` : null;
}

/** A limit that fears sounding unwilling says plainly that it is not all, not that something is wrong, and asks what part. */
const LIMIT_WITH_REASSURANCE = "I can't manage all of it, though, and I'd rather tell you now than let you down later.";
const LIMIT_WITH_REASSURANCE_CLOSE = 'Can we work out together the part I can take on?';

const SAID_TO_ME = /\b(?:she|he|they) (?:said|told me|says)\b|\b(?:said|told me) (?:last|that|i'?m|im|i)\b/;
const LIGHT_CLOSE = "No big thing; I just wanted you to know.";

/** The lines of the script, the address before the first: "Priya, have you got ten minutes?". */
export function scriptLines(plan: TalkPlan): string[] {
  // Said lightly: their words and a light close, no "there's something I want to tell you" around them.
  if (plan.light && plan.statement) {
    const own = /^I\b/.test(plan.statement) ? plan.statement : plan.statement.charAt(0).toLowerCase() + plan.statement.slice(1);
    const first = plan.address ? `${plan.address}${own}` : plan.statement;
    return [first, LIGHT_CLOSE];
  }
  const reassure = reassurance(plan);
  const own = plan.ask ?? plan.statement ?? (reassure && plan.kind === 'limit' ? LIMIT_WITH_REASSURANCE : NO_OWN[plan.kind]) ?? '';
  const when = plan.topic ? `when ${topicPhrase(plan.topic)} comes up` : 'when that comes up';
  const limitReassured = reassure !== null && own === LIMIT_WITH_REASSURANCE;
  const lines = LINES[plan.kind][plan.work ? 'work' : 'close']
    // The fear answered just before their own words: "I do want to help. I can't manage all of it, though…".
    .map((line) => (line === '{own}' && reassure ? `${reassure} ${own}` : line))
    .map((line, i, all) => (limitReassured && i === all.length - 1 ? LIMIT_WITH_REASSURANCE_CLOSE : line))
    .map((line) => line.replace('{own}', own).replace('{when}', when))
    // "Would it be okay for him to stay?" is asked already: no "Would that be possible?" after it.
    .filter((line) => line && !(/^Would it be okay\b/.test(own) && line === 'Would that be possible?'));
  // Afraid of hurting someone close, the words lead with what they mean to the person, as the line after them says.
  if (plan.fear === 'hurt' && !plan.work && plan.kind !== 'apology') lines[0] = `You mean a lot to me, and I don't want to hurt you. ${lines[0] ?? ''}`;
  // An apology for something told says what it is for: "I'm sorry I snapped at you on Sunday."
  if (plan.kind === 'apology' && plan.statement) lines[0] = (lines[0] ?? '').replace(/^I'm sorry for how I handled (?:things|that)\./, plan.statement);
  // "Can we talk about the mariachi?": the thing told, named, in place of "there's something on my mind".
  if (plan.kind === 'talk' && plan.matter && !plan.ask && (!plan.statement || plan.statement === AFFORD_LINE)) {
    if (plan.work) lines[0] = `Have you got a few minutes? I'd like to talk through ${plan.matter} with you.`;
    else lines.splice(0, 1, `Can we talk about ${plan.matter}?`, "It's been on my mind, and I'd like to be honest with you.");
  }
  const first = lines[0] ?? '';
  if (plan.address) lines[0] = `${plan.address}${/^I\b/.test(first) ? first : first.charAt(0).toLowerCase() + first.slice(1)}`;
  return lines;
}

/** The script: a lead naming who it is for, the words, and one line of how to say them. */
export function wordsToSay(plan: TalkPlan): string[] {
  const lead = plan.to ? `Here's a way you could say it to ${plan.to}:` : "Here's a way you could say it:";
  return [lead, quote(scriptLines(plan).join(' ')), howToSay(plan)];
}

/** One line on how to say it, for the fear they named, else for the kind of words. */
function howToSay(plan: TalkPlan): string {
  const p = pronouns(plan.them);
  // Formal or cold is a matter of the words themselves, not of what is asked.
  if (plan.soundsLike && /^(?:formal|fake|cold)$/.test(plan.soundsLike)) {
    return `Short sentences in your own everyday words keep it from sounding ${plan.soundsLike}; change anything that isn't how you talk.`;
  }
  if (plan.soundsLike && plan.kind === 'question') {
    return `Asking it plainly, as a real question with nothing hinted, keeps it from sounding ${plan.soundsLike}.`;
  }
  if (plan.soundsLike) return `Saying what you'll do as well as what you need keeps it from sounding ${plan.soundsLike}.`;
  if (plan.kind === 'check-in') return CHECK_IN_HOW(p.them, p.they);
  if (plan.light) return 'Say it in passing, at an easy moment rather than sat down for a talk; the change itself will say the rest.';
  // Their usual answer met calmly rather than argued with: who is busier is a row no one wins.
  if (plan.deflection) {
    return `If ${plan.deflection} again, agree rather than argue about who is busier, and keep to the one ask: ` +
      `"I know you've got a lot on. That's why I'm asking for just this, not more in general. Could we try it for a month?"`;
  }
  if (plan.fear === 'fight') {
    return `If it starts to heat up, pause it rather than push on: "I don't want us to fight about this. Can we come back to it tomorrow?"`;
  }
  if (plan.fear === 'disrespect') return `Starting with what you value in ${p.them} and asking for ${p.their} help, rather than telling, keeps it respectful.`;
  if (plan.fear === 'hurt') return `Leading with what ${p.means} to you softens it; you can be kind and still say it plainly.`;
  const byKind: Readonly<Record<TalkKind, string>> = {
    apology: 'An apology lands best when it names what you did and leaves out any "but".',
    confess: 'Say what happened first and the sorry straight after; offering to put it right matters more than finding perfect words.',
    raise: 'Go at a calm time, not while it is happening; a friendly start and one clear ask make a yes much easier.',
    habit: `Say it at a calm moment, about this one thing, and then let ${p.them} answer; naming how it lands on you is easier to hear than blame.`,
    remark: 'Say it calmly the next time, not in the heat of it; a short line you have ready is easier than thinking on the spot.',
    ask: `Pick a calm moment, make it one clear ask, and then let ${p.them} answer.`,
    invite: 'One clear idea and an easy way out make an invitation simple to say yes to.',
    question: `Ask it plainly, then stop and let ${p.them} answer; a pause is fine.`,
    'check-in': CHECK_IN_HOW(p.them, p.they),
    offer: 'One specific offer with an easy way out takes the guilt out of a yes or a no; change the food or the day to something you can really do.',
    limit: 'Keep it short and warm; you do not have to argue for it, just say it again calmly if you need to.',
    news: `Choose a quiet moment, say it plainly, and then give ${p.them} time to take it in.`,
    talk: `Pick a calm moment and keep it to one thing, then listen to what ${p.says}.`,
  };
  return byKind[plan.kind];
}

// A child the words are for: "she's 7", "Lily is 6", "my granddaughter", "the kids".
const CHILD_AGE = String.raw`(?:is|she's|he's|shes|hes|aged?|only) (?:${CHILD_YEARS})\b(?! (?:weeks|months|years ago|days))`;
const OWN_CHILD = /\b(?:grand)?(?:son|daughter)s?\b/g;
const CHILD = new RegExp(String.raw`\b(?:${CHILD_AGE}|(?:grand)?(?:son|daughter|child|kid)s?|grandkids|children|little one|toddler)\b`);

/**
 * How to tell a child about a death ("how do I explain it to her? she's 7"): the plain words a child
 * understands, and why "died" is kinder than "went to sleep". Once a session; null when no one was lost
 * or the words are not for a child.
 */
function childLoss(s: Session, plan: TalkPlan, text: string): Turn | null {
  const memory = s.state.memory;
  const lostPerson = memory.people.find((p) => p.lost);
  // In a pet's loss the pet is the one to explain, even when a person was lost years before ("my wife passed in 2019").
  const lostPet = memory.pets.find((p) => p.lost) ?? (s.state.situation === 'pet-loss' ? memory.pets[0] : undefined);
  // A child in the message, or a child's age told just before ("how do I explain it to her?" after "she's 7"); not sons named
  // in passing the message before ("I am not giving the gold to my sons… what do I say to Leela?").
  // "my son" or "my daughter" only when they are young: "tell my daughter, Karen, that the links are upsetting me" is to a grown-up.
  const youngOne = memory.people.some((p) => p.young && /^(?:son|daughter|grandson|granddaughter)$/.test(p.role ?? ''));
  const forChild = CHILD.test(youngOne ? text : text.replace(OWN_CHILD, '')) || new RegExp(CHILD_AGE).test(s.previousText);
  if ((!lostPerson && !lostPet) || !/\b(?:explain|tell|say)\b/.test(text) || !forChild) return null;
  if (s.state.answered.includes('words:child-loss')) return null;
  s.state.answered = [...s.state.answered, 'words:child-loss'].slice(-40);
  const name = lostPet ? lostPet.name : lostPerson?.name;
  const who = name ? capitalize(name) : lostPet ? `Our ${lostPet.species}` : '(Their name)';
  const to = plan.to && plan.to !== 'them' ? ` to ${plan.to}` : '';
  const words =
    `"${who} died. That means their body stopped working, and they can't come back. It isn't anyone's fault. ` +
    `I'm sad too, and you can ask me anything, any time."`;
  const parts = [
    `Here's a way you could explain it${to}, in words a child can hold on to: ${words}`,
    "Use the word \"died\" rather than \"went to sleep\" or \"we lost them\", which can confuse or frighten young children. " +
      'Expect the same questions again over the next days and weeks; answer them the same simple way, and let them see that it is all right to be sad.',
  ];
  keepWords(s, parts.join(' '));
  parts.push(s.pick(['What do you think will be the hardest question to answer?', 'How has the little one been taking it so far?']));
  return { kind: 'reply', parts, carry: parts, content: true };
}

const KID_ROLES = /^(?:son|daughter|kid|child|boy|girl|stepson|stepdaughter)$/;

/**
 * Words for one's own young child with nothing yet of what to say ("what do i say to her tonight" about a 9-year-old who
 * cries before swimming): an opener that finds out what is wrong, not an adult's talk. Once a session.
 */
function childTalk(s: Session, plan: TalkPlan): Turn | null {
  if (plan.kind !== 'talk' || plan.statement || plan.ask || plan.topic || plan.soundsLike) return null;
  const young = s.state.memory.people.filter((p) => p.young && KID_ROLES.test(p.role ?? ''));
  const pronoun = plan.to === 'her' ? /^(?:daughter|girl|stepdaughter)$/ : plan.to === 'him' ? /^(?:son|boy|stepson)$/ : null;
  const child = young.find((p) => (pronoun ? pronoun.test(p.role ?? '') : plan.to !== null && p.name?.toLowerCase() === plan.to.toLowerCase()));
  if (!child || s.state.answered.includes('words:child-talk')) return null;
  s.state.answered = [...s.state.answered, 'words:child-talk'].slice(-40);
  const address = child.name ? `${capitalize(child.name)}, ` : '';
  const them = /daughter|girl/.test(child.role ?? '') ? 'her' : /son|boy/.test(child.role ?? '') ? 'him' : 'them';
  const words = `"${address}you're not in trouble. I've noticed something's been bothering you, and I'd really like to understand. What's it like for you?"`;
  const parts = [
    `You could start like this: ${words}`,
    'Children often talk more side by side than face to face, so try it in the car, on a walk or over a drawing. ' +
      `Listen more than you talk, say back what you hear before you suggest anything, and tell ${them} you will work it out together.`,
  ];
  keepWords(s, parts.join(' '));
  parts.push('What do you think might be behind it?');
  return { kind: 'reply', parts, carry: parts, content: true };
}

// The work situations written answers fit, and looking for work, where words are for someone at work too.
const WORK_SITUATIONS = new Set([...WORK, 'job-loss-search']);

/** The words at their shortest: the address, what the person wants said, and the closing ask. */
export function shortWords(plan: TalkPlan): string {
  const lines = LINES[plan.kind][plan.work ? 'work' : 'close'];
  const about = plan.kind === 'talk' && plan.matter && !plan.ask ? `Can we talk about ${plan.matter}?` : null;
  const own = (about ? [about, plan.statement].filter(Boolean).join(' ') : null) ?? plan.ask ?? plan.statement ?? NO_OWN[plan.kind] ?? lines[0] ?? '';
  const closing = lines.length > 2 ? (lines.at(-1) ?? '') : '';
  const first = `${plan.address}${plan.address && !/^I\b/.test(own) ? own.charAt(0).toLowerCase() + own.slice(1) : own}`;
  return `${first} ${closing}`.trim();
}

// Words asked for outright: "give me the exact words", "can you help me write it?".
const WORDS_ASKED = alternatives(
  String.raw`\b(?:exact|actual) words\b|\bword for word\b|\bgive me the words\b|\bwhat to write\b`,
  String.raw`\b(?:help me|can you|could you) write (?:it|this|that|the message|a message|the text|something)\b`,
);

/** The words as a friend would text them: "Hey, got a sec? Something's been on my mind…". */
export function casualWords(plan: TalkPlan): string {
  // "Hey Martin, could you…": a text to someone named greets them by name.
  const name = plan.address.replace(/,\s*$/, '');
  return casualText(plan).replace(/^Hey,/, name ? `Hey ${name},` : 'Hey,');
}

function casualText(plan: TalkPlan): string {
  const own = plan.ask ?? plan.statement;
  const lower = (line: string) => (/^I\b/.test(line) ? line : line.charAt(0).toLowerCase() + line.slice(1));
  switch (plan.kind) {
    case 'ask':
      if (plan.ask) return `Hey, ${lower(plan.ask)} It'd really help me out.`;
      return own ? `Hey, ${lower(own)} It'd really help me out.` : "Hey, could I ask you a favour? It'd really help me out.";
    case 'question':
      return own ? `Hey, quick question: ${lower(own)}` : 'Hey, can I ask you something quickly?';
    case 'invite':
      return `Hey, ${lower(own ?? 'would you like to do something together?')} Maybe a walk or a coffee? No worries if you're busy!`;
    case 'limit':
      return own ? `Hey, I need to say something, and it's because I care: ${lower(own)}` : "Hey, something's not working for me and I'd rather just say it.";
    case 'news':
      return `Hey, can I tell you something? ${own ? `${own} ` : ''}Just wanted you to hear it from me.`;
    case 'apology':
      return plan.statement ? `Hey, ${plan.statement} You didn't deserve it.` : "Hey, I'm sorry about how I handled that. You didn't deserve it.";
    case 'confess':
      return `Hey, I need to tell you something and I'm really sorry.${own ? ` ${own}` : ''} Can we talk?`;
    case 'raise':
      return own ? `Hi, sorry to bother you. ${own}` : 'Hi, sorry to bother you. Could we have a quick word?';
    case 'habit': {
      // "When you keep cancelling on me last minute, I find it really hard." is how a talk puts it; a text says it straight.
      const straight = own ? /^When you (.+), I find it really hard\.$/.exec(own)?.[1] : undefined;
      if (straight) return `Hey, you ${straight}, and honestly it's starting to get to me. Everything alright?`;
      return own ? `Hey, can I say something? ${own}` : 'Hey, can I say something?';
    }
    case 'remark':
      return "I know you mean well, but can we not go there today?";
    default:
      if (own && plan.matter) return `Hey, got a sec? About ${plan.matter}: ${lower(own)}`;
      if (!own && plan.matter) return `Hey, got a sec? Can we talk about ${plan.matter}? I'd rather just say it than let it get weird.`;
      return own ? `Hey, got a sec? ${own}` : "Hey, got a sec? Something's been on my mind and I'd rather just say it.";
  }
}

const PRONOUN_TO = /^(?:him|her|them)$/;
const DECLINE_LINE = "I've thought about it carefully, and this time my answer is no.";
const DECLINED = 'words:declined';
export const CONTENT_ASKED = 'words:content-asked';
const SAYING_NO = new RegExp(String.raw`${SAY_NO.source}|\b(?:tell (?:him|her|them|my [a-z]+) no|decline|don'?t want to)\b`);

/** Someone to tell, as the person said it ("my wife", "mrs okafor", "my mum's"): by name when one is remembered for the role. */
function personToTell(said: string, memory: Memory): Pick<TalkPlan, 'to' | 'address' | 'them' | 'work'> | null {
  // "how do I tell him no": the one man (or woman) of the conversation, when there is only one.
  if (said === 'him' || said === 'her') {
    const gender = said === 'him' ? HE_ROLES : SHE_ROLES;
    const fits = memory.people.filter((p) => !p.lost && p.role && gender.test(p.role));
    const only = fits.length === 1 ? fits[0] : undefined;
    return only?.role ? personToTell(`my ${only.role}`, memory) : null;
  }
  // "my friend rui": the name, when the role comes with one.
  const plain = said.replace(/'s$/, '').replace(new RegExp(String.raw`^(?:my|the|our) (?:${ROLE_WORDS}) (?=[\p{L}-]+$)`, 'u'), '');
  const titled = /^(mrs|mr|ms|miss) ([\p{L}-]+)$/u.exec(plain);
  if (titled) {
    const display = `${capitalize(titled[1] ?? '')} ${capitalize(titled[2] ?? '')}`;
    return { to: display, address: `${display}, `, them: themOf(titled[1] ?? ''), work: false };
  }
  // A name the conversation already holds ("helen owes me"), with "him" or "her" from their role when one is known.
  const known = memory.people.find((p) => p.name?.toLowerCase() === plain);
  if (known?.name) {
    const role = known.role ?? '';
    return { to: capitalize(known.name), address: `${capitalize(known.name)}, `, them: themOf(role), work: WORK_ROLES.test(role) };
  }
  const role = /^(?:my|the|our) ([\p{L} -]+)$/u.exec(plain)?.[1];
  if (!role || !new RegExp(String.raw`^(?:${ROLE_WORDS})$`).test(role)) return null;
  const them = themOf(role);
  const named = memory.people.find((p) => p.role === role && p.name && !p.lost)?.name;
  if (named) return { to: capitalize(named), address: `${capitalize(named)}, `, them, work: WORK_ROLES.test(role) };
  return { to: `your ${role}`, address: ADDRESS[role] ? `${ADDRESS[role]}, ` : '', them, work: WORK_ROLES.test(role) };
}

/** Whether the one the words are for is the one the news is about ("your manager" and "my manager", a name and its role). */
function sameOne(plan: TalkPlan, said: string | null, memory: Memory): boolean {
  if (!said) return false;
  const who = personToTell(said, memory);
  return who !== null && who.to === plan.to;
}

/**
 * Words asked for with nothing of the person's own in the message ("can you help me write the first two
 * sentences?"): words for what the conversation said there is to tell ("I was made redundant on Monday."),
 * to the one it is for, in place of a general shape. Null when nothing to tell was read.
 */
function planFromNews(s: Session, plan: TalkPlan | null, raw: string): TalkPlan | null {
  const news = s.state.news.at(-1);
  if (!news) return null;
  const memory = s.state.memory;
  const named = plan?.to && !PRONOUN_TO.test(plan.to) ? plan : null;
  // Something someone keeps doing ("When you send WhatsApp messages very late…") is said to them only: not to another named.
  // Words for someone else about what the one who does it keeps doing ("how do I write this to Karin", about Tom): said of them.
  const other = news.kind === 'raise' && /^When you\b/.test(news.line ?? '') && named !== null && !sameOne(named, news.to, memory);
  if (other && news.about) return { ...named, kind: 'raise', statement: news.about, ask: null, topic: null };
  if (other) return null;
  // An ask of someone ("what I want is for her to take Thursdays", "everyone… I want them to stop asking") is theirs alone:
  // not for another named, nor for "her" when it was "them".
  if (news.kind === 'ask' && news.to && named && !sameOne(named, news.to, memory)) return null;
  if (news.kind === 'ask' && PRONOUN_TO.test(news.to ?? '') && PRONOUN_TO.test(plan?.to ?? '') && news.to !== plan?.to) return null;
  // The one whose thing it was comes first for owning up ("smashed mrs okafor's greenhouse"), then the one to tell.
  const owner = news.kind === 'confess' && news.owner && !/^(?:her|his|their|your)$/.test(news.owner) ? news.owner : null;
  const fits = (who: Pick<TalkPlan, 'them'>) => !plan || !PRONOUN_TO.test(plan.to ?? '') || who.them === plan.them || who.them === 'them';
  const candidates = [owner, news.to].flatMap((said) => (said ? [personToTell(said, memory)] : [])).filter((who) => who && fits(who));
  const who = named ?? candidates[0] ?? plan;
  // Someone named whose "he" or "she" is not known yet is whichever the message says ("what would I even say to her?").
  const them = who?.them === 'them' && plan ? plan.them : (who?.them ?? 'them');
  const to = who ? { to: who.to, address: who.address, them, work: who.work } : { to: null, address: '', them, work: false };
  // "her ring" for her, "mrs okafor's greenhouse" for Mrs Okafor: theirs is "your" when the words are for them.
  const theirs =
    news.owner !== null &&
    ((news.owner === 'her' && to.them === 'her') || (news.owner === 'his' && to.them === 'him') || (owner !== null && candidates[0] === who && who !== named));
  const line = news.line && news.owner && theirs ? news.line.replace(new RegExp(`\\b${escapeRegExp(news.owner)}(?= )`, 'i'), 'your') : news.line;
  const sorry = news.hidden && news.kind === 'news' ? " I'm sorry I didn't tell you sooner." : '';
  // A decline not said in so many words gets a line of its own only when the message asks how to say no, and once a
  // session: a second time it reads as the same script, and words asked for otherwise are not a no.
  const declined = !line && news.kind === 'limit' && SAYING_NO.test(raw.toLowerCase()) && !s.state.answered.includes(DECLINED);
  const statement = line ? `${line}${sorry}` : declined ? DECLINE_LINE : null;
  // Nothing to say of it but owning up ("something really stupid"): words for that; otherwise the words asked for as they are.
  if (!statement && news.kind !== 'confess') return null;
  // Declining is news to them: "I'm telling you because you matter to me", not "how to make that happen".
  const habit = news.kind === 'raise' && /^When you\b/.test(news.line ?? '');
  // Not affording it is said in a talk about the thing ("can we talk about the hen do?"), not as news to take in.
  const kind: TalkKind = news.line === AFFORD_LINE ? 'talk' : news.kind === 'limit' ? 'news' : habit ? 'habit' : news.kind;
  return { ...to, kind, statement, ask: null, fear: plan?.fear ?? null, soundsLike: plan?.soundsLike ?? null, topic: null };
}

// What the person said they want, need or are not, in a sentence of its own: "I'm not pregnant.", "I want to say something at
// the service.", "I need the money for a car."; not their age ("I'm 29"), a feeling ("I'm not happy"), a fear of how it goes
// ("I don't want her to hate me"), a need of the coach's help, nor anything about a third person, who may be the one it is for.
const OWN_STATEMENT = new RegExp(
  String.raw`^((?:i'm not|im not|i am not|i just am not|i'm just not|i am just not|we'?re not|we are not|` +
    String.raw`i (?:just |really |only )?want to|i'?d like to|i would like to|i need|we need|` +
    String.raw`we want to) [^?]+?)[.!]*$`,
  'i',
);
const NOT_TO_SAY = new RegExp(
  String.raw`^(?:i'?m not|im not|i am not) (?:\d|sure|ok|okay|fine|good|well|great|happy|angry|sad|proud|a fan|that|very|so|really|even)\b|` +
    String.raw`^i need (?:some |a bit of |your )?(?:help|advice|tips|ideas|words|to vent|to talk|to know|to decide)\b|` +
    String.raw`^i need (?:${MORE_CONCRETE}|something (?:else|different|to do))|` +
    String.raw`\b(?:you|your|u|ur|he|she|him|her|his|hers|they|them|their)\b`,
  'i',
);

// "I'm not keeping score but also…": a sentence that trails off says nothing whole.
const WANT_TO_SAY_NO = /^i (?:just |really )?(?:want|need|would like|'d like|d like) to say no to /;
// "i want to say no to the next project but im scared": the fear is the person's own, not a line to say to him.
const OWN_FEAR = new RegExp(
  String.raw`,?\s+(?:but|and|though) (?:i'?m|im|i am|i feel|i get)(?: so| really| a bit| kind of| kinda| quite| pretty)? ` +
    String.raw`(?:scared|afraid|worried|nervous|anxious|terrified|frightened)\b.*$`,
);
const CUT_SHORT = /\b(?:but|and|also|or|so|because|though|tho|like|just|the|a|to)\W*$/i;

/**
 * Words asked for with nothing of theirs in the message ("what do I say to her?"): what the person said in the last few
 * messages they want, need or are not, said to the one it is for; null when none was said in a sentence of its own.
 */
// "she said i never help with dad": what they hold against the person, to be heard rather than argued with.
const HELD_AGAINST = new RegExp(
  String.raw`\b(she|he|they)(?: just)? (?:said|says|told me|thinks|reckons|keeps saying)(?: that)? i (never|always|don'?t|do not|didn'?t)` +
    String.raw` ([a-z' ]{3,40}?)(?= and\b| but\b| so\b|[.?!,;]|$)`,
);

function planFromEarlier(s: Session, plan: TalkPlan): TalkPlan | null {
  for (const message of [...s.earlierRaw].reverse()) {
    const held = HELD_AGAINST.exec(message.toLowerCase());
    const whose = ({ she: 'her', he: 'him', they: 'them' } as const)[held?.[1] as 'she' | 'he' | 'they'];
    if (held && whose === plan.them) {
      const what = tidy(`${held[2]} ${held[3]}`.replace(/\b(mum|mom|dad)\b/g, (w) => capitalize(w)), false);
      const heard = `I know you feel I ${what.charAt(0).toLowerCase()}${what.slice(1)}.`;
      const statement = `${heard} I'd like to hear that properly, and tell you how it looks from my side.`;
      return { ...plan, statement, kind: 'talk' };
    }
    const said = sentences(message)
      .filter((one) => !one.question)
      .map((one) => (OWN_STATEMENT.exec(one.text.trim())?.[1] ?? '').replace(OWN_FEAR, ''))
      .find((one) => one && !NOT_TO_SAY.test(one) && !CUT_SHORT.test(one) && wordsOf(one) >= 3 && wordsOf(one) <= MAX_CLAUSE_WORDS);
    if (said) {
      // Said to them, "I want to say no to the next project" is "I'm going to have to say no to the next project".
      const spoken = said.toLowerCase().replace(WANT_TO_SAY_NO, "i'm going to have to say no to ");
      const statement = toThem(`${tidy(spoken, true)}.`, plan.them);
      return { ...plan, statement, kind: kindOf(said.toLowerCase(), said.toLowerCase(), statement, null, false) };
    }
  }
  return null;
}

/** The words given before at their shortest, once: for "just the first two sentences" after the whole script. */
function firstLines(s: Session, plan: TalkPlan, key: string): Turn | null {
  const again = `${key}:short`;
  if (s.state.answered.includes(again)) return null;
  s.state.answered = [...s.state.answered, again].slice(-40);
  const parts = [
    `The first lines can be just this: ${quote(shortWords(plan))}`,
    `Then stop and let ${pronouns(plan.them).them} answer; you don't have to get everything said at once, and the rest can come as you talk.`,
  ];
  return { kind: 'reply', parts, carry: parts, content: true };
}

/** The question after the words, by how the person might answer. */
const AFTER_WORDS = [
  'Which part of that feels hardest to say?',
  'How do you think {them} might take it?',
  'Would you change anything so it sounds more like you?',
];

/**
 * Words to say to the person named, once for each person and kind of words a session; null when no
 * one to say them to can be read, or those words were given already.
 */
/** "mom" from "my mom", "your mom", "Mom"; "mr doyle" from "Mr Doyle": who someone is, to compare. */
const plainWho = (who: string): string => who.toLowerCase().replace(/^(?:my|your|our|the) /, '').trim();

/** What a talk with the one the words are for is about, as told in the last few messages, or null. */
function matterFor(s: Session, plan: TalkPlan): string | null {
  const recent = s.state.matters.filter((m) => s.state.userMessages - m.at <= MATTER_KEPT_FOR).reverse();
  const pronoun = ({ her: 'she', him: 'he', them: '' } as const)[plan.them];
  const to = plan.to ? plainWho(plan.to) : null;
  // "her" with a "she" told: hers; someone named or a role: theirs by name, role, or the one name held for that role.
  const found = recent.find((m) => {
    const who = plainWho(m.who);
    if (to && !PRONOUN_TO.test(to)) return who === to || personToTell(m.who, s.state.memory)?.to === plan.to;
    return who === pronoun || (pronoun !== '' && personToTell(m.who, s.state.memory)?.them === plan.them);
  });
  // A thing of a group's ("the other bridesmaids have planned a hen do") is everyone's, whoever the words are for.
  return (found ?? recent.find((m) => GROUP.test(m.who)))?.what ?? null;
}

const GROUP = /^(?:the|my|our)(?: other)? [a-z]+s$|^(?:they|the others|everyone)$/;

/** Words asked for with no one in the message nor the one before: for whoever the last thing told was of. */
function planFromMatter(s: Session, raw: string): TalkPlan | null {
  // Words said to someone ("how do i bring it up", "give me words"), not a card or a note written about a thing.
  if (!SAID_TO_SOMEONE.test(raw.toLowerCase()) || WRITTEN_ABOUT.test(raw.toLowerCase())) return null;
  const last = s.state.matters.at(-1);
  if (!last || s.state.userMessages - last.at > MATTER_KEPT_FOR) return null;
  const pronoun: TalkPlan['them'] | null = last.who === 'she' ? 'her' : last.who === 'he' ? 'him' : null;
  const memory = s.state.memory;
  const who = pronoun ? { to: pronoun, address: '', them: pronoun, work: false } : (personToTell(last.who, memory) ?? personToTell(`my ${last.who}`, memory));
  if (!who) return null;
  const lower = raw.toLowerCase();
  return { ...who, kind: 'talk', statement: null, ask: null, fear: fearIn(lower), soundsLike: soundsLikeIn(lower), topic: null, matter: last.what };
}

// "w/o my mom going 'after everything we did for you'": the reaction feared, in the words they expect.
const FEARED_QUOTE = /\b(?:going|saying|say|says|will say|gonna say|to say|replying|answering|telling me)\s*[:,]?\s*['"‘“]([^'"’”]{4,80})['"’”]/i;
const GUILT = /\b(?:after (?:everything|all)|(?:we|i) did for you|ungrateful|sacrific\w*|selfish|how could you)\b/i;

/** What to say back to a reaction the person fears, quoted ("after everything we did for you"), or null. */
function reactionLine(raw: string, them: TalkPlan['them']): string | null {
  const feared = FEARED_QUOTE.exec(raw)?.[1]?.trim().replace(/[.!?,]+$/, '');
  if (!feared) return null;
  const they = pronouns(them).they;
  const back = GUILT.test(feared)
    ? "I know, and I'm grateful for all of it. That's exactly why I want to be honest with you about this."
    : "I hear you. It still matters to me, so I'd like us to talk it through.";
  return `If ${they} says "${capitalize(feared)}", you don't have to argue with it: "${back}"`;
}

const SAID_TO_SOMEONE =
  /\b(?:bring (?:it|this|that) up|say|tell|talk|(?:open|start) (?:the|this|that) (?:conversation|talk)|raise (?:it|this|that)|words|approach|reply|answer)\b/;
const WRITTEN_ABOUT = /\b(?:cards?|notes?|reviews?|lists?|posts?|captions?|speech|toast|eulogy|letter)\b/;

/** How many messages a thing told is still what the talk is about. */
const MATTER_KEPT_FOR = 8;

/** Whether the situation in play has words of its own for the one asked about ("With your partner… say: "…""). */
function situationHasWords(s: Session): boolean {
  const id = s.state.situation;
  const script = id ? situationById(id)?.answers.script : undefined;
  return script !== undefined && hasCaseFor(script, namedTo(s));
}

// "can you just give me the first line to say to her": the words just given, their first line only.
const FIRST_LINE_ASKED = /\b(?:just |only )?(?:the )?(?:first|opening) (?:line|sentence|words|thing to say)\b/;
const FIRST_LINE_GIVEN = 'words:first-line';

/** The first line of the words just given, on its own, once a session; null when none were just given. */
function firstLineOfLast(s: Session, raw: string): Turn | null {
  const first = s.state.lastScript[0];
  const last = s.state.recent.at(-1) ?? '';
  if (!FIRST_LINE_ASKED.test(raw.toLowerCase()) || !first || !last.includes(first) || s.state.answered.includes(FIRST_LINE_GIVEN)) return null;
  s.state.answered = [...s.state.answered, FIRST_LINE_GIVEN].slice(-40);
  const parts = [`Just this to start: ${quote(first)}`, 'Then stop and let the conversation happen; the rest can come in your own words.'];
  return { kind: 'reply', parts, carry: parts, content: true };
}

const CANT_TAKE_ON = new RegExp(
  String.raw`\b(?:can'?t|cannot|can not) (?:take (?:(?:it|this|that|them|these|all|any more|anything|more) )*on|do (?:it )?all|` +
    String.raw`fit (?:it|them|this) in)\b`,
  'i',
);

export function answerWordsToSay(s: Session, raw: string): Turn | null {
  // "how do i answer the weakness question": an answer to a question put to the person, no news of theirs to tell.
  if (QUESTION_PUT.test(raw.toLowerCase())) return null;
  const opening = firstLineOfLast(s, raw);
  if (opening) return opening;
  const read = talkPlanIn(raw.toLowerCase(), raw, s.previousText, s.state.memory, s.earlierRaw.join(' ').toLowerCase());
  // Nobody in the message nor the one before: the one the last thing told was of ("my mom just assigned me the mariachi").
  const asked = read ?? planFromMatter(s, raw);
  // Nothing of their own in the message: what the conversation said there is to tell, when it said it in words.
  const told = asked && (asked.statement || asked.ask || asked.topic || asked.kind === 'remark') ? null : planFromNews(s, asked, raw);
  // Nothing of theirs in it, and no news told: what they said they want or are not, a message or two before.
  const earlier = asked && !told && !asked.statement && !asked.ask && !asked.topic && asked.kind !== 'remark' ? planFromEarlier(s, asked) : null;
  // Nothing of theirs in the message, in a case the situation has its own words for ("my mate always gets the rounds in. give
  // me something i can say to him"): those words, not words made of what was said earlier.
  // News or a need of their own to tell in a case the situation has words for ("how do i tell the family we're doing secret
  // santa instead?", "how do i tell him i need more time?" after a proposal): those words know how to put it, where the
  // news in a stock opener only says it.
  const newsCase = read !== null && ['news', 'ask'].includes(read.kind) && (read.statement !== null || read.ask !== null);
  const caseWords = told || earlier || newsCase ? answerFaqWords(s, raw.toLowerCase()) : null;
  if (caseWords) return caseWords;
  const found = told ?? earlier ?? asked;
  // Nothing of theirs to say: what the talk is about, as told, is named in the words.
  // Not affording it ("I can't afford it right now") says what "it" is with the thing named too.
  const bare = found !== null && found.kind === 'talk' && (!found.statement || found.statement === AFFORD_LINE) && !found.ask && !found.matter;
  const matter = bare ? matterFor(s, found) : null;
  const plan = found && matter ? { ...found, matter } : found;
  const loss = plan ? childLoss(s, plan, raw.toLowerCase()) : null;
  if (loss) return loss;
  const child = plan && !told && !earlier ? childTalk(s, plan) : null;
  if (child) return child;
  // Words with nothing of theirs in them ("can we talk? There's something on my mind") say less than the situation's own.
  // A worry about how it sounds ("without sounding like I'm complaining") is theirs too, and is answered.
  // Someone named ("what do I write to Brenda?") is answered with words for them even when nothing else is known.
  // A fear named ("without a fight") with words asked for outright ("give me the exact words") is theirs too.
  // For "her" or "him", only when the situation's own words were given already (or there is no situation to give them).
  const situation = s.state.situation;
  const ownGiven = situation === null || s.state.answered.includes(situationAnswerKey(situation, 'script'));
  const outright = WORDS_ASKED.test(raw) && ownGiven;
  // So is a fear named ("without she is hurt") when the situation's own words are for other people than the one asked about.
  const forOthers = plan?.fear && situationWordsForOthers(s, raw.toLowerCase());
  const theirs = plan && (plan.statement || plan.ask || plan.topic || plan.soundsLike || plan.address || plan.matter || outright || forOthers);
  // What there is to tell without words for it ("something really stupid") waits, like any words with nothing of theirs;
  // so does a no not said in so many words, while the situation's own words are still to give.
  if (told && !told.statement && !told.address && !ownGiven) return null;
  if (told?.statement === DECLINE_LINE && !ownGiven) return null;
  // "how do i tell her i cant take them all on?": a no to more work, which the situation's own words put as a choice for the
  // one asking ("Which would you like me to finish first?"), not news to break.
  const ownScript = situation ? situationById(situation)?.answers.script : undefined;
  if (plan?.statement && CANT_TAKE_ON.test(plan.statement) && !ownGiven && /"[A-Z]/.test(ownScript ?? '')) return null;
  // Something someone keeps doing, raised in words of the person's own, waits for the situation's words too: those know the
  // way through ("I can take this on, but…"), where "When you keep piling on tasks…" only names the trouble.
  if (told?.kind === 'habit' && !ownGiven) return null;
  // So does a talk whose only words of theirs are what it is about: the situation's own words hold more ("the money I lent you").
  if (plan?.matter && !plan.statement && !plan.ask && !plan.topic && !ownGiven) return null;
  // A message to write for someone named with nothing yet of what it is to say: what it is to say is asked for, once,
  // rather than a talk's opener written as a message ("Rachel, can we talk?" to send on WhatsApp).
  const nothingToSay = plan !== null && plan.kind === 'talk' && !plan.statement && !plan.ask && !plan.topic;
  const contentAsked = s.state.answered.some((key) => key.startsWith(CONTENT_ASKED));
  // "to the coach? Her name is Bridget": by the name given.
  const given = NAME_GIVEN.exec(raw.toLowerCase());
  const name = given?.[2] && !NOT_NAMES.has(given[2]) ? capitalize(given[2]) : plan?.address ? plan.to : null;
  if (nothingToSay && name && DRAFT_ASKED.test(raw.toLowerCase()) && asksWritten(raw.toLowerCase()) && !contentAsked) {
    const them = given ? (given[1] === 'his' ? 'him' : 'her') : (plan?.them ?? 'them');
    // Who it is for, kept for the answer: "words:content-asked:Rachel:her".
    s.state.answered = [...s.state.answered, `${CONTENT_ASKED}:${name}:${them}`].slice(-40);
    const parts = [s.pick(SHARED_LINES.draftWhat, { name })];
    return { kind: 'reply', parts, carry: parts, content: true };
  }
  if (!plan || !(theirs || plan.kind === 'limit' || plan.kind === 'apology')) return null;
  // Nothing of theirs to say but who it is for and how it should sound, while the situation's own words are still to give:
  // those hold the case ("With your partner… "I want to support you with the kids…""), where a talk's opener holds nothing.
  const contentFree = plan.kind === 'talk' && !plan.statement && !plan.ask && !plan.topic && !plan.matter;
  if (contentFree && !ownGiven && situationHasWords(s)) return null;
  const key = `words:${plan.to ?? ''}:${plan.kind}`;
  if (told?.statement === DECLINE_LINE) s.state.answered = [...s.state.answered, DECLINED].slice(-40);
  // Asked again for the words of the news already given ("help me with the first sentence"): the heart of them, once.
  if (s.state.answered.includes(key)) return told ? firstLines(s, plan, key) : null;
  s.state.answered = [...s.state.answered, key].slice(-40);
  // Someone unnamed in a talk about work ("what do I say to her?" about a head nurse) is someone at work.
  const workTalk = WORK_SITUATIONS.has(s.state.situation ?? '') || s.state.memory.topics.at(-1)?.id === 'work';
  // "She responds better to short and practical, no feelings stuff": the plain, business-like words, whoever it is to.
  const practical = PRACTICAL_ASKED.test(raw.toLowerCase());
  const atWork = !plan.work && (practical || ((plan.to === 'him' || plan.to === 'her' || plan.to === 'them') && workTalk));
  // "write for me a small message for Aoife to ask if she want to do something together on sunday": the text itself.
  if (plan.kind === 'invite' && asksWritten(raw.toLowerCase())) {
    const text = casualWords(plan).replace(/^Hey\b/, 'Hi');
    s.state.lastWords = [text];
    s.state.lastScript = text.split(/(?<=[.?!])\s+/);
    const to = plan.to && !/^(?:him|her|them)$/.test(plan.to) ? ` to ${plan.to}` : '';
    const parts = [`Here's a message you could send${to}:`, `"${text}"`, 'Short and friendly, with one easy idea and an easy way out, is easy to say yes to.'];
    parts.push(s.pick(['Would you change anything before you send it?', 'Is there a plan you would rather suggest instead?']));
    return { kind: 'reply', parts, carry: parts, content: true };
  }
  const parts = wordsToSay(atWork ? { ...plan, work: true } : plan);
  // "Shorter?" gets the heart of it back: the person's own words, or the script's middle line.
  s.state.lastWords = [shortWords(atWork ? { ...plan, work: true } : plan), casualWords(plan)];
  s.state.lastScript = scriptLines(atWork ? { ...plan, work: true } : plan);
  const reaction = reactionLine(raw, plan.them);
  if (reaction) parts.push(reaction);
  parts.push(s.pick(AFTER_WORDS, { them: pronouns(plan.them).they }));
  return { kind: 'reply', parts, carry: parts, content: true };
}

/**
 * "that didn't help" right after words were given: words were what fell short, so another way into the talk, not a breathing
 * exercise. Something they keep doing (read as "When you keep cancelling on me…") is asked about rather than told.
 * Null when the last reply gave no words.
 */
export function answerWordsNotHelped(s: Session, raw = ''): Turn | null {
  const last = s.state.recent.at(-1) ?? '';
  // Words were given this session and the last reply held some ("Hey, quick thing: …" as a text counts too).
  const given = s.state.lastWords.length > 0 || s.state.lastScript.length > 0 || (last.match(/"[A-Z][^"]{12,}"/g) ?? []).length >= 2;
  if (!given || !/"[^"]{12,}"/.test(last) || s.state.answered.includes(WORDS_NOT_HELPED)) return null;
  // Words said to oneself in an exercise ("Tell yourself, "This is panic, and it will pass."") are no words for someone.
  const quoted = [...last.matchAll(/"([^"]{12,})"/g)].map((m) => m[1] ?? '');
  if (quoted.every((line) => TO_ONESELF.test(line))) return null;
  // A technique just given ("worry time… 'Not now, later.'") that did not help is met with another technique.
  const technique = s.state.memory.lastTechnique?.title.toLowerCase();
  if (technique && last.toLowerCase().includes(technique)) return null;
  s.state.answered = [...s.state.answered, WORDS_NOT_HELPED].slice(-40);
  // "i mean what are the actual words to start": the first words for any talk where the mind may go blank.
  if (FIRST_WORDS_ASKED.test(raw.toLowerCase())) {
    const words = `"I'm not sure where to start, so bear with me. The main thing is…"`;
    keepWords(s, words);
    const parts = [
      `Fair enough. If your mind goes blank, you can start with exactly that: ${words} Then say one thing, even a small one.`,
      'Reading from a few notes on your phone is completely fine; nobody minds, and it keeps you from having to hold it all in your head.',
      'What would the one thing be?',
    ];
    return { kind: 'reply', parts, carry: parts, content: true };
  }
  const habit = s.state.news.find((n) => n.kind === 'raise' && n.line?.startsWith('When you '))?.line;
  const doing = habit ? /^When you (.+), I find it really hard\.$/.exec(habit)?.[1] : undefined;
  const ask = doing
    ? `Another way in is to ask rather than tell: "I've noticed you ${doing}. Is everything okay?" It leaves room for their side and still says it.`
    : 'Another way in is to ask rather than tell: start with a question about how things are for them, then say your part in one sentence.';
  const parts = [
    'Fair enough; words on a screen only go so far.',
    ask,
    "Or bring it up in person while you're doing something together, so it feels less like a big moment. Which sounds more like you?",
  ];
  return { kind: 'reply', parts, carry: parts, content: true };
}

const WORDS_NOT_HELPED = 'words:not-helped';
const FIRST_WORDS_ASKED = /\b(?:actual|exact|real) words\b|\bwhat (?:do i|to|should i) (?:actually )?say\b|\bwords to start\b|\bhow (?:do i|to) start\b/;

const KIN_ADDRESS: Readonly<Record<string, string>> = { ...ADDRESS, mother: 'Mum', father: 'Dad', mam: 'Mam' };
const KIN_SAID: Readonly<Record<string, string>> = { mother: 'mum', father: 'dad' };

/**
 * "What do I say to her exactly?" when nothing more particular could be read: one opener for the one it is to, by name,
 * about what was told of them when it was, never the general list of openers for any talk. Null when no one is known.
 */
export function answerNamedOpener(s: Session, raw: string): Turn | null {
  if (s.state.userMessages < 2) return null;
  const lower = raw.toLowerCase().replace(/\s+/g, ' ');
  const plan = talkPlanIn(lower, raw, s.previousText, s.state.memory, s.earlierRaw.join(' ').toLowerCase()) ?? planFromMatter(s, raw);
  // "her" or "him" with one named person it can be: that name.
  const pronoun = plan && (plan.to === 'her' || plan.to === 'him') ? plan.to : null;
  const roles = pronoun === 'her' ? SHE_ROLES : pronoun === 'him' ? HE_ROLES : null;
  const told = [...s.earlierRaw, s.lastRaw].join(' ');
  // "St. Mary's" is a church, not a Mary.
  const aPlace = (name: string) => new RegExp(String.raw`\b(?:st\.?|saint) ${escapeRegExp(name)}\b`, 'i').test(told);
  const people = s.state.memory.people.filter((p) => !p.lost && !(p.name && aPlace(p.name)));
  // One woman told of by her role ("my mother") is who "her" is, and is addressed as her children would ("Mum").
  const byRole = roles ? people.filter((p) => p.role && roles.test(p.role)) : [];
  const fits = roles ? people.filter((p) => p.name && (!p.role || roles.test(p.role))) : [];
  const role = byRole.length === 1 ? (byRole[0]?.role ?? '') : '';
  const kin = Object.hasOwn(KIN_ADDRESS, role) ? KIN_ADDRESS[role] : undefined;
  const named = byRole.length === 1 && byRole[0]?.name ? capitalize(byRole[0].name) : null;
  const name = plan?.address ? plan.to : (named ?? kin ?? (fits.length === 1 ? capitalize(fits[0]?.name ?? '') : null));
  if (!plan || !name || NOT_NAMES.has(name.toLowerCase())) return null;
  const key = `words:opener:${name}`;
  if (s.state.answered.includes(key)) return null;
  s.state.answered = [...s.state.answered, key].slice(-40);
  const matter = matterFor(s, { ...plan, to: name });
  const them = pronouns(plan.them);
  const line =
    `${name}, could I have a quick word${matter ? ` about ${matter}` : ''}? ` +
    "It's been on my mind, and I'd rather talk it through with you than keep going over it on my own. What do you think?";
  keepWords(s, `"${line}"`);
  s.state.lastScript = [line];
  const parts = [
    `Here's a way you could open it with ${kin && name === kin ? `your ${Object.hasOwn(KIN_SAID, role) ? KIN_SAID[role] : role}` : name}:`,
    `"${line}"`,
    `Then say the one thing that matters most to you in a sentence, and let ${them.them} answer before you say more.`,
    s.pick(['What is the one thing you most want {them} to hear?', 'How do you think {they} might take it?'], { them: them.them, they: them.they }),
  ];
  return { kind: 'reply', parts, carry: parts, content: true };
}
