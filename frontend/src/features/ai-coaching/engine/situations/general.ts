/**
 * Answers for a question or request when no situation leads and no answer was written for its
 * words: content for the kind of thing asked, general enough for anyone, never a question alone.
 */
import type { AskType } from './types';

export const GENERAL_ANSWERS: Readonly<Record<AskType, string>> = {
  script:
    'A simple shape works for most hard conversations. 1. Open gently: "Have you got a few minutes? There\'s something I\'d like to talk about." ' +
    '2. Say what happened and how it felt, without blame: "When that happened, I felt hurt." ' +
    '3. Ask for one specific thing: "Could we try doing it this way next time?" ' +
    '4. Then listen to their side before you answer. Pick a calm moment, not the middle of an argument.',
  whatif:
    'If the thing you fear does happen, it helps to have a plan ready. 1. Name the worst realistic outcome in one sentence. ' +
    '2. Write the first thing you would do if it happened, and who you could ask for help. ' +
    '3. Ask yourself how you would feel about it in a month. Most fears shrink once they have a plan attached, ' +
    'and you have handled hard things before.',
  normal:
    // Asked "is it normal?" as often as "is it weird?" or "is it bad?": no yes or no that could be read the wrong way round.
    'You are very likely not the only one. Most things that feel strange or too much from the inside are things many people go through, ' +
    'even if few say so. ' +
    'Feelings are signals about what matters to you, not a sign that something is wrong with you. ' +
    'If it lasts for weeks or gets in the way of daily life, a doctor or counsellor is a sensible, strong next step.',
  plan:
    'Here is a simple shape for a plan. 1. Write down the one thing that matters most this week. ' +
    '2. Break it into steps small enough to start in ten minutes. 3. Give each step a day and a time, such as "Tuesday after dinner". ' +
    '4. Leave gaps for rest and for things going wrong. 5. At the end of each day, tick what you did and move what you did not, without judging it.',
  should:
    'I can\'t make the choice for you, but these three questions usually make it clearer. ' +
    '1. Which option fits what matters most to you, not just what would feel easiest today? ' +
    '2. What would you tell a good friend in the same spot? 3. Which choice could you undo if it turned out wrong? ' +
    'If one option wins on two of the three, that is usually your answer.',
  why:
    'Usually because the mind is trying to protect you: it replays and warns about what matters most to you, even when that does not help. ' +
    'Habits of thought get stronger the more they run, so they show up on their own. ' +
    'Noticing the pattern, as you are doing now, is the first step to loosening it. Writing down when it happens for a few days often shows what sets it off.',
  howto:
    'Here is a method that works for most problems. 1. Write the problem in one sentence. ' +
    '2. List every possible step, even silly ones, without judging them. ' +
    '3. Pick the one that is small enough to do in the next day. 4. Decide exactly when you will do it. ' +
    '5. Afterwards, notice what changed, even a little, and choose the next step from there.',
};

/** For "should I…?" or "is it bad to…?" about one step, with no second option to set against it. */
export const GENERAL_ONE_STEP =
  'When it is one step rather than a choice between two, three plain checks usually settle it. ' +
  '1. Would it hurt, mislead or let down anyone? 2. Does it fit how you and the people involved usually are with each other? ' +
  '3. If someone asked why, could you say it in one honest sentence? If it passes all three, it is very likely fine, and it is yours to decide.';
