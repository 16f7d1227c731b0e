/** The means: pills, a rope, a gun, a height, a car, water, poison, a blade (intent). */
import { anyOf, anyWord, followedBy, gap, notFollowedBy, optional, rx, rxTest, seq, type Rule } from './rule';
import { FILLER, HEIGHT, PILLS, PILL_WORDS } from './vocabulary';

export const MEANS_RULES: readonly Rule[] = [
  {
    id: 'means.walk-into-water', tier: 'intent', subject: 'check', upgrade: 'decision', triggers: ['walk', 'walking', 'wade', 'wading', 'swim', 'swimming'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('walk', 'walking', 'wade', 'wading', 'swim', 'swimming')} ${optional('out ')}${anyOf('into', 'under')} the `,
        anyOf('sea', 'ocean', 'river', 'lake', 'waves', 'water'),
        String.raw`${optional(' and not come back', ' until', ' for good', ' tonight', ` at ${anyOf('sunrise', 'dawn', 'night', 'midnight')}`)}\b`,
      ),
    ),
    unless: rxTest(
      anyWord(
        'paddle', 'paddling', 'splash', 'swimsuit', 'wetsuit', 'surf', 'surfing', 'holiday', 'vacation', 'beach day', 'kids', 'dog', 'lifeguard',
        'training', 'warm', 'cold water swim', 'sea swim', 'dip',
      ),
    ),
    examples: { match: ['Going to walk into the river at dawn.', "I'm going to walk into the sea tonight."],
      noMatch: ["We'll walk into the sea with the kids if it's warm.", 'My character plans to walk into the sea in chapter three.'] },
  },
  {
    id: 'means.car-exhaust', tier: 'intent', subject: 'check', triggers: ['hose', 'tube', 'pipe', 'charcoal', 'grill', 'exhaust', 'engine', 'car'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('sitting', 'sat', 'sit', 'locked', 'lying', 'waiting')} in ${anyOf('my', 'the')} ${anyOf('car', 'garage')}${gap(3)}`,
        String.raw` with ${optional('a ', 'the ')}${anyOf('hose', 'tube', 'pipe', 'charcoal', 'grill', 'bbq')}\b`,
        notFollowedBy(` ${anyOf('of', `for ${anyOf('the', 'my')} ${anyOf('garden', 'plants', 'lawn')}`)}`),
      ),
      seq(
        String.raw`\b${anyOf('hose', 'tube', 'pipe')}${gap(4)} ${anyOf('to', 'into', 'onto', 'on', 'from')} the ${optional('car ')}exhaust\b`,
        notFollowedBy(` ${anyOf('vent', 'fan', 'hood', 'duct')}`),
      ),
      seq(
        String.raw`\b${anyOf('run', 'running', 'ran', 'start', 'starting', 'started')} the ${anyOf('car', 'engine')} in the `,
        String.raw`${optional('closed ', 'shut ', 'locked ')}garage\b`,
      ),
    ),
    examples: { match: ["The hose is hooked up to the exhaust and I'm in the garage.", "Tonight I'm going to run the car in the closed garage."],
      noMatch: ["I'm sitting in my car with a hose for the garden.", 'The mechanic fixed a hole in the car exhaust.'] },
  },
  {
    id: 'means.gun-ready', tier: 'intent', subject: 'check', triggers: ['gun', 'loaded', 'trigger', 'pistol', 'revolver'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('gun', 'pistol', 'revolver')} ${optional('is ')}`,
        String.raw`${anyOf('loaded', `in my ${anyOf('hand', 'hands', 'lap', 'mouth')}`, `against my ${anyOf('head', 'temple', 'chest')}`)}\b`,
      ),
      seq(
        String.raw`\b${anyOf('loaded', 'holding', 'cocked')} ${optional('the ', 'my ', 'a ')}${anyOf('gun', 'pistol', 'revolver')}\b`,
        notFollowedBy(` ${anyOf('range', 'show', 'safety', 'class', 'course', 'license')}`),
      ),
      seq(
        String.raw`\bpull the trigger\b`,
        notFollowedBy(` on ${anyOf('the', 'this', 'that', 'a', 'my')} ${anyOf('deal', 'decision', 'purchase', 'plan', 'project', 'job')}`),
      ),
    ),
    unless: rxTest(
      anyWord(
        'range', 'hunting', 'hunt', 'deer', 'game', 'movie', 'film', 'show', 'book', 'character', 'video game', 'nerf', 'water gun', 'glue gun',
        'nail gun', 'staple gun',
      ),
    ),
    examples: { match: ['The gun is loaded and in my lap.', 'I have the gun loaded next to me.'],
      noMatch: ['The gun is loaded for hunting tomorrow.', "I'm going to pull the trigger on the deal."] },
  },
  {
    id: 'means.step-off', tier: 'intent', subject: 'check', triggers: ['step', 'jump', 'fall', 'courage', 'nerve', 'guts'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('courage', 'nerve', 'guts', 'strength')} to ${FILLER}`,
        anyOf(
          `step off${notFollowedBy(` ${anyOf('the', 'a')} ${anyOf('stage', 'plane', 'bus', 'train', 'boat')}`)}`,
          `jump off ${anyOf('the', 'this', 'a')} ${anyOf('bridge', 'roof', 'ledge', 'building', 'balcony', 'cliff')}`,
          `pull the trigger${notFollowedBy(' on')}`,
          'go through with it', 'end it', 'end my life', 'kill myself', 'take the pills', 'swallow them',
        ),
        String.raw`\b`,
      ),
      seq(
        String.raw`\b${anyOf('step', 'jump', 'let go and fall', 'let myself fall', 'fall', 'lean')} ${anyOf('off', 'from', 'over')} `,
        optional('up '),
        anyOf('here', 'the edge', 'the ledge', 'this ledge', 'the roof', 'this roof', 'the railing', 'this railing', 'this bridge', 'the bridge'),
        String.raw`\b${notFollowedBy(` ${anyOf(`of ${anyOf('the', 'a')} ${anyOf('pool', 'diving', 'boat', 'dock', 'pier', 'stage')}`)}`)}`,
      ),
    ),
    unless: rxTest(
      anyWord(
        'pool', 'diving', 'bungee', 'skydiv[a-z]*', 'parachute', 'stage', 'boat', 'dock', 'pier', 'trampoline', 'plane', 'bus', 'train platform',
        'curb', 'kerb', 'ladder',
      ),
    ),
    examples: { match: ['I just need the courage to step off.', 'I wish I had the guts to kill myself.'],
      noMatch: ['In the game you have to jump off the bridge to get the key.', 'I need the courage to step off the stage after my speech.'] },
  },
  {
    id: 'means.kept-just-in-case', tier: 'intent', subject: 'check',
    triggers: ['blade', 'blades', 'razor', 'razors', 'pills', 'rope', 'gun', 'noose', 'tablets'],
    requires: ['case', 'when', 'later', 'if', 'ready'],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf(
          'keep', 'keeps', 'keeping', 'kept', 'hid', 'hide', 'hiding', 'hidden', 'stash', 'stashed', 'stashing', 'save', 'saved', 'saving', 'have',
          'got',
        ),
        ` ${optional('a ', 'the ', 'my ', 'some ', 'extra ')}`,
        `${anyOf('blade', 'blades', 'razor', 'razors', 'razor blades', 'pills', 'tablets', 'rope', 'gun', 'noose')}${gap(4)} `,
        anyOf('just in case', `in case i need ${anyOf('it', 'them')}`, 'for when i am ready', 'for when', 'for later', 'ready for when'),
        String.raw`\b`,
      ),
    ),
    unless: rxTest(
      anyWord('shaving', 'shave', 'craft', 'crafts', 'camping', 'hunting', 'first aid', 'headache', 'migraine', 'allergy', 'allergies', 'prescribed'),
    ),
    examples: { match: ['I keep a blade in my drawer just in case.', "I've been saving my pills for when I'm ready."],
      noMatch: ['I keep pills in my bag just in case of a migraine.', 'I keep a spare razor for shaving just in case.'] },
  },
  {
    id: 'means.hanging', tier: 'intent', subject: 'check',
    triggers: ['myself', 'noose', 'neck', 'throat', 'rope', 'beam', 'weight', 'ceiling', 'hold', 'hanging'],
    pattern: rx(
      String.raw`\b${anyOf('hang', 'hanging', 'hung', 'hanged', 'hangs')} myself\b`,
      seq(
        String.raw`\b`,
        anyOf(
          'tie', 'tied', 'tying', 'made', 'make', 'making', 'have', 'got', 'bought', 'ready', 'hung', 'hang', 'hanging', 'put up', 'set up', 'knot',
        ),
        String.raw` ${optional('a ', 'the ', 'my ', 'up a ', 'up the ')}noose\b`,
      ),
      seq(
        String.raw`\bnoose ${optional('is ', 'was ')}`,
        anyOf('ready', 'tied', 'hanging', 'up', 'set up', 'around my neck', `in my ${anyOf('room', 'closet', 'garage')}`),
      ),
      seq(
        String.raw`\b${anyOf('rope', 'belt', 'cord', 'cable', 'scarf', 'noose', 'tie')} ${anyOf('around', 'round', 'on')} my `,
        String.raw`${anyOf('neck', 'throat')}\b`,
      ),
      seq(
        String.raw`\b${anyOf('beam', 'ceiling', 'rafter', 'door', 'closet rod', 'branch', 'hook', 'pipe')}${gap(2)} `,
        String.raw`${anyOf('strong enough', 'sturdy enough', 'would hold', 'will hold', 'to hold', 'can hold')} ${anyOf('my weight', 'me')}\b`,
      ),
      String.raw`\bhanging from ${anyOf('a', 'the', 'my')} ${anyOf('beam', 'ceiling', 'rafters?', 'tree', 'door', 'closet')}\b`,
    ),
    examples: { match: ['I made a noose.', 'I want to hang myself.'],
      noMatch: ["As a teen I tried to hang myself; I'm 34 now and happy.", "I'm going to hang the pictures in the hallway."] },
  },
  {
    id: 'means.rope', tier: 'intent', subject: 'check', triggers: ['rope'],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf(
          'bought', 'buy', 'buying', 'got', 'get', 'getting', 'have', 'found', 'ordered', 'tied', 'tie', 'tying', 'hung', 'hang', 'hanging', 'put up',
          'set up', 'grabbed', 'took', 'hid', 'hidden', 'have got',
        ),
        String.raw` ${optional('a ', 'the ', 'some ', 'my ', 'enough ', 'strong ', 'a strong ', 'a long ', 'long ')}rope\b`,
        notFollowedBy(
          seq(
            ' ',
            anyOf(
              'swing', 'course', 'ladder', 'bridge', 'toy', 'lights?',
              seq(
                `for ${anyOf('the', 'my', 'our', 'a')} `,
                anyOf(
                  'dog', 'boat', 'tent', 'camping', 'climbing', 'garden', 'tree swing', 'swing', 'move', 'moving', 'hammock', 'project', 'plants',
                  'class', 'gym', 'cat', 'kids?',
                ),
              ),
              seq(
                'to ',
                anyOf(
                  'tie', 'secure', 'hold', 'climb',
                  `hang ${anyOf('the', 'a', 'my')} ${anyOf('hammock', 'swing', 'plants?', 'laundry', 'clothes')}`,
                  'pull', 'tow',
                ),
              ),
            ),
          ),
        ),
      ),
      String.raw`\brope ${anyOf('is', 'was')} ${optional('already ')}${anyOf('up', 'ready', 'tied', 'hanging', 'in place', 'around')}\b`,
    ),
    unless: rxTest(
      anyWord(
        'jump rope', 'skipping rope', 'rope swing', 'ropes course', 'climbing rope', 'tow rope',
        `learn${optional('ing')} the ropes`,
        'end of my rope', 'tug of war', 'tent', 'camping', 'climbing', 'boat', 'sailing', 'garden', 'crafts?', 'macrame', 'hammock', 'swing',
        'clothesline', 'gym', 'moving', 'tarp',
      ),
    ),
    examples: { match: ['I bought a rope.', 'I tied the rope to the beam.'],
      noMatch: ['I bought rope today for the tent.', 'I bought a rope for the tire swing.'] },
  },
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
        followedBy(' *$', String.raw` ${anyOf('on', 'tonight', 'today', 'again', 'and', 'but', 'so', 'because', 'i', 'with')}\b`),
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
    triggers: [
      'saved', 'save', 'saving', 'stockpile', 'stockpiled', 'stockpiling', 'hoard', 'hoarded', 'hoarding', 'stash', 'stashed', 'stashing', 'collect',
      'collected', 'collecting', 'hid', 'hide', 'hiding', 'gathered', 'gathering', 'squirreled', 'squirrelling', 'hidden',
    ],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf(
          'save', 'saves', 'saved', 'saving', 'stockpile', 'stockpiled', 'stockpiling', 'hoard', 'hoarded', 'hoarding', 'stash', 'stashed',
          'stashing', 'collect', 'collected', 'collecting', 'gather', 'gathered', 'gathering', 'squirreled', 'squirrelling', 'hid', 'hide', 'hiding',
        ),
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
    triggers: [
      'take', 'took', 'taking', 'takes', 'swallow', 'swallowed', 'swallowing', 'down', 'downed', 'downing', 'chug', 'chugged', 'pop', 'popped',
      'popping', 'eat', 'ate', 'eating',
    ],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf(
          'take', 'took', 'taking', 'takes', 'swallow', 'swallowed', 'swallowing', 'down', 'downed', 'downing', 'chug', 'chugged', 'pop', 'popped',
          'popping', 'eat', 'ate', 'eating',
        ),
        ` ${FILLER}${optional('like ')}`,
        anyOf(
          'all', 'every', 'each', 'the whole', 'a whole', 'an entire', 'entire', 'a full', 'the full', 'the rest of',
          `half ${anyOf('a', 'the')}`,
          'a bottle of', 'a bottle', 'bottles of', 'a pack of', 'a packet of', 'a box of', 'a strip of', 'a sheet of', 'a handful of', 'handfuls of',
          'a handful', 'a bunch of', 'a fistful of', 'loads of', 'lots of', 'a lot of', 'way too many', 'too many', 'so many', 'a ton of', 'enough',
          'as many',
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
        String.raw`${anyOf('it', 'them', 'that', 'this', 'one', 'some', 'those', 'these', 'the [a-z]+', 'my [a-z]+', 'a [a-z]+')} on myself\b`,
      ),
    ),
    examples: { match: ['I have a gun and I want to use it on myself.', 'Every time I see the kitchen knives I think about using them on myself.'],
      noMatch: ["I'd never use it on myself.", 'I used the new face cream on myself and my sister.'] },
  },
  {
    id: 'means.jump', tier: 'intent', subject: 'check', hyperbole: true,
    triggers: [
      'jump', 'jumping', 'jumped', 'jumps', 'throw', 'throwing', 'train', 'trains', 'bus', 'buses', 'truck', 'trucks', 'lorry', 'lorries', 'car',
      'cars', 'traffic', 'subway', 'metro', 'tram', 'tube', 'tracks', 'rails', 'railway', 'step', 'stepping', 'walk', 'walking', 'fall', 'falling',
      'lean', 'leaning', 'think', 'thinking', 'thought', 'imagine', 'imagining', 'picture', 'picturing', 'urge', 'urges', 'tempted', 'want', 'wanted',
    ],
    requires: [
      'jump', 'jumping', 'jumped', 'jumps', 'front', 'under', 'tracks', 'rails', 'railway', 'traffic', 'throw', 'throwing', 'off', 'over', 'onto',
    ],
    pattern: rx(
      seq(
        String.raw`\bjump${optional('ing', 'ed', 's')} ${anyOf('off', 'from', 'out of', 'out', 'down from', 'over')} `,
        String.raw`${anyOf('a ', 'the ', 'this ', 'that ', 'my ', 'our ', 'an ', 'his ', 'her ', 'some ', 'of ')}*${optional('[a-z]+ ')}${HEIGHT}\b`,
      ),
      seq(
        String.raw`\b`,
        anyOf(
          'jump', 'jumping', 'throw myself', 'throwing myself', 'step', 'stepping', 'walk', 'walking', 'lie', 'lying', 'lay', 'laying', 'run',
          'running', 'fall', 'falling', 'drive', 'driving',
        ),
        ` ${optional('out ')}${anyOf('in front of', 'under')} ${optional('a ', 'the ', 'an ', 'oncoming ', 'some ', 'moving ', 'the next ')}`,
        String.raw`${anyOf('trains?', 'bus', 'buses', 'trucks?', 'lorry', 'lorries', 'cars?', 'traffic', 'subway', 'metro', 'tram', 'tube')}\b`,
      ),
      seq(
        String.raw`\b${anyOf('lie', 'lying', 'lay', 'laying', 'sit', 'sitting', 'stand', 'standing')} ${optional('down ')}`,
        `${anyOf('on', 'onto', 'across')} ${optional('the ')}${optional('train ', 'railway ', 'railroad ', 'subway ')}`,
        String.raw`${anyOf('tracks', 'rails', 'railway line')}\b`,
      ),
      seq(
        String.raw`\b${anyOf('walk', 'walking', 'step', 'stepping', 'run', 'running')} ${optional('out ')}into ${optional('the ')}`,
        String.raw`${optional('oncoming ')}traffic\b`,
      ),
      String.raw`\bthrow${optional('ing')} myself ${anyOf('off', 'from', 'in front of', 'under', 'into', 'out of', 'down')}\b`,
      seq(
        String.raw`\b`,
        anyOf(
          'thinking', 'think', 'thought', 'fantasi[sz]ing', 'dreaming', 'urge', 'urges', 'tempted', 'want', 'wanted', 'going', 'about', 'plan',
          'planning', 'ready', 'keep',
        ),
        ` ${optional('about ', 'of ', 'to ')}jump${optional('ing')}`,
        followedBy(' *$', String.raw` ${anyOf('again', 'tonight', 'today', 'now', 'and', 'but', 'so', 'because', 'i', 'right now')}\b`),
      ),
      String.raw`\b${HEIGHT}s? to jump ${anyOf('from', 'off')}\b`,
      seq(
        String.raw`\b${anyOf('by', 'at', 'near', 'next to', 'on')} the ${optional('train ', 'railway ', 'railroad ')}tracks${gap(4)} waiting for `,
        String.raw`${anyOf('the', 'a')} ${optional('next ')}train\b`,
      ),
      seq(
        String.raw`\b`,
        anyOf(
          'think', 'thinking', 'thought', 'imagine', 'imagining', 'picture', 'picturing', 'urge', 'urges', 'tempted', 'want', 'wanted',
          'fantasi[sz][a-z]*',
        ),
        String.raw` ${optional('about ', 'of ', 'to ')}jump${optional('ing')}\b`,
        followedBy(
          seq(
            '(?: [a-z]+){0,10} ',
            anyOf(
              'balcony', 'bridge', 'roof', 'rooftop', 'window', 'building', 'ledge', 'cliff', 'tower', 'overpass', 'floor', 'heights?', 'platform',
              'train', 'car park', 'parking garage',
            ),
            String.raw`\b`,
          ),
        ),
      ),
      seq(
        String.raw`\b${anyOf('step', 'stepping', 'walk', 'walking', 'jump', 'jumping', 'fall', 'falling', 'lean', 'leaning')} `,
        `${anyOf('off', 'over', 'onto', 'out onto', 'in front')} ${optional('of ')}${optional('the ')}`,
        `${anyOf('platform', 'edge', 'curb', 'kerb', 'ledge', 'tracks')}${gap(5)} ${anyOf('when', 'as', 'before', 'once')} ${optional('the ')}`,
        `${anyOf('train', 'bus', 'truck', 'car', 'subway', 'tram', 'lorry')} `,
        String.raw`${anyOf('comes', 'arrives', 'passes', 'pulls in', 'goes by', 'is coming')}\b`,
      ),
    ),
    unless: rxTest(
      anyWord(
        'diving board', 'trampoline',
        `into the ${anyOf('pool', 'lake', 'water', 'sea')}`,
        'bungee', 'parachute', 'skydiv', 'cliff jumping', 'cliff diving', 'hurdles?', 'jump rope',
      ),
      String.raw`\bif i have to (?:[a-z]+ ){0,6}${anyOf('one more', 'another')}\b`,
    ),
    examples: { match: ['I want to jump off a building.', "I'm going to step in front of a bus."],
      noMatch: ['My coworker jumped off a building years ago.', 'In the video game you can jump off the cliff.'] },
  },
  {
    id: 'means.vehicle', tier: 'intent', subject: 'check', hyperbole: true,
    triggers: [
      'drive', 'driving', 'drove', 'crash', 'crashing', 'crashed', 'steer', 'steering', 'swerve', 'swerving', 'swerved', 'ram', 'ramming', 'wrap',
      'wrapping', 'garage', 'engine', 'exhaust', 'monoxide', 'locked', 'shut', 'closed', 'sealed',
    ],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf(
          'want', 'wants', 'wanted', 'wanting', 'wanna', 'going', 'will', 'would', 'thinking', 'thought', 'think', 'tempted', 'urge', 'urges', 'plan',
          'planning', 'fantasi[sz]e', 'fantasi[sz]ing', 'could', 'might', 'about', 'considering', 'keep', 'imagine', 'imagining', 'decided', 'ready',
        ),
        ` ${optional(FILLER)}${optional('about ', 'of ', 'to ')}${optional('just ')}`,
        `${anyOf('drive', 'driving', 'crash', 'crashing', 'steer', 'steering', 'swerve', 'swerving', 'ram', 'ramming', 'wrap', 'wrapping')} `,
        optional('my car ', 'the car ', 'my truck ', 'my bike ', 'myself ', 'it '),
        `${anyOf('off', 'into', 'in front of', 'toward', 'towards', 'over', 'head on into')} `,
        `${optional('a ', 'the ', 'an ', 'some ', 'oncoming ', ``)}${optional('[a-z]+ ')}`,
        anyOf(
          'tree', 'wall', 'bridge', 'cliff', 'traffic', 'truck', 'lorry', 'river', 'lake', 'ocean', 'sea', 'water', 'canal', 'quarry', 'barrier',
          'pole', 'pillar', 'embankment', 'ravine', 'ditch', 'bus', 'train', 'concrete', 'guardrail', 'median', 'lamppost', 'overpass', 'underpass',
          'ledge', 'edge', 'pier', 'dock', 'mountain', 'road', 'highway', 'freeway', 'motorway', 'building', 'oncoming traffic',
        ),
        String.raw`\b`,
      ),
      seq(
        String.raw`\b${anyOf('drive', 'drove', 'driving', 'crash', 'crashed', 'crashing')} ${optional('my car ', 'the car ', 'it ')}(?:[a-z]+ ){0,4}`,
        String.raw`${anyOf('on purpose', 'deliberately', 'intentionally')}\b`,
      ),
      String.raw`\b${anyOf('car', 'engine', 'motor')} running in ${optional('the ', 'a ', 'my ')}${optional('closed ', 'shut ')}garage\b`,
      String.raw`\bgarage with the ${anyOf('car', 'engine', 'motor')} ${anyOf('running', 'on')}\b`,
      seq(
        String.raw`\b${anyOf('car', 'engine', 'motor')}${gap(2)} ${anyOf('running', 'on', 'idling', 'going')}${gap(3)} in `,
        String.raw`${optional('the ', 'a ', 'my ')}${optional('closed ', 'shut ', 'locked ')}garage\b`,
      ),
      String.raw`\b${anyOf('locked', 'shut', 'closed', 'sealed')} myself in ${anyOf('the', 'my')} ${anyOf('garage', 'car')}\b`,
      seq(
        String.raw`\b${anyOf('sit', 'sitting', 'sat', 'going to sit')} in ${anyOf('the', 'my')} ${anyOf('car', 'garage')} with the engine running\b`,
        notFollowedBy(` ${anyOf('to', `for ${anyOf('a bit', 'a minute', 'a while', 'a few')}`)}`),
      ),
      String.raw`\b${anyOf('hose', 'tube', 'pipe')} ${anyOf('from', 'to', 'on', 'into')} the exhaust\b`,
      seq(
        String.raw`\bcarbon monoxide\b`,
        notFollowedBy(
          seq(
            ' ',
            anyOf(
              'detector', 'detectors', 'alarm', 'alarms',
              `poisoning ${anyOf('from', 'warning', 'risk')}`,
              'leak', 'leaking', 'sensor', 'sensors', 'monitor', 'check',
            ),
          ),
        ),
      ),
    ),
    unless: rxTest(String.raw`\bcarbon monoxide ${anyOf('detector', 'alarm', 'leak', 'sensor')}`),
    examples: { match: ["I'm going to drive off a cliff.", "I'm going to crash my car on purpose."],
      noMatch: ['This commute makes me want to drive off a cliff lol.', 'My friend crashed his car into a wall last year.'] },
  },
  {
    id: 'means.drowning', tier: 'intent', subject: 'check',
    triggers: [
      'drown', 'drowning', 'drowned', 'sea', 'ocean', 'lake', 'river', 'water', 'waves', 'canal', 'sink', 'under', 'bath', 'bathtub', 'tub', 'pool',
    ],
    pattern: rx(
      seq(
        String.raw`\bdrown${optional('ing', 'ed')} myself\b`,
        notFollowedBy(
          seq(
            ' in ',
            notFollowedBy(
              seq(
                optional('the ', 'a '),
                anyOf('river', 'lake', 'sea', 'ocean', 'bath', 'bathtub', 'tub', 'pool', 'water', 'canal', 'quarry', 'sound'),
              ),
            ),
          ),
        ),
      ),
      seq(
        String.raw`\b${anyOf('walk', 'walking', 'swim', 'swimming', 'wade', 'wading')} ${optional('out ')}${anyOf('into', 'in', 'out to')} `,
        `${optional('the ', 'a ')}${anyOf('sea', 'ocean', 'lake', 'river', 'water', 'waves', 'canal')}${gap(3)} ${optional('and ')}`,
        String.raw`${anyOf('not', 'never', 'and not', 'and never')} ${anyOf('come', 'coming', 'swim', 'swimming')} back\b`,
      ),
      String.raw`\blet ${optional('the ')}${anyOf('water', 'waves', 'sea', 'river', 'ocean')} ${anyOf('take', 'swallow', 'carry')} me\b`,
      String.raw`\blet myself ${anyOf('drown', 'sink', 'go under', 'slip under')}\b`,
      seq(
        String.raw`\b`,
        anyOf(
          `not ${anyOf('coming', 'come')} ${optional('back ')}up`,
          `stay${optional('ing')} under`,
          `slip${optional('ping')} under${optional(' for good')}`,
          `go${optional('ing')} under and ${anyOf('not', 'never')}`,
        ),
        String.raw`\b`,
        followedBy(String.raw`(?: [a-z]+){0,10} ${anyOf('bath', 'bathtub', 'tub', 'water', 'pool', 'sea', 'ocean', 'lake', 'river')}\b`),
      ),
      seq(
        String.raw`\b${anyOf('bath', 'bathtub', 'tub', 'water', 'pool', 'sea', 'ocean', 'lake', 'river')}${gap(10)} `,
        anyOf(
          `not ${anyOf('coming', 'come')} ${optional('back ')}up`,
          `stay${optional('ing')} under`,
          `slip${optional('ping')} under${optional(' for good')}`,
        ),
        String.raw`\b`,
      ),
    ),
    examples: { match: ["I'm going to drown myself.", 'Thinking of walking into the sea and not coming back.'],
      noMatch: ["I'm drowning myself in work this week.", 'I swam out into the lake and back every morning.'] },
  },
  {
    id: 'means.poison', tier: 'intent', subject: 'check',
    triggers: [
      'bleach', 'antifreeze', 'anti', 'poison', 'poisoning', 'poisoned', 'cleaner', 'pesticide', 'cyanide', 'lye', 'oven', 'gas', 'killer',
      'products',
    ],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf('drink', 'drinking', 'drank', 'swallow', 'swallowing', 'swallowed', 'chug', 'chugging', 'down', 'ingest', 'ingesting', 'eat', 'eating'),
        ` ${optional('some ', 'a ', 'the ', 'a bottle of ', 'a cup of ', 'a glass of ', ``)}`,
        anyOf(
          'bleach', 'antifreeze', 'anti freeze', 'poison', 'rat poison', 'drain cleaner', 'weed killer', 'pesticide', 'cyanide', 'lye',
          'household cleaner', 'cleaning products',
        ),
        String.raw`\b`,
      ),
      seq(
        String.raw`\b${anyOf('bleach', 'antifreeze', 'poison', 'drain cleaner', 'rat poison', 'weed killer')}${gap(10)} `,
        String.raw`${anyOf('drink', 'drinking', 'swallow', 'chug', 'down')} ${anyOf('it', 'some', 'that', 'the bottle')}\b`,
      ),
      String.raw`\bpoison${optional('ing', 'ed')} myself\b`,
      String.raw`\b${anyOf('my head', 'myself')} in ${anyOf('the', 'a')} ${optional('gas ')}oven\b`,
      String.raw`\bturn${optional('ed', 'ing')} on the gas ${anyOf('and', 'to')} ${anyOf('die', 'end', 'not')}\b`,
    ),
    examples: { match: ['I drank bleach an hour ago.', "I'm going to poison myself."],
      noMatch: ['My D&D character drank a poison vial to save the party.', "I'd never drink bleach."] },
  },
  {
    id: 'means.cutting-tool', tier: 'intent', subject: 'check',
    triggers: [
      'knife', 'blade', 'blades', 'razor', 'razors', 'scissors', 'glass', 'cutter', 'scalpel', 'stab', 'stabbing', 'stabbed', 'stabs', 'wrists',
      'wrist', 'throat', 'veins', 'vein', 'sharpener',
    ],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('knife', 'blade', 'razor', 'razor blade', 'scissors', 'glass', 'box cutter', 'scalpel')} `,
        `${anyOf('to', 'against', 'on', 'into', 'across', 'over', 'at', 'in')} my `,
        String.raw`${anyOf('throat', 'wrists?', 'arms?', 'skin', 'neck', 'chest', 'heart', 'stomach', 'thighs?', 'veins?')}\b`,
      ),
      String.raw`\bstab${optional('bing', 'bed', 's')} myself\b`,
      seq(
        String.raw`\b`,
        `${anyOf('slit', 'slitting', 'slash', 'slashing', 'slashed', 'open', 'opening', 'opened', 'cut', 'cutting', 'slice', 'slicing', 'sliced')} `,
        String.raw`${optional('my ', 'both ', 'both my ')}${anyOf('wrists?', 'throat', 'veins?')}\b`,
        notFollowedBy(` ${anyOf('on', 'while', 'by accident')}`),
      ),
      seq(
        String.raw`\b`,
        anyOf(
          'hid', 'hide', 'hiding', 'hidden', 'stash', 'stashed', 'keep', 'kept', 'have', 'got', 'bought', 'took', 'take', 'taking', 'removed',
          'pulled', 'broke', 'broken',
        ),
        ` ${optional('out ')}${optional('a ', 'the ', 'my ', 'some ', 'new ', 'a new ', 'a few ', ``)}`,
        `${anyOf('razor', 'razors', 'razor blades?', 'blades?', 'box cutter', 'scalpel')}${gap(4)} ${anyOf('out of', 'from')} `,
        String.raw`${optional('a ', 'the ', 'my ')}${optional('pencil ')}${anyOf('sharpener', 'razor', 'shaver', 'disposable razor')}\b`,
      ),
      seq(
        String.raw`\b${anyOf('razor blades?', 'blades')} `,
        anyOf(
          'hidden', 'hid', 'stashed', 'ready', 'under my',
          `in my ${anyOf('drawer', 'room', 'bag', 'pocket', 'wallet')}`,
          `for ${anyOf('tonight', 'later', 'when')}`,
        ),
        String.raw`\b`,
      ),
      String.raw`\b${anyOf('razor', 'razors')} ${anyOf('hidden', 'stashed', 'hid')} `,
      String.raw`\bhave ${optional('the ', 'my ', 'a ', 'some ')}${anyOf('razor', 'razor blades?', 'blades?')} ready\b`,
    ),
    examples: { match: ["I'm going to slit my wrists tonight.", 'I put the knife against my wrist.'],
      noMatch: ['I slit the envelope open with a knife.', 'I used to hide blades in my room. Not anymore.'] },
  },
  {
    id: 'means.suffocation', tier: 'intent', subject: 'check',
    triggers: [
      'suffocate', 'suffocated', 'suffocating', 'strangle', 'strangled', 'strangling', 'choke', 'choked', 'choking', 'asphyxiate', 'asphyxiated',
      'asphyxiating', 'bag', 'electrocute', 'electrocuted', 'electrocuting', 'fire', 'alive', 'immolation', 'immolate', 'immolating',
    ],
    pattern: rx(
      String.raw`\b${anyOf('suffocat', 'strangl', 'chok', 'asphyxiat')}${anyOf('e', 'ed', 'ing')} myself\b`,
      String.raw`\b${optional('plastic ')}bag over my head\b`,
      String.raw`\belectrocut${anyOf('e', 'ed', 'ing')} myself\b`,
      String.raw`\bset${optional('ting')} myself on fire\b`,
      String.raw`\bburn${optional('ing')} myself alive\b`,
      String.raw`\bself immolat[a-z]*\b`,
    ),
    examples: { match: ['I put a plastic bag over my head last night.', 'I want to electrocute myself.'],
      noMatch: ['I nearly choked on a fish bone.', "I'd never suffocate myself."] },
  },
  {
    id: 'means.ligature-round-neck', tier: 'intent', subject: 'inherent', firm: true, triggers: ['neck'],
    pattern: rx(
      seq(
        anyWord('rope', 'noose', 'cord', 'belt', 'cable', 'scarf', 'sheet', 'ligature'),
        ` ${optional('is ', 'already ', 'is already ')}${anyOf('round', 'around', 'on', 'tight around', 'tied around', 'tied round')} my neck\\b`,
      ),
      seq(
        anyWord('put', 'tied', 'tightened', 'wrapped', 'putting', 'tying'),
        ` ${anyOf('the', 'a', 'my')} ${anyOf('rope', 'noose', 'cord', 'belt', 'cable')} ${anyOf('round', 'around')} my neck\\b`,
      ),
    ),
    examples: { match: ['rope is round my neck now', 'I tied the belt around my neck'],
      noMatch: ['I wrapped a scarf around her neck, it was cold', 'the lanyard around my neck keeps twisting'] },
  },
  {
    id: 'means.weights-in-pockets', tier: 'intent', subject: 'inherent', triggers: ['pockets', 'pocket', 'coat', 'jacket', 'backpack'],
    pattern: rx(
      seq(
        anyWord('stones', 'rocks', 'weights', 'bricks'),
        ` in my ${anyOf('pockets', 'pocket', 'coat', 'coat pockets', 'jacket', 'backpack')}\\b`,
      ),
    ),
    examples: { match: ['stones in my pockets by the river', 'I put rocks in my coat pockets'],
      noMatch: ['my son always leaves stones in his pockets', 'Virginia Woolf walked into the river with stones in her pockets'] },
  },
  {
    id: 'means.swallowed-everything', tier: 'intent', subject: 'explicit', firm: true,
    triggers: ['cabinet', 'cupboard', 'drawer', 'bathroom', 'box', 'shot', 'injected', 'used'],
    pattern: rx(
      seq(
        anyOf(
          seq(anyWord('swallowed', 'downed', 'necked'), ` ${anyOf('everything', 'all', 'the lot', 'whatever', 'every pill', 'every tablet', 'all the pills')}`),
          seq(anyWord('took', 'have taken', 'just took'), ` ${anyOf('all the pills', 'all the tablets', 'every pill', 'every tablet', 'all the meds')}`),
        ),
        ` ${anyOf('in', 'from')} ${anyOf('the', 'my', 'our')} ${optional('medicine ', 'bathroom ', 'kitchen ')}`,
        String.raw`${anyOf('cabinet', 'cupboard', 'drawer', 'box', 'bathroom')}\b`,
      ),
      // Injected: "shot up everything I had all at once", "injected all the insulin I had".
      seq(anyWord('shot up', 'injected'), ` ${anyOf('everything', 'all of it', 'it all', 'the lot', 'the whole lot')}\\b`),
      seq(anyWord('injected', 'shot up', 'used'), ` ${anyOf('all', 'all of')} ${optional('the ', 'my ')}${anyOf('insulin', 'heroin', 'fentanyl')}\\b`),
    ),
    examples: { match: ['swallowed everything in the cabinet', 'I took all the pills from the medicine cupboard', 'Shot up everything I had all at once'],
      noMatch: ['I took everything out of the cupboard to clean it', 'the dog swallowed everything in the box'] },
  },
  {
    id: 'means.gun-in-hand', tier: 'intent', subject: 'inherent', triggers: ['gun', 'pistol', 'revolver', 'rifle', 'shotgun', 'handgun'],
    // A gun held now, whoever it belonged to: "my late husband's revolver in my lap".
    pattern: rx(
      seq(
        String.raw`${anyOf('gun', 'pistol', 'revolver', 'rifle', 'shotgun', 'handgun')} ${optional('is ', 'sitting ', 'resting ', 'lying ')}`,
        String.raw`${anyOf('in', 'on')} my ${anyOf('lap', 'hand', 'hands', 'mouth')}\b`,
      ),
    ),
    unless: rxTest(
      String.raw`\b${anyOf('water', 'nerf', 'toy', 'glue', 'staple', 'nail', 'paint', 'spray', 'squirt', 'heat', 'bubble')} ${anyOf('gun', 'pistol')}\b`,
    ),
    examples: { match: ["I have my late husband's revolver in my lap", 'the gun is in my hand right now'],
      noMatch: ['the water pistol in my hand is empty, the kids got me', 'my dad keeps a rifle in his truck'] },
  },
];
