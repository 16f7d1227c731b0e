import { COACH_REPLY_LIMITS, type CoachReplyRequest, type CoachReplyResponse } from '@contracts/coach-llm-types';
import { api } from '../../../lib/api-client';
import { routeUrl } from '../../../lib/route-url';
import type { RemoteReply } from '../use-coach-chat';

/** `POST /coach/reply`: only after the user agreed that their messages go to the model in plain text. */
export const modelReply: RemoteReply = async (persona, history, memory = []) => {
  const notes = memory
    .map((line) => line.trim().slice(0, COACH_REPLY_LIMITS.memoryLineChars))
    .filter(Boolean)
    .slice(0, COACH_REPLY_LIMITS.memoryLines);
  const body: CoachReplyRequest = {
    persona,
    consent: true,
    messages: history.slice(-COACH_REPLY_LIMITS.maxMessages).map((m) => ({ role: m.role, text: m.text.slice(0, COACH_REPLY_LIMITS.messageChars) })),
    ...(notes.length > 0 ? { memory: notes } : {}),
  };
  return api.post<CoachReplyResponse>(routeUrl('coach.reply'), body);
};
