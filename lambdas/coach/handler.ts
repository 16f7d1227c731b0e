import { COACHES } from '../contracts/coaches';
import { COACH_REPLY_ERRORS, COACH_SAFE_REPLY, type CoachReplyResponse } from '../contracts/coach-llm-types';
import { getConfig } from '../shared/config';
import { BadGateway, NotFound, TooManyRequests } from '../shared/errors';
import { createGroupHandler, type Operations, type RequestContext } from '../shared/http';
import { converseWithCoach, isThrottling, type CollectedReply } from './bedrock-coach';

/**
 * `POST /coach/reply`: the coach's next message from the model, through the Guardrail.
 * Off unless the stack enables it. Logs hold counts and ids only: never a message or a reply.
 */
export async function coachReply(ctx: RequestContext<'coach.reply'>): Promise<CoachReplyResponse> {
  const config = getConfig();
  if (config.coach.provider !== 'bedrock') throw new NotFound(COACH_REPLY_ERRORS.notEnabled);
  const { persona, messages, memory = [] } = ctx.body;

  let answer: CollectedReply;
  try {
    answer = await converseWithCoach(config.coach, { region: config.region, endpoint: config.endpoints.bedrock }, COACHES[persona], messages, memory);
  } catch (error) {
    // The name and status only: an SDK message may quote what was sent.
    ctx.logger.warn('coach model failed', {
      persona,
      error: error instanceof Error ? error.name : typeof error,
      status: (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode,
    });
    if (isThrottling(error)) throw new TooManyRequests(COACH_REPLY_ERRORS.busy);
    throw new BadGateway(COACH_REPLY_ERRORS.unavailable);
  }

  const reply = answer.text.trim();
  ctx.logger.info('coach reply', {
    persona,
    messages: messages.length,
    memoryLines: memory.length,
    blocked: answer.blocked,
    stopReason: answer.stopReason,
    inputTokens: answer.inputTokens,
    outputTokens: answer.outputTokens,
    replyChars: reply.length,
  });
  // Whatever the model had said is dropped: the user reads the fixed text with the crisis lines.
  if (answer.blocked) return { reply: COACH_SAFE_REPLY, blocked: true };
  if (!reply) throw new BadGateway(COACH_REPLY_ERRORS.unavailable);
  return { reply, blocked: false };
}

const operations = {
  'coach.reply': coachReply,
} satisfies Operations<'coach'>;

export const handler = createGroupHandler('coach', operations);
