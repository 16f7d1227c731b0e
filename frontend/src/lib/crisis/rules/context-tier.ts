/** Context: never a crisis alone, but beside one it means intent (means at hand, a plan, a time, a place, farewells). */
import { anyOf, anyWord, gap, notFollowedBy, optional, rx, rxTest, seq, words, type Rule } from './rule';
import { PILLS, PILL_WORDS } from './vocabulary';

export const CONTEXT_TIER_RULES: readonly Rule[] = [
  {
    id: 'means.access', tier: 'context', subject: 'check',
    triggers: [...PILL_WORDS, 'gun', 'guns', 'rope', 'razor', 'razors', 'blade', 'blades', 'knife', 'knives', 'bleach', 'bottle', 'means'],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf(
          'have', 'has', 'got', 'keep', 'keeps', 'kept', 'bought', 'buy', 'buying', 'found', 'find', 'there are', 'there is', 'access to', 'stash',
          'stashed', 'hidden', 'hid', 'ready', 'loaded', 'load', 'own', 'holding', 'brought', 'where',
        ),
        String.raw`\b${gap(6)} `,
        anyOf(PILLS, 'bottle of [a-z]+', 'guns?', 'rope', 'razors?', 'razor blades?', 'blades?', 'knife', 'knives', 'bleach', 'means'),
        String.raw`\b`,
      ),
      seq(
        String.raw`\b${anyOf(PILLS, 'guns?', 'rope', 'razors?', 'blades?', 'knife', 'bleach')}\b${gap(3)} `,
        anyOf(
          `in ${anyOf('the', 'my')} ${anyOf('drawer', 'cabinet', 'cupboard', 'bag', 'room', 'closet', 'car', 'garage', 'pocket', 'hand')}`,
          'right here', 'ready', 'next to me', 'with me', 'under my',
        ),
        String.raw`\b`,
      ),
    ),
    unless: rxTest(
      anyWord(
        'tent', 'camping', 'climbing', 'boat', 'sailing', 'garden', 'crafts?', 'macrame', 'hammock', 'clothesline', 'gym', 'tarp', 'kitchen',
        'cooking', 'recipe', 'shaver', 'shaving',
        `for ${anyOf('my', 'the', 'a')} ${anyOf('razor', 'shaver', 'box cutter', 'stanley knife', 'craft knife', 'cutter', 'planer')}`,
      ),
    ),
    examples: { match: ['I want to die and I have pills in the drawer.', 'I bought a rope.'],
      noMatch: ['I have pills in the drawer for my headaches.', "I want to die, this hangover. There's a knife in the kitchen for the bread.",
        'I want to die, this week. bought new blades for my razor'] },
  },
  {
    id: 'plan.unspecified', tier: 'context', subject: 'check',
    triggers: ['plan', 'planned', 'method', 'date', 'day', 'time', 'way', 'place', 'how', 'when', 'where'],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf(
          'have', 'got', 'made', 'make', 'making', 'came up with', 'come up with', 'worked out', 'figured out', 'decided on', 'picked', 'chose',
          'chosen', 'set', 'settled on', 'finalized', 'finalised',
        ),
        ` ${optional('a ', 'the ', 'my ', 'an ')}${optional('exact ', 'specific ', 'detailed ', 'whole ', 'full ')}`,
        String.raw`${anyOf('plan', 'method', 'date', 'day', 'time', 'way', 'place', 'spot')}\b`,
      ),
      seq(
        String.raw`\bi `,
        `${anyOf('know', 'have figured out', 'have decided', 'worked out', 'have worked out', 'have planned', 'planned', 'have it planned')} `,
        `${optional('exactly ')}${anyOf('how', 'when', 'where')} ${optional('i am going to', 'i will', 'i would', 'i plan to', 'to')} ?`,
        String.raw`${anyOf('do it', 'end it')}\b`,
      ),
      String.raw`\bit is all planned\b`,
    ),
    examples: { match: ['I have a plan to kill myself.', "I want to die. I've picked a date."],
      noMatch: ['I have a plan for the weekend.', "I've picked a date for the wedding."] },
  },
  {
    id: 'plan.timing', tier: 'context', subject: 'check',
    triggers: [
      'tonight', 'tomorrow', 'weekend', 'asleep', 'leave', 'leaves', 'night', 'it', 'soon', 'mind', 'decided', 'ready', 'now', 'going', 'back',
    ],
    pattern: rx(
      String.raw`\b${anyOf('do', 'doing', 'end', 'ending')} it ${anyOf('tonight', 'tomorrow', 'today', 'soon', 'this weekend', 'now', 'right now')}\b`,
      String.raw`\btonight is the night\b`,
      seq(
        String.raw`\b${anyOf('after', 'when', 'once', 'until')} ${anyOf('everyone', 'they', 'my [a-z]+')} ${optional('is ', 'are ', 'goes ', 'go ')}`,
        String.raw`${anyOf('asleep', 'gone', `to ${anyOf('bed', 'sleep')}`, 'leaves?', 'leave')}\b`,
      ),
      anyWord('made up my mind', 'my mind is made up', 'i have decided', 'i am ready', 'i am finally ready', 'there is no going back'),
      String.raw`\bgoing to do it\b`,
    ),
    examples: { match: ["I'm going to end it tonight.", "I've made up my mind to kill myself."],
      noMatch: ["I'm going to do it tonight, the laundry can't wait.", "I've made up my mind about the new job."] },
  },
  {
    id: 'danger.location', tier: 'context', subject: 'check', triggers: words('bridge cliff cliffs roof rooftop tracks overpass ledge edge platform'),
    pattern: rx(
      seq(
        String.raw`\b${anyOf('drove', 'walked', 'went', 'came', 'got', 'am', 'been', 'sitting', 'standing', 'waiting', 'here')} `,
        `${anyOf('to', 'at', 'on', 'up to', 'out to', 'near')} ${anyOf('the', 'a')} `,
        String.raw`${anyOf('bridge', 'cliff', 'cliffs', 'edge', 'ledge', 'rooftop', 'roof', 'tracks', 'train tracks', 'overpass', 'platform')}\b`,
      ),
    ),
    examples: { match: ["I'm standing on the bridge.", 'I want to die. I drove to the cliff.'],
      noMatch: ['I drove to the cliff for the sunset.', "I'm waiting at the platform for my train."] },
  },
  {
    id: 'preparation.farewell', tier: 'context', subject: 'check', everyday: true, triggers: ['thank', 'thanks', 'goodbye', 'bye', 'sorry', 'love'],
    pattern: rx(
      seq(
        String.raw`\b${anyOf('wanted to', 'want to', 'just wanted to', 'needed to')} ${anyOf('say', `tell ${anyOf('you', 'someone', 'everyone')}`)} `,
        String.raw`${anyOf('thank you', 'thanks', 'goodbye', 'bye', 'sorry', `i love ${anyOf('you', 'them')}`)}\b`,
      ),
      String.raw`\b${anyOf('thank you', 'thanks')} for everything\b`,
      String.raw`\btell ${anyOf('them', 'my family', 'my mom', 'my mum', 'my parents', 'everyone')} i ${anyOf('love', 'am sorry')}\b`,
    ),
    // A last shift or a last day at work, a move: the everyday goodbye.
    unless: rxTest(anyWord(`last ${anyOf('shift', 'day at', 'day of work', 'week at')}`, 'new job', 'leaving do', 'retiring', 'retirement')),
    examples: { match: ['This is goodbye. Thank you for everything.', 'I want to die. Tell my mum I love her.'],
      noMatch: ['Thank you for everything, see you at the party!', 'I just wanted to say thank you for the flowers.',
        'I want to die lol. thanks for everything on my last shift today'] },
  },
  {
    id: 'preparation.will', tier: 'context', subject: 'check', everyday: true, triggers: ['will', 'deleted', 'note'],
    pattern: rx(
      String.raw`\b${anyOf('wrote', 'written', 'writing', 'updated', 'updating', 'made', 'making', 'finished', 'drafted')} ${anyOf('my', 'a')} will\b`,
      String.raw`\bdeleted ${optional('all ')}${optional('my ')}${anyOf('social media', 'accounts', 'instagram', 'photos')}\b`,
      seq(
        String.raw`\bleft a note\b`,
        notFollowedBy(
          seq(
            ` ${anyOf('for', 'to')} ${optional('the ', 'my ', 'our ')}`,
            anyOf('cleaner', 'neighbou?r', 'postman', 'courier', 'landlord', 'babysitter', 'teacher', 'kids'),
          ),
          ` on the ${anyOf('fridge', 'door', 'car', 'windscreen', 'windshield')}`,
        ),
      ),
    ),
    examples: { match: ['I wrote my will and picked out what I want at my funeral.', 'I want to die. I deleted my social media.'],
      noMatch: ['Made a will finally, because we had a baby.', 'I deleted my social media for a detox.', 'I want to die. Left a note for the cleaner.'] },
  },
];
