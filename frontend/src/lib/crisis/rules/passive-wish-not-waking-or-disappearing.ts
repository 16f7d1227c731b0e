/** A passive wish not to exist: not existing, disappearing, not waking up, God taking one (concern). */
import { anyOf, atEndOr, followedBy, gap, notFollowedBy, optional, rx, rxTest, seq, type Rule } from './rule';
import { FILLER, NOT_ABOUT_THE_HOUR } from './vocabulary';

const LATER_HOURS = [
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'noon', 'midday', 'lunch', 'lunchtime', 'the afternoon',
  'tomorrow afternoon', 'the weekend', String.raw`\d`, 'summer', 'the summer', 'spring', 'the holidays', 'christmas', 'vacation', 'half term',
];

/** "Not waking up till Monday": a lie-in. */
const LIE_IN = rxTest(String.raw`\b${anyOf('till', 'until', 'before')} ${anyOf(LATER_HOURS)}`);

/** Words of not waking up, not going on, not being here: the never-wake-up rules are tried in clauses holding one. */
const NOT_WAKING_WORDS = [
  'live', 'living', 'exist', 'go', 'keep', 'wake', 'waking', 'woke', 'woken', 'alive', 'breathing', 'here', 'existing', 'born', 'belong', 'until',
  'till', 'see', 'survive', 'make', 'come', 'return', 'open', 'eyes',
];

export const PASSIVE_WISH_NOT_WAKING_OR_DISAPPEARING_RULES: readonly Rule[] = [
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
          atEndOr('and', 'but', 'so', 'because', 'honestly', 'i', 'sometimes', 'like', 'it', 'tbh', 'tonight', 'today', 'now', 'soon'),
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
      noMatch: ['I have zero wish to not be here.', 'Off to bed and not waking up until noon tomorrow.',
        'i just want to sleep and not wake up until summer vacation'] },
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
            atEndOr('through', 'to', 'and', 'i', 'tonight', 'this time', 'out'),
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
        atEndOr('anymore', 'honestly', 'seriously', 'i', 'and', 'but', 'what', 'when', 'if', 'like'),
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
        atEndOr('anymore', 'any more', 'any longer', 'at all', 'if', 'when', 'honestly', 'i', 'like this'),
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
        `${anyOf('here', 'alive', 'breathing')}${atEndOr('again', 'today', 'another day', 'then')}`,
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
    id: 'passive.log-off-for-good', tier: 'concern', subject: 'inherent', negated: true,
    triggers: ['log', 'logout', 'logoff', 'respawn', 'respawning', 'uninstall'],
    // Life as a game or an app: "log off forever button where", "or just not respawn at all".
    pattern: rx(
      seq(
        String.raw`\b${anyOf('log off', 'log out', 'logout', 'logoff', 'uninstall myself', 'unsubscribe from life')}`,
        String.raw`${anyOf(' forever', ' for good', ' of life', ' of this life', ' permanently', '')}`,
        followedBy(String.raw` ${anyOf('forever', 'for good', 'of life', 'button', 'permanently')}\b`, ' *$'),
      ),
      String.raw`\b${anyOf('not', 'never', 'stop')} respawn${optional('ing')}${optional(' again', ' at all', ' this time')}\b`,
    ),
    unless: rxTest(String.raw`\b${anyOf('account', 'app', 'website', 'site', 'laptop', 'computer', 'work', 'zoom', 'teams', 'server', 'discord')}\b`),
    examples: { match: ['log off forever button where', 'wishing i could respawn as someone else or just not respawn at all'],
      noMatch: ['how do i log off forever from this app', 'the boss never respawns in this level'] },
  },
  {
    id: 'passive.would-not-treat-illness', tier: 'concern', subject: 'check', triggers: ['treated', 'treat', 'treatment', 'chemo', 'fight'],
    requires: ['cancer', 'tumour', 'tumor', 'diagnosed', 'illness', 'sick'],
    // Welcoming death by illness: "if i got cancer i wouldnt get it treated".
    pattern: rx(
      seq(
        String.raw`\bif i ${anyOf('got', 'get', 'had', 'have', 'was diagnosed with', 'am diagnosed with', 'were diagnosed with')} `,
        `${optional('a ', 'an ')}${anyOf('cancer', 'tumour', 'tumor', 'terminal illness', 'something terminal', 'sick')}${gap(3)} i `,
        `${anyOf('would not', 'will not', 'would never', 'am not going to', 'would refuse to')} `,
        String.raw`${anyOf('get it treated', 'treat it', 'fight it', 'have treatment', 'have chemo', 'do chemo', 'tell anyone')}\b`,
      ),
    ),
    examples: { match: ['if i got cancer i wouldnt get it treated lol'],
      noMatch: ['if my dog got cancer i would not treat it, she is 16', 'if i got cancer i would fight it with everything'] },
  },
];
