/** The means taken or held: an overdose, pills saved up or swallowed, a gun, using it on oneself (intent). */
import { anyOf, anyWord, atEndOr, gap, notFollowedBy, optional, rx, rxTest, seq, words, type Rule } from './rule';
import { FILLER, PILLS, PILL_WORDS } from './vocabulary';

/** Putting pills by: words both the stockpile rule's triggers and its pattern hold. */
const HOARDING = words('stockpile stockpiled stockpiling hoard hoarded hoarding stash stashed stashing collect collected collecting');
/** Taking pills: the ingestion rule's triggers, and the verbs its pattern starts with. */
const SWALLOWING = words(
  'take took taking takes swallow swallowed swallowing down downed downing chug chugged pop popped popping eat ate eating chewed emptied injected',
);

/** What pills come in, before "of" and the medicine. */
const CONTAINER = anyOf('box', 'bottle', 'pack', 'packet', 'strip', 'sheet', 'tub', 'blister pack', 'jar');
/** The medicines a swallowing rule may name on their own: the named ones, not "pills" or "meds". */
const GENERIC_MEDICINE = new Set(
  words('pill pills meds medication medications medicine tablet tablets prescription prescriptions killers painkiller painkillers'),
);
const NAMED_MEDICINE = anyOf(PILL_WORDS.filter((word) => !GENERIC_MEDICINE.has(word)));
/** Taking a medicine as meant: "this morning", "with breakfast", "as prescribed". */
const ON_SCHEDULE = [
  'this morning', 'today', 'on time', 'as prescribed', `with ${anyOf('breakfast', 'lunch', 'food', 'water', 'a meal')}`, 'for the day',
  'for today', 'like i am supposed to', 'like i was supposed to', 'like my doctor said', `every ${anyOf('day', 'morning', 'night', 'evening')}`,
  `each ${anyOf('day', 'morning', 'night')}`, 'daily', `at ${anyOf('bedtime', 'once a day', String.raw`\d`)}`, `before ${anyOf('bed', 'bedtime', 'breakfast')}`,
  'at the same time', 'over the week', 'over the course', 'for the course',
];

