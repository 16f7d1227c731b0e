/** Sage's voice outside a technique flow (see coaches.ts for the personality it matches). */
import lines from './sage.json';
import type { Voice, VoiceLines } from './voice';

// The sentences live in sage.json; what points at flows, feelings and topics stays typed here.
const sageLines: VoiceLines = lines;

export const sage: Voice = {
  ...sageLines,
  moodOffer: { flow: 'box-breathing', line: 'Would a few slow breaths together help right now?' },
  offers: [
    { feelings: ['scattered'], flow: 'grounding', line: 'Would it help to ground yourself with a short 5-4-3-2-1 exercise?' },
    { groups: ['activated', 'angry'], flow: 'box-breathing', line: 'Would you like to try a short box breathing exercise together?' },
    { groups: ['heavy', 'drained'], flow: 'body-scan', line: 'Would you like to try a gentle body scan together?' },
    { topics: ['sleep'], flow: 'body-scan', line: 'Would a gentle body scan help you unwind a little?' },
  ],
  unpromptedOffers: [
    [/slow breath/i, 'box-breathing'],
    [/three things you can hear/i, 'grounding'],
    [/body feeling|tension/i, 'body-scan'],
  ],
};
