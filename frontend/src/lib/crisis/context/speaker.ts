/** Whose words and whose risk a matched phrase is: the speaker's, someone else's, or said by someone else. */
import { compiled } from '../native-regexp';
import type { Sentence } from '../normalize-text';
import { anyOf, optional, seq } from '../rules/rule';
import { offsetOfClause, WINDOW } from './clauses';

const FIRST_PERSON = new Set(['i', 'me', 'myself', 'my', 'mine', 'we', 'us', 'our', 'ourselves']);
const OTHER_PERSON = new Set(
  (
    'he she they his hers their theirs himself herself themselves someone somebody anyone anybody everyone everybody ' +
    'people person persons friend friends bestie brother brothers bro sister sisters sis mom mum mother mam mommy mummy dad father daddy ' +
    'parent parents son sons daughter daughters kid kids child children baby cousin cousins uncle aunt auntie grandma grandpa ' +
    'grandmother grandfather granddad nan nana nephew niece partner boyfriend girlfriend husband wife fiance fiancee spouse ex roommate ' +
    'roommates flatmate housemate coworker coworkers colleague colleagues boss classmate classmates student students teacher neighbor ' +
    'neighbour neighbors neighbours patient patients client clients character characters protagonist narrator hero heroine villain ' +
    'author writer singer guy guys girl girls man men woman women boy boys teen teens teenager teenagers member members user stranger ' +
    'mate mates pal pals buddy buddies teammate teammates celebrity actor actress rapper poet doctor doctors nurse nurses pharmacist ' +
    'therapist counselor counsellor ' +
    'psychiatrist psychologist gp dentist surgeon paramedic officer police coach manager grandparents stepmom stepdad stepmother stepfather ' +
    'employee employees staff staffer caller callers pupil pupils resident residents tenant tenants worker workers mentee mentees inmate inmates ' +
    'camper campers ' +
    'toddler toddlers stepson stepdaughter grandson granddaughter grandkid grandkids'
  ).split(' '),
);
// A child by age: "my 6yo said".
const CHILD_BY_AGE = /^\d{1,2}(?:yo|yro)$/;

export type Subject = 'first' | 'other' | 'unnamed';

export interface SubjectInfo {
  subject: Subject;
  /** Character offset in the sentence of the word that named the subject (-1 when unnamed). */
  at: number;
}

// Words that report what someone else said, wrote or asked ("she texted me:", "he keeps saying").
const REPORTED_BY = [
  'said', 'says', 'say', 'told me', 'tells me', 'texted', 'texted me', 'messaged', 'messaged me', 'wrote', 'writes', 'posted', 'sent me', 'goes',
  'went', 'screamed', 'yelled', 'whispered', 'sings', 'sang', 'asked', 'asks', 'keeps saying', 'kept saying', 'been saying', 'types', 'typed',
  'types in', 'enters',
  `${anyOf('told', 'talked to', 'spoke to', 'opened up to', 'confided in')} ${anyOf('me', 'us')} about`,
  seq(
    `${anyOf('posting', 'posts', 'posted', 'saying', 'says', 'said', 'writing', 'writes', 'wrote', 'texting', 'texts', 'texted')} `,
    `${anyOf('stuff', 'things')} like`,
  ),
  'is saying', 'keeps telling me', 'been telling me', 'admitted', 'confessed', 'mentioned', 'told',
];
const REPORTING_VERB = new RegExp(seq(String.raw`\b`, anyOf(REPORTED_BY), `${optional(' me')}${optional(' that')}$`));

const WORD = /[a-z0-9]+/g;

// A person named after one of these is an object ("to my neighbour", "a friend of mine"), not who acts.
const PREPOSITION = new Set('to with for at from about by of on near like than behind after without around towards toward into onto'.split(' '));
const POSSESSIVE = new Set(['my', 'his', 'her', 'their', 'our']);
const DETERMINER = new Set('my the a an our his her their your this that'.split(' '));
// "Her" followed by one of these is an object ("I love her and..."), otherwise a possessive ("her brother").
const AFTER_OBJECT_HER = new Set('and but so to that because i when if or too again anymore very more so much'.split(' '));