export const MEANS_PILLS_AND_GUNS_RULES: readonly Rule[] = [
  {
    id: 'means.overdose', tier: 'intent', subject: 'check', triggers: ['overdose', 'overdosed', 'overdosing', 'overdoses', 'od', 'oding', 'oded'],
    pattern: rx(
      seq(
        String.raw`\boverdos${anyOf('e', 'ed', 'es', 'ing')}\b`,
        notFollowedBy(
          seq(
            ' ',
            anyOf(
              'risk', 'risks', 'rates?', 'crisis', 'deaths?', 'prevention', 'awareness', 'kit', 'kits', 'reversal', 'symptoms', 'antidote',
              `of ${notFollowedBy(`${anyOf('my', 'the', 'all', 'those', 'these', 'her', 'his')} `)}`,
              seq(
                'on ',
                notFollowedBy(
                  seq(
                    anyOf(
                      'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'the weekend', 'my birthday', 'purpose',
                      `the ${anyOf('bathroom', 'floor', 'bed')}`,
                    ),
                    String.raw`\b`,
                  ),
                ),
                notFollowedBy(
                  seq(
                    optional(
                      'my ', 'the ',
                      `all ${optional('my ', 'the ')}`,
                      'some ',
                      `a ${anyOf('bunch', 'lot', 'handful')} of `,
                      'those ', 'these ', 'her ', 'his ',
                    ),
                    String.raw`${anyOf(PILLS, 'drugs', 'heroin', String.raw`fent\w*`, 'alcohol', 'vodka', 'pills')}\b`,
                  ),
                ),
              ),
            ),
          ),
        ),
      ),
      seq(
        String.raw`\b`,
        anyOf(
          'to', 'going to', 'want to', 'about to', 'might', 'could', 'will', 'i', 'thinking of', 'thinking about', 'plan to', 'tempted to', 'gonna',
        ),
        ` od${optional('ing')}`,
        atEndOr('on', 'tonight', 'today', 'again', 'and', 'but', 'so', 'because', 'i', 'with'),
      ),
    ),
    // Someone whose work is overdoses (a paramedic attending them) is not describing their own.
    // Nor is someone ready for another's ("naloxone in case of an overdose") or studying its treatment.
    unless: rxTest(
      anyWord(
        seq(
          anyOf('attend', 'attended', 'attending', 'treat', 'treated', 'treating', 'respond to', 'responded to', 'responding to'),
          ' (?:[a-z]+ ){0,2}overdoses',
        ),
        `in case ${optional('of ')}${optional('an? ', 'someone ', 'somebody ')}${anyOf('overdose', 'ods?')}`,
        `overdose ${anyOf('management', 'treatment', 'protocol', 'antidote')}`,
        `${anyOf('two', 'three', 'four', 'five', 'six', 'several', 'many', 'multiple', String.raw`\d+`)} overdoses`,
        `overdoses? ${anyOf('came in', 'admitted', 'in the er')}`,
      ),
    ),
    examples: { match: ["I'm going to overdose.", 'I want to overdose on my pills.'],
      noMatch: ["My neighbor's kid overdosed.", "I survived an overdose at 17 and now I'm a nurse."] },
  },
  {
    id: 'means.pills-stockpile', tier: 'intent', subject: 'check',
    triggers: [...words('saved save saving'), ...HOARDING, ...words('hid hide hiding gathered gathering squirreled squirrelling hidden')],
    pattern: rx(
      seq(
        String.raw`\b${anyOf(words('save saves saved saving'), HOARDING, words('gather gathered gathering squirreled squirrelling hid hide hiding'))}`,
        ` ${optional('up ')}${FILLER}${optional('all ', 'some ', 'a bunch of ', 'a lot of ', 'lots of ', 'enough ', 'every ', 'extra ', 'up ')}`,
        `${optional('of ')}${anyOf(`${notFollowedBy(String.raw`${anyOf('for', 'money', 'cash', 'to', 'from', 'on', 'at')}\b`)}[a-z0-9]+ `)}{0,3}?`,
        String.raw`${PILLS}\b`,
        notFollowedBy(
          seq(
            ' ',
            anyOf(
              `in ${anyOf('a', 'the', 'my')} ${optional('weekly ', 'pill ')}${anyOf('organi[sz]er', 'box', 'case', 'cabinet', 'bag', 'purse')}`,
              `from the ${anyOf('pharmacy', 'chemist', 'doctor')}`,
              `at the ${anyOf('pharmacy', 'chemist')}`,
              `for ${anyOf('travel', 'my trip', 'the trip', 'emergencies')}`,
              `so i do not ${anyOf('forget', 'miss')}`,
              'cool', 'dry',
              `for ${anyOf('winter', 'the winter', 'flu season', 'cold season', 'travel', 'the trip', 'emergencies', 'my trip')}`,
              `away from ${optional('the ')}${anyOf('kids', 'dog', 'cat', 'children')}`,
            ),
          ),
        ),
      ),
      String.raw`\b${PILLS} ${anyOf('saved up', 'stockpiled', 'stashed', 'hoarded', `hidden ${anyOf('away', 'under', 'in')}`)}\b`,
    ),
    unless: rxTest(
      String.raw`\b${anyOf('cold', 'cough', 'flu', 'allergy', 'hay fever', 'vitamin', 'vitamins')} ${anyOf('medicine', 'meds', 'tablets', 'pills')}\b`,
      String.raw`\bfor ${anyOf('winter', 'flu season', 'cold season')}\b`,
    ),
    examples: { match: ['I have the pills saved up.', "I've been hoarding my meds for weeks."],
      noMatch: ['They said they had pills saved up.', "I keep my pills in a weekly organiser so I don't forget."] },
  },
  {
    id: 'means.pills-from-several-places', tier: 'intent', subject: 'check',
    triggers: words('chemists pharmacies shops stores doctors gps supermarkets'),
    // Getting round the limit on one pack or one prescription: "filled the prescription twice at different chemists".
    pattern: rx(
      seq(
        String.raw`\b${anyOf('filled', 'got', 'picked up', 'collected', 'bought', 'buying', 'getting')}${gap(3)} `,
        anyOf('the prescription', 'my prescription', 'prescriptions', PILLS),
        String.raw`${gap(3)} ${anyOf('at', 'from', 'in')} ${anyOf('different', 'several', 'multiple', 'two', 'three', 'four', 'a few')} `,
        String.raw`${anyOf('chemists', 'pharmacies', 'shops', 'stores', 'doctors', 'gps', 'supermarkets')}\b`,
      ),
    ),
    unless: rxTest(String.raw`\b${anyOf('out of stock', 'shortage', 'ran out', 'run out', 'did not have', 'had none', 'sold out')}\b`),
    examples: { match: ['filled the prescription twice at different chemists. have it all here now', 'been buying paracetamol at different shops all week'],
      noMatch: ['got my meds from two different pharmacies because the first had run out', 'she filled the prescription at different chemists'] },
  },
  {
    id: 'means.pills-enough', tier: 'intent', subject: 'check', triggers: ['enough'],
    pattern: rx(
      seq(
        String.raw`\benough ${PILLS}${gap(2)} ${anyOf('to', 'that i could', 'that i can', 'that would')} `,
        anyOf('die', 'kill', 'end', 'overdose', 'od', 'not wake up', 'do it', 'finish', 'never wake up', 'make it stop', 'sleep forever'),
        String.raw`\b`,
      ),
    ),
    examples: { match: ['I have enough pills to end it.', "I've got enough insulin to do it."],
      noMatch: ['I have enough pills to last the trip.', 'Do we have enough paracetamol for the weekend?'] },
  },
  {
    id: 'means.pills-ingestion', tier: 'intent', subject: 'check',
    triggers: SWALLOWING,
    pattern: rx(
      seq(
        String.raw`\b${anyOf(SWALLOWING)}`,
        ` ${FILLER}${optional('like ')}`,
        anyOf(
          'all', 'every', 'each', 'the whole', 'a whole', 'an entire', 'entire', 'a full', 'the full', 'the rest of',
          `half ${anyOf('a', 'the')}`,
          'a bottle of', 'a bottle', 'bottles of', 'a pack of', 'a packet of', 'a box of', 'a strip of', 'a sheet of', 'a handful of', 'handfuls of',
          'a handful', 'a bunch of', 'a fistful of', 'loads of', 'lots of', 'a lot of', 'way too many', 'too many', 'so many', 'a ton of', 'enough',
          'as many', 'most of', 'nearly all', 'almost all', 'the lot of', 'my whole', 'a month of', 'a months worth of', 'a weeks worth of',
          `most of ${anyOf('a', 'the', 'my')} ${anyOf('box', 'bottle', 'pack', 'packet', 'strip', 'tub')} of`,
          String.raw`\d+ ${anyOf('boxes', 'bottles', 'packs', 'packets', 'strips', 'tubs', 'blister packs')} of`,
          `${anyOf('two', 'three', 'four', 'five')} ${anyOf('boxes', 'bottles', 'packs', 'packets', 'strips')} of`,
          String.raw`\d{2,}`,
          'twenty', 'thirty', 'forty', 'fifty', 'a hundred', 'hundreds of', 'dozens of', 'all of', 'every single', 'every last', 'the entire',
          'multiple bottles of',
        ),
        `${optional(' of')}${optional(' my', ' the', ' those', ' these', ' his', ' her', ' mom', ' mum', ' dad', ' our')}${gap(2)} `,
        String.raw`${anyOf(PILLS, 'bottles?', 'packs?', 'packets?', 'boxes', 'blister packs?')}\b`,
        notFollowedBy(
          seq(
            ' ',
            anyOf(
              'this morning', 'today', 'on time', 'as prescribed',
              `with ${anyOf('breakfast', 'lunch', 'dinner', 'food', 'water', 'a meal')}`,
              'for the day', 'for today', 'like i am supposed to', 'like i was supposed to', 'like my doctor said',
              `every ${anyOf('day', 'morning', 'night', 'evening')}`,
              `each ${anyOf('day', 'morning', 'night')}`,
              'daily',
              `at ${anyOf('night', 'bedtime', 'once a day', String.raw`\d`)}`,
              `before ${anyOf('bed', 'bedtime', 'sleep', 'breakfast')}`,
              `in the ${anyOf('morning', 'evening')}`,
              'at the same time',
            ),
          ),
        ),
      ),
      seq(
        String.raw`\b${anyOf('take', 'took', 'taking', 'swallow', 'swallowed', 'down', 'downed')} ${anyOf('all', 'every one', 'each')} of `,
        String.raw`${anyOf('them', 'it')}\b`,
      ),

      seq(
        String.raw`\b${anyOf('swallow', 'swallowing', 'take', 'taking', 'down', 'eat', 'drink')} `,
        `${anyOf('everything', 'all of it', 'whatever', 'every pill', 'all the pills', 'all the meds')} ${anyOf('in', 'from')} `,
        `${optional('the ', 'my ', 'our ')}${optional('medicine ')}${anyOf('cabinet', 'cupboard', 'drawer', 'bathroom', 'box', 'first aid kit')}`,
        String.raw`\b`,
      ),
    ),
    unless: rxTest(
      seq(
        String.raw`\b${anyOf('took', 'take', 'taking')} ${anyOf('all', 'every')} ${optional('of ')}my `,
        `${anyOf('meds', 'medication', 'pills', 'vitamins')} ${anyOf('this morning', 'today', 'on time', 'as prescribed', 'like i am supposed to')}`,
      ),
      anyWord(
        'expiry', 'expiration', 'expired', 'out of date', 'use by',
        `clear${optional('ed', 'ing')} out`,
        `declutter${optional('ed', 'ing')}`,
        `sort${optional('ed', 'ing')} ${anyOf('out', 'through')}`,
        `check${optional('ed', 'ing')} the dates`,
      ),
    ),
    examples: { match: ['I took a whole bottle of Tylenol.', "I'm going to take all my pills at once."],
      noMatch: ["I took all my pills this morning like I'm supposed to.", "My friend took a bunch of pills at the party, she's okay now."] },
  },
  {
    id: 'means.pills-swallowed-count', tier: 'intent', subject: 'check', firm: true,
    triggers: ['down', 'gone', 'swallowed', 'patches', 'patch'],
    pattern: rx(
      // A count and the medicine, then down or gone: "60 amitriptyline down with a pint of milk".
      seq(
        String.raw`\b${anyOf(String.raw`\d{2,}`, 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'a hundred', 'the whole box of', 'the lot of')} `,
        String.raw`${optional('my ', 'the ', 'of my ', 'of the ')}${PILLS} ${anyOf('down', 'gone', 'swallowed', 'in me', 'inside me')}\b`,
      ),
      // Patches are worn, not eaten: "ate my nan's morphine patches".
      seq(
        String.raw`\b${anyOf('ate', 'eaten', 'eating', 'chewed', 'chewing', 'swallowed', 'sucked', 'sucking')}${gap(3)} `,
        String.raw`${anyOf('fentanyl', 'morphine', 'opioid', 'buprenorphine')} patch${optional('es')}\b`,
      ),
    ),
    examples: { match: ['60 amitriptyline down with a pint of milk', "ate my nan's morphine patches, like chewed them"],
      noMatch: ['my nan wears morphine patches for her back', 'two paracetamol down and the headache is easing'] },
  },
  {
    id: 'means.pills-ingestion-context', tier: 'intent', subject: 'check', triggers: ['them', 'it'],
    requires: ['all', 'every', 'each', 'whole', 'lot'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('take', 'took', 'taking', 'swallow', 'swallowed', 'swallowing', 'down', 'downed')} `,
        String.raw`${anyOf('all', 'every one', 'each one', 'the whole lot', 'the lot')} of ${anyOf('them', 'it')}\b`,
      ),
      String.raw`\b${anyOf('take', 'took', 'taking', 'swallow', 'swallowed', 'swallowing', 'down', 'downed')} ${anyOf('them', 'it')} all\b`,
    ),
    examples: { match: ["The tablets are in my bag. I'm going to take them all.", "Just took all of them. I'm sorry."],
      noMatch: ['I never take them all at once.', 'The kids took all of the biscuits.'] },
  },
  {
    id: 'means.pills-to-die', tier: 'intent', subject: 'check',
    triggers: [...PILL_WORDS, 'bottle', 'rope', 'gun', 'knife', 'razor', 'blades', 'noose', 'bleach', 'charcoal', 'hose'],
    requires: ['so', 'order', 'to', 'for'],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf(PILLS, 'bottle of [a-z]+', 'rope', 'gun', 'knife', 'razor', 'razor blades', 'blades', 'noose', 'bleach', 'charcoal', 'hose'),
        `${gap(4)} ${anyOf(`so ${optional('that ')}i ${anyOf('can', 'could', 'will', 'would')}`, 'in order to', 'to', 'for when i')} ${FILLER}`,
        String.raw`${anyOf('die', 'end it', 'end my life', 'overdose', 'kill myself', 'not wake up', 'hang myself', 'shoot myself', 'do it')}\b`,
      ),
    ),
    examples: { match: ["I've saved up enough of my meds to do it.", 'How many sleeping pills does it take to die?'],
      noMatch: ['I need the pills to sleep.', 'I bought a rope for the boat.'] },
  },
  {
    id: 'means.gun', tier: 'intent', subject: 'check',
    triggers: ['shoot', 'shooting', 'shot', 'shoots', 'gun', 'pistol', 'revolver', 'rifle', 'shotgun', 'barrel', 'bullet', 'brains', 'trigger'],
    pattern: rx(
      String.raw`\b${anyOf('shoot', 'shooting', 'shot', 'shoots')} myself\b${notFollowedBy(` in the ${anyOf('foot', 'leg')}`)}`,
      seq(
        String.raw`\b${anyOf('gun', 'pistol', 'revolver', 'rifle', 'shotgun', 'barrel')} ${anyOf('to', 'against', 'in', 'into', 'under')} my `,
        String.raw`${anyOf('head', 'temple', 'mouth', 'chin', 'chest', 'heart')}\b`,
      ),
      seq(
        String.raw`\b${anyOf('put', 'putting', 'stick', 'sticking', 'place', 'placed', 'hold', 'holding', 'held')} `,
        `${anyOf('a', 'the', 'my', 'his', 'dad')} ${anyOf('gun', 'barrel', 'pistol', 'revolver')} ${anyOf('to', 'in', 'against', 'under')}`,
        String.raw`\b`,
      ),
      String.raw`\bbullet ${anyOf('in', 'through', 'into')} my ${anyOf('head', 'brain', 'skull', 'heart', 'chest')}\b`,

      String.raw`\bblow${optional('ing')} my ${anyOf('brains', 'head')} out\b`,
      String.raw`\b${anyOf('eat', 'eating')} ${anyOf('a', 'my')} ${anyOf('bullet', 'gun')}\b`,
      String.raw`\bpull the trigger on myself\b`,
    ),
    examples: { match: ['I put the gun to my head.', "I'm going to shoot myself."],
      noMatch: ['I shot myself in the foot with that email.', "I'd never shoot myself."] },
  },
  {
    id: 'means.intend-to-use', tier: 'intent', subject: 'check', triggers: ['use'],
    requires: ['gun', 'pills', 'rope', 'knife', 'blade', 'razor', 'noose', 'bleach', 'meds', 'blades'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('going to', 'will', 'about to', 'want to', 'plan to', 'plan on', 'ready to', 'finally')} use `,
        String.raw`${anyOf('it', 'them', 'the [a-z]+', 'my [a-z]+')}\b`,
        notFollowedBy(
          seq(
            ` ${anyOf('for', 'to', 'at', 'in')} ${optional('the ', 'a ', 'my ')}`,
            anyOf('range', 'hunting', 'work', 'cooking', 'kitchen', 'recipe', 'cleaning', 'laundry'),
          ),
        ),
      ),
    ),
    examples: { match: ["I have a gun and I'm going to use it tonight.", "There's a knife in my hand and I'm going to use it."],
      noMatch: ["I bought a new knife and I'm going to use it for cooking.", 'I have a gun and I will use it at the range.'] },
  },
  {
    id: 'means.use-on-self', tier: 'intent', subject: 'check', triggers: ['use', 'using', 'used'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('use', 'using', 'used')} `,
        String.raw`${anyOf('it', 'them', 'that', 'this', 'one', 'some', 'those', 'these', 'the [a-z]+', 'my [a-z]+', 'a [a-z]+')} on `,
        String.raw`${anyOf('myself', `my ${anyOf('arm', 'arms', 'wrist', 'wrists', 'thigh', 'thighs', 'skin', 'legs?', 'stomach')}`)}\b`,
      ),
    ),
    examples: { match: ['I have a gun and I want to use it on myself.', 'Every time I see the kitchen knives I think about using them on myself.'],
      noMatch: ["I'd never use it on myself.", 'I used the new face cream on myself and my sister.', 'I used the new lotion on my arms'] },
  },
  {
    id: 'means.named-medicine-swallowed', tier: 'intent', subject: 'check', firm: true, triggers: SWALLOWING,
    // A medicine by its name, all of it or a pack of it, taken: "ate a whole pack of paracetamol", "took all my
    // tramadol after dinner". Said of a named medicine these have no everyday reading the learned layer could
    // prefer; the generic "took all my meds" (this morning, as prescribed) stays with means.pills-ingestion.
    pattern: rx(
      seq(
        String.raw`\b${anyOf(SWALLOWING)} ${FILLER}`,
        anyOf(
          'all', 'all of', 'the whole', 'a whole', 'an entire', 'the entire', 'the rest of', 'most of', 'every last', 'every single',
          seq(
            `${optional('half ', 'most of ', 'all of ')}${anyOf('a', 'the', 'my', 'her', 'his', 'mum s', 'mom s', 'dad s')} `,
            `${optional('whole ', 'entire ')}${CONTAINER} of`,
          ),
          String.raw`${anyOf(String.raw`\d+`, 'two', 'three', 'four', 'five')} ${CONTAINER}s? of`,
          `${anyOf('a', 'two', 'three', 'some')} ${anyOf('handful', 'handfuls', 'fistful')} of`,
          'way too many', 'way too much', String.raw`\d{2,}`, 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'a hundred', 'hundreds of', 'dozens of',
        ),
        `${optional(' my', ' the', ' those', ' these', ' his', ' her', ' our')}${optional(' mum s', ' mom s', ' dad s', ' nan s', ' gran s')} `,
        String.raw`${NAMED_MEDICINE}\b`,
        notFollowedBy(` ${anyOf(ON_SCHEDULE)}`),
      ),
    ),
    unless: rxTest(
      anyWord(
        'expiry', 'expiration', 'expired', 'out of date', 'use by', 'disposal', 'to the pharmacy', 'to the chemist', 'back to the', 'with me',
        `clear${optional('ed', 'ing')} out`, 'on holiday', 'on the trip', 'in my bag',
        `${anyOf('dog', 'puppy', 'cat', 'kitten', 'toddler', 'baby')} ${anyOf('ate', 'swallowed', 'chewed', 'got into')}`,
      ),
    ),
    examples: { match: ['ate a whole pack of paracetamol earlier. feel ok still', 'took all my tramadol after dinner, lying down now',
      'swallowed 40 sertraline'],
      noMatch: ['ate a whole pack of biscuits bc i was stressed', 'the dog ate a strip of my ibuprofen out of my handbag',
        'took all my old tramadol to the pharmacy disposal bin',
        'I took all my sertraline this morning like I am supposed to'] },
  },
  {
    id: 'means.overdose-question', tier: 'ideation', subject: 'check', triggers: ['od', 'overdose', 'overdosing', 'oding'],
    requires: ['does', 'do', 'would', 'will', 'is', 'how', 'can'],
    // Asking what an overdose is like: "does paracetamol od hurt or do u just sleep".
    pattern: rx(
      seq(
        String.raw`\b${anyOf('does', 'do', 'would', 'will', 'is', 'can', 'how long does', 'how long would', 'how painful is', 'how painful would')} `,
        `${optional('an ', 'a ', 'the ')}${optional(`${PILLS} `)}${anyOf('od', 'overdose', 'overdosing', 'oding')} `,
        anyOf('hurt', 'be painful', 'painful', 'take', 'kill', 'work', 'be peaceful', 'feel like', 'feel'),
        String.raw`\b`,
      ),
    ),
    unless: rxTest(String.raw`\b${anyOf('nurse', 'nursing', 'exam', 'essay', 'lecture', 'module', 'pharmacology', 'my patient', 'a patient')}\b`),
    examples: { match: ['does paracetamol od hurt or do u just sleep', 'how long does an overdose take'],
      noMatch: ['how long does an overdose take to treat in the nursing exam', 'does the od team start at 9'] },
  },
  {
    id: 'means.pills-and-drink-at-hand', tier: 'intent', subject: 'check', triggers: ['have', 'got', 'holding'],
    requires: ['and', 'with', 'plus'],
    // A count of a medicine and drink beside it: "i have 60 oxy and a bottle of wine".
    pattern: rx(
      seq(
        String.raw`\b${anyOf('i have', 'i have got', 'i got', 'got', 'i am holding')} ${optional('like ', 'about ', 'around ', 'over ')}`,
        String.raw`${anyOf(String.raw`\d{2,}`, 'thirty', 'forty', 'fifty', 'sixty', 'a hundred', 'hundreds of')} ${optional('of ')}${optional('my ', 'the ')}`,
        `${PILLS} ${anyOf('and', 'with', 'plus')} ${optional('a ', 'the ', 'my ')}${optional('whole ', 'full ')}${optional('bottle of ', 'bottle ')}`,
        String.raw`${anyOf('wine', 'vodka', 'whiskey', 'whisky', 'gin', 'rum', 'alcohol', 'booze', 'bottle', 'beer', 'cider', 'tequila')}\b`,
      ),
    ),
    examples: { match: ['i have 60 oxy and a bottle of wine. tonight'],
      noMatch: ['i have 60 patients and a bottle of wine waiting at home', 'they have 60 oxy and a bottle of vodka in the evidence room'] },
  },
  {
    id: 'means.dose-for-my-size', tier: 'ideation', subject: 'inherent', triggers: ['size', 'weight'],
    requires: ['kill', 'die', 'lethal', 'deadly', 'fatal', 'enough', 'many', 'much'],
    // A lethal amount asked "for someone my size": the asker's own body.
    pattern: rx(
      seq(
        String.raw`\b${anyOf('kill', 'to die', 'lethal', 'deadly', 'fatal', 'overdose', `${PILLS}${gap(3)} ${anyOf('too many', 'too much')}`)}${gap(4)} `,
        String.raw`${optional('for ', 'to kill ', 'in ')}${anyOf('someone', 'somebody', 'a person', 'a girl', 'a guy', 'a woman', 'a man', 'me')} `,
        String.raw`${anyOf('my', 'of my', 'at my', 'my own')} ${anyOf('size', 'weight', 'height', 'age')}\b`,
      ),
    ),
    examples: { match: ['what household stuff is poisonous enough to kill someone my size', 'how many paracetamol would be too many for someone my size'],
      noMatch: ['is one glass of wine too much for someone my size', 'how many calories is enough for someone my size'] },
  },
  {
    id: 'means.too-much-on-purpose', tier: 'intent', subject: 'check', triggers: ['purpose', 'purposely', 'deliberately'],
    // "injected way too much on purpose": an overdose told by what was meant, with no drug named.
    pattern: rx(
      seq(
        String.raw`\b${anyOf('took', 'taken', 'take', 'injected', 'swallowed', 'had', 'drank', 'used', 'shot up', 'popped', 'did')} `,
        `${optional('way ', 'far ', 'much ', 'so much ')}${anyOf('too much', 'too many', 'more than i should', 'double', 'triple', 'the lot', 'everything')}`,
        String.raw`${gap(3)} ${anyOf('on purpose', 'purposely', 'deliberately')}\b`,
      ),
    ),
    examples: { match: ['ok i injected way too much on purpose. its kicking in', 'took too many on purpose and now im scared'],
      noMatch: ['my toddler took too many sweets, on purpose obviously', 'i ate way too much on purpose, its christmas'] },
  },
];
