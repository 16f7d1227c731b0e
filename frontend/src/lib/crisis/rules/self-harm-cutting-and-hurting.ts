/** Self-harm named or done: loud urges, as punishment, self-harm and sh, cutting, hurting oneself (ideation). */
import { anyOf, anyWord, atEndOr, followedBy, gap, notFollowedBy, optional, rx, rxTest, seq, words, type Rule } from './rule';
import { BODY_PART, FILLER } from './vocabulary';

/** What follows "self" in self-harm, self-injury and self-mutilation: the self-harm rule's triggers and the end of its pattern. */
const AFTER_SELF = words('harm harming harmed harms injury injure injuring injured mutilation mutilate mutilating');
/** Blade verbs said of one's own body: triggers of the cutting rule, and what one of its patterns starts with. */
const SLASHING = words('slash slashed slashing slice sliced slicing carve carved carving gouge gouged');

/** What a question about the way of cutting asks about: the harm, not the fabric. */
const HARM_DONE = ['damage', 'deeper', 'deep', 'bleed', 'bleeding', 'blood', 'wrists?', 'arms?', 'veins?', 'die', 'fatal', 'lethal', 'worse'];

export const SELF_HARM_CUTTING_AND_HURTING_RULES: readonly Rule[] = [
  {
    id: 'harm.urges-loud', tier: 'ideation', subject: 'inherent', negated: true, scope: 'sentence', firm: true, presentDespitePast: true,
    triggers: ['urge', 'urges', 'craving', 'cravings', 'pull'],
    // "Haven't self harmed in 90 days but the urge has been screaming all week."
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf(
          'self harm', 'self harmed', 'self harming', 'cutting', 'cut', 'sh', 'hurting myself', 'hurt myself',
          `${anyOf('days', 'weeks', 'months', 'years')} ${anyOf('clean', 'free')}`,
        ),
        String.raw`\b${anyOf(` ${anyOf('[a-z0-9]+', ',')}`)}{0,12}? ${anyOf('but', 'and', 'yet', 'now')} `,
        `${optional('the ', 'my ', 'those ', 'these ')}${anyOf('urges?', 'cravings?')} ${optional(`to ${anyOf('cut', 'self harm', 'hurt myself')} `)}`,
        `${anyOf('is', 'are', 'has', 'have', 'keeps?', 'kept')}${optional(' been')}${optional(' so', ' really')} `,
        anyOf(
          'screaming', 'loud', 'louder', 'back', 'stronger', 'unbearable', 'constant', 'overwhelming',
          `getting ${anyOf('worse', 'stronger', 'louder')}`,
        ),
        String.raw`\b`,
      ),
      seq(
        String.raw`\b${anyOf('fight', 'fighting', 'resist', 'resisting', 'hold off', 'holding off')} ${optional('the ', 'this ', 'my ')}`,
        String.raw`${anyOf('urges?', 'pull')} to ${anyOf('end it', 'end my life', 'die', 'kill myself', 'cut', 'hurt myself', 'self harm')}\b`,
      ),
    ),
    examples: { match: ["I'm fighting the urge to cut right now.", "Haven't self harmed in 90 days but the urge has been screaming all week."],
      noMatch: ["I'm not fighting any urge to cut.", 'I fight the urge to eat the whole cake every night.'] },
  },
  {
    id: 'selfharm.punishment', tier: 'ideation', subject: 'inherent', triggers: ['myself'],
    requires: ['purpose', 'punish', 'punishment', 'deserve', 'deserved'],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf(
          `starv${anyOf('e', 'es', 'ing', 'ed')}`,
          `hurt${optional('s', 'ing')}`,
          `burn${optional('s', 'ing', 'ed')}`,
          `hit${optional('s', 'ting')}`,
          `punch${optional('es', 'ing', 'ed')}`,
          `scratch${optional('es', 'ing', 'ed')}`,
          `bit${optional('e', 'es', 'ing')}`,
          `bruis${anyOf('e', 'es', 'ing', 'ed')}`,
          `cut${optional('s', 'ting')}`,
        ),
        ` myself${gap(4)} `,
        anyOf(
          'on purpose', 'to punish myself',
          `as ${optional('a ')}punishment`,
          `because i deserve${optional('d')}${optional(' it', ' the pain', ' to hurt')}`,
          `since i deserve${optional('d')}${optional(' it', ' the pain')}`,
        ),
        String.raw`\b`,
      ),
      seq(
        String.raw`\bpunish${optional('ing', 'ed')} myself ${anyOf('by', 'with')} `,
        String.raw`${anyOf('cutting', 'burning', 'hitting', 'starving', 'scratching', 'hurting')}\b`,
      ),
    ),
    examples: { match: ['I hurt myself on purpose yesterday.', "I've been starving myself on purpose to punish myself."],
      noMatch: ['I used to starve myself as punishment. Now I eat three meals a day.', 'I hit myself on the head with the door by accident.'] },
  },
  {
    id: 'harm.self-harm', tier: 'ideation', subject: 'explicit',
    triggers: [...AFTER_SELF, 'nssi'],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf(
          'i', 'i have been', 'have been', 'been', 'started', 'start', 'starting', 'keep', 'kept', 'still', 'i still', 'i often', 'i sometimes', 'am',
          'i am', 'was', 'i was', 'i have', 'have', 'used to', 'urge to', 'urges to', 'want to', 'wanna', 'going to', 'need to', 'thoughts of',
          'thinking about', 'thinking of',
          `relapsed ${anyOf('on', 'into', 'with')}`,
          `relapse ${anyOf('on', 'into', 'with')}`,
          `relapsing ${anyOf('on', 'into', 'with')}`,
          'back to', 'resist', 'resisting', 'do', 'did', 'my', 'urge for',
          `cravings? ${anyOf('to', 'for')}`,
          'addicted to',
        ),
        String.raw` ${FILLER}self ${anyOf(AFTER_SELF)}\b`,
      ),
      seq(
        String.raw`\bself ${anyOf('harm', 'harmed', 'harming', 'injury', 'injured')}`,
        followedBy(
          seq(
            ' ',
            anyOf(
              'urges?', 'again', 'last night', 'yesterday', 'today', 'tonight',
              `this ${anyOf('week', 'morning')}`,
              'every', 'to cope', 'when', 'because', 'relapse', 'scars', 'cuts', 'wounds', 'is getting', 'has gotten', 'is out of control',
            ),
            String.raw`\b`,
          ),
        ),
      ),
      String.raw`^${anyOf(`self ${anyOf('harm', 'harmed', 'harming', 'injured')}`, 'nssi')}\b`,
    ),
    unless: rxTest(
      String.raw`\b${anyOf('old', 'faded', 'healed')} self harm scars\b`,
      String.raw`\bself harm scars ${anyOf('have', 'are', 'had')} ${anyOf('faded', 'healed')}\b`,
      String.raw`\b${anyOf('tattoo', 'tattooed', 'covered', 'covering', 'cover up')} (?:[a-z]+ ){0,2}self harm scars\b`,
      String.raw`\bself ${anyOf('harm', 'harming', 'injury')} free\b`,
      String.raw`\bfree ${anyOf('from', 'of')} self ${anyOf('harm', 'harming', 'injury')}\b`,
    ),
    examples: { match: ["I've been self harming.", 'I relapsed on self harm.'],
      noMatch: ['No thoughts of self-harm.', 'My best friend relapsed on self harm.', 'I used to self-harm in high school.'] },
  },
  {
    id: 'harm.sh', tier: 'ideation', subject: 'check', triggers: ['sh', 'shing', 'shed'],
    pattern: rx(
      String.raw`\b${anyOf('relapsed', 'relapse', 'relapsing')} ${optional('on ', 'into ', 'with ')}sh\b`,
      seq(
        String.raw`\bsh `,
        anyOf('urges?', 'again', 'scars', 'relapse', 'last night', 'tonight', 'today', 'yesterday', 'wounds?', 'cuts?', 'is getting', 'every'),
        String.raw`\b`,
      ),
      String.raw`\b${anyOf('urges? to', 'want to', 'wanna', 'going to', 'did', 'been', 'started', 'keep', 'i', 'need to')} sh${optional('ing')}\b`,
    ),
    examples: { match: ['sh urges are so bad today', 'lowkey wanna sh rn'], noMatch: ['no sh urges today', 'my cousin relapsed on sh'] },
  },
  {
    id: 'harm.cutting', tier: 'ideation', subject: 'check',
    triggers: [...words('cut cutting cuts cutted wounds burns scratches scars'), ...SLASHING],
    pattern: rx(
      seq(
        String.raw`\bcut${optional('ting', 's', 'ted')} ${anyOf('myself', `my ${optional('own ')}${BODY_PART}`)}\b`,
        notFollowedBy(
          seq(
            ' ',
            anyOf(
              'shaving', 'while',
              `on ${anyOf('a', 'the', 'some', 'broken')}`,
              'by accident', 'accidentally', 'cooking', 'chopping', 'slicing', 'opening',
              `with a ${optional('kitchen ')}knife while`,
              'playing', 'at work', 'in the kitchen', 'on glass', 'on paper', 'badly on',
            ),
          ),
        ),
      ),
      seq(
        String.raw`\b`,
        anyOf(
          'been', 'started', 'start', 'starting', 'keep', 'kept', 'stop', 'urge to', 'urges to', 'want to', 'wanna', 'going to', 'gonna',
          'thinking about', 'thinking of', 'thought about', 'thought of', 'think about', 'think of',
          `relapsed ${anyOf('on', 'into')}`,
          'back to', 'resist', 'resisting', 'am', 'still', 'addicted to', 'miss', 'missing', 'crave', 'craving', 'need to', 'i', 'and', 'then',
          'went and', 'just',
        ),
        ` cut${optional('ting')}`,
        atEndOr(
          'again', 'myself', 'lately', 'recently', 'tonight', 'today', 'yesterday', 'last night', 'this morning', 'earlier', 'deeper', 'deep',
          'too deep', 'every', 'more', 'when', 'because', 'since', 'and', 'but', 'so',
          `to ${anyOf('cope', 'feel', 'make', 'punish', 'release', 'relieve', 'deal', 'numb', 'calm', 'get')}`,
          'helps', 'is the only', 'was the only', 'makes me',
          `for ${anyOf('a while', 'months', 'years', 'weeks', 'days')}`,
          'after', 'until', 'on purpose',
        ),
      ),
      String.raw`\bcut again\b`,
      seq(
        String.raw`\b${anyOf(SLASHING)} `,
        String.raw`${optional('up ')}${anyOf('myself', `my ${optional('own ')}${BODY_PART}`)}\b`,
      ),
      seq(
        String.raw`\b${anyOf('fresh', 'new', 'deep', 'bleeding', 'open')} ${anyOf('cuts', 'wounds', 'scars', 'burns')} `,
        String.raw`${anyOf('on', 'in', 'across', 'all over')} my ${BODY_PART}\b`,
      ),
      seq(
        String.raw`\bmy ${BODY_PART} ${anyOf('are', 'is')} ${anyOf('covered in', 'full of')} ${optional('fresh ', 'new ', 'deep ')}`,
        String.raw`${anyOf('cuts', 'wounds', 'burns', 'scratches')}\b`,
      ),
      seq(
        String.raw`\bmy ${BODY_PART} ${anyOf('are', 'is')} ${anyOf('covered in', 'full of')} scars\b`,
        followedBy(String.raw`(?: [a-z]+){0,10} ${anyOf('new', 'fresh', 'more', 'added', 'again', 'yesterday', 'last night', 'today', 'tonight')}\b`),
      ),
      seq(
        String.raw`\b${anyOf('added', 'made', 'gave myself', 'got')} ${optional('some ', 'a few ', 'two ', 'three ')}${anyOf('new', 'fresh', 'more')}`,
        String.raw` ${anyOf('ones', 'cuts', 'scars', 'marks', 'wounds', 'burns')}\b`,
      ),
    ),
    unless: rxTest(
      anyWord('accidentally', 'nearly', 'almost', 'paper cut'),
      seq(
        String.raw`\bcut${optional('ting')} ${anyOf('myself', 'my [a-z]+')} `,
        anyOf(
          'shaving', 'while',
          `on ${anyOf('a', 'an', 'the', 'some', 'broken', 'my')}`,
          'by accident', 'accidentally', 'cooking', 'chopping', 'slicing', 'opening', 'doing the dishes', 'in the kitchen', 'at work',
        ),
        String.raw`\b`,
      ),
      seq(
        String.raw`\bcut${optional('ting')} `,
        anyOf(
          'back', 'down', 'out', 'off', 'corners', 'class', 'school', 'carbs', 'ties', 'the', 'a', 'some', 'my hair', 'hair', 'bangs', 'onions?',
          'vegetables', 'costs', 'weight',
        ),
        String.raw`\b`,
      ),
    ),
    examples: { match: ["I've been cutting again.", 'I cut myself last night.'],
      noMatch: ['I cut myself on a broken glass doing the dishes.', "My daughter told me she's been cutting.", "I'm cutting back on sugar."] },
  },
  {
    id: 'harm.hurt-self', tier: 'ideation', subject: 'inherent', triggers: ['myself'],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf('hurt', 'hurting', 'hurts', 'harm', 'harming', 'harmed', 'injure', 'injuring', 'injured', 'mutilate', 'mutilating', 'mutilated'),
        String.raw` myself\b`,
        notFollowedBy(
          seq(
            ' ',
            anyOf(
              'at', 'while', 'playing', 'skiing', 'snowboarding', 'running', 'lifting', 'at the gym', 'working out', 'falling', 'in a fall',
              'tripping',
              `on ${anyOf('a', 'the')}`,
              'during', 'doing', 'by accident', 'accidentally',
              `pretty bad ${anyOf('at', 'playing', 'when')}`,
              `badly ${anyOf('at', 'playing', 'when', 'while')}`,
              'skating', 'climbing', 'hiking', 'cycling', 'biking', 'moving', 'carrying', 'in the garden', 'gardening',
            ),
          ),
        ),
      ),
    ),
    unless: rxTest(
      seq(
        String.raw`\b${anyOf('accidentally', 'nearly', 'almost', 'could have', 'might have', 'probably')}\b(?: [a-z]+){0,2} `,
        `${anyOf('hurt', 'injured', 'harmed')} myself`,
      ),
      seq(
        String.raw`\b${anyOf('hurt', 'injured')} myself ${optional('pretty bad', 'badly')} ?`,
        String.raw`${anyOf('at', 'while', 'playing', 'skiing', 'running', 'lifting', 'working out')}\b`,
      ),
    ),
    examples: { match: ['I want to hurt myself.', "I've been hurting myself to cope."],
      noMatch: ['I would never hurt myself.', 'I hurt myself playing football.'] },
  },
  {
    id: 'harm.cutting-direction', tier: 'ideation', subject: 'check',
    triggers: ['cut', 'cutting', 'cuts', 'slit', 'slitting', 'slice', 'slicing'],
    requires: ['vertical', 'vertically', 'horizontal', 'horizontally', 'lengthwise', 'down', 'across'],
    // Asking which way cuts do most harm: "does cutting vertical or horizontal do more damage".
    pattern: rx(
      seq(
        String.raw`\b${anyOf('cut', 'cutting', 'cuts', 'slit', 'slitting', 'slice', 'slicing')}${gap(3)} `,
        String.raw`${anyOf('vertical', 'vertically', 'horizontal', 'horizontally', 'lengthwise', 'down not across', 'down the vein', 'along the vein')}\b`,
        followedBy(`.*\\b${anyOf(HARM_DONE)}\\b`),
      ),
    ),
    examples: { match: ['does cutting vertical or horizontal do more damage asking bc i want to know'],
      noMatch: ['should i cut the fabric vertical or horizontal for the sleeves', 'cut the board vertically so the grain does not split'] },
  },
];
