/**
 * Figures a person gives about writing left and the time to do it ("its due in 3 weeks and ive written 2000 words out of
 * 10000"), worked out for them: the words left and how many a day that is. Only when every figure is told plainly in the
 * one message; a figure that has to be guessed is never shown as theirs.
 */
import { alternatives } from './text';

const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+|\d{1,6}(?:\.\d)?k?)`;
// "ive written 2000 words out of 10000", "done 2k of 10k", "im at 3500/12000 words".
const WORDS_DONE = new RegExp(
  String.raw`\b(?:written|wrote|done|got|have|at|on)\s+(?:about |around |only |just |like )?${NUMBER}(?: words?)?\s*` +
    String.raw`(?:out of|of|\/)\s*(?:the |a |my )?${NUMBER}(?: words?)?`,
);
const SPAN_WORDS: Readonly<Record<string, number>> = { a: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
const SPAN = String.raw`(\d{1,2}|a|one|two|three|four|five|six|seven|eight|nine|ten) (days?|weeks?)`;
// "due in 3 weeks", "deadline is in ten days", "3 weeks left", "two weeks to go".
const TIME_LEFT = new RegExp(String.raw`\b(?:due|deadline|hand (?:it )?in|submit\w*)\b[^.?!]{0,30}?\bin ${SPAN}\b|\b${SPAN} (?:left|to go)\b`);

// More than this is no piece of writing a day's target helps with.
const MOST_WORDS = 200_000;
const WEEK = 7;
const WORKING_DAYS = 5;

const figure = (raw: string): number => {
  const plain = raw.replace(/,/g, '');
  return plain.endsWith('k') ? Math.round(Number(plain.slice(0, -1)) * 1000) : Number(plain);
};
const withCommas = (n: number): string => n.toLocaleString('en-GB');
// Rounded up to the next ten, so the target said is never less than the sum.
const perDay = (words: number, days: number): number => Math.ceil(words / days / 10) * 10;

/** "That's 8,000 words in 21 days: about 390 a day…", or null when the message does not give every figure plainly. */
export function wordsPerDayLine(normalized: string): string | null {
  const done = WORDS_DONE.exec(normalized);
  const due = TIME_LEFT.exec(normalized);
  if (!done || !due) return null;
  const [written, total] = [figure(done[1] ?? ''), figure(done[2] ?? '')];
  const count = due[1] ?? due[3] ?? '';
  const unit = due[2] ?? due[4] ?? '';
  const days = (SPAN_WORDS[count] ?? Number(count)) * (unit.startsWith('week') ? WEEK : 1);
  const left = total - written;
  if (!Number.isSafeInteger(written) || !Number.isSafeInteger(total) || left <= 0 || total > MOST_WORDS || !(days >= 1)) return null;
  const daily = `That's ${withCommas(left)} words in ${days} ${days === 1 ? 'day' : 'days'}: about ${withCommas(perDay(left, days))} a day`;
  const workingDays = Math.round((days * WORKING_DAYS) / WEEK);
  return days >= WEEK ? `${daily}, or about ${withCommas(perDay(left, workingDays))} if you keep weekends free.` : `${daily}.`;
}

const AMOUNT = String.raw`([£$€])?(\d{1,3}(?:,\d{3})+|\d{2,6})`;
const ABOUT = String.raw`(?:about |around |roughly |like |only |just |approx |approximately )?`;
// "i earn about 1800", "i take home £1,650 a month": pay by the month, never a year's salary or an hourly rate.
const NOT_MONTHLY = String.raw`k|\d| ?(?:a|per|an) (?:year|yr|annum|week|hour|day)| ?(?:pa|p\/a|ph|p\/h|an hour|hourly|yearly|weekly)\b`;
const INCOME = new RegExp(String.raw`\b(?:earn|make|take home|get paid|bring in|(?:income|salary|wage|pay) is)\s+${ABOUT}${AMOUNT}(?!${NOT_MONTHLY})`);
// "rent is 850", "my mortgage costs £900", "bills come to 300".
const COST = new RegExp(String.raw`\b(rent|mortgage|bills)\s+(?:is|are|costs?|comes? to|takes)\s+${ABOUT}${AMOUNT}(?![\dk])`);

