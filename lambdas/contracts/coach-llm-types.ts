/**
 * Server-side coaching (`POST /coach/reply`, optional, AWS only): the limits, types and
 * fixed texts the chat screen, the coach function and the stack share. Without zod, so the
 * browser can import it; the route's schema is in coach-llm.ts.
 */
import type { CoachId } from './coaches';

/** Where the coach's replies come from: the scripted engine in the browser, or Amazon Bedrock. */
export const COACH_PROVIDERS = ['on-device', 'bedrock'] as const;
export type CoachProvider = (typeof COACH_PROVIDERS)[number];
export const DEFAULT_COACH_PROVIDER: CoachProvider = 'on-device';

export const COACH_REPLY_LIMITS = {
  /** Turns sent with one request: the newest ones, oldest first. */
  maxMessages: 30,
  messageChars: 4_000,
  /** What the on-device coach remembers, sent along as short notes (names, events, what helped). */
  memoryLines: 12,
  memoryLineChars: 160,
  /** A request body above this is refused with 413 (30 full-length turns of plain text fit). */
  maxBodyBytes: 128 * 1024,
} as const;

export type CoachReplyRole = 'user' | 'assistant';

export interface CoachReplyMessage {
  role: CoachReplyRole;
  text: string;
}

export interface CoachReplyRequest {
  persona: CoachId;
  /** The user agreed, in the chat view, that their messages go to the AI model as plain text. */
  consent: true;
  /** Oldest first; the last one is the user's. */
  messages: CoachReplyMessage[];
  /** What the coach remembers of this person ("Luna, your cat", "Helped: box breathing"), for the model's context. */
  memory?: string[];
}

export interface CoachReplyResponse {
  reply: string;
  /** The Guardrail stopped the exchange: `reply` is then COACH_SAFE_REPLY. */
  blocked: boolean;
}

/**
 * What the user reads when the Guardrail intervenes, and the Guardrail's own blocked
 * messaging (at most 500 characters there).
 */
export const COACH_SAFE_REPLY =
  "I can't continue with this here, and I'm glad you reached out. You deserve support from a person right now. " +
  'In the US, call or text 988 (Suicide & Crisis Lifeline), or text HOME to 741741 (Crisis Text Line), any time. ' +
  'If you are in immediate danger, call 911.';

/** The `message` of the route's refusals (a 400 for consent names the field first: `consent: …`). */
export const COACH_REPLY_ERRORS = {
  consentRequired: 'Consent is required to send messages to the AI model',
  /** 404: the deployment coaches on the device only. */
  notEnabled: 'Server-side coaching is not enabled',
  /** 429: the model's throughput or quota is used up for the moment. */
  busy: 'The AI coach is busy right now. Please try again in a moment.',
  /** 502: the model failed, timed out or gave no reply. */
  unavailable: 'The AI coach is unavailable right now',
} as const;
