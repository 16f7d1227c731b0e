/** Danger now: the means in hand, at the edge, an attempt (intent). */
import { anyOf, anyWord, atEndOr, gap, notFollowedBy, optional, rx, rxTest, seq, words, type Rule } from './rule';
import { FILLER } from './vocabulary';
import { ATTEMPT_SIGNAL } from './signals';

export const DANGER_RULES: readonly Rule[] = [
  {
    id: 'danger.means-in-hand', tier: 'intent', subject: 'check', firm: true,
    triggers: [
      'pills', 'meds', 'tablets', 'blade', 'razor', 'gun', 'rope', 'noose', 'bottle', 'knife', 'holding', 'counting', 'counted', 'lined', 'laid',
      'staring', 'pile', 'heap', 'row', 'poured', 'emptied', 'tipped',
    ],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf(
          'holding', 'hold', 'held', 'staring at', 'stare at', 'stared at', 'counting', 'counted', 'lined up', 'laid out', 'laying out', 'lay out',
          'lining up', 'clutching', 'gripping',
        ),
        ` ${optional('out ')}${optional('all ')}${optional('of ')}`,
        `${optional('the ', 'my ', 'these ', 'those ', 'some ', 'a ', 'a bottle of ', 'the bottle of ', 'all the ', 'all my ')}${optional('[a-z]+ ')}`,
        String.raw`${anyOf('pills', 'meds', 'tablets', 'blade', 'razor', 'razor blade', 'gun', 'rope', 'noose', 'bottle of [a-z]+')}\b`,
      ),
      seq(
        String.raw`\b${anyOf('pills', 'meds', 'tablets', 'blade', 'razor', 'gun', 'rope', 'noose')}${optional(' are', ' is')} ${optional('right ')}`,
        anyOf(
          'in my hands?', 'in front of me', 'next to me', 'beside me', 'lined up', 'counted out', 'on my lap', 'in my lap',
          `in ${anyOf('a', 'one')} ${anyOf('pile', 'heap', 'row', 'line')}`,
        ),
        String.raw`\b`,
      ),
      seq(
        String.raw`\b${anyOf('put', 'poured', 'poured out', 'emptied', 'tipped', 'laid', 'spread', 'lined')} ${optional('out ')}${optional('all ')}`,
        `${optional('of ')}${optional('my ', 'the ')}${optional('[a-z]+ ')}${anyOf('pills', 'meds', 'tablets')}${gap(3)} `,
        anyOf(
          `in ${anyOf('a', 'one')} ${anyOf('pile', 'heap', 'row', 'line')}`,
          `out on the ${anyOf('table', 'bed', 'desk', 'counter', 'floor')}`,
          'in front of me',
        ),
        String.raw`\b`,
      ),
    ),
    unless: rxTest(
      anyWord('vitamins?', 'organi[sz]er', 'pill box', 'pharmacy', 'prescription bag', 'childproof', 'child proof', 'child safety', 'can not open'),
    ),
    examples: { match: ["I'm counting out my pills.", "I'm holding the pills right now."],
      noMatch: ['Counting my pills into the weekly organizer.', 'The pharmacy counted out my tablets.',
        'holding a bottle of pills and i cant open the childproof cap'] },
  },
  {
    id: 'danger.not-stepping-back', tier: 'intent', subject: 'check', negated: true, triggers: ['back', 'away'],
    requires: [
      'road', 'street', 'traffic', 'platform', 'train', 'tracks', 'edge', 'curb', 'kerb', 'ledge', 'bridge', 'cliff', 'roof', 'railing', 'cross',
      'crossing', 'bus', 'truck',
    ],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('not', 'never', 'do not want to', 'without', 'instead of', 'think about', 'thinking about', 'thought about', 'just')} `,
        `${optional('just ')}${anyOf('step', 'stepping', 'stepped', 'move', 'moving', 'pull', 'pulling', 'back', 'backing', 'walk', 'walking')} `,
        anyOf('back', 'away', 'off'),
        String.raw`${optional(` from ${optional('the ')}${anyOf('edge', 'curb', 'kerb', 'platform', 'tracks', 'ledge', 'road')}`)}\b`,
      ),
    ),
    examples: { match: ["I'm on the ledge and I won't step back.", "I'm at the edge of the platform and I'm not stepping back."],
      noMatch: ["I'm on the platform and I stepped back from the edge.", "She won't step back from the edge of the road."] },
  },
  {
    id: 'danger.at-height', tier: 'intent', subject: 'check',
    triggers: ['bridge', 'ledge', 'roof', 'rooftop', 'cliff', 'railing', 'tracks', 'edge', 'overpass', 'parapet', 'barrier', 'platform'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf(words('standing sitting stood sat perched balanced balancing leaning climbing climbed'), 'i am', 'am', 'i am now', 'currently')}`,
        ` ${FILLER}${anyOf('on', 'at', 'over', 'onto', 'out on', 'up on', 'by', 'near', 'next to')} ${optional('the ', 'a ', 'this ')}`,
        optional('very '),
        optional(
          `edge of ${optional('the ', 'a ', 'this ')}`,
          `top of ${optional('the ', 'a ', 'this ')}`,
          `ledge of ${optional('the ', 'a ')}`,
          `side of ${optional('the ', 'a ')}`,
        ),
        anyOf(
          'bridge', 'ledge', 'roof', 'rooftop', 'cliff', 'cliff edge', 'railing', 'tracks', 'train tracks', 'railway tracks', 'platform edge', 'edge',
          'overpass', 'parapet',
        ),
        String.raw`\b`,
        notFollowedBy(
          seq(
            ' ',
            anyOf(
              'party', 'bar', 'restaurant', 'club', 'garden', 'deck', 'terrace',
              `of ${optional('the ')}${anyOf('pool', 'bed', 'couch', 'sofa', 'seat', 'chair', 'my seat')}`,
            ),
            String.raw`\b`,
          ),
        ),
      ),
      seq(
        String.raw`\bclimb${optional('ed', 'ing')} ${anyOf('over', 'onto', 'up on', 'on')} ${optional('the ', 'a ')}`,
        String.raw`${anyOf('railing', 'barrier', 'ledge', 'parapet')}\b`,
      ),
      seq(
        String.raw`\b${anyOf('from', 'on', 'at', 'off')} the ${optional('very ')}edge of ${optional('the ', 'a ', 'my ', 'this ')}`,
        String.raw`${anyOf('roof', 'rooftop', 'bridge', 'building', 'cliff', 'balcony', 'platform', 'overpass', 'parking garage')}\b`,
      ),
    ),
    unless: rxTest(
      anyWord(
        `edge of ${anyOf('my', 'the')} ${anyOf('seat', 'bed', 'couch', 'sofa', 'chair', 'pool')}`,
        `on the edge ${anyOf('about', 'over', 'with', 'because')}`,
        'cutting edge', 'edge of a breakdown', 'on edge',
        `bridge ${anyOf('club', 'game', 'card', 'party')}`,
        `roof ${anyOf('party', 'bar', 'garden', 'terrace')}`,
        `fix${optional('ing')} the roof`,
      ),
      anyWord(
        'photos?', 'pictures?', 'selfies?', 'sunset', 'sunrise', 'view', 'fireworks', 'stars', 'watch', 'watched', 'watching', 'fishing', 'jogging',
        'tour', 'cycling', 'gutters?', 'repair', 'painting', 'picnic', 'cleaning', 'shingles', 'antenna', 'satellite dish', 'solar panels?',
        'lyrics?', 'song',
      ),
    ),
    examples: { match: ["I'm standing on the bridge.", "I'm sitting on the edge of the roof."],
      noMatch: ['We sat on the edge of the roof and watched fireworks.', "I'm standing on the bridge taking photos of the sunset."] },
  },
  {
    id: 'danger.height-lethal', tier: 'intent', subject: 'check',
    triggers: ['fall', 'drop', 'high', 'tall', 'jump', 'floors', 'stories', 'storeys', 'meters', 'metres', 'feet', 'enough', 'whether'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('fall', 'drop', 'jump')} `,
        String.raw`${anyOf('would', 'will', 'could', 'might', 'is enough to', 'is high enough to', 'from there would')} ${anyOf('kill', 'end')} me\b`,
      ),
      String.raw`\bhigh enough to ${anyOf('kill', 'die', 'end it', 'be fatal')}\b`,
      seq(
        String.raw`\b${anyOf('bridge', 'building', 'roof', 'rooftop', 'cliff', 'balcony', 'window', 'floor', 'tower', 'drop', 'ledge', 'overpass')} `,
        String.raw`${optional('that is ', 'which is ', 'that was ')}${anyOf('high', 'tall')} enough\b`,
      ),
      seq(
        String.raw`\b${anyOf('how high', 'how tall', 'high enough')}${gap(5)} `,
        String.raw`${anyOf('to die', 'to kill', 'be fatal', 'kill me', 'kill a person', `for it to ${anyOf('kill', 'be fatal')}`)}\b`,
      ),
      String.raw`\bwhether the fall would kill\b`,
      seq(
        String.raw`\bhow many ${anyOf('floors', 'stories', 'storeys', 'meters', 'metres', 'feet')}${gap(6)} `,
        String.raw`${anyOf('to die', 'kill', 'killed', 'be fatal', 'fatal', 'to not survive', 'die')}\b`,
      ),
    ),
    examples: { match: ['How many floors do you need to fall to die?', 'Is my balcony high enough to kill me?'],
      noMatch: ['Is the fence high enough to keep the dog in?', 'How many floors does the building have?'] },
  },
  {
    // The same signal as an ideation phrase after "tried to" (detector.ts).
    id: ATTEMPT_SIGNAL, tier: 'intent', subject: 'explicit', triggers: ['attempt', 'attempted', 'attempting', 'attempts', 'tried', 'try', 'trying', 'suicide'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('attempt', 'attempted', 'attempting', 'attempts', 'tried', 'try', 'trying')} ${optional(`to ${optional('commit ')}`)}`,
        String.raw`suicide\b`,
      ),
      String.raw`\bsuicide attempts?\b`,
    ),
    examples: { match: ['I attempted suicide yesterday.', 'I tried to commit suicide last night.'],
      noMatch: ['My cousin attempted suicide twice.', "I attempted suicide in my early twenties, but that's behind me."] },
  },
  {
    id: 'danger.not-coming-back', tier: 'concern', subject: 'check', negated: true, weak: true, triggers: ['back'],
    requires: ['not', 'never'],
    // "at the cliff now. not coming back": the words alone ask; a place beside them makes it intent.
    pattern: rx(
      seq(
        String.raw`^${optional('i am ', 'i will be ', 'am ', 'and i am ', 'and ')}${anyOf('not', 'never')} ${anyOf('coming', 'going to come')} back`,
        atEndOr('this time', 'tonight', 'ever', 'again', 'from this', 'from here'),
      ),
    ),
    examples: { match: ['at the cliff now. not coming back', 'I am not coming back this time.'],
      noMatch: ['We are never coming back to this restaurant', 'not coming back to the office until monday'] },
  },
  {
    id: 'danger.at-place-terse', tier: 'concern', subject: 'check',
    triggers: ['bridge', 'ledge', 'roof', 'rooftop', 'cliff', 'tracks', 'railway', 'line', 'overpass', 'parapet', 'pier', 'jetty', 'edge'],
    // A place of means said alone, as an answer or a whole message ("on the bridge", "at the railway line"):
    // it asks first; standing there or a way not back makes it intent (danger.at-height and its context).
    pattern: rx(
      seq(
        String.raw`^${optional('i am ', 'am ', 'now ', 'i am now ', 'currently ', 'just ')}`,
        `${anyOf('at', 'on', 'by', 'up on', 'out on', 'under', 'near')} ${optional('the ', 'a ', 'this ', 'that ')}${optional('old ', 'high ', 'big ')}`,
        anyOf(
          'bridge', 'ledge', 'roof', 'rooftop', 'cliff', 'cliffs', 'cliff edge', 'tracks', 'train tracks', 'railway tracks', 'railway line', 'railway',
          'train line', 'rail line', 'overpass', 'parapet', 'pier', 'jetty', 'edge',
        ),
        atEndOr('now', 'right now', 'tonight', 'again', 'already', 'near', 'behind', 'by', 'outside', 'above'),
      ),
    ),
    examples: { match: ['on the bridge', 'at the railway line, train in 10 min', 'im on the roof now'],
      noMatch: ['on the bridge of my nose there is a spot', 'at the edge of my seat watching the final', 'my flat is near the railway line and it is loud'] },
  },
  {
    id: 'danger.not-trusting-myself-near', tier: 'intent', subject: 'check', triggers: ['trust'],
    requires: ['myself'],
    // "I don't trust myself near the kitchen knives tonight": an urge told by the means kept away from.
    pattern: rx(
      seq(
        String.raw`\bi ${anyOf('do not', 'cannot', 'can not', 'no longer')} trust myself ${anyOf('near', 'around', 'with', 'alone with', 'by')} `,
        `${optional('the ', 'my ', 'those ', 'these ', 'any ')}${optional('kitchen ', 'sharp ', 'bathroom ')}`,
        anyOf('knives', 'knife', 'pills', 'tablets', 'meds', 'medication', 'razors?', 'blades?', 'guns?', 'rope', 'bridge', 'edge', 'window', 'tracks'),
        String.raw`\b`,
      ),
    ),
    examples: { match: ["I don't trust myself near the kitchen knives tonight", 'i cant trust myself with my meds rn'],
      noMatch: ["i don't trust myself near the biscuit tin tonight", 'she does not trust herself with the knives after the cut'] },
  },
];
