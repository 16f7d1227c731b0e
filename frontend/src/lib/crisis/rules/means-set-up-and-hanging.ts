/** The means set up or kept ready: walking into water, car exhaust, a gun ready, a step off, a rope, hanging (intent). */
import { anyOf, anyWord, gap, notFollowedBy, optional, rx, rxTest, seq, words, type Rule } from './rule';
import { FILLER } from './vocabulary';

const ENCLOSED = words('tent car van bathroom bedroom room garage shed caravan cabin');
const CHARCOAL = ['charcoal', 'disposable barbecue', 'disposable bbq', 'barbecue', 'bbq', 'briquettes'];

export const MEANS_SET_UP_AND_HANGING_RULES: readonly Rule[] = [
  {
    id: 'means.walk-into-water', tier: 'intent', subject: 'check', upgrade: 'decision',
    triggers: ['walk', 'walking', 'walked', 'wade', 'wading', 'waded', 'swim', 'swimming'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('walk', 'walking', 'walked', 'wade', 'wading', 'waded', 'swim', 'swimming')} ${optional('out ')}${anyOf('into', 'under')} the `,
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
    examples: { match: ['Going to walk into the river at dawn.', "I'm going to walk into the sea tonight.", 'walked into the sea. waters at my chest'],
      noMatch: ["We'll walk into the sea with the kids if it's warm.", 'walked into the sea on holiday, so clear',
        'My character plans to walk into the sea in chapter three.'] },
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
    id: 'means.charcoal-enclosed', tier: 'intent', subject: 'check', firm: true, scope: 'sentence',
    triggers: ['charcoal', 'barbecue', 'bbq', 'briquettes'],
    // Charcoal burning in a closed space (carbon monoxide), whatever words of dying are missing.
    pattern: rx(
      seq(
        String.raw`\b${anyOf('in', 'inside')} ${anyOf('the', 'my', 'a')} ${anyOf(ENCLOSED)}\b(?: ,| [a-z]+){0,10}? `,
        String.raw`${anyOf(CHARCOAL)}(?: [a-z]+){0,2} ${anyOf('lit', 'burning', 'going', 'glowing', 'smoking')}\b`,
      ),
      seq(
        String.raw`\b${anyOf('lit', 'lighting', 'light', 'burning')} ${optional('the ', 'some ', 'a ')}${anyOf(CHARCOAL)}`,
        String.raw`(?: ,| [a-z]+){0,6}? ${anyOf('in', 'inside')} ${anyOf('the', 'my', 'a')} ${anyOf(ENCLOSED)}\b`,
      ),
    ),
    examples: { match: ['heater in the tent, zipped up, charcoal lit. its getting warm', 'lit the disposable barbecue in the bathroom and taped the door'],
      noMatch: ['the charcoal is lit, burgers in ten minutes, come round', 'my car smells of charcoal after the camping trip'] },
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
      anyWord(words('range hunting hunt deer game movie film show book character'), 'video game', 'nerf', 'water gun', 'glue gun', 'nail gun', 'staple gun'),
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
];
