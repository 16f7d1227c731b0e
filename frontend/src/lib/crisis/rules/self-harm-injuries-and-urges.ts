/** Self-harm by other ways and its urges: burning, hitting, starving, urges rated high, a cut too deep and bleeding (ideation, intent). */
import { anyOf, anyWord, atEndOr, gap, notFollowedBy, optional, rx, rxTest, seq, words, type Rule } from './rule';
import { BODY_PART } from './vocabulary';

export const SELF_HARM_INJURIES_AND_URGES_RULES: readonly Rule[] = [
  {
    id: 'harm.burn-hit-bleed', tier: 'ideation', subject: 'check',
    triggers: [
      'myself', 'until', 'till', 'til', 'hard', 'feel', 'make', 'bleed', 'raw', 'bloody', 'bruise', 'bruised', 'bled', 'purpose', 'deliberately',
      'intentionally', 'cigarette', 'lighter', 'candle', 'match', 'cutting', 'harm', 'harming', 'bleeds',
    ],
    requires: [
      'burn', 'burning', 'burned', 'burnt', 'hit', 'hitting', 'punch', 'punched', 'punching', 'slap', 'slapped', 'slapping', 'scratch', 'scratching',
      'scratched', 'pinch', 'pinched', 'pinching', 'bite', 'bit', 'biting', 'hurt', 'bang', 'banged', 'banging', 'smack', 'smacked', 'smacking',
      'claw', 'clawed', 'clawing', 'pick', 'picking', 'picked', 'dig', 'digging', 'bleed', 'cut', 'cutting', 'harm', 'harming', 'injured', 'bruised',
    ],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('burn', 'burning', 'burned', 'burnt')} myself\b`,
        notFollowedBy(
          seq(
            ' ',
            anyOf(
              'on', 'cooking', 'while', 'by accident', 'accidentally', 'making', 'taking', 'ironing', 'curling', 'in the sun', 'at the beach',
              'baking',
              `with ${anyOf('the', 'boiling')} ${notFollowedBy('lighter', 'cigarette', 'candle')}`,
            ),
          ),
        ),
      ),
      seq(
        String.raw`\b`,
        anyOf(
          'hit', 'hitting', 'punch', 'punched', 'punching', 'slap', 'slapped', 'slapping', 'scratch', 'scratching', 'scratched', 'pinch', 'pinched',
          'pinching', 'bite', 'bit', 'biting', 'hurt', 'bang', 'banged', 'banging', 'smack', 'smacked', 'smacking', 'claw', 'clawed', 'clawing',
          'pick', 'picking', 'picked', 'dig', 'digging',
        ),
        ` ${optional('at ', 'into ', 'on ')}`,
        anyOf('myself', `my ${optional('own ')}${anyOf('arms?', 'legs?', 'face', 'head', 'skin', 'wrists?', 'thighs?', 'body', 'stomach')}`),
        `${gap(5)} `,
        anyOf(
          'until', 'till', 'til', 'so hard', 'hard enough', 'to feel', 'to make', 'to bleed', 'raw', 'bloody', 'bruise', 'bruised', 'bled', 'bleeds',
          'bleed',
        ),
        String.raw`\b`,
      ),
      seq(
        String.raw`\b${anyOf('burn', 'burned', 'burnt', 'burning')} `,
        `${anyOf('myself', `my ${optional('own ')}${anyOf('arms?', 'legs?', 'skin', 'wrists?', 'thighs?', 'hands?', 'stomach', 'body')}`)}${gap(3)} `,
        anyOf(
          `with ${optional('a ', 'my ', 'the ')}${anyOf('cigarette', 'lighter', 'candle', 'match', 'matches', 'lighter flame')}`,
          'on purpose', 'deliberately', 'intentionally',
        ),
        String.raw`\b`,
      ),
      seq(
        String.raw`\b${anyOf('hurt', 'cut', 'burned', 'burnt', 'hit', 'scratched', 'bruised', 'injured', 'punched')} ${anyOf('myself', 'my [a-z]+')}`,
        String.raw`${gap(4)} ${anyOf('on purpose', 'deliberately', 'intentionally')}\b`,
      ),
      seq(
        String.raw`\b`,
        anyOf(
          'only thing', 'only way', 'only relief', 'only release', 'way i cope', 'how i cope', 'what helps',
          `only thing that ${anyOf('helps', 'works')}`,
        ),
        String.raw`${gap(3)} ${anyOf('is', 'was')} ${anyOf('cutting', 'self harm', 'self harming', 'hurting myself', 'burning myself')}\b`,
      ),
      seq(
        String.raw`\b${anyOf('hitting', 'punching', 'hit', 'punch', 'slapping', 'slap', 'biting', 'bite')} myself`,
        atEndOr('when', 'because', 'again', 'every', 'whenever', 'to', 'in the', 'until', 'till', 'so', 'hard', 'a lot', 'lately', 'and'),
      ),
      seq(
        String.raw`\b`,
        anyOf('make', 'made', 'making', 'watch', 'watching', 'see', 'seeing', 'want to', 'wanna', 'need to', 'wanted to', 'like to', 'love to', 'let'),
        String.raw` ${optional('myself ')}bleed\b`,
      ),
    ),
    examples: { match: ['I scratch myself until I bleed.', 'I want to make myself bleed.'],
      noMatch: ["I used to burn myself, I haven't in years.", 'I burned myself on the stove making dinner.'] },
  },
  {
    id: 'harm.act-on-body', tier: 'ideation', subject: 'check',
    triggers: words(
      'cut cutting burn burning burned burnt scratch scratching scratched hit hitting punch punching punched carve carving carved slash slashed slashing',
      'bruise bruising bruised dig digging dug stab stabbing stabbed pinch pinching bite biting bleed bleeds bled bleeding',
    ),
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf(
          'burn', 'burning', 'burned', 'burnt', 'scratch', 'scratching', 'scratched', 'carve', 'carving', 'carved', 'bruise', 'bruising', 'bruised',
          'dig', 'digging', 'dug', 'stab', 'stabbing', 'stabbed',
        ),
        ` ${optional('at ', 'into ', 'on ', 'up ')}`,
        anyOf(
          'myself',
          `my ${optional('own ')}${optional('nails into my ', 'fingernails into my ', 'nails in my ')}${optional('[a-z]+ ')}${BODY_PART}`,
        ),
        String.raw`\b`,
      ),
      seq(
        String.raw`\b${anyOf('until', 'till', 'til')} ${anyOf('it', 'they', 'i', 'my skin', 'my [a-z]+')} `,
        String.raw`${anyOf('bleed', 'bleeds', 'bled', 'bruise', 'bruises', 'bruised', 'blister', 'blisters', 'scar', 'scars')}\b`,
      ),
    ),
    unless: rxTest(
      anyWord(
        'cooking', 'stove', 'oven', 'kitchen', 'pan', 'kettle', 'iron', 'ironing', 'curling', 'straightener', 'by accident', 'accidentally',
        'shaving', 'chopping', 'slicing', 'dishes', 'sunburn', 'sunburnt', 'at the beach', 'in the sun', 'grill', 'bbq', 'barbecue', 'itchy', 'itch',
        'mosquito', 'bug bites?', 'rash', 'eczema', 'hiking', 'fell', 'tripped', 'cat', 'dog', 'sports?', 'football', 'rugby', 'boxing', 'sparring',
        'gym',
      ),
    ),
    examples: { match: ["I've been burning myself.", "I've been scratching my skin raw."],
      noMatch: ['I burned myself with the curling iron again.', 'My cat scratched my arm.'] },
  },
  {
    id: 'harm.urge-to-harm', tier: 'ideation', subject: 'check', triggers: ['cut', 'hurt', 'harm', 'burn', 'bleed', 'scratch', 'punish'],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf(
          'urges?', 'urge', 'wanting', 'want', 'wanna', 'need', 'needing', 'tempted', 'itching', 'craving', 'crave', 'desire', 'fighting the urge',
          'pull', 'the pull',
        ),
        ` ${optional('to ')}${anyOf('cut', 'hurt', 'harm', 'self harm', 'burn', 'bleed', 'scratch')}${optional(' myself')}`,
        atEndOr(
          'again', 'so bad', 'so badly', 'really bad', 'tonight', 'today', 'right now', 'is', 'are', 'was', 'were', 'and', 'but', 'so', 'because',
          'when', 'myself', 'most', 'every', 'at night', 'some',
        ),
      ),
    ),
    examples: { match: ['I have the urge to cut.', 'The urge to hurt myself is so strong.', 'I still get the pull to cut most nights'],
      noMatch: ['Tired, yes. Wanting to hurt myself, absolutely not.', 'What helps people who have urges to self harm?'] },
  },
  {
    // "cutting urges 10/10 today", "sh urges are really bad tonight": urges rated high, as in a mood note.
    id: 'harm.urge-rated-high', tier: 'ideation', subject: 'check', negated: true, triggers: ['urge', 'urges'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('cutting', 'cut', 'self harm', 'self harming', 'sh', 'burning', 'hurting myself')} urges? ${optional('are ', 'is ')}`,
        anyOf(
          `${optional('at ', 'a ')}${anyOf('[5-9]', '10')} ${anyOf('10', 'out of 10')}`,
          'high', 'strong', 'bad', 'really bad', 'so bad', 'through the roof', 'off the charts', 'unbearable', 'screaming', 'loud',
        ),
        String.raw`\b`,
      ),
    ),
    examples: { match: ['cutting urges 10/10 today', 'self harm urges are really bad tonight'],
      noMatch: ['sh urges 0/10 today', 'no self harm urges, mood is good'] },
  },
  {
    id: 'harm.starve-drink-to-death', tier: 'ideation', subject: 'inherent', triggers: ['death'],
    pattern: rx(String.raw`\b${anyOf('starve', 'starving', 'starved', 'drink', 'drinking', 'bleed', 'bleeding', 'freeze', 'freezing')} myself to death\b`),
    examples: { match: ['I want to starve myself to death.', 'I just want to drink myself to death.'],
      noMatch: ["I'm starving to death, what's for dinner?", 'My uncle drank himself to death.'] },
  },
  {
    id: 'harm.cut-too-deep', tier: 'intent', subject: 'check', triggers: ['deep', 'deeply', 'deeper', 'bleeding'],
    pattern: rx(
      String.raw`\bcut ${optional('way ', 'far ', 'much ', 'myself ')}${anyOf('too deep', 'too deeply', 'deeper than')}\b`,
      String.raw`\b${anyOf('can not', 'could not', 'will not', 'it will not')} stop ${optional('the ')}bleeding\b`,
      String.raw`\bbleeding ${anyOf('will not', 'does not', 'is not going to', 'would not')} stop\b`,
    ),
    unless: rxTest(String.raw`\b${anyOf('nose', 'nosebleed', 'gums', 'period', 'finger', 'onion', 'chef', 'kitchen', 'shaving', 'dog', 'cat')}\b`),
    examples: { match: ['cut too deep this time cant stop the bleeding', 'the bleeding will not stop, I cut too deep'],
      noMatch: ['my nose is bleeding and it will not stop', 'I cut too deep into the onion and nicked my finger'] },
  },
  {
    id: 'harm.bleeding-from-cutting', tier: 'intent', subject: 'explicit', triggers: ['bleeding', 'blood'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('bleeding', 'losing blood')} ${optional('a lot ', 'heavily ', 'badly ', 'so much ', 'really bad ', 'a lot of blood ')}from `,
        String.raw`${anyOf('cutting', 'the cut', 'the cuts', 'my cuts', 'my wrist', 'my wrists', 'my arm', 'where i cut')}\b`,
      ),
    ),
    examples: { match: ['bleeding a lot from cutting', 'I am bleeding badly from my wrist'],
      noMatch: ['my son is bleeding from his arm after falling off his bike', 'the chef was bleeding from the cut on his thumb'] },
  },
  {
    id: 'harm.burn-with-heated', tier: 'ideation', subject: 'check', presentDespitePast: true, triggers: ['burn', 'burning', 'burned', 'burnt', 'burns'],
    requires: ['spoon', 'lighter', 'cigarette', 'heated', 'hot', 'match', 'matches', 'lighters'],
    // Burns made on purpose: "burning my arm with a spoon I heated", "burnt my wrist with a lighter".
    pattern: rx(
      seq(
        String.raw`\b${anyOf('burn', 'burning', 'burned', 'burnt', 'burns')} ${optional('my ', 'myself on my ', 'myself with ')}`,
        `${optional(`${BODY_PART} `)}${optional('with ', 'using ')}${optional('a ', 'the ', 'my ')}${optional('hot ', 'heated ')}`,
        String.raw`${anyOf('spoon', 'lighter', 'cigarette', 'match', 'knife i heated', 'spoon i heated', 'heated spoon', 'hot knife', 'hot spoon')}\b`,
      ),
    ),
    unless: rxTest(String.raw`\b${anyOf('cooking', 'stove top', 'candle', 'birthday', 'barbecue', 'bbq', 'camping', 'accident', 'accidentally')}\b`),
    examples: { match: ['I ended up burning my arm with a spoon I heated on the stove, like I used to', 'burnt my wrist with a lighter again'],
      noMatch: ['burnt my finger on a hot spoon while cooking', 'burned the candle with a match for her birthday'] },
  },
  {
    id: 'harm.sharpener-blade', tier: 'ideation', subject: 'check', triggers: ['sharpener', 'sharpeners'],
    // The blade taken out of a pencil sharpener: a self-harm tool more than a stationery one.
    pattern: rx(
      String.raw`\bsharpener blades?\b`,
      String.raw`\bblades? ${anyOf('from', 'out of')} ${optional('a ', 'my ', 'the ')}${optional('pencil ')}sharpeners?\b`,
      seq(
        String.raw`\b${anyOf('took apart', 'broke', 'broke open', 'unscrewed', 'taking apart')} `,
        String.raw`${anyOf('a', 'my', 'the', 'another')} ${optional('pencil ')}sharpener\b`,
      ),
    ),
    examples: { match: ['i did the thing again. with the sharpener blade', 'took apart my pencil sharpener again',
      'i relapsed. used a blade from a pencil sharpener'],
      noMatch: ['the sharpener is broken, i need a new one for art class', 'can you buy pencils and a sharpener'] },
  },
];
