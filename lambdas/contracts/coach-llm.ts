import * as z from 'zod';
import { COACH_IDS } from './coaches';
import { COACH_REPLY_ERRORS, COACH_REPLY_LIMITS, type CoachReplyRequest } from './coach-llm-types';

export type { CoachReplyMessage, CoachReplyRequest, CoachReplyResponse } from './coach-llm-types';

const { maxMessages, messageChars, memoryLines, memoryLineChars } = COACH_REPLY_LIMITS;

const coachReplyMessage = z.object({
  role: z.enum(['user', 'assistant'], 'role must be user or assistant'),
  text: z
    .string('text must be a string')
    .max(messageChars, `text has at most ${messageChars} characters`)
    .refine((s) => s.trim().length > 0, { error: 'text is required' }),
});

/** `POST /coach/reply`: the conversation so far, sent only with the user's consent. */
export const coachReplyBody = z.object({
  persona: z.enum(COACH_IDS, 'persona must be one of sage, phoenix, harmony, zenith'),
  consent: z.literal(true, COACH_REPLY_ERRORS.consentRequired),
  messages: z
    .array(coachReplyMessage, 'messages must be a list')
    .min(1, 'messages needs at least one message')
    .max(maxMessages, `messages has at most ${maxMessages} messages`)
    .refine((messages) => messages.at(-1)?.role === 'user', { error: "the last message must be the user's" }),
  memory: z
    .array(
      z
        .string('memory lines must be text')
        .max(memoryLineChars, `memory lines have at most ${memoryLineChars} characters`)
        .refine((s) => s.trim().length > 0, { error: 'memory lines cannot be empty' }),
      'memory must be a list',
    )
    .max(memoryLines, `memory has at most ${memoryLines} lines`)
    .optional(),
});

// The plain types the browser imports are the schema's, exactly.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _requestMatchesSchema: Same<z.output<typeof coachReplyBody>, CoachReplyRequest> = true;
