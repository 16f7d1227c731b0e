/** Phoenix's voice outside a technique flow (see coaches.ts for the personality it matches). */
import lines from './phoenix.json';
import type { Voice, VoiceLines } from './voice';

// The sentences live in phoenix.json; what points at flows, feelings and topics stays typed here.
const phoenixLines: VoiceLines = lines;

export const phoenix: Voice = {
  ...phoenixLines,
  moodOffer: { flow: 'thought-record', line: 'Would it help to look at the loudest thought with a quick thought record?' },
  offers: [
    { groups: ['activated', 'heavy'], flow: 'thought-record', line: 'Would you like to put the thought behind that through a quick thought record?' },
    { groups: ['drained'], flow: 'behavioral-activation', line: 'Want to find one tiny next step together?' },
    { groups: ['angry', 'unclear'], flow: 'thinking-traps', line: 'Would it help to check whether a thinking trap is involved?' },
  ],
  unpromptedOffers: [
    [/thought that has been loud/i, 'thought-record'],
    [/one tiny step/i, 'behavioral-activation'],
    [/noticing a thought/i, 'thinking-traps'],
  ],
};
