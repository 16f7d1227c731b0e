/** Other signs of risk: fear of what one might do, reaching for a crisis line, not lasting the night (concern). */
import { anyOf, anyWord, atEndOr, followedBy, gap, notFollowedBy, optional, rx, rxTest, seq, words, type Rule } from './rule';
import { FILLER } from './vocabulary';

/** Fear of oneself: the words the afraid-of-myself rule requires, and what its pattern starts with. */
const AFRAID = words('scared afraid worried terrified frightened');

export const WARNING_SIGNS_RULES: readonly Rule[] = [
  {
    id: 'concern.crisis-line-for-self', tier: 'concern', subject: 'check',
    triggers: ['hotline', 'hotlines', 'helpline', 'helplines', 'line', 'lines', 'number', 'numbers'],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf(
          'should i', 'i want to', 'i need to', 'i might', 'i almost',
          `thinking ${anyOf('about', 'of')}`,
          'scared to', 'too scared to', 'afraid to', 'nervous to', 'i keep wanting to', 'do i',
        ),
        ` ${anyOf('call', 'text', 'ring', 'contact', 'calling', 'texting')} ${optional('a ', 'the ')}`,
        String.raw`${anyOf('suicide', 'crisis', 'suicide prevention')} ${anyOf('hotline', 'line', 'helpline', 'number', 'text line')}\b`,
      ),
      seq(
        String.raw`\b${anyOf('googl[a-z]*', 'looking up', 'looked up', 'searching for', 'searched for', 'keep looking at')} ${optional('the ')}`,
        String.raw`${anyOf('suicide', 'crisis')} ${anyOf('hotlines?', 'helplines?', 'lines?', 'numbers?')}\b`,
      ),
    ),
    examples: { match: ["I'm thinking about calling a suicide hotline.", 'I keep looking at the crisis line number.'],
      noMatch: ['I volunteer answering a crisis line on Tuesdays.', 'My friend should call a suicide hotline, how do I tell her?'] },
  },
  {
    id: 'concern.how-much-longer', tier: 'concern', subject: 'inherent', weak: true, triggers: ['longer', 'more', 'many'],
    requires: ['know', 'sure', 'idea'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('do not know', 'not sure', 'no idea')} how `,
        `${anyOf('many more days', 'many more weeks', 'much more', 'much longer', 'long')} i can ${FILLER}`,
        anyOf(
          'do this',
          `take ${anyOf('this', 'it')}`,
          `keep ${anyOf('going', 'doing this')}`,
          'go on', 'last', 'hold on', 'survive',
          `bear ${anyOf('this', 'it')}`,
          `handle ${anyOf('this', 'it')}`,
          'stay alive', 'keep living',
        ),
        String.raw`\b`,
      ),
    ),
    unless: rxTest(
      anyWord(
        'heat', 'weather', 'job', 'class', 'course', 'semester', 'commute', 'noise', 'traffic', 'diet', 'meeting', 'boss', 'roommate', 'shift',
        'project', `living ${anyOf('with', 'in', 'at', 'here', 'there', 'under')}`,
      ),
    ),
    examples: { match: ["I don't know how much longer I can hold on.", "I'm not sure how much longer I can keep going."],
      noMatch: ["I don't know how much longer I can take this heat.", 'Not sure how long I can last at this job.',
        'idk how much longer i can keep living with my mother in law tbh'] },
  },
  {
    id: 'concern.own-funeral', tier: 'concern', subject: 'inherent', triggers: ['funeral', 'obituary'],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf(
          'wonder', 'wondering', 'wondered', 'imagine', 'imagining', 'imagined', 'picture', 'picturing', 'pictured', 'think about', 'thinking about',
          'thought about', 'fantasi[sz]e about', 'fantasi[sz]ing about', 'plan', 'planning', 'planned', 'write', 'writing', 'wrote',
        ),
        String.raw`${gap(5)} ${anyOf(`my ${optional('own ')}funeral`, `my ${optional('own ')}obituary`)}\b`,
      ),
    ),
    unless: rxTest(anyWord(`when i am ${anyOf('old', 'ninety', '90', '100')}`, 'someday', 'one day', 'far future', 'prepaid', 'insurance', 'will and')),
    examples: { match: ['I keep picturing my own funeral.', 'I wonder if anyone would come to my funeral.'],
      noMatch: ["Thinking about what I'd want at my own funeral someday, way in the future.", "I keep picturing my dad's funeral."] },
  },
  {
    id: 'concern.nobody-cares-if-i-live', tier: 'concern', subject: 'inherent', triggers: ['cares', 'care', 'cared', 'notice', 'notices', 'noticed'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('no one', 'nobody', 'noone', 'no body', 'not a single person', 'not one person')} ${FILLER}`,
        `${optional('would', 'will', 'even', 'really', 'actually', 'honestly')} ?${anyOf('care', 'cares', 'cared', 'notice', 'notices', 'noticed')} `,
        `${anyOf('if', 'whether')} i `,
        anyOf(
          'live', 'lived', 'die', 'died', 'am alive', 'am dead', 'was dead', 'were dead', 'disappear', 'disappeared', 'vanished', 'was gone',
          'were gone', 'killed myself', 'ended it', 'stopped existing', 'stop existing', 'was not here', 'were not here',
        ),
        String.raw`\b`,
      ),
    ),
    examples: { match: ['No one cares if I live or die.', 'Nobody would care if I disappeared.'],
      noMatch: ['Nobody cares if I leave early.', 'No one cares if she lives or dies, she says.'] },
  },
  {
    id: 'concern.something-to-myself', tier: 'concern', subject: 'inherent', triggers: ['myself'],
    requires: ['something', 'anything'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('do', 'doing')} ${anyOf('something', 'anything')} `,
        String.raw`${anyOf('stupid', 'dumb', 'drastic', 'bad', 'crazy', 'permanent', 'terrible', 'awful', 'irreversible', 'dangerous')} to myself\b`,
      ),
    ),
    examples: { match: ["I'm going to do something stupid to myself tonight.", "I'm scared I'll do something drastic to myself."],
      noMatch: ["I'm not going to do anything stupid to myself, I promise.", 'I did something stupid to my hair.'] },
  },
  {
    id: 'concern.only-way-out', tier: 'concern', subject: 'check', triggers: ['out'],
    requires: ['only', 'one'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('only', 'just')} ${anyOf('one', '1', 'the one')} way out`,
        optional(` of ${anyOf('this', 'here', 'it', 'all this', 'everything')}`),
        atEndOr('and i', 'left', 'for me', 'i can see', 'i see'),
      ),
      String.raw`\bonly way out ${optional('left ')}${anyOf('for me', 'i can see', 'i see')}${followedBy(' *$')}`,
    ),
    unless: rxTest(
      anyWord(
        'maze', 'building', 'room', 'parking', 'stadium', 'door', 'exit', 'car park', 'garage', 'road', 'street', 'trail', 'cave', 'escape room',
        'game', 'level',
      ),
    ),
    examples: { match: ["There's only one way out of this and I've accepted it.", 'The only way out I can see.'],
      noMatch: ["There's only one way out of the car park.", 'The only way out of the maze is left.'] },
  },
  {
    id: 'concern.afraid-of-myself', tier: 'concern', subject: 'inherent', triggers: ['myself'],
    requires: AFRAID,
    pattern: rx(
      seq(
        String.raw`\b${anyOf(AFRAID)} ${optional('of ')}what i `,
        String.raw`${anyOf('might', 'will', 'could', 'would', 'am going to', 'may')} ${FILLER}do to myself\b`,
      ),
      seq(
        String.raw`\b${anyOf('scared', 'afraid', 'terrified', 'frightened')} of ${anyOf('myself', 'being alone with myself')} `,
        String.raw`${anyOf('tonight', 'right now', 'now', 'today')}\b`,
      ),
    ),
    examples: { match: ["I'm scared of what I might do to myself tonight.", "I'm afraid of myself right now."],
      noMatch: ["I'm not scared of what I might do to myself.", "She's afraid of what he might do to himself."] },
  },
  {
    id: 'concern.not-through-the-night', tier: 'concern', subject: 'inherent', weak: true, triggers: ['night', 'tonight', 'morning'],
    requires: ['think', 'sure', 'doubt', 'know'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('do not think', 'not sure', 'doubt', 'do not know if', 'do not know whether')} i `,
        `${anyOf('will', 'can', 'am going to', 'could')} ${anyOf('make it', 'survive', 'last', 'get')} ${optional('through ')}`,
        String.raw`${anyOf('the night', 'tonight', 'until morning', 'till morning', 'to morning', 'to the morning')}\b`,
        notFollowedBy(` ${anyOf('shift', 'class', 'exam', `without ${anyOf('coffee', 'snacks', 'food')}`)}`),
      ),
    ),
    unless: rxTest(
      anyWord(
        'shift', 'exam', 'deadline', 'essay', 'paper', 'assignment', 'flight', 'drive', 'party', 'concert', 'coffee', 'baby', 'newborn', 'teething',
        'studying', 'cram',
      ),
    ),
    examples: { match: ["I don't think I'll make it through the night.", 'Not sure I can survive tonight.'],
      noMatch: ["I don't think I'll make it through the night shift without coffee.", 'I doubt the baby will sleep through the night.'] },
  },
  {
    id: 'concern.goodbye-to-listener', tier: 'concern', subject: 'check', triggers: ['goodbye', 'bye'],
    // Said to the coach or a diary, a goodbye with nothing after it is a warning sign; the coach asks.
    pattern: rx(
      seq(
        String.raw`\b${anyOf('wanted', 'want', 'wanna', 'needed', 'need', 'came', 'come', 'am here', 'i am writing')} to say `,
        anyOf('goodbye', 'good bye', 'bye'),
        atEndOr('properly', 'to you', 'for good', 'forever', 'before i go', 'while i can', 'and thank', 'and thanks'),
      ),
    ),
    unless: rxTest(
      anyWord(
        'funeral', 'passed', 'died', 'dying', 'hospice', 'grave', 'dog', 'cat', 'grandma', 'grandpa', 'moving', 'move', 'flight', 'trip', 'holiday',
        'vacation', 'leaving do', 'job', 'class', 'team', 'house', 'flat', 'apartment', 'school',
      ),
    ),
    examples: { match: ['i just wanted to say goodbye properly', 'I came to say goodbye. Thank you for everything.'],
      noMatch: ['I never got to say goodbye properly to my grandma.', 'Came to say goodbye to the team on my last day.'] },
  },
];
