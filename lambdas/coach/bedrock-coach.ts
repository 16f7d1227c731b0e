import {
  BedrockRuntimeClient,
  ConverseStreamCommand,
  type ConverseStreamCommandInput,
  type ConverseStreamOutput,
  type GuardrailAssessment,
  type GuardrailTraceAssessment,
  type Message,
} from '@aws-sdk/client-bedrock-runtime';
import type { CoachReplyMessage } from '../contracts/coach-llm-types';
import type { CoachConfig } from '../shared/config';
import { systemPrompt, type CoachPersona } from './system-prompt';

export type BedrockCoachConfig = Extract<CoachConfig, { provider: 'bedrock' }>;

/** Short replies, a little warmth in the wording. */
export const INFERENCE_CONFIG = { maxTokens: 400, temperature: 0.7 } as const;

/** The function has 10 s: the model gets 8 of them, so a slow reply still ends in an answer with a message. */
export const MODEL_TIME_BUDGET_MS = 8_000;

let client: BedrockRuntimeClient | undefined;

/** One client per container; `endpoint` is unset on AWS (tests point it at a local server). */
function bedrockClient(region: string, endpoint: string | undefined): BedrockRuntimeClient {
  // One retry at most: a reply that keeps someone waiting in a chat is no reply.
  client ??= new BedrockRuntimeClient({ region, endpoint, maxAttempts: 2 });
  return client;
}

/**
 * The conversation as Converse takes it. Converse wants it to open with the user and to
 * alternate; the app's history may open with the coach's greeting or hold two turns of
 * one side in a row, so a leading coach turn is left out and neighbours of one side are
 * joined.
 */
export function toConverseMessages(messages: readonly CoachReplyMessage[]): Message[] {
  const turns: { role: CoachReplyMessage['role']; texts: string[] }[] = [];
  for (const message of messages) {
    const last = turns.at(-1);
    if (!last && message.role === 'assistant') continue;
    if (last?.role === message.role) last.texts.push(message.text.trim());
    else turns.push({ role: message.role, texts: [message.text.trim()] });
  }
  return turns.map(({ role, texts }) => ({ role, content: [{ text: texts.join('\n\n') }] }));
}

/** Everything Bedrock gets: the coach's instructions, the conversation, the limits and the Guardrail. */
export function converseRequest(
  settings: BedrockCoachConfig,
  coach: CoachPersona,
  messages: readonly CoachReplyMessage[],
  memory: readonly string[] = [],
): ConverseStreamCommandInput {
  return {
    modelId: settings.modelId,
    system: [{ text: systemPrompt(coach, memory) }],
    messages: toConverseMessages(messages),
    inferenceConfig: { ...INFERENCE_CONFIG },
    guardrailConfig: {
      guardrailIdentifier: settings.guardrailId,
      guardrailVersion: settings.guardrailVersion,
      // The whole reply is checked before any of it comes back.
      streamProcessingMode: 'sync',
      // Says which policy intervened, for the blocked flag; never logged.
      trace: 'enabled',
    },
  };
}

export interface CollectedReply {
  text: string;
  stopReason?: string;
  /** The Guardrail (or the model's own filter) stopped the exchange. */
  blocked: boolean;
  inputTokens?: number;
  outputTokens?: number;
}

function assessmentBlocks(assessment: GuardrailAssessment): boolean {
  const findings = [
    ...(assessment.topicPolicy?.topics ?? []),
    ...(assessment.contentPolicy?.filters ?? []),
    ...(assessment.wordPolicy?.customWords ?? []),
    ...(assessment.wordPolicy?.managedWordLists ?? []),
    ...(assessment.sensitiveInformationPolicy?.piiEntities ?? []),
    ...(assessment.sensitiveInformationPolicy?.regexes ?? []),
    ...(assessment.contextualGroundingPolicy?.filters ?? []),
  ];
  return findings.some((finding) => finding.action === 'BLOCKED');
}

/** A Guardrail trace in which any input or output assessment blocked something. */
export function guardrailTraceBlocks(trace: GuardrailTraceAssessment | undefined): boolean {
  if (!trace) return false;
  const assessments = [
    ...Object.values(trace.inputAssessment ?? {}),
    ...Object.values(trace.outputAssessments ?? {}).flat(),
  ];
  return assessments.some(assessmentBlocks);
}

const BLOCKING_STOP_REASONS = new Set(['guardrail_intervened', 'content_filtered']);

/**
 * Joins the streamed text deltas into one reply. The REST API's Lambda proxy integration
 * answers in one piece, so the stream is read to its end here rather than passed on.
 */
export async function collectReply(stream: AsyncIterable<ConverseStreamOutput>): Promise<CollectedReply> {
  const reply: CollectedReply = { text: '', blocked: false };
  for await (const event of stream) {
    if (event.contentBlockDelta) {
      reply.text += event.contentBlockDelta.delta?.text ?? '';
    } else if (event.messageStop) {
      reply.stopReason = event.messageStop.stopReason;
      if (reply.stopReason && BLOCKING_STOP_REASONS.has(reply.stopReason)) reply.blocked = true;
    } else if (event.metadata) {
      reply.inputTokens = event.metadata.usage?.inputTokens;
      reply.outputTokens = event.metadata.usage?.outputTokens;
      if (guardrailTraceBlocks(event.metadata.trace?.guardrail)) reply.blocked = true;
    }
  }
  return reply;
}

/** One exchange with the model through ConverseStream. Errors are the SDK's, for the caller to map. */
export async function converseWithCoach(
  settings: BedrockCoachConfig,
  where: { region: string; endpoint?: string },
  coach: CoachPersona,
  messages: readonly CoachReplyMessage[],
  memory: readonly string[] = [],
): Promise<CollectedReply> {
  const output = await bedrockClient(where.region, where.endpoint).send(new ConverseStreamCommand(converseRequest(settings, coach, messages, memory)), {
    abortSignal: AbortSignal.timeout(MODEL_TIME_BUDGET_MS),
  });
  if (!output.stream) throw new Error('ConverseStream returned no stream');
  return collectReply(output.stream);
}

const THROTTLING_ERRORS = new Set(['ThrottlingException', 'ServiceQuotaExceededException']);

/** Bedrock refused for throughput or quota: the caller may try again shortly. */
export function isThrottling(error: unknown): boolean {
  return error instanceof Error && THROTTLING_ERRORS.has(error.name);
}