const ANYONE = new Set(['anyone', 'anybody']);

// Who a message is addressed to: "Coach, is it normal to want to not exist?" speaks to the coach.
const ADDRESS = compiled(/^(?:hey |hi |dear |ok |okay |so )?(?:coach|doc|doctor|mum|mom|mam|dad|bro|sis|guys|mate|friend)$/);

/** Who the match is about: the nearest person named before it, in its clause or the ones before. */
export function subjectOf(sentence: Sentence, clauseIndex: number, start: number): SubjectInfo {
  let budget = 14;
  for (let c = clauseIndex; c >= 0 && budget > 0; c -= 1) {
    const clause = sentence.clauses[c] as string;
    if (c === 0 && c < clauseIndex && ADDRESS.test(clause)) continue;
    const limit = c === clauseIndex ? start : clause.length;
    const from = Math.max(0, limit - WINDOW);
    const segment = clause.slice(from, limit);
    const words: { word: string; at: number }[] = [];
    WORD.lastIndex = 0;
    for (let m = WORD.exec(segment); m !== null; m = WORD.exec(segment)) words.push({ word: m[0], at: from + m.index });
    const base = offsetOfClause(sentence, c);
    for (let w = words.length - 1; w >= 0 && budget > 0; w -= 1, budget -= 1) {
      const { word, at } = words[w] as { word: string; at: number };
      // "Does anyone else pray not to wake up?": the speaker counts themselves in.
      const first = FIRST_PERSON.has(word) || (ANYONE.has(word) && words[w + 1]?.word === 'else');
      if (!first && !OTHER_PERSON.has(word) && !CHILD_BY_AGE.test(word) && word !== 'her') continue;
      // A possessive right before the match says whose it is ("her self-harm", "my suicide attempt").
      if (c === clauseIndex && w === words.length - 1 && POSSESSIVE.has(word)) return { subject: first ? 'first' : 'other', at: base + at };
      const before = words[w - 1]?.word ?? '';
      const beforeThat = words[w - 2]?.word ?? '';
      if (PREPOSITION.has(before) || (DETERMINER.has(before) && PREPOSITION.has(beforeThat))) continue;
      if (word === 'her' && AFTER_OBJECT_HER.has(words[w + 1]?.word ?? '')) continue;
      // "Sent me a goodbye message": a recipient, not the one who acts.
      if (word === 'me' && DETERMINER.has(words[w + 1]?.word ?? '')) continue;
      return { subject: first ? 'first' : 'other', at: base + at };
    }
  }
  return { subject: 'unnamed', at: -1 };
}

/** Someone else is the one who says what follows `previous` ("my friend texted me", "my 6yo said"). */
function saidBySomeoneElse(previous: string): boolean {
  const verb = REPORTING_VERB.exec(previous);
  if (verb === null) return false;
  const speaker = subjectOf({ text: previous, clauses: [previous], words: [], quoted: [false], offsets: [0] }, 0, verb.index);
  return speaker.subject === 'other';
}

/**
 * The words at `start` repeat what someone else said: after a clause that reports it ("My friend
 * texted me: I want to die") or right after the reporting words in the same clause ("my 6yo said
 * i wish i was dead because i said no ipad").
 */
export function isReportedSpeech(sentence: Sentence, clauseIndex: number, start = 0): boolean {
  const clause = sentence.clauses[clauseIndex] ?? '';
  // The match may start after its "I" ("my 6yo said i | wish i was dead").
  if (start > 0 && saidBySomeoneElse(clause.slice(Math.max(0, start - WINDOW), start).replace(/(?: i)? *$/, ''))) return true;
  if (clauseIndex === 0) return false;
  const whole = sentence.clauses[clauseIndex - 1] as string;
  return saidBySomeoneElse(whole.slice(Math.max(0, whole.length - WINDOW)));
}

for (const pattern of [REPORTING_VERB, WORD]) compiled(pattern);
