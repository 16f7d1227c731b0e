/** Questions about the risk and their answers: a screening question answered yes or no, a question reported, an answer taken back. */
import { compiled } from '../native-regexp';
import type { Sentence } from '../normalize-text';
import { anyOf, optional, rxTest, seq } from '../rules/rule';

// "My therapist asked if I wanted to die": a question reported, not something the speaker says,
// unless the answer given was yes.
const ASKED_IF = /\b(?:asked|asks|asking|ask|wondered|wonders|question(?:ed)?) (?:me )?(?:if|whether) i\b/;
const ANSWERED_YES = /\b(?:said|says|told (?:her|him|them|my \w+)|answered|admitted) (?:yes|that i (?:do|did|am|was|have))\b|\byes\b/;

export function isReportedQuestion(sentence: Sentence, clause: string, start: number): boolean {
  return ASKED_IF.test(clause.slice(Math.max(0, start - 60), start)) && !ANSWERED_YES.test(sentence.text);
}

// "The nurse asked if I have thoughts of self harm. I said yes.", "the form asked about it and I
// ticked nearly every day": the speaker answers a question about the risk with yes.
const ASKED = /\b(?:asked|asks|asking|question(?:ed|s)?|wanted to know)\b/;
const AFFIRMED = new RegExp(
  seq(
    String.raw`\bi `,
    anyOf(
      'said', 'say', 'answered', 'answer', 'ticked', 'checked', 'marked', 'circled', 'put', 'wrote', 'admitted',
      `told ${anyOf('her', 'him', 'them', String.raw`the \w+`, String.raw`my \w+`)}`,
    ),
    `${optional(' that', ' it as', ' it')} `,
    anyOf('yes', 'yeah', 'true', 'nearly every day', 'more than half the days', 'several days', `that i ${anyOf('do', 'did', 'am', 'have')}`),
    String.raw`\b`,
  ),
);
const YES_FIRST = /^(?:yes|yeah|yep|honestly yes|sadly yes|i said yes|i answered yes)\b|^(?:i do|i did|i have|i am)\W*$/;

export function isAnsweredYes(sentence: Sentence, following: readonly Sentence[]): boolean {
  if (!ASKED.test(sentence.text) && !SCREENING.test(sentence.text)) return false;
  const next = following[0];
  return AFFIRMED.test(sentence.text) || (next !== undefined && (YES_FIRST.test(next.text) || AFFIRMED.test(next.text)));
}

// Screening questions answered no: "thoughts of self harm | none", "scored 0 on the question about …".
const QUESTION_START = new RegExp(
  seq(
    '^',
    anyOf(
      'am i', 'are you', 'do you', 'have you', 'did you', 'were you', 'have i', 'do i', 'did i', 'was i', 'any', 'thoughts?', 'ever', 'feelings? of',
      'urges? to', 'question', 'item', String.raw`q ?\d`,
    ),
    String.raw`\b`,
  ),
);
const ANSWER_NO = /^(?:no|nope|nah|not at all|none|never|not really|zero|0|not once|not even once|not ever|rarely|hardly ever|seldom|almost never)\b/;
const SCREENING = /\b(?:phq(?: ?9)?|questionnaires?|questions?|survey|screening|screener|form|item|check ?in|mood check|assessment)\b/;
const SCORED_NO = new RegExp(
  seq(
    String.raw`\b${anyOf('scored', 'score', 'answered', 'ticked', 'marked', 'circled', 'selected', 'chose', 'picked', 'put', 'clicked')}`,
    `${optional(` ${anyOf('a', 'an', 'it as', 'it', 'as')}`)}${optional(' ,')} `,
    String.raw`${anyOf('0', 'zero', 'no', 'not at all', 'none', 'never', 'rarely', 'hardly ever')}\b`,
  ),
);
const RETRACTED = /\b(?:lied|lying|lie|was not (?:honest|true)|not (?:the )?truth|but (?:actually|really|honestly))\b/;
// "I was afraid I would start wanting to hurt myself … but I do not".
const FEARED = /\b(?:afraid|worried|scared|feared|terrified|frightened|convinced) (?:that )?i (?:would|might|will|could)\b/;
const BUT_NOT = /\bbut i (?:do not|did not|have not|never did|never have|am not|was not|never did)\b/;

/** "I said no. I lied.": an answer taken back in the same sentence or the two after it. */
export function isRetracted(sentence: Sentence, following: readonly Sentence[]): boolean {
  return RETRACTED.test(sentence.text) || following.slice(0, 2).some((s) => RETRACTED.test(s.text));
}

// "People think I want to die. I don't.": what others think of the speaker, denied right after.
const OTHERS_THINK = compiled(/\b(?:think|thinks|thought|assume|assumes|assumed|worry|worries|worried|say|says|hear|hears) (?:that )?i\b/);
const SHORT_DENIAL = rxTest(
  seq(
    `^${optional('but ', 'and ')}${optional('no ', 'nope ')}i ${anyOf('do not', 'am not', 'did not', 'would not', 'will not', 'have not')}`,
    String.raw`${optional(' at all', ' really', ' though', ' anymore')}\W*$`,
  ),
  seq(
    `^i am ${anyOf('literally ', 'really ', 'honestly ', 'genuinely ', 'only ', 'just ')}*`,
    String.raw`${anyOf('tired', 'fine', 'okay', 'ok', 'exhausted', 'stressed', 'sad', 'burnt out', 'sleepy', 'overworked')}\b`,
  ),
);
// "When I said I can't go on I meant the project at work."
const WHEN_I_SAID = compiled(/\b(?:when|where|if) i (?:said|say|wrote|write|typed|posted)\b/);
const I_MEANT = compiled(/\bi (?:meant|mean|was talking about|was referring to|only meant)\b(?! (?:it|that|every word|what i said)\b)/);

// "Lonely, yes. Wanting to die, no.", "Wish to be dead: no": a label answered by a bare no.
const BARE_NO = compiled(/^(?:no|nope|nah|not at all|none|never|not really|zero|0|absolutely not|definitely not|certainly not|hell no|no way|not once)$/);
const SPEAKER_OPENS = compiled(/^(?:i|i am|i have|i do|i feel)\b/);

/** A risk phrase asked about and answered no (a questionnaire, a check-in), or a fear that did not come true. */
export function isAnsweredNo(sentence: Sentence, following: readonly Sentence[], clauseIndex: number, start: number): boolean {
  if (isRetracted(sentence, following)) return false;
  const clause = sentence.clauses[clauseIndex] as string;
  const answer = sentence.clauses[clauseIndex + 1];
  if (answer !== undefined && BARE_NO.test(answer) && !SPEAKER_OPENS.test(clause)) return true;
  const next = following[0];
  if (next !== undefined && QUESTION_START.test(clause) && ANSWER_NO.test(next.text)) return true;
  if (SCREENING.test(sentence.text) && SCORED_NO.test(sentence.text)) return true;
  if (next !== undefined && OTHERS_THINK.test(clause.slice(Math.max(0, start - 60), start)) && SHORT_DENIAL.test(next.text)) return true;
  if (WHEN_I_SAID.test(clause.slice(0, start)) && (I_MEANT.test(sentence.text) || (next !== undefined && I_MEANT.test(next.text)))) return true;
  return FEARED.test(clause.slice(0, start)) && BUT_NOT.test(sentence.text);
}

for (const pattern of [ASKED_IF, ANSWERED_YES, ASKED, AFFIRMED, YES_FIRST]) compiled(pattern);
