/** Harmony's voice outside a technique flow (see coaches.ts for the personality it matches). */
import lines from './harmony.json';
import type { Voice, VoiceLines } from './voice';

// The sentences live in harmony.json; what points at flows, feelings and topics stays typed here.
const harmonyLines: VoiceLines = lines;

export const harmony: Voice = {
  ...harmonyLines,
  moodOffer: { flow: 'emotion-naming', line: "Would it help to gently put a name to what you're feeling?" },
  offers: [
    { feelings: ['guilty'], flow: 'self-compassion', line: 'Would you like to try a little self-compassion practice together?' },
    { groups: ['unclear', 'heavy'], flow: 'emotion-naming', line: "Would it help to gently put a name to what you're feeling?" },
    { groups: ['angry'], flow: 'boundary', line: 'Would it help to think about a boundary that could protect what matters to you?' },
    { topics: ['partner', 'family', 'friends'], flow: 'hard-conversation', line: 'Would you like to talk through a conversation with them, step by step?' },
  ],
  unpromptedOffers: [
    [/put a name to it/i, 'emotion-naming'],
    [/gentle with yourself/i, 'self-compassion'],
    [/anyone who's been on your mind/i, 'hard-conversation'],
  ],
};
