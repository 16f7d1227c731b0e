/** Thoughts of not being around: drawn to a means, picturing oneself dead, not here for the holidays, farewells (ideation). */
import { anyOf, anyWord, gap, notFollowedBy, optional, rx, rxTest, seq, type Rule } from './rule';
import { EVERYDAY_ABSENCE, FILLER } from './vocabulary';

export const SUICIDAL_THOUGHTS_NOT_BEING_AROUND_RULES: readonly Rule[] = [
  {
    id: 'ideation.drawn-to-means', tier: 'ideation', subject: 'inherent',
    triggers: ['tracks', 'ledge', 'noose', 'rope', 'gun', 'razor', 'blade', 'blades', 'pills'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('keep', 'keeps', 'kept', 'can not stop', 'cannot stop')} `,
        `${anyOf('thinking', 'drifting', 'going back', 'coming back', 'wandering', 'returning', 'fixating', 'obsessing')}${gap(2)} `,
        `${anyOf('about', 'to', 'of', 'on')} ${optional('the ', 'my ', 'a ')}`,
        anyOf(
          'train tracks', 'railway tracks', 'railroad tracks', 'tracks', 'ledge', 'noose', 'rope', 'gun', 'razor', 'razors', 'blade', 'blades',
          `pills ${anyOf('in', 'under', 'at')}`,
        ),
        String.raw`\b`,
      ),
      seq(
        String.raw`\bmy mind ${optional('keeps ', 'keep ', 'always ', 'just ')}`,
        `${anyOf('drifting', 'drifts', 'going', 'goes', 'wandering', 'wanders')} ${optional('back ')}to ${optional('the ', 'my ')}`,
        anyOf('train tracks', 'railway tracks', 'railroad tracks', 'tracks', 'ledge', 'noose', 'rope', 'gun', 'razor', 'blades', 'pills'),
        String.raw`\b`,
      ),
    ),
    examples: { match: ['My mind keeps drifting to the train tracks near work.', "I can't stop thinking about the pills in the drawer."],
      noMatch: ['My mind keeps drifting to the weekend.', "He can't stop thinking about the gun in the film."] },
  },
  {
    id: 'ideation.picturing-self-dead', tier: 'ideation', subject: 'inherent', triggers: ['myself', 'me'],
    requires: ['hanging', 'dead', 'dying', 'jumping', 'overdosing', 'coffin', 'noose', 'bleeding', 'casket', 'grave', 'lying'],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf(
          'picture', 'pictures', 'picturing', 'pictured', 'imagine', 'imagines', 'imagining', 'imagined', 'see', 'seeing', 'visuali[sz]e',
          'visuali[sz]ing', 'visuali[sz]ed', 'fantasi[sz]e', 'fantasi[sz]ing',
        ),
        ` ${optional('of ', 'about ')}${anyOf('myself', 'me')} ${FILLER}`,
        anyOf(
          'hanging', 'dead', 'dying', 'jumping', 'bleeding out', 'overdosing',
          `in a ${anyOf('coffin', 'casket', 'grave')}`,
          'with a noose', 'lying dead',
        ),
        String.raw`\b${notFollowedBy(` ${anyOf('tired', 'on my feet', `in ${anyOf('a', 'the')} ${anyOf('race', 'game', 'match', 'exam')}`)}`)}`,
      ),
    ),
    examples: { match: ['I keep picturing myself hanging.', 'I keep picturing myself jumping off my balcony.'],
      noMatch: ['I keep picturing myself on a beach.', 'I pictured myself dead tired after the marathon.'] },
  },
  {
    id: 'ideation.no-ones-problem-soon', tier: 'ideation', subject: 'inherent', triggers: ['problem', 'burden', 'worry', 'responsibility', 'free', 'rid'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('will not', 'am not going to', 'will no longer', 'will never')} be `,
        `${anyOf('anybody', 'anyone', 'everybody', 'everyone', 'your', 'their', 'his', 'her', 'a', 'my family', 'my parents')} `,
        String.raw`${anyOf('problem', 'burden', 'worry', 'responsibility', 'concern')}\b`,
      ),
      seq(
        String.raw`\b${anyOf('will', 'would', 'are going to', 'is going to', 'gonna')} ${optional('finally ')}be ${anyOf('free', 'rid')} of me\b`,
        notFollowedBy(` ${anyOf('on', 'at', 'by', 'after', 'when', 'once', 'for', 'in', 'this', 'next', 'from', 'during', 'tomorrow', 'soon when')}`),
      ),
    ),
    unless: EVERYDAY_ABSENCE,
    examples: { match: ["Pretty soon I won't be anybody's problem.", "They'll be free of me soon enough."],
      noMatch: ["That's not my problem anymore.", 'My flatmates will be free of me on Friday when I move out.'] },
  },
  {
    id: 'ideation.how-easy-it-would-be', tier: 'ideation', subject: 'inherent', triggers: ['easy', 'simple'],
    requires: ['would', 'could'],
    pattern: rx(
      seq(
        String.raw`\bhow ${anyOf('easy', 'simple')} it ${anyOf('would', 'could')} be to ${FILLER}`,
        anyOf(
          'crash', 'drive off', 'drive into', 'swerve', 'jump', 'die', 'end it', 'overdose', 'step off', 'let go', 'fall', 'disappear forever',
          `take ${anyOf('them', 'the pills', 'all')}`,
          'pull the trigger', 'cut deeper', 'not wake up', 'stop breathing',
        ),
        String.raw`\b`,
      ),
    ),
    examples: { match: ["I've thought about how easy it would be to just crash the car.", 'I keep thinking about how easy it would be to end it.'],
      noMatch: ['How easy it would be to fix the bike if I had the tools.', 'She thinks about how easy it would be to quit her job.'] },
  },
  {
    id: 'ideation.not-around-for-holiday', tier: 'ideation', subject: 'inherent', scope: 'sentence', triggers: ['around', 'here', 'alive'],
    requires: ['not', 'never'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('will not', 'am not going to', 'will never', 'do not think i will')} ${optional('still ')}be `,
        `${anyOf('around', 'here', 'alive')} ${anyOf('for', 'by', 'at', 'to see')} `,
        anyOf(
          'christmas', 'my birthday', 'new year', 'new years', 'the holidays', 'thanksgiving', 'easter', 'next year', 'next summer', 'the summer',
          'graduation', 'spring', 'my next birthday',
        ),
        String.raw`\b`,
        notFollowedBy(
          seq(
            `${optional(' ,')}(?: [a-z]+){0,3} `,
            anyOf(
              'visiting', 'visit', 'travelling', 'traveling', 'trip', 'vacation', 'working', 'work', 'abroad', 'away', 'in laws', 'deployed',
              'deployment', 'moving', 'staying', 'going', 'flying', 'spending',
            ),
          ),
        ),
        notFollowedBy(
          seq(
            `${optional(' this year', ' this time', ' this season')}${optional(' ,')}${optional(' i am', ' we are', ' i will be', ' we will be')} `,
            anyOf(
              'visiting', 'travelling', 'traveling', 'working', 'abroad', 'away', 'in laws', 'deployed', 'moving', 'staying', 'going', 'flying',
              'spending',
              `on ${anyOf('a', 'the')} ${anyOf('trip', 'cruise', 'ship', 'rig')}`,
              `because ${optional('of ')}${anyOf('work', 'travel', 'my job')}`,
            ),
          ),
        ),
      ),
    ),
    unless: EVERYDAY_ABSENCE,
    examples: { match: ["I'm not going to be around for Christmas.", "I don't think I will be alive by my next birthday."],
      noMatch: ["I won't be around for Christmas, I'm visiting my in-laws.", 'I will be around for Christmas this year.'] },
  },
  {
    id: 'ideation.farewell', tier: 'ideation', subject: 'check', triggers: ['goodbye', 'goodbyes', 'farewell', 'end', 'bye'],
    pattern: rx(
      String.raw`\b${anyOf('goodbye', 'good bye', 'bye', 'farewell')} cruel world\b`,
      String.raw`\b${anyOf('goodbye', 'good bye', 'farewell')} ${anyOf('world', 'everyone', 'everybody', 'all')} forever\b`,
      seq(
        String.raw`\b${anyOf('saying', 'said', 'say', 'writing', 'wrote', 'texting', 'texted', 'sending', 'sent')} ${optional('my ')}`,
        `${optional('final ', 'last ')}${anyOf('goodbyes?', 'farewells?')} to `,
        `${anyOf('everyone', 'everybody', 'my family', 'my friends', 'the people i love', 'all of you', 'you all', 'my kids', 'my parents')}${gap(2)}`,
        String.raw` ${anyOf('tonight', 'today', 'now', 'forever', 'for good', 'for the last time', 'before i go', 'before i do it')}\b`,
      ),
    ),
    unless: rxTest(
      anyWord(
        'move', 'moving', 'moved', 'trip', 'travel', 'party', 'leaving for', 'flight', 'vacation', 'holiday', 'graduat[a-z]*', 'new job', 'semester',
        'class', 'school', 'office', 'farewell party', 'going away', 'abroad', 'retire', 'retiring', 'retirement', 'wedding', 'visit', 'shift',
        'camp',
      ),
    ),
    examples: { match: ['Goodbye cruel world.', 'Saying my goodbyes to everyone tonight before I go.'],
      noMatch: ["I'm saying goodbye to everyone tonight before my flight.", "My band's new song is called 'Goodbye Cruel World'."] },
  },
  {
    id: 'ideation.not-around-much-longer', tier: 'ideation', subject: 'inherent', upgrade: 'timing',
    triggers: [
      'problem', 'burden', 'bother', 'around', 'here', 'alive', 'bothering', 'worry', 'deal', 'hear', 'see', 'gone', 'way', 'nuisance', 'pain',
      'dead', 'free', 'me',
    ],
    requires: ['will', 'would', 'not', 'never', 'no', 'nobody', 'going'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('will not', 'not going to', 'will no longer', 'am not going to')} be ${FILLER}`,
        anyOf(
          `a ${anyOf('problem', 'burden', 'bother', 'nuisance', 'worry', 'pain')}`,
          'anyone problem', 'your problem', 'around', 'here', 'alive',
          `bothering ${anyOf('anyone', 'anybody', 'you', 'you all', 'them', 'everyone', 'people')}`,
          `in ${anyOf('your', 'anyone', 'their', 'the')} way`,
        ),
        `${gap(4)} `,
        anyOf(
          'much longer',
          `for ${optional('much ')}longer`,
          'for long', 'long', 'soon',
          `after ${anyOf('tonight', 'today', 'this week', 'tomorrow')}`,
          `by ${anyOf('tomorrow', 'morning', 'next week', 'the weekend')}`,
          `to see ${anyOf('it', 'the', 'my', 'next', 'another', 'tomorrow')}`,
        ),
        String.raw`\b`,
      ),
      seq(
        String.raw`\b${anyOf('not', 'no one', 'nobody', 'never', 'no more', 'will not', `won't`)} `,
        `${optional('will ', 'would ', 'is going to ', 'going to ')}${anyOf('have', 'need', 'has')} to `,
        anyOf('worry about', 'deal with', 'put up with', 'take care of', 'look after', 'hear from', 'bother with', 'think about', 'care about', 'see'),
        ` me ${anyOf('again', 'anymore', 'any more', 'much longer', 'for long', 'soon', `after ${anyOf('tonight', 'today', 'this')}`, 'ever again')}`,
        String.raw`\b`,
      ),
      seq(
        String.raw`\b${anyOf('you', 'they', 'everyone', 'you all', 'people', 'no one', 'nobody')} `,
        `${anyOf('will', 'would', 'is going to', 'are going to')} ${optional('never ', 'not ')}${anyOf('hear from', 'see')} me `,
        String.raw`${anyOf('again', 'anymore', 'no more')}\b`,
      ),
      seq(
        String.raw`\b${anyOf('soon', 'by tomorrow', 'by morning', 'after tonight', 'before long')} i will be `,
        anyOf(
          'gone', 'dead',
          `out of ${anyOf('your', 'everyone', 'everybody', 'their', 'the')} ${anyOf('way', 'life', 'lives', 'hair')}`,
          'free of this life',
        ),
        String.raw`\b`,
      ),
      seq(
        String.raw`\bi will be `,
        anyOf(
          'gone', 'dead',
          `out of ${anyOf('your', 'everyone', 'everybody', 'their')} ${anyOf('way', 'life', 'lives', 'hair')}${optional(' for good')}`,
          'free of this life',
        ),
        ' ',
        anyOf(
          'soon',
          `by ${anyOf('tomorrow', 'morning', 'the morning', 'the weekend', 'friday', 'monday', 'sunrise')}`,
          'tomorrow', 'tonight',
          `before ${anyOf('morning', 'long')}`,
          'forever', 'for good',
        ),
        String.raw`\b`,
      ),
    ),
    examples: { match: ["I won't be around much longer.", "Soon I'll be out of everyone's way."],
      noMatch: ["My best friend texted me 'I won't be around much longer'.", "I'll be around much longer than you think."] },
  },
];
