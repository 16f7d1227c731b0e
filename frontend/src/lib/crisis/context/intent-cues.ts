/** Words that make a matched phrase intent: a decision, a time, an attempt ("tried to"). */
import { compiled } from '../native-regexp';
import { anyOf, anyWord, optional } from '../rules/rule';

export const DECISION = new RegExp(
  anyWord(
    'going to', 'will', 'shall', 'about to', `plan${optional('ning')} ${anyOf('to', 'on')}`, 'planned to', `intend${optional('ing')} to`,
    `${optional('have ')}decided to`, 'made up my mind to', 'ready to', 'prepared to', 'getting ready to', 'finally',
  ),
);
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
export const TIMING = new RegExp(
  anyWord(
    'tonight', 'tomorrow',
    `this ${anyOf('weekend', 'friday', 'saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'evening', 'afternoon')}`,
    `on ${anyOf(WEEKDAYS)}`,
    `${anyOf('when', 'after', 'once')} ${anyOf('everyone', 'they', 'my [a-z]+')} ${optional('is ', 'are ')}${anyOf('asleep', 'gone', 'leaves?', 'goes', 'go')}`,
    `after ${anyOf('my', 'the')} ${anyOf('exams?', 'birthday', 'party', 'funeral', 'shift', 'wedding')}`,
    'soon',
    `before ${anyOf('morning', 'sunrise', 'the weekend')}`,
    `by ${anyOf('morning', 'the morning', 'tomorrow', 'tonight', 'the weekend', 'sunrise')}`,
    `in ${anyOf('a few', 'an', 'one', 'two', String.raw`\d+`)} ${anyOf('hours?', 'days?', 'minutes?')}`,
  ),
);
const ATTEMPT = /\b(?:tried|attempted|try|trying|tries|attempt|attempting) (?:to )?$/;

export function isAttempt(scoped: string): boolean {
  return ATTEMPT.test(scoped);
}

for (const pattern of [DECISION, TIMING, ATTEMPT]) compiled(pattern);