/** "i earn about 1800 and rent is 850": what is left after it, and where it goes asked; null unless both are told plainly. */
export function moneyLeftLine(lower: string): string | null {
  const income = INCOME.exec(lower);
  const cost = COST.exec(lower);
  if (!income || !cost) return null;
  const [pay, out] = [figure(income[2] ?? ''), figure(cost[3] ?? '')];
  if (!Number.isSafeInteger(pay) || !Number.isSafeInteger(out) || out >= pay || pay > 100_000) return null;
  const sign = income[1] ?? cost[2] ?? '';
  const left = `${sign}${withCommas(pay - out)}`;
  const what = cost[1] === 'bills' ? 'bills' : cost[1] === 'rent' ? 'rent' : 'the mortgage';
  return `That leaves about ${left} a month after ${what} for everything else. Do you know roughly where that ${left} goes, or does it seem to disappear?`;
}

const COUNTS: Readonly<Record<string, number>> = { ...SPAN_WORDS, couple: 2, few: 3 };
const SIGNS: Readonly<Record<string, string>> = { pound: '£', pounds: '£', quid: '£', dollar: '$', dollars: '$', bucks: '$', euro: '€', euros: '€' };
// "i have only 40 pounds", "ive got £25 left", "down to $60": money in hand, with a currency named so no other count is read.
const IN_HAND = new RegExp(
  String.raw`\b(?:have|got|left with|down to|living on|only|just)\s+${ABOUT}` +
    String.raw`(?:([£$€])(\d{1,4}(?:\.\d\d)?)|(\d{1,4}(?:\.\d\d)?) ?(pounds?|quid|dollars?|bucks|euros?)\b)`,
);
const PAYDAY = String.raw`(?:payday|pay day|i get paid|get paid|we get paid|my pay|my wages|wages|my salary|pay ?check|pay ?cheque)`;
const COUNT = String.raw`(\d{1,2}|a|one|two|three|four|five|six|seven|eight|nine|ten|a couple of|couple of|a few)`;
// "until payday and its 10 days away", "10 days till payday", "payday is in 10 days", "to last me 10 days", "for the next 2 weeks" (payday named).
const TO_PAYDAY = alternatives(
  String.raw`\b${PAYDAY}\b[^.?!]{0,30}?\b(?:in|is) ${COUNT} (days?|weeks?)\b`,
  String.raw`\b${COUNT} (days?|weeks?) (?:away|left|to go|until|till|til|before|to)\b[^.?!]{0,20}?\b${PAYDAY}\b`,
  String.raw`\b${PAYDAY}\b[^.?!]{0,40}?\b${COUNT} (days?|weeks?) (?:away|to go|left)\b`,
  String.raw`\bto last(?: me| us)? (?:the next |another )?${COUNT} (days?|weeks?)\b`,
  // Last: "for 2 weeks" is a stretch to payday only where payday or money left is named ("a holiday for 2 weeks" is not).
  String.raw`\b(?:for|over) (?:the next |another )?${COUNT} (days?|weeks?)\b`,
);
const STRETCH_NAMED = new RegExp(String.raw`\b(?:${PAYDAY}|left|until|till|to get by)\b`);
const LAST_FORM = 8;
const money = (sign: string, n: number): string => `${sign}${Number.isInteger(n) ? n : n.toFixed(2)}`;

/** "£40 for 10 days is about £4 a day.", or null unless money in hand and the days it must last are both told plainly. */
export function moneyToPaydayLine(lower: string): string | null {
  const hand = IN_HAND.exec(lower);
  const span = TO_PAYDAY.exec(lower);
  if (!hand || !span) return null;
  const amount = Number(hand[2] ?? hand[3]);
  const sign = hand[1] ?? SIGNS[hand[4] ?? ''] ?? '';
  const groups = span.slice(1);
  const at = groups.findIndex((g) => g !== undefined);
  if (at >= LAST_FORM && !STRETCH_NAMED.test(lower)) return null;
  const count = COUNTS[(groups[at] ?? '').replace(/^a couple of|^couple of/, 'couple').replace(/^a few/, 'few')] ?? Number(groups[at]);
  const weeks = groups[at + 1]?.startsWith('week') ?? false;
  const days = count * (weeks ? WEEK : 1);
  if (!Number.isFinite(amount) || amount <= 0 || !sign || !(days >= 2) || days > 62) return null;
  // Rounded down to the penny, so the sum a day said is never more than there is.
  const daily = Math.floor((amount / days) * 100) / 100;
  const each = daily < 1 ? `less than ${sign}1` : `about ${money(sign, daily)}`;
  const told = weeks ? (count === 1 ? 'a week' : `${count} weeks`) : `${days} days`;
  return `${money(sign, amount)} for ${told} is ${each} a day for everything, so food and travel come first.`;
}
