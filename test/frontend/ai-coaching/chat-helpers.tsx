/** Shared setup for the chat tests: a chat server, encryption states, a rendered chat and the fake clock. */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ACHIEVEMENTS, type ProgressResponse } from '@contracts/achievements';
import type { ChatSession } from '@contracts/chat';
import { COACHES } from '@contracts/coaches';
import type { EncryptedField } from '@contracts/encryption';
import { MemoryRouter } from 'react-router-dom';
import { ToastProvider } from '../../../frontend/src/components/toast';
import { ChatView } from '../../../frontend/src/features/ai-coaching/components/chat-view';
import { seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import type { SessionKeys } from '../../../frontend/src/lib/crypto/key-store';
import { EncryptionContext, type EncryptionContextValue } from '../../../frontend/src/lib/encryption-context';
import { mockFetch, type FetchMock, type RecordedCall } from '../helpers/fetch-mock';
import { checkConversation, type CrisisAssessment } from '../../../frontend/src/lib/crisis/crisis-check';

// Installed here, so a test file imports these helpers before anything that loads the check.
// The real check (the detector on the main thread, as jsdom has no Worker), which a test can hold or fail.
jest.mock('../../../frontend/src/lib/crisis/crisis-check', () => {
  const actual = jest.requireActual<typeof import('../../../frontend/src/lib/crisis/crisis-check')>('../../../frontend/src/lib/crisis/crisis-check');
  return { ...actual, checkConversation: jest.fn(actual.checkConversation) };
});

export const checkConversationMock = checkConversation as jest.MockedFunction<typeof checkConversation>;

/** A check that answers when the test says so. */
export function heldCheck() {
  let answer!: (assessment: CrisisAssessment) => void;
  let fail!: (error: Error) => void;
  checkConversationMock.mockImplementationOnce(
    () =>
      new Promise<CrisisAssessment>((resolve, reject) => {
        answer = resolve;
        fail = reject;
      }),
  );
  return { answer: (assessment: CrisisAssessment) => answer(assessment), fail: (error: Error) => fail(error) };
}

export const SESSION_ID = '01JCHAT0000000000000000001';
/** WebCrypto and fetch answers settle on real macrotasks, which fake timers do not run. */
const realTimers = jest.requireActual<typeof import('node:timers')>('node:timers');

export function encryption(keys: SessionKeys | null, enabled = true, requestUnlock = jest.fn()): EncryptionContextValue {
  return {
    status: !enabled ? 'disabled' : keys ? 'unlocked' : 'locked',
    busy: false,
    keys,
    enabled,
    currentKeys: () => keys,
    requestUnlock,
    wrapForNewPassword: async () => null,
  };
}

export function session(overrides: Partial<ChatSession> = {}): ChatSession {
  return { id: SESSION_ID, persona: 'sage', startedAt: '2025-05-01T10:00:00.000Z', lastMessageAt: '2025-05-01T10:12:00.000Z', messageCount: 3, ...overrides };
}

/** What GET /analytics/progress answers a new account: zeros, every achievement locked. */
export const NEW_ACCOUNT_PROGRESS: ProgressResponse = {
  streak: 0,
  totalSessions: 0,
  progress: 0,
  achievements: ACHIEVEMENTS.map(({ id, target }) => ({ id, target, count: 0, unlocked: false, unlockedAt: null })),
};

export function chatServer(sessions: ChatSession[] = []): FetchMock {
  let n = 0;
  return mockFetch()
    .on('GET /analytics/progress', { body: NEW_ACCOUNT_PROGRESS })
    .on('GET /chat/prompts', { body: { persona: 'sage', prompts: ['Prompt from the server'] } })
    .on('GET /chat/sessions', { body: { sessions, nextCursor: null } })
    .on('POST /chat/sessions', { status: 201, body: session({ messageCount: 0 }) })
    .on(`PUT /chat/sessions/${SESSION_ID}/memory`, { body: { success: true } })
    .on(`POST /chat/sessions/${SESSION_ID}/messages`, (call: RecordedCall) => {
      n += 1;
      const body = call.body as { message: string | EncryptedField; sender: 'user' | 'ai' };
      return { status: 201, body: { id: `m${n}`, sessionId: SESSION_ID, ...body, clientEncrypted: typeof body.message === 'object', createdAt: new Date().toISOString() } };
    });
}

export function renderChat(value: EncryptionContextValue, props: Partial<Parameters<typeof ChatView>[0]> = {}) {
  const view = (v: EncryptionContextValue) => (
    <MemoryRouter>
      <ToastProvider>
        <EncryptionContext.Provider value={v}>
          <ChatView coach={COACHES.sage} random={seededRandom(7)} onBack={jest.fn()} onOpenSession={jest.fn()} {...props} />
        </EncryptionContext.Provider>
      </ToastProvider>
    </MemoryRouter>
  );
  const result = render(view(value));
  return { ...result, rerenderWith: (v: EncryptionContextValue) => result.rerender(view(v)) };
}

export const log = () => screen.getByRole('list', { name: 'Conversation with Dr. Sage' });
export const aiLines = () => within(log()).queryAllByTestId('chat-line-ai');
export const userLines = () => within(log()).queryAllByTestId('chat-line-user');
export const input = () => screen.getByRole('textbox', { name: 'Message Dr. Sage' });

export async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

export async function type(text: string) {
  fireEvent.change(input(), { target: { value: text } });
  await act(async () => {
    fireEvent.keyDown(input(), { key: 'Enter' });
  });
}

/** Lets the save chain (fetches, WebCrypto) finish. */
export async function settle() {
  for (let i = 0; i < 20; i += 1) {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
      await new Promise((resolve) => realTimers.setTimeout(resolve, 0));
    });
  }
}

export const posted = (server: FetchMock) => server.callsTo(`POST /chat/sessions/${SESSION_ID}/messages`).map((c) => c.body as { message: string | EncryptedField; sender: string });

/** Each test starts with the real crisis check and a fake clock (microtasks stay real). */
export function freshChatPerTest(): void {
  beforeEach(() => {
    checkConversationMock.mockClear();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
  });
}
