/**
 * What each coach says outside a technique flow, written to match the `personality` in
 * coaches.ts (placeholders: see voice.ts). Wellness coaching only: no claims to be a therapist,
 * no medical advice.
 */
import type { CoachId } from '@contracts/coaches';
import harmony from './harmony.json';
import phoenix from './phoenix.json';
import sage from './sage.json';
import type { Voice, VoiceLines } from './voice';
import zenith from './zenith.json';

export type { OfferRule, Voice } from './voice';

// The sentences are typed here; the flows, feelings and topics of each voice's moodOffer and
// offers are read as the engine's types and checked by test/frontend/ai-coaching/phrase-data.test.ts.
const DATA: Readonly<Record<CoachId, VoiceLines & { moodOffer: object; offers: readonly object[] }>> = { sage, phoenix, harmony, zenith };

/** Which of the coach's own unprompted lines (coaches.ts) invite a technique, so a "yes" can start it. */
const UNPROMPTED_OFFERS: Readonly<Record<CoachId, Voice['unpromptedOffers']>> = {
  sage: [
    [/slow breath/i, 'box-breathing'],
    [/three things you can hear/i, 'grounding'],
    [/body feeling|tension/i, 'body-scan'],
  ],
  phoenix: [
    [/thought that has been loud/i, 'thought-record'],
    [/one tiny step/i, 'behavioral-activation'],
    [/noticing a thought/i, 'thinking-traps'],
  ],
  harmony: [
    [/put a name to it/i, 'emotion-naming'],
    [/gentle with yourself/i, 'self-compassion'],
    [/anyone who's been on your mind/i, 'hard-conversation'],
  ],
  zenith: [[/check in on the goal/i, 'weekly-review']],
};

function voiceOf(coachId: CoachId): Voice {
  const { moodOffer, offers, ...lines } = DATA[coachId];
  return {
    ...lines,
    moodOffer: moodOffer as Voice['moodOffer'],
    offers: offers as Voice['offers'],
    unpromptedOffers: UNPROMPTED_OFFERS[coachId],
  };
}

export const VOICES: Readonly<Record<CoachId, Voice>> = {
  sage: voiceOf('sage'),
  phoenix: voiceOf('phoenix'),
  harmony: voiceOf('harmony'),
  zenith: voiceOf('zenith'),
};
