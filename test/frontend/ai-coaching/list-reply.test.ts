/** A list asked for with its items told: those items, one a line, in the person's words, and never items made up. */
import { COACH_IDS } from '@contracts/coaches';
import { createCoachEngine, seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { itemsIn } from '../../../frontend/src/features/ai-coaching/engine/list-reply';

const ASKED =
  "Can you help me make a list for the rest so it's not just floating round my head? Still to do: driving licence, GP, pension, " +
  'council tax, two store cards, and the vet for our dog Haggis.';

describe('the items of a list told', () => {
  it('are read after the colon, split at commas and the last "and", in the person\'s words turned to them', () => {
    expect(itemsIn(ASKED)).toEqual(['Driving licence', 'GP', 'Pension', 'Council tax', 'Two store cards', 'The vet for your dog Haggis']);
    expect(itemsIn('things left: call the bank, book the van and pack the kitchen')).toEqual(['Call the bank', 'Book the van', 'Pack the kitchen']);
  });

  it('are none when fewer than three, or when what follows is a story, not items', () => {
    expect(itemsIn('still to do: the bank and the van')).toBeNull();
    expect(itemsIn('can you make me a list of what to bring?')).toBeNull();
    expect(itemsIn('the thing left: my sister keeps calling me every single night after ten, and my husband is fed up with it, and so am i')).toBeNull();
  });
});

describe('a list asked for with its items', () => {
  it.each(COACH_IDS)('%s: gives those items numbered, where to start, and one question', (coachId) => {
    const reply = createCoachEngine(coachId, seededRandom(1)).reply(ASKED).text;
    expect(reply).toMatch(/^Here's your list, one line each, so it is out of your head: 1\. Driving licence\. 2\. GP\. .* 6\. The vet for your dog Haggis\. /);
    expect(reply).toMatch(/five minutes/);
    expect(reply.match(/\?/g)).toHaveLength(1);
  });

  it('makes up no items when none were told', () => {
    const reply = createCoachEngine('sage', seededRandom(1)).reply('Can you help me make a list so I stop forgetting things every sunday?').text;
    expect(reply).not.toMatch(/^Here's your list/);
  });
});
