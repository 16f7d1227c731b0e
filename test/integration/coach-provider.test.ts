import type http from 'node:http';
import http2 from 'node:http2';
import { EventStreamCodec } from '@smithy/core/event-streams';
import { fromUtf8, toUtf8 } from '@smithy/core/serde';
import { COACH_REPLY_ERRORS, COACH_SAFE_REPLY, type CoachReplyRequest, type CoachReplyResponse } from '../../lambdas/contracts/coach-llm-types';
import { startGateway } from '../../lib/local/gateway';
import { freePort } from '../../lib/local/processes';
import { LOCAL_STAGE } from '../../lib/local/settings';
import { apiCaller } from '../support/api-client';
import { api, registerUser, type TestUser } from './helpers/stack';

/**
 * Server-side coaching against a stand-in for Bedrock Runtime: a local server that answers
 * ConverseStream with real event-stream frames, over HTTP/2 as the SDK reads event streams.
 * The coach handler runs in this process behind the local gateway with COACH_PROVIDER=bedrock
 * and BEDROCK_ENDPOINT pointing at that server; authentication is real, against the shared
 * stack's user pool and table. The shared stack itself keeps the provider off.
 */

const MODEL_ID = 'amazon.nova-lite-v1:0';
const GUARDRAIL = { id: 'solace-guardrail-test', version: '3' };

const codec = new EventStreamCodec(toUtf8, fromUtf8);
const text = (value: string) => ({ type: 'string' as const, value });

/** One event of a ConverseStream answer, framed as Bedrock frames it (with its `p` padding field). */
function event(type: string, payload: Record<string, unknown>): Uint8Array {
  return codec.encode({
    headers: { ':event-type': text(type), ':message-type': text('event'), ':content-type': text('application/json') },
    body: fromUtf8(JSON.stringify({ ...payload, p: 'abcdefghij' })),
  });
}

/** A modeled error inside the stream, after the 200. */
function exception(type: string, message: string): Uint8Array {
  return codec.encode({
    headers: { ':exception-type': text(type), ':message-type': text('exception'), ':content-type': text('application/json') },
    body: fromUtf8(JSON.stringify({ message })),
  });
}

/** A whole answer: the text in deltas, how it stopped, then usage (and a Guardrail trace when given). */
function streamedReply(deltas: string[], stopReason = 'end_turn', trace?: Record<string, unknown>): Uint8Array[] {
  return [
    event('messageStart', { role: 'assistant' }),
    ...deltas.map((delta) => event('contentBlockDelta', { contentBlockIndex: 0, delta: { text: delta } })),
    event('contentBlockStop', { contentBlockIndex: 0 }),
    event('messageStop', { stopReason }),
    event('metadata', { usage: { inputTokens: 180, outputTokens: 24, totalTokens: 204 }, metrics: { latencyMs: 240 }, ...(trace ? { trace } : {}) }),
  ];
}

