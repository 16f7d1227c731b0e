/**
 * What each coach says outside a technique flow, written to match the `personality` in
 * coaches.ts (placeholders: see voice.ts). Wellness coaching only: no claims to be a therapist,
 * no medical advice.
 */
import type { CoachId } from '@contracts/coaches';
import { harmony } from './harmony';
import { phoenix } from './phoenix';
import { sage } from './sage';
import type { Voice } from './voice';
import { zenith } from './zenith';

export type { OfferRule, Voice } from './voice';

export const VOICES: Readonly<Record<CoachId, Voice>> = { sage, phoenix, harmony, zenith };
