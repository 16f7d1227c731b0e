import type { ScheduledEvent } from 'aws-lambda';
import { runNotifications, type RunResult } from './run';
import { handleSesFeedback, type SnsFeedbackEvent } from './ses-feedback';

/**
 * The scheduled-mail function, run every 15 minutes by EventBridge Scheduler on AWS and by
 * the local stack's timer locally. Not behind the API. The event's time is the run's "now",
 * so a late start still serves the slot it was meant for.
 */
export async function handler(event: Partial<ScheduledEvent> = {}): Promise<RunResult> {
  const at = event.time ? new Date(event.time) : new Date();
  return runNotifications(Number.isNaN(at.getTime()) ? new Date() : at);
}

/** SES bounce and complaint notices through SNS: the same bundle, its own function and grants. */
export const sesFeedbackHandler = (event: SnsFeedbackEvent): Promise<void> => handleSesFeedback(event);