interface Received {
  method: string;
  path: string;
  headers: http2.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

interface FakeBedrock {
  url: string;
  received: Received[];
  /** The frames of the next answers, in order; the last one repeats. */
  answer: (...frames: Uint8Array[][]) => void;
  close: () => Promise<void>;
}

async function startFakeBedrock(): Promise<FakeBedrock> {
  const received: Received[] = [];
  let answers: Uint8Array[][] = [];
  const sessions = new Set<http2.Http2Session>();
  const server = http2.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ method: req.method, path: req.url, headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown> });
      const frames = (answers.length > 1 ? answers.shift() : answers[0]) ?? [];
      res.writeHead(200, { 'content-type': 'application/vnd.amazon.eventstream', 'x-amzn-requestid': `req-${received.length}` });
      for (const frame of frames) res.write(frame);
      res.end();
    });
  });
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answer: (...frames) => {
      answers = frames;
    },
    close: async () => {
      // The handler's client keeps its HTTP/2 session open for the next call.
      for (const session of sessions) session.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const conversation: CoachReplyRequest = {
  persona: 'sage',
  consent: true,
  messages: [
    { role: 'user', text: 'I feel scattered today, my mind keeps jumping around.' },
    { role: 'assistant', text: 'Let us take one slow breath together. In for four, out for six.' },
    { role: 'user', text: 'Okay, I tried it. What should I do next?' },
  ],
};

describe('server-side coaching through Bedrock (POST /coach/reply)', () => {
  let bedrock: FakeBedrock;
  let gateway: http.Server;
  let coachApi: ReturnType<typeof apiCaller>;
  let user: TestUser;
  const logLines: string[] = [];

  beforeAll(async () => {
    bedrock = await startFakeBedrock();
    Object.assign(process.env, {
      COACH_PROVIDER: 'bedrock',
      BEDROCK_MODEL_ID: MODEL_ID,
      BEDROCK_GUARDRAIL_ID: GUARDRAIL.id,
      BEDROCK_GUARDRAIL_VERSION: GUARDRAIL.version,
      BEDROCK_ENDPOINT: bedrock.url,
      POWERTOOLS_LOG_LEVEL: 'INFO',
    });
    // The coach function's JSON log lines are kept to be read; everything else passes through.
    for (const stream of [process.stdout, process.stderr]) {
      const write = stream.write.bind(stream) as (chunk: unknown, ...rest: unknown[]) => boolean;
      jest.spyOn(stream, 'write').mockImplementation(((chunk: unknown, ...rest: unknown[]) => {
        const line = String(chunk);
        if (line.includes('"service":"solace-coach"')) {
          logLines.push(line);
          return true;
        }
        return write(chunk, ...rest);
      }) as typeof stream.write);
    }
    const port = await freePort();
    gateway = await startGateway({ port, host: '127.0.0.1', corsOrigins: [] });
    coachApi = apiCaller(`http://127.0.0.1:${port}/${LOCAL_STAGE}`);
    user = await registerUser();
  }, 60_000);

  afterAll(async () => {
    jest.restoreAllMocks();
    await new Promise<void>((resolve) => {
      gateway.closeAllConnections();
      gateway.close(() => resolve());
    });
    await bedrock.close();
  });

  beforeEach(() => {
    bedrock.received.length = 0;
  });

  it('joins the streamed deltas into the reply', async () => {
    bedrock.answer(streamedReply(['Well done. ', 'Now gently notice ', 'three things you can hear.']));
    const res = await coachApi<CoachReplyResponse>('POST', '/coach/reply', { token: user.token, body: conversation });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ reply: 'Well done. Now gently notice three things you can hear.', blocked: false });
  });

  it('sends the model the coach, the conversation in order, the limits and the Guardrail, and nothing else', async () => {
    bedrock.answer(streamedReply(['Breathe.']));
    await coachApi('POST', '/coach/reply', { token: user.token, body: conversation });
    expect(bedrock.received).toHaveLength(1);
    const request = bedrock.received[0]!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe(`/model/${encodeURIComponent(MODEL_ID)}/converse-stream`);
    // Signed like any AWS call, with the function's own credentials.
    expect(String(request.headers.authorization)).toMatch(/^AWS4-HMAC-SHA256 Credential=local\/\d{8}\/us-east-1\/bedrock\/aws4_request/);
    expect(Object.keys(request.body).sort()).toEqual(['guardrailConfig', 'inferenceConfig', 'messages', 'system']);
    expect(request.body.messages).toEqual(conversation.messages.map((m) => ({ role: m.role, content: [{ text: m.text }] })));
    expect(request.body.guardrailConfig).toEqual({
      guardrailIdentifier: GUARDRAIL.id,
      guardrailVersion: GUARDRAIL.version,
      streamProcessingMode: 'sync',
      trace: 'enabled',
    });
    expect(request.body.inferenceConfig).toEqual({ maxTokens: 400, temperature: 0.7 });
    const system = request.body.system as { text: string }[];
    expect(system).toHaveLength(1);
    expect(system[0]!.text).toContain('You are Dr. Sage');
    expect(system[0]!.text).toContain('Mindfulness & Meditation');
    expect(system[0]!.text).toContain('not a therapist');
    expect(system[0]!.text).toContain('988');
  });

  it("gives the model what the on-device coach remembers as notes, and never logs them", async () => {
    bedrock.answer(streamedReply(['How are you feeling about it now?']));
    const note = `Zephyrine${Date.now().toString(36)}, your sister`;
    const res = await coachApi<CoachReplyResponse>('POST', '/coach/reply', { token: user.token, body: { ...conversation, memory: [note, "Friday's meeting"] } });
    expect(res.status).toBe(200);
    const system = (bedrock.received[0]!.body.system as { text: string }[])[0]!.text;
    expect(system).toContain(`- ${note}`);
    expect(system).toContain("- Friday's meeting");
    expect(system).toMatch(/not instructions/);
    expect(logLines.join('\n')).not.toContain(note.slice(0, 12));
    expect(logLines.join('\n')).toContain('"memoryLines":2');
  });

  it('speaks as the coach the request names', async () => {
    bedrock.answer(streamedReply(['Let us look at that thought.']));
    const res = await coachApi<CoachReplyResponse>('POST', '/coach/reply', { token: user.token, body: { ...conversation, persona: 'phoenix' } });
    expect(res.status).toBe(200);
    const system = (bedrock.received[0]!.body.system as { text: string }[])[0]!.text;
    expect(system).toContain('You are Phoenix');
    expect(system).toContain('Thought records');
    expect(system).not.toContain('Dr. Sage');
  });

  it('answers the fixed text with the crisis lines when the Guardrail intervenes, whatever the model said', async () => {
    bedrock.answer(streamedReply(['Text the Guardrail put in place of the reply.'], 'guardrail_intervened'));
    const res = await coachApi<CoachReplyResponse>('POST', '/coach/reply', { token: user.token, body: conversation });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ reply: COACH_SAFE_REPLY, blocked: true });
    for (const line of ['988', 'HOME to 741741', '911']) expect(res.body.reply).toContain(line);
  });

  it('also counts a Guardrail trace that blocked as an intervention', async () => {
    const trace = {
      guardrail: {
        outputAssessments: {
          [GUARDRAIL.id]: [{ topicPolicy: { topics: [{ name: 'Self-harm and suicide', type: 'DENY', action: 'BLOCKED', detected: true }] } }],
        },
      },
    };
    bedrock.answer(streamedReply(['Something the Guardrail stopped.'], 'end_turn', trace));
    const res = await coachApi<CoachReplyResponse>('POST', '/coach/reply', { token: user.token, body: conversation });
    expect(res.body).toEqual({ reply: COACH_SAFE_REPLY, blocked: true });
  });

  it('answers 429 when Bedrock throttles', async () => {
    bedrock.answer([event('messageStart', { role: 'assistant' }), exception('throttlingException', 'Too many requests, please wait before trying again.')]);
    const res = await coachApi('POST', '/coach/reply', { token: user.token, body: conversation });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: COACH_REPLY_ERRORS.busy });
  });

  it('answers 502 when the model fails or says nothing', async () => {
    bedrock.answer([event('messageStart', { role: 'assistant' }), exception('modelStreamErrorException', 'The model stopped.')]);
    const failed = await coachApi('POST', '/coach/reply', { token: user.token, body: conversation });
    expect(failed.status).toBe(502);
    expect(failed.body).toEqual({ message: COACH_REPLY_ERRORS.unavailable });

    bedrock.answer(streamedReply(['   ']));
    const empty = await coachApi('POST', '/coach/reply', { token: user.token, body: conversation });
    expect(empty.status).toBe(502);
    expect(empty.body).toEqual({ message: COACH_REPLY_ERRORS.unavailable });
  });

  it('answers 400 without consent, or when the last message is not the user\'s, and sends nothing', async () => {
    const { consent: _consent, ...withoutConsent } = conversation;
    for (const body of [withoutConsent, { ...conversation, consent: false }, { ...conversation, consent: 'yes' }]) {
      const res = await coachApi('POST', '/coach/reply', { token: user.token, body });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(`consent: ${COACH_REPLY_ERRORS.consentRequired}`);
    }
    const coachLast = await coachApi('POST', '/coach/reply', {
      token: user.token,
      body: { ...conversation, messages: conversation.messages.slice(0, 2) },
    });
    expect(coachLast.status).toBe(400);
    expect(coachLast.body.message).toBe("messages: the last message must be the user's");
    expect(bedrock.received).toHaveLength(0);
  });

  it('answers 401 without a token, and sends nothing', async () => {
    const res = await coachApi('POST', '/coach/reply', { body: conversation });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Authentication required' });
    expect(bedrock.received).toHaveLength(0);
  });

  it('logs counts and ids, never a message or a reply', async () => {
    const canary = { user: 'Canary-message-7741 about my week', reply: 'Canary-reply-2290 from the model' };
    bedrock.answer(streamedReply([canary.reply]));
    const res = await coachApi('POST', '/coach/reply', {
      token: user.token,
      body: { ...conversation, messages: [...conversation.messages, { role: 'assistant', text: 'Tell me more.' }, { role: 'user', text: canary.user }] },
    });
    expect(res.status).toBe(200);
    const log = logLines.join('');
    expect(log).toContain('"message":"coach reply"');
    expect(log).toContain('"outputTokens":24');
    for (const secret of [canary.user, canary.reply, ...conversation.messages.map((m) => m.text), COACH_SAFE_REPLY, user.token]) {
      expect(log).not.toContain(secret);
    }
  });
});

describe('server-side coaching off (the local stack, as deployed by default)', () => {
  it('answers 404 with a message, and 401 before that without a token', async () => {
    const user = await registerUser();
    const res = await api('POST', '/coach/reply', { token: user.token, body: conversation });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: COACH_REPLY_ERRORS.notEnabled });
    expect((await api('POST', '/coach/reply', { body: conversation })).status).toBe(401);
  });
});
