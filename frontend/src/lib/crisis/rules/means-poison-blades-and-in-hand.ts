/** The means of poison, a blade, suffocation, and a means at hand now: a ligature, weights, all swallowed, a gun held (intent). */
import { anyOf, anyWord, gap, notFollowedBy, optional, rx, rxTest, seq, type Rule } from './rule';

export const MEANS_POISON_BLADES_AND_IN_HAND_RULES: readonly Rule[] = [
  {
    id: 'means.poison', tier: 'intent', subject: 'check',
    triggers: [
      'bleach', 'antifreeze', 'anti', 'poison', 'poisoning', 'poisoned', 'cleaner', 'pesticide', 'cyanide', 'lye', 'oven', 'gas', 'killer',
      'products', 'weedkiller', 'insecticide', 'paraquat',
    ],
    pattern: rx(
      seq(
        String.raw`\b`,
        anyOf(
          'drink', 'drinking', 'drank', 'drunk', 'swallow', 'swallowing', 'swallowed', 'chug', 'chugging', 'down', 'ingest', 'ingesting', 'eat',
          'eating',
        ),
        ` ${optional('some ', 'a ', 'the ', 'a bottle of ', 'a cup of ', 'a glass of ', ``)}`,
        anyOf(
          'bleach', 'antifreeze', 'anti freeze', 'poison', 'rat poison', 'drain cleaner', 'weed killer', 'weedkiller', 'pesticide', 'cyanide', 'lye',
          'household cleaner', 'cleaning products', 'insecticide', 'paraquat', 'toilet cleaner', 'oven cleaner',
        ),
        String.raw`\b`,
      ),
      seq(
        String.raw`\b${anyOf('bleach', 'antifreeze', 'poison', 'drain cleaner', 'rat poison', 'weed killer', 'weedkiller', 'paraquat')}${gap(10)} `,
        String.raw`${anyOf('drink', 'drinking', 'drank', 'swallow', 'swallowed', 'chug', 'chugged', 'down', 'downed')} `,
        String.raw`${anyOf('it', 'some', 'that', 'the bottle', 'half', 'the lot', 'a glass', 'a cup', 'a mouthful')}\b`,
      ),
      String.raw`\bpoison${optional('ing', 'ed')} myself\b`,
      String.raw`\b${anyOf('my head', 'myself')} in ${anyOf('the', 'a')} ${optional('gas ')}oven\b`,
      String.raw`\bturn${optional('ed', 'ing')} on the gas ${anyOf('and', 'to')} ${anyOf('die', 'end', 'not')}\b`,
    ),
    examples: { match: ['I drank bleach an hour ago.', "I'm going to poison myself.", "I've just drunk the weedkiller from the shed."],
      noMatch: ['My D&D character drank a poison vial to save the party.', "I'd never drink bleach.", 'i would never drink weedkiller, relax'] },
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
