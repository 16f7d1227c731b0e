/** Zenith's voice outside a technique flow (see coaches.ts for the personality it matches). */
import lines from './zenith.json';
import type { Voice, VoiceLines } from './voice';

// The sentences live in zenith.json; what points at flows, feelings and topics stays typed here.
const zenithLines: VoiceLines = lines;

export const zenith: Voice = {
  ...zenithLines,
  moodOffer: { flow: 'motivation', line: 'Want to find one tiny, doable step together?' },
  offers: [
    { groups: ['drained', 'heavy'], flow: 'motivation', line: 'Want to find one small step together to get some momentum back?' },
    { groups: ['bright'], flow: 'smart-goal', line: 'Want to turn that energy into a clear goal for this week?' },
    { groups: ['activated', 'unclear'], flow: 'smart-goal', line: 'Want to pick one thing and turn it into a clear, doable goal?' },
  ],
  unpromptedOffers: [[/check in on the goal/i, 'weekly-review']],
};
