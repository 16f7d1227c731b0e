/** The means of a fall or an impact: jumping from a height, a vehicle, drowning (intent). */
import { anyOf, anyWord, atEndOr, followedBy, gap, notFollowedBy, optional, rx, rxTest, seq, type Rule } from './rule';
import { FILLER, HEIGHT } from './vocabulary';

/** "Next week", "next summer": a when, not the next way. */
const NEXT_WHEN = ['week', 'month', 'year', 'day', 'weekend', 'morning', 'summer'];

export const MEANS_HEIGHTS_TRAFFIC_AND_WATER_RULES: readonly Rule[] = [
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
        atEndOr('again', 'tonight', 'today', 'now', 'and', 'but', 'so', 'because', 'i', 'right now'),
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
    id: 'means.traffic-act-done', tier: 'intent', subject: 'check', triggers: ['jumped', 'stepped', 'walked', 'ran', 'threw', 'try'],
    requires: ['front', 'under', 'try'],
    // Done, or the next way named after one that failed: "jumped in front of a car but it stopped. i'll try the train next".
    pattern: rx(
      seq(
        String.raw`\bi ${optional('just ', 'deliberately ', 'purposely ')}${anyOf('jumped', 'stepped', 'walked', 'ran', 'threw myself')} `,
        `${optional('out ')}${anyOf('in front of', 'under')} ${optional('a ', 'the ', 'an ', 'oncoming ', 'some ', 'moving ')}`,
        String.raw`${anyOf('car', 'bus', 'train', 'truck', 'lorry', 'tram', 'traffic', 'van', 'taxi')}\b`,
        notFollowedBy(` ${anyOf('to save', 'to get', 'to grab', 'to catch', 'to stop', 'after', 'for')}\\b`),
      ),
      seq(
        String.raw`\b${anyOf('i will', 'i am going to', 'i am gonna', 'gonna', 'next time i will')} try `,
        `${anyOf('the', 'a', 'with the', 'with a')} ${anyOf('train', 'bridge', 'rope', 'pills', 'gun', 'knife', 'tracks', 'roof', 'motorway')} `,
        String.raw`${anyOf('again', 'next time', 'instead', `next${notFollowedBy(` ${anyOf(NEXT_WHEN)}`)}`)}\b`,
      ),
    ),
    examples: { match: ["i jumped in front of a car but it stopped. i'll try the train next", 'i stepped out in front of a bus on purpose'],
      noMatch: ['i jumped in front of a car to save the dog and it braked in time', "the bus was late so i'll try the train next week"] },
  },
];
