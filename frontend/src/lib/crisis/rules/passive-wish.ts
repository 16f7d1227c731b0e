/** A passive wish not to exist: not waking up, disappearing, being tired of living (concern). */
import { anyOf, anyWord, followedBy, gap, notFollowedBy, optional, rx, rxTest, seq, type Rule } from './rule';
import { FILLER, NOT_ABOUT_THE_HOUR, NOT_BEING, WISH_GAP } from './vocabulary';

const LATER_HOURS = [
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'noon', 'midday', 'lunch', 'lunchtime', 'the afternoon',
  'tomorrow afternoon', 'the weekend', String.raw`\d`,
];
/** "Not waking up till Monday": a lie-in. */
const LIE_IN = rxTest(String.raw`\b${anyOf('till', 'until', 'before')} ${anyOf(LATER_HOURS)}`);

/** Words of not waking up, not going on, not being here: the never-wake-up rules are tried in clauses holding one. */
const NOT_WAKING_WORDS = [
  'live', 'living', 'exist', 'go', 'keep', 'wake', 'waking', 'woke', 'woken', 'alive', 'breathing', 'here', 'existing', 'born', 'belong', 'until',
  'till', 'see', 'survive', 'make', 'come', 'return', 'open', 'eyes',
];

export const PASSIVE_WISH_RULES: readonly Rule[] = [
  {
    id: 'passive.wish-not-to-exist-direct', tier: 'concern', subject: 'check', negated: true, hyperbole: true,
    triggers: [
      'born', 'exist', 'existing', 'wake', 'woke', 'disappear', 'vanish', 'fade', 'forever', 'gone', 'alive', 'here', 'sleep', 'erased', 'forgotten',
      'nothing', 'asleep', 'evaporate', 'dissolve', 'woken', 'away',
    ],
    pattern: rx(
      seq(
        String.raw`\bwish${optional('ed', 'ing', 'es')} ${optional('that ')}i ${anyOf('was', 'were', 'had', 'would', 'would have', 'had have')} `,
        String.raw`${FILLER}${anyOf('never', 'not')} ${optional('been ')}born\b`,
      ),
      seq(
        String.raw`\bwish${optional('ed', 'ing', 'es')} i ${anyOf('was', 'were', 'had been')} `,
        String.raw`${anyOf('never born', 'not alive', 'never alive', 'not here', 'not born', 'gone', 'never here', 'nothing')}\b`,
      ),
      seq(
        String.raw`\bwish${optional('ed', 'ing', 'es')} i `,
        `${anyOf('did not', 'do not', 'would not', 'could not', 'never', 'would never', 'had not', 'had never', 'could', 'would', 'can')} ${FILLER}`,
        anyOf(
          'exist', 'have to exist', 'wake up', 'woke up', 'have to wake up', 'have woken up', 'woken up', 'have been born', 'cease to exist',
          'stop existing', 'not exist', 'sleep forever', 'fall asleep forever', 'not be here', 'be erased', 'be forgotten',
          'fall asleep and stay asleep', 'sleep and stay asleep', 'go to sleep and stay asleep', 'stay asleep',
        ),
        String.raw`\b`,
      ),
      seq(
        String.raw`\bwish${optional('ed', 'ing', 'es')} i ${anyOf('could', 'would', 'can')} ${FILLER}`,
        anyOf('disappear', 'vanish', 'fade away', 'be gone', 'evaporate', 'dissolve'),
        notFollowedBy(
          seq(
            `${optional(' [a-z]+')} `,
            anyOf(
              `from ${notFollowedBy('this world', 'the world', 'existence', 'the earth', 'the face', 'this planet', 'this life', 'everyone')}`,
              `to ${optional('a ', 'an ', 'the ')}[a-z]+`,
              'into',
              `for ${anyOf('a', 'the', 'an', 'some')}`,
              'until', 'till', 'early', 'on time',
              String.raw`at \d`,
              `in ${anyOf('time', 'the morning for')}`,
            ),
          ),
        ),
        String.raw`\b`,
      ),
      seq(
        String.raw`\b${anyOf('want', 'wants', 'wanna', 'need', 'would like', 'going')} to ${FILLER}`,
        anyOf(
          'cease to exist', 'stop existing', 'not exist', 'not be alive', 'not be here', 'stop being alive',
          `be gone${optional(' forever', ' for good')}${followedBy(' *$')}`,
          'go away forever', 'go to sleep forever', 'sleep forever', 'not wake up', 'be erased', 'be nothing',
          `fade away${followedBy(' *$', ' forever', ' and')}`,
        ),
        String.raw`\b`,
      ),
    ),
    unless: rxTest(
      String.raw`\bsleep forever ${anyOf('this', 'on', 'all', 'until', 'till', 'after', 'in')}\b`,
      String.raw`\b${anyOf('this', 'next')} ${anyOf('weekend', 'saturday', 'sunday', 'holiday')}\b`,
    ),
    examples: { match: ["I wish I didn't exist.", 'I wish I was never born.', 'I just want to sleep forever.'],
      noMatch: ["I wish I could disappear when I'm embarrassed.", "I want to sleep forever this weekend, I'm so tired lol",
        'My friend wishes she was never born.'] },
  },
  {
    id: 'passive.disappear', tier: 'concern', subject: 'check', hyperbole: true, triggers: ['disappear', 'vanish', 'disappearing', 'vanishing', 'find'],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf('want', 'wants', 'wanna', 'need', 'would like', 'wish i could', 'wish i would', 'wish i can', 'just', 'to', 'should', 'could', 'i'),
        ` ${FILLER}${optional('to ')}${anyOf('disappear', 'vanish', 'disappearing', 'vanishing')}`,
        anyOf(
          seq(
            anyOf(
              ' forever', ' for good', ' permanently', ' completely',
              seq(
                ' from ',
                anyOf(
                  'this world', 'the world', 'existence', 'the earth', 'everyone', 'everyone lives', 'everyone life', 'the face of the earth',
                  'this planet', 'this life',
                ),
              ),
              ' without a trace', ' off the face of the earth',
              ` and never ${anyOf('come back', 'return', 'be found', 'be seen')}`,
              ' and be forgotten',
              ` into nothing${optional('ness')}`,
            ),
            '+',
          ),
          followedBy(
              ' *$',
              seq(
                ` ${anyOf('and', 'but', 'so', 'because', 'honestly', 'i', 'sometimes', 'like', 'it', 'tbh', 'tonight', 'today', 'now', 'soon')}`,
                String.raw`\b`,
              ),
            ),
        ),
      ),
      seq(
        String.raw`\b${anyOf('no one', 'nobody')} ${anyOf('will', 'would', 'is going to', 'is ever going to')} ${optional('ever ')}find `,
        String.raw`${anyOf('me', 'my body')}\b`,
      ),
    ),
    // "I want to disappear for a weekend, to a cabin"
    unless: rxTest(
      seq(
        String.raw`\b${anyOf('disappear', 'vanish')} `,
        anyOf(
          seq(
            `for ${anyOf('a', 'the', 'one', 'two', 'three')} `,
            anyOf('weekend', 'week', 'day', 'days', 'few days', 'night', 'while', 'bit', 'month', 'holiday'),
          ),
          `to ${anyOf('a', 'the', 'my')} ${anyOf('cabin', 'beach', 'island', 'mountains', 'countryside', 'bed', 'sofa', 'couch')}`,
        ),
        String.raw`\b`,
      ),
    ),
    examples: { match: ['I wish I could disappear forever.', 'I want to disappear and never come back.'],
      noMatch: ["I don't want to disappear, I want to be seen.", 'My friend posted that she wants to disappear forever.',
        'I want to disappear for a weekend to a cabin.'] },
  },
  {
    // "My mum wishes she could go to sleep and not wake up": these words name no one, so whoever is named counts.
    id: 'passive.never-wake-up-sleep', tier: 'concern', subject: 'check', negated: true, triggers: NOT_WAKING_WORDS,
    pattern: rx(
      seq(
        String.raw`\b${anyOf('sleep', 'asleep', 'bed', 'close my eyes', 'pass out')}(?: [a-z]+){0,3} ${optional('and ', 'then ')}`,
        `${anyOf('never', 'not', 'not ever')} ${optional('have to ', 'deal with ', 'face ')}`,
        String.raw`${anyOf('wake up', 'waking up', 'woke up', 'come back', 'return', 'open my eyes again', 'open them again')}\b`,
      ),
      seq(
        String.raw`\b`,
        anyOf(
          'hope', 'hopes', 'hoped', 'hoping', 'pray', 'prays', 'prayed', 'praying', 'wish', 'wishes', 'wished', 'wishing', 'want', 'wants', 'wanting',
        ),
        `${gap(3)} ${anyOf('to not', 'not to', 'to never', 'never to')} ${FILLER}`,
        String.raw`${anyOf('wake up', 'see tomorrow', 'see the morning', 'see another day', 'survive', 'make it', 'exist', 'be here', 'be alive')}\b`,
      ),
    ),
    // "Not waking up till Monday": a lie-in.
    unless: LIE_IN,
    examples: { match: ['I want to go to sleep and never wake up.', 'Does anyone else pray not to wake up?'],
      noMatch: ['I have zero wish to not be here.', 'Off to bed and not waking up until noon tomorrow.'] },
  },
  {
    id: 'passive.never-wake-up-why-alive', tier: 'concern', subject: 'inherent', negated: true, triggers: NOT_WAKING_WORDS,
    pattern: rx(
      seq(
        String.raw`\b${anyOf('hope', 'hopes', 'hoped', 'hoping', 'pray', 'prays', 'prayed', 'praying', 'wish', 'wishes', 'wished', 'wishing')}`,
        `${gap(3)} ${optional('that ')}i ${FILLER}`,
        `${anyOf('do not', 'never', 'will not', 'would not', 'will never', 'would never', 'do not ever', 'did not')} ${FILLER}`,
        anyOf(
          `wake up${NOT_ABOUT_THE_HOUR}`,
          `woke up${NOT_ABOUT_THE_HOUR}`,
          `see ${anyOf('tomorrow', 'the morning', 'another day', 'the sunrise', `next ${anyOf('week', 'year', 'month')}`)}`,
          seq(
            `make it${optional(' through(?: [a-z]+){1,3}', ` to ${anyOf('morning', 'tomorrow', 'the morning')}`)}`,
            followedBy(' *$', String.raw` ${anyOf('through', 'to', 'and', 'i', 'tonight', 'this time', 'out')}\b`),
          ),
          'make it through(?: [a-z]+){1,3}',
          `survive ${anyOf('the night', 'tonight', 'the week', 'this')}`,
          `live ${anyOf('much longer', 'long', 'to see')}`,
        ),
        String.raw`\b`,
      ),
      seq(
        String.raw`\b${anyOf('disappointed', 'sad', 'upset', 'angry', 'annoyed', 'mad', 'devastated', 'frustrated', 'gutted')} `,
        `${anyOf('that ', 'when ', 'to ', 'i ')}*`,
        anyOf(
          'woke', 'wake', 'waking', 'have woken', 'still woke', 'am still alive', 'am still here', 'still alive', 'still here', 'still breathing',
          'i woke', 'i am still alive', 'i am still here',
        ),
        String.raw`\b`,
      ),
      String.raw`\bwhy ${anyOf('did', 'do')} i ${anyOf('even ', 'still ', 'have to ', 'keep ')}*${anyOf('wake', 'waking', 'woke')} up\b`,
      seq(
        String.raw`\bwhy am i ${anyOf('even ', 'still ')}*${anyOf('alive', 'here', 'breathing', 'existing')}`,
        followedBy(' *$', String.raw` ${anyOf('anymore', 'honestly', 'seriously', 'i', 'and', 'but', 'what', 'when', 'if', 'like')}\b`),
      ),
      String.raw`\bwhy ${anyOf('was i', 'am i')} ${optional('even ')}born\b`,
      String.raw`\bwhy i am ${anyOf('even ', 'still ')}*${anyOf('alive', 'breathing', 'existing', 'still here')}\b`,
      seq(
        String.raw`\b${anyOf('do not', 'never', 'no longer', 'can not')} ${anyOf('feel like i ', 'really ', 'even ', 'honestly ')}*belong `,
        String.raw`${anyOf('in this world', 'on this earth', 'among the living', 'in this life', 'anywhere anymore', 'here anymore')}\b`,
      ),
      seq(
        String.raw`\b${optional('just ')}${anyOf('existing', 'surviving', 'going through the motions', 'waiting')} `,
        String.raw`${anyOf('until', 'till', 'for the day')} i ${anyOf('die', 'can die', 'am dead', 'finally die')}\b`,
      ),
      seq(
        String.raw`\b${anyOf('disappointed', 'sad', 'upset', 'gutted')} ${anyOf('to', 'that i')} ${anyOf('still ', 'even ')}*${anyOf('be', 'am')} `,
        String.raw`${anyOf('alive', 'here', 'breathing')}\b`,
      ),
      seq(
        String.raw`\bwhy `,
        anyOf(
          `${anyOf('should', 'would', 'do', 'must', 'even', 'bother', 'try to')} `,
          seq(
            `${optional('do ', 'would ', 'should ', 'must ')}i `,
            `${anyOf('still ', 'keep ', 'bother ', 'bother to ', 'try to ', 'want to ', 'have to ', 'need to ', 'should ', 'would ', 'even ')}*`,
          ),
        ),
        `${optional('i ')}${anyOf('even ', 'still ', 'bother ', 'keep ', 'bother to ', 'try to ', 'want to ')}*`,
        anyOf(
          'live', 'living', 'be alive', 'stay alive', 'staying alive', 'keep living', 'keep going', 'go on', 'wake up', 'waking up', 'exist',
          'existing', 'try anymore', 'carry on',
        ),
        followedBy(' *$', String.raw` ${anyOf('anymore', 'any more', 'any longer', 'at all', 'if', 'when', 'honestly', 'i', 'like this')}\b`),
      ),
    ),
    // "Not waking up till Monday": a lie-in.
    unless: LIE_IN,
    examples: { match: ['Why do I even exist?', 'Why should I keep living?', "I hope I don't wake up tomorrow."],
      noMatch: ["I used to hope I wouldn't wake up. Now I love mornings.", "I hope I don't wake up late for work tomorrow."] },
  },
  {
    // "Every morning my first thought is 'oh no, still here'."
    id: 'passive.never-wake-up-still-here', tier: 'concern', subject: 'check', scope: 'sentence', triggers: ['still'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('oh no', 'damn', 'great', 'dammit', 'not again')}${optional(' ,')} ${optional('i am ')}still `,
        `${anyOf('here', 'alive', 'breathing')}${followedBy(' *$', String.raw` ${anyOf('again', 'today', 'another day', 'then')}\b`)}`,
      ),
    ),
    examples: { match: ["Every morning my first thought is 'oh no, still here'.", 'Woke up and my first feeling was damn, still breathing.'],
      noMatch: ['Oh no, still here at the office at nine.', 'Damn, my ex is still here.'] },
  },
  {
    // "If God took me tonight I'd thank him."
    id: 'passive.wish-not-to-exist-if-god-took-me', tier: 'concern', subject: 'inherent', scope: 'sentence', triggers: ['god', 'lord', 'jesus'],
    pattern: rx(
      seq(
        String.raw`\bif ${anyOf('god', 'the lord', 'jesus')} ${anyOf('took', 'takes', 'would take', 'called', 'calls', 'would call')} me`,
        `${optional(' home')}${gap(3)} ${anyOf('i would', 'i will', 'i would be')} `,
        String.raw`${anyOf('thank', 'be grateful', 'be glad', 'be relieved', 'welcome it', 'not mind', 'not fight', 'go gladly', 'go happily')}\b`,
      ),
    ),
    examples: { match: ["If God took me tonight I'd thank him.", 'If God called me home tonight I would be relieved.'],
      noMatch: ['If God took my nan tonight she would be at peace.', 'If God gives me strength I will get through this.'] },
  },
  {
    id: 'passive.tired-of-living', tier: 'concern', subject: 'check',
    triggers: ['tired', 'sick', 'weary', 'exhausted', 'done', 'hate', 'hated', 'hating', 'enough'],
    pattern: rx(
      seq(
        String.raw`\bhad ${optional('more than ')}enough of ${anyOf('living', 'being alive', 'existing', 'this life', 'my life', 'life')}\b`,
        notFollowedBy(` ${anyOf('admin', 'stuff', 'lessons?', `in ${anyOf('the', 'this')} ${anyOf('city', 'town', 'country')}`)}`),
      ),
      seq(
        String.raw`\b${anyOf('tired', 'sick', 'weary', 'exhausted', 'done')} ${anyOf('of', 'from', 'with')} ${FILLER}`,
        anyOf(
          seq(
            'living',
            notFollowedBy(
              seq(
                ' ',
                anyOf(
                  'with', 'in', 'at', 'near', 'here', 'there', 'on', 'under', 'alone', 'off', 'out', 'paycheck', 'like a', 'by', 'somewhere',
                  'together',
                ),
              ),
            ),
          ),
          `life${notFollowedBy(` ${anyOf('admin', 'stuff', 'lessons?', 'coach')}`)}`,
          'being alive', 'existing', 'being me', 'staying alive', 'trying to stay alive', 'fighting to stay alive', 'fighting to live',
          `waking up every ${anyOf('day', 'morning')}`,
          'being a burden', 'my life', 'this life', 'my existence', 'breathing', 'being here',
        ),
        String.raw`\b`,
      ),
      String.raw`\bdone ${anyOf('living', 'existing', 'being alive', 'with this world')}\b`,
      seq(
        String.raw`\bdone ${anyOf('trying', 'fighting')} to `,
        String.raw`${anyOf('stay alive', 'live', 'survive', 'keep going', 'keep living', 'get better', 'go on', 'be alive', 'hold on')}\b`,
      ),
      seq(
        String.raw`\b${anyOf('hate', 'hated', 'hating')} `,
        anyOf(
          'being alive', 'living', 'existing', 'my existence', 'that i am alive', 'that i exist',
          `waking up${notFollowedBy(` ${anyOf('early', 'at', 'so early', `for ${anyOf('work', 'school', 'class')}`, 'on')}`)}`,
          `to wake up${followedBy(' *$')}`,
        ),
        String.raw`\b`,
      ),
      seq(
        String.raw`\b${anyOf('hate', 'hated', 'hating', 'sad', 'upset', 'angry', 'disappointed')} ${anyOf('that', 'when')} i `,
        String.raw`${anyOf('woke', 'wake', 'keep waking')} up${notFollowedBy(` ${anyOf('early', 'late', 'at', 'for')}`)}\b`,
      ),
      seq(
        String.raw`\b${anyOf('tired', 'sick', 'weary', 'exhausted')} of ${anyOf('waking up', 'being awake')}`,
        String.raw`${notFollowedBy(` ${anyOf('early', 'at', 'so early', `for ${anyOf('work', 'school', 'class')}`, 'on')}`)}\b`,
      ),
      // A learner's "I am tired to live".
      String.raw`\b${anyOf('tired', 'sick', 'weary')} to ${anyOf('live', 'be alive', 'exist')}\b`,
    ),
    examples: { match: ['I hate being alive.', "I'm tired of living.", "I've had enough of living.", 'i am tired to live'],
      noMatch: ["I'm tired of living with my parents.", 'My mum is tired of living alone.'] },
  },
  {
    id: 'passive.tired-of-everything', tier: 'concern', subject: 'check', weak: true,
    triggers: ['tired', 'sick', 'done', 'give', 'gave', 'given', 'weary', 'exhausted', 'giving'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('tired', 'sick', 'weary', 'exhausted', 'done')} ${anyOf('of', 'with')} `,
        anyOf('fighting', 'everything', 'it all', 'all of it', 'trying', 'pretending', 'being alive'),
        followedBy(' *$', String.raw` ${anyOf('and', 'i', 'honestly', 'anymore', 'so', 'but', 'it')}\b`),
      ),
      seq(
        String.raw`\b${anyOf('give', 'giving', 'gave', 'given')} up on `,
        String.raw`${anyOf('life', 'living', 'everything', 'myself', 'it all', 'the future', 'getting better')}\b`,
      ),
    ),
    examples: { match: ["I've given up on life.", "I'm so tired of fighting."],
      noMatch: ["I'm not giving up on life, I'm giving up on calculus.", "I'm tired of fighting with my brother about chores."] },
  },
  {
    id: 'passive.want-it-to-end', tier: 'concern', subject: 'check', triggers: ['end', 'stop', 'over', 'finish', 'done', 'away', 'go'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('want', 'need', 'wish', 'just want', 'pray for')} `,
        anyOf(
          'it all', 'everything', 'my life', 'life', 'all of this', 'all of it', 'the suffering', 'the hurting', 'this life', 'the world',
          'existence', 'it to all', 'everything to just',
        ),
        `${optional(' to')} ${FILLER}${optional('to ')}`,
        String.raw`${anyOf('end', 'stop', 'be over', 'go away', 'end for good', 'stop forever', 'stop permanently', 'finish', 'be done')}\b`,
      ),
    ),
    examples: { match: ['I want it all to be over.', 'I just want everything to end.'],
      noMatch: ['My mum says she just wants it all to end.', 'I want this year to end already.'] },
  },
  {
    id: 'passive.want-it-to-stop', tier: 'concern', subject: 'check', weak: true, triggers: ['end', 'stop', 'over', 'away'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('want', 'need', 'wish', 'just want')} `,
        `${anyOf('it', 'this', 'the pain', 'the hurt', 'my pain', 'everything', 'the thoughts')} to ${FILLER}`,
        `${anyOf('end', 'stop', 'be over', 'go away')}${optional(` ${anyOf('forever', 'for good', 'permanently')}`)}`,
        followedBy(' *$', String.raw` ${anyOf('forever', 'for good', 'permanently', 'i', 'and', 'please', 'already', 'honestly')}\b`),
      ),
    ),
    unless: rxTest(
      anyWord(
        'head', 'headache', 'migraine', 'back', 'knee', 'tooth', 'toothache', 'period', 'cramps?', 'stomach', 'surgery', 'injury', 'arthritis',
        'physical', 'leg', 'shoulder', 'neck', 'noise', 'rain', 'music', 'meeting', 'party', 'week', 'day', 'shift', 'class', 'lecture', 'movie',
        'show', 'flight',
      ),
    ),
    examples: { match: ['Existing is exhausting and I want it to stop.', 'I just want it to be over.'],
      noMatch: ['I want the headache to stop.', 'I want this meeting to be over.'] },
  },
  {
    id: 'passive.no-way-out', tier: 'concern', subject: 'check', weak: true, triggers: ['way', 'escape', 'out'],
    pattern: rx(
      seq(
        String.raw`\bno ${optional('other ')}${anyOf('way out', 'escape')}`,
        followedBy(
          ' *$',
          seq(
            ` ${anyOf('for me', 'anymore', 'of this life', 'of this pain', 'of my life', 'of this hell', 'from this life', 'i', 'and', 'but')}`,
            String.raw`\b`,
          ),
        ),
      ),
      seq(
        String.raw`\b${anyOf('i want', 'i need', 'i just want')} out`,
        followedBy(' *$', String.raw` ${anyOf(`of ${anyOf('this life', 'life', 'everything', 'existence')}`, 'forever', 'for good')}\b`),
      ),
    ),
    examples: { match: ['There is no way out for me.', "I feel trapped and there's no way out."],
      noMatch: ["I'm so over my job, I just want out.", "There's no way out of the car park after nine."] },
  },
  {
    id: 'passive.should-not-exist', tier: 'concern', subject: 'inherent', negated: true,
    triggers: ['exist', 'live', 'alive', 'here', 'born', 'existing', 'deserve', 'died', 'breathing', 'living', 'life', 'disappear', 'away'],
    pattern: rx(
      seq(
        String.raw`\bi ${anyOf('should', 'do')} not ${FILLER}${optional('deserve to ', 'get to ')}`,
        String.raw`${anyOf('live', 'be alive', 'exist', 'be living', 'have been born', 'be breathing')}\b`,
      ),
      seq(
        String.raw`\bi ${anyOf('should', 'do')} not ${FILLER}be here`,
        followedBy(' *$', String.raw` ${anyOf('anymore', 'at all', 'on this earth', 'in this world')}\b`),
      ),
      seq(
        String.raw`\b${anyOf('do not', 'does not', 'never', 'no longer')} ${optional('even ')}deserve ${optional('to ')}`,
        String.raw`${anyOf('live', 'life', 'be alive', 'to be alive', 'to exist', 'exist', 'be here', 'to be here', 'happiness or life')}\b`,
      ),
      String.raw`\bi should have died\b`,
      seq(
        String.raw`\bi ${anyOf('should', 'need to', 'ought to')} ${optional('just ')}`,
        String.raw`${anyOf('disappear', 'not exist', 'go away forever', 'stop existing')}\b`,
      ),
    ),
    examples: { match: ["I shouldn't have been born.", "I don't deserve to be alive.", "I feel like I shouldn't exist."],
      noMatch: ["I shouldn't be here at this hour, I have work tomorrow.", 'I deserve to be happy.'] },
  },
  {
    id: 'passive.leave-this-world', tier: 'concern', subject: 'check',
    triggers: ['world', 'earth', 'life', 'planet', 'heaven', 'afterlife', 'side', 'heart', 'peace'],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf('leave', 'leaving', 'exit', 'exiting', 'depart', 'departing', 'escape', 'escaping', 'done with', 'say goodbye to', 'said goodbye to'),
        String.raw` ${anyOf('this', 'the')} ${anyOf('world', 'earth', 'life', 'planet')}\b`,
        notFollowedBy(` ${anyOf('a ', 'behind ', 'better', 'of ', `for ${anyOf('a', 'the')} ${anyOf('weekend', 'week', 'day')}`)}`),
      ),
      seq(
        String.raw`\b${anyOf('join', 'be with', 'see', 'go to')} ${anyOf('him', 'her', 'them', 'my [a-z]+')}${optional(' again')} `,
        String.raw`${anyOf('in heaven', 'in the afterlife', 'in the next life', 'on the other side')}\b`,
      ),
      seq(
        String.raw`\b${anyOf('hope', 'hoping', 'wish', 'wishing', 'pray', 'praying', 'want', 'wanting')} ${optional('that ')}my heart `,
        `${anyOf('would ', 'will ', 'just ', 'to ', 'finally ')}*${anyOf('stop', 'stops', 'give out', 'gives out', 'stop beating', 'stops beating')}`,
        String.raw`\b`,
      ),
      seq(
        String.raw`\bat peace with `,
        anyOf(
          'dying', 'death',
          `the idea of ${anyOf('dying', 'death', 'not waking up', 'not being here')}`,
          'not waking up', 'ending it', 'the thought of dying', 'the thought of not being here',
        ),
        String.raw`\b`,
      ),
    ),
    examples: { match: ['I just want to leave this world.', 'I want to join my dad in heaven.', "I'm at peace with dying."],
      noMatch: ["My patient told me he's at peace with dying.", "I'll leave this world a better place than I found it."] },
  },
  {
    id: 'passive.want-out', tier: 'concern', subject: 'inherent', scope: 'sentence', triggers: ['out', 'off'],
    // "living feels like a chore i never signed up for and i want out"
    pattern: rx(
      seq(
        String.raw`\b${anyOf('living', 'life', 'existing', 'being alive', 'this world')}\b${anyOf(` ${anyOf('[a-z]+', ',')}`)}{0,12}? i `,
        `${optional('just ', 'really ', 'honestly ')}want ${anyOf('out', 'off')}`,
        notFollowedBy(
          seq(
            ` of ${anyOf('this', 'the', 'my', 'that')} `,
            anyOf(
              'job', 'contract', 'relationship', 'marriage', 'lease', 'deal', 'group', 'class', 'meeting', 'plan', 'trip', 'team', 'town', 'city',
              'house', 'flat',
            ),
          ),
        ),
        String.raw`\b`,
      ),
    ),
    examples: { match: ['Living feels like a job I never applied for and I want out.', 'Life is pain on a loop and I want out.'],
      noMatch: ['Life is busy and I want out of this contract.', 'Living here is fine but I want out of the lease.'] },
  },
  {
    id: 'passive.fine-not-waking-up', tier: 'concern', subject: 'inherent', negated: true, scope: 'sentence', triggers: ['wake', 'make', 'survive'],
    pattern: rx(
      seq(
        String.raw`\bif i ${anyOf('do not', 'did not', 'never', 'were to not', 'should not')} ${anyOf('wake up', 'make it', 'survive')}${gap(3)}`,
        `${optional(' ,')} `,
        anyOf('that is', 'it is', 'it would be', 'that would be', 'i am', 'i would be', 'i will be', 'then', 'honestly', 'so be it'),
        `${optional(' [a-z]+')} ?`,
        anyOf('fine', 'okay', 'ok', 'alright', 'a relief', 'for the best', 'good', 'ready', 'at peace', 'so be it', 'whatever', 'not a big deal'),
        String.raw`\b`,
      ),
    ),
    examples: { match: ["If I don't wake up tomorrow, that's fine with me.", "If I didn't wake up tomorrow I'd be ok with that."],
      noMatch: ["Years ago I thought if I didn't wake up that would be fine. Not anymore.", "If she doesn't wake up, that's fine, let her sleep."] },
  },
  {
    id: 'passive.envy-the-dead', tier: 'concern', subject: 'check', triggers: ['dead', 'die', 'died', 'death', 'dying', 'end', 'over', 'stop'],
    requires: ['envy', 'jealous', 'envious', 'waiting', 'wait'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('envy', 'jealous of', 'envious of')} ${optional('the ')}`,
        anyOf('dead', `people who ${anyOf('die', 'died', 'are dead', 'get to die')}`, `those who ${anyOf('die', 'died')}`, 'dead people'),
        String.raw`\b`,
      ),
      seq(
        String.raw`\b${anyOf('waiting', 'wait')} `,
        anyOf('to die', 'for death', `for ${anyOf('my', 'the')} end`, `for it ${optional('all ')}to ${anyOf('end', 'be over', 'stop')}`),
        String.raw`\b`,
      ),
      String.raw`\bjust waiting to die\b`,
    ),
    examples: { match: ["I feel like I'm just waiting to die.", 'Sometimes I envy people who died young.'],
      noMatch: ["I'm waiting for the film to end.", "My grandad says he's just waiting to die."] },
  },
  {
    id: 'passive.thinking-about-death', tier: 'concern', subject: 'check',
    triggers: ['death', 'dying', 'dead', 'existing', 'here', 'alive', 'funeral', 'around', 'die'],
    requires: [
      'keep', 'kept', 'always', 'constantly', 'stop', 'obsessively', 'been', 'often', 'frequently', 'obsessing', 'obsessed', 'preoccupied', 'think',
      'thinking', 'thoughts',
    ],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf(
          seq(
            `${anyOf('keep', 'kept', 'always', 'constantly', 'can not stop', 'could not stop', 'obsessively', 'been', 'often', 'frequently')} `,
            `${anyOf('thinking', 'think', 'thoughts')} ${anyOf('about', 'of')}`,
          ),
          'obsessing over', 'obsessed with', 'preoccupied with',
        ),
        ' ',
        anyOf(
          'death', 'dying', 'being dead',
          `not being ${anyOf('here', 'alive', 'around')}`,
          'not existing',
          `my ${optional('own ')}${anyOf('death', 'funeral')}`,
          'how i would die', 'when i will die',
        ),
        String.raw`\b`,
      ),
      seq(
        String.raw`\bthink${optional('ing')} ${anyOf('about', 'of')} `,
        anyOf(
          'death', 'dying', 'being dead',
          `not being ${anyOf('here', 'alive', 'around')}`,
          'not existing',
          `my ${optional('own ')}${anyOf('death', 'funeral')}`,
        ),
        `${gap(2)} `,
        anyOf(
          'all the time', 'constantly',
          `every ${optional('single ')}${anyOf('day', 'night', 'morning', 'hour', 'minute')}`,
          `each ${anyOf('day', 'night')}`,
          'a lot', 'so much', 'nonstop', 'non stop', 'more and more', 'more often', 'always', 'too much', 'day and night', 'daily', 'all day', '24 7',
          'so often',
        ),
        String.raw`\b`,
      ),
    ),
    examples: { match: ['I think about death all the time.', 'I keep thinking about not being here.'],
      noMatch: ['I used to think about dying daily. Now I think about what to cook.', 'My character keeps thinking about death in the novel.'] },
  },
  {
    id: 'passive.stop-existing', tier: 'concern', subject: 'explicit', triggers: ['existing', 'exist', 'cease'],
    pattern: rx(
      String.raw`\b${anyOf('stop', 'stopped', 'stopping')} existing\b`,
      String.raw`\bcease ${optional('to ')}${anyOf(`exist${optional('ing')}`, 'be')}\b`,
      String.raw`\bnot exist${optional('ing')} ${anyOf('anymore', 'any more', 'any longer')}\b`,
      String.raw`\bjust not exist\b`,
    ),
    examples: { match: ['Sometimes I want to cease to exist.', 'I sometimes wish I could just cease to be.'],
      noMatch: ['That shop ceased to exist years ago.', 'My friend says she wants to stop existing.'] },
  },
  {
    id: 'passive.wish-not-to-be', tier: 'concern', subject: 'check', hyperbole: true,
    triggers: [
      'alive', 'here', 'exist', 'existing', 'disappear', 'vanish', 'fade', 'sleep', 'asleep', 'rest', 'gone', 'wake', 'again', 'nothing', 'being',
      'be', 'slip', 'drift', 'pass', 'away',
    ],
    requires: [
      'want', 'wanna', 'wish', 'wishes', 'wished', 'wishing', 'hope', 'hoping', 'pray', 'praying', 'need', 'ready', 'longing', 'long', 'yearn',
      'yearning', 'crave', 'craving', 'rather', 'prefer', 'like', 'love', 'dream', 'dreaming',
    ],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf(
          'want', 'wants', 'wanted', 'wanting', 'wanna', 'wish', 'wishes', 'wished', 'wishing', 'hope', 'hopes', 'hoped', 'hoping', 'pray', 'prayed',
          'praying', 'need', 'needs', 'ready', 'longing', 'long', 'yearn', 'yearning', 'crave', 'craving', 'rather', 'prefer', 'would like',
          'would love', 'dream of', 'dreaming of',
        ),
        String.raw`${WISH_GAP} ${NOT_BEING}\b`,
        notFollowedBy(
          seq(
            ' ',
            anyOf(
              'on', 'at', 'until', 'till', 'every', 'this', 'in bed', 'in the morning',
              `when ${anyOf('i am', 'i am so')} ${anyOf('embarrassed', 'tired')}`,
            ),
            String.raw`\b`,
          ),
        ),
      ),
    ),
    examples: { match: ["I'd rather not exist than feel like this.", 'I want to not be alive anymore.'],
      noMatch: ['I have zero wish to not be here.', 'My friend posted that she wants to disappear forever.'] },
  },
];
