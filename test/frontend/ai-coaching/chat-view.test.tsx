/**
 * @jest-environment ./test/frontend/crypto/webcrypto-environment.js
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ChatMessage, ChatSession } from '@contracts/chat';
import { COACHES } from '@contracts/coaches';
import type { EncryptedField } from '@contracts/encryption';
import { MemoryRouter } from 'react-router-dom';
import { ToastProvider } from '../../../frontend/src/components/toast';
import { AiCoachingPage } from '../../../frontend/src/features/ai-coaching/components/ai-coaching-page';
import { ChatView } from '../../../frontend/src/features/ai-coaching/components/chat-view';
import { seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { MEMORY_CONTEXT, MESSAGE_CONTEXT } from '../../../frontend/src/features/ai-coaching/message-crypto';
import { SCREENING_QUESTION, screeningQuestion, screeningThanks } from '../../../frontend/src/features/ai-coaching/screening';
import { CRISIS_REPLY_TEXT } from '../../../frontend/src/features/ai-coaching/use-coach-chat';
import { decryptField, encryptField } from '../../../frontend/src/lib/crypto/field-crypto';
import type { SessionKeys } from '../../../frontend/src/lib/crypto/key-store';
import { EncryptionContext, type EncryptionContextValue } from '../../../frontend/src/lib/encryption-context';
import { initConfig } from '../../../frontend/src/lib/config';
import { COACH_SAFE_REPLY } from '@contracts/coach-llm-types';
import { TEST_CONFIG, mockFetch, type FetchMock, type RecordedCall } from '../helpers/fetch-mock';
import { makeKeys } from '../journal/helpers';
import { checkConversation, type CrisisAssessment } from '../../../frontend/src/lib/crisis/crisis-check';

// The real check (the detector on the main thread, as jsdom has no Worker), which a test can hold or fail.
jest.mock('../../../frontend/src/lib/crisis/crisis-check', () => {
  const actual = jest.requireActual<typeof import('../../../frontend/src/lib/crisis/crisis-check')>('../../../frontend/src/lib/crisis/crisis-check');
  return { ...actual, checkConversation: jest.fn(actual.checkConversation) };
});
const checkConversationMock = checkConversation as jest.MockedFunction<typeof checkConversation>;

/** A check that answers when the test says so. */
function heldCheck() {
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

const SESSION_ID = '01JCHAT0000000000000000001';
/** WebCrypto and fetch answers settle on real macrotasks, which fake timers do not run. */
const realTimers = jest.requireActual<typeof import('node:timers')>('node:timers');

function encryption(keys: SessionKeys | null, enabled = true, requestUnlock = jest.fn()): EncryptionContextValue {
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

function session(overrides: Partial<ChatSession> = {}): ChatSession {
  return { id: SESSION_ID, persona: 'sage', startedAt: '2025-05-01T10:00:00.000Z', lastMessageAt: '2025-05-01T10:12:00.000Z', messageCount: 3, ...overrides };
}

function chatServer(sessions: ChatSession[] = []): FetchMock {
  let n = 0;
  return mockFetch()
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

function renderChat(value: EncryptionContextValue, props: Partial<Parameters<typeof ChatView>[0]> = {}) {
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

const log = () => screen.getByRole('list', { name: 'Conversation with Dr. Sage' });
const aiLines = () => within(log()).queryAllByTestId('chat-line-ai');
const userLines = () => within(log()).queryAllByTestId('chat-line-user');
const input = () => screen.getByRole('textbox', { name: 'Message Dr. Sage' });

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

async function type(text: string) {
  fireEvent.change(input(), { target: { value: text } });
  await act(async () => {
    fireEvent.keyDown(input(), { key: 'Enter' });
  });
}

/** Lets the save chain (fetches, WebCrypto) finish. */
async function settle() {
  for (let i = 0; i < 20; i += 1) {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
      await new Promise((resolve) => realTimers.setTimeout(resolve, 0));
    });
  }
}

const posted = (server: FetchMock) => server.callsTo(`POST /chat/sessions/${SESSION_ID}/messages`).map((c) => c.body as { message: string | EncryptedField; sender: string });

beforeEach(() => {
  checkConversationMock.mockClear();
  jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
});

describe('the chat with a coach', () => {
  it('opens with the coach greeting, the AI notice and the server prompts; empty input is ignored', async () => {
    chatServer();
    renderChat(encryption(null, false));
    await settle();
    expect(aiLines()).toHaveLength(1);
    expect((screen.getByRole('link', { name: 'What the coach is and is not' })).getAttribute('href')).toBe('/safety');
    expect(screen.getByText(/is an AI wellness coach, not a therapist/)).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Prompt from the server' }));
    expect((input() as HTMLTextAreaElement).value).toBe('Prompt from the server');

    await type('   \n  ');
    expect(userLines()).toHaveLength(0);
    fireEvent.change(input(), { target: { value: '  ' } });
    expect((screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the typing indicator for 1.5 s, then the reply', async () => {
    chatServer();
    renderChat(encryption(null, false));
    await type('I feel tense about my exam tomorrow');
    expect(userLines()).toHaveLength(1);
    expect(screen.getByText('Dr. Sage is typing')).not.toBeNull();
    await advance(1_499);
    expect(aiLines()).toHaveLength(1);
    await advance(1);
    expect(aiLines()).toHaveLength(2);
    expect(screen.queryByText('Dr. Sage is typing')).toBeNull();
    expect(aiLines()[1]!.textContent).not.toBe('');
  });

  it('creates the session on the first user message and saves every line in order, encrypted with the key', async () => {
    const keys = await makeKeys();
    const server = chatServer();
    renderChat(encryption(keys));
    await settle();
    expect(server.callsTo('POST /chat/sessions')).toHaveLength(0);

    await type('My shoulders are tight from work');
    await advance(1_500);
    await settle();
    expect(server.callsTo('POST /chat/sessions')).toHaveLength(1);
    expect(server.callsTo('POST /chat/sessions')[0]!.body).toEqual({ persona: 'sage' });
    const bodies = posted(server);
    expect(bodies.map((b) => b.sender)).toEqual(['ai', 'user', 'ai']);
    for (const body of bodies) {
      expect(typeof body.message).toBe('object');
      expect(JSON.stringify(body)).not.toContain('shoulders');
    }
    const texts = await Promise.all(bodies.map((b) => decryptField(b.message, keys, MESSAGE_CONTEXT)));
    expect(texts[1]).toBe('My shoulders are tight from work');
    expect(texts[0]).toBe(aiLines()[0]!.querySelector('.chat-bubble__text')!.textContent);
    expect(texts[2]).toBe(aiLines()[1]!.querySelector('.chat-bubble__text')!.textContent);
  });

  it('offers quick replies under the latest coach line, remembers a name, saves the memory encrypted and forgets it', async () => {
    const server = chatServer();
    const keys = await makeKeys();
    renderChat(encryption(keys));
    await type('my dog Biscuit died last week');
    await advance(1_500);
    await settle();
    const quick = screen.getByRole('group', { name: 'Quick replies' });
    const buttons = within(quick).getAllByRole('button');
    expect(buttons.length).toBeGreaterThan(0);
    // Only the latest coach line carries them.
    expect(screen.getAllByRole('group', { name: 'Quick replies' })).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'What I remember' }));
    const panel = screen.getByRole('region', { name: 'What Dr. Sage remembers' });
    expect(panel.textContent).toContain('Biscuit');
    const saved = server.callsTo(`PUT /chat/sessions/${SESSION_ID}/memory`);
    expect(saved.length).toBeGreaterThan(0);
    const sealed = (saved.at(-1)!.body as { memory: EncryptedField }).memory;
    expect(JSON.stringify(sealed)).not.toContain('Biscuit');
    expect(JSON.parse(await decryptField(sealed, keys, MEMORY_CONTEXT))).toMatchObject({ version: 1, pets: [{ name: 'Biscuit', species: 'dog' }] });

    fireEvent.click(within(panel).getByRole('button', { name: 'Forget all' }));
    await settle();
    expect(panel.textContent).not.toContain('Biscuit');
    const cleared = server.callsTo(`PUT /chat/sessions/${SESSION_ID}/memory`).at(-1)!.body as { memory: EncryptedField };
    expect(JSON.parse(await decryptField(cleared.memory, keys, MEMORY_CONTEXT))).not.toHaveProperty('pets');

    // A quick reply sends its text as the person's message.
    const label = within(screen.getByRole('group', { name: 'Quick replies' })).getAllByRole('button')[0]!.textContent!;
    fireEvent.click(within(screen.getByRole('group', { name: 'Quick replies' })).getAllByRole('button')[0]!);
    expect(screen.getAllByTestId('chat-line-user').at(-1)!.textContent).toContain(label);
    await advance(1_500);
    await settle();
    expect(screen.getAllByTestId('chat-line-ai').length).toBeGreaterThanOrEqual(3);
  });

  it('sends plain text when encryption is turned off', async () => {
    const server = chatServer();
    renderChat(encryption(null, false));
    await type('Hello there');
    await settle();
    expect(posted(server).map((b) => b.message)).toEqual([expect.any(String), 'Hello there']);
  });

  it('keeps lines on the device while encryption is locked and saves them encrypted after unlocking', async () => {
    const server = chatServer();
    const requestUnlock = jest.fn();
    const { rerenderWith } = renderChat(encryption(null, true, requestUnlock));
    await type('Something private');
    await settle();
    expect(server.callsTo('POST /chat/sessions')).toHaveLength(0);
    expect(posted(server)).toHaveLength(0);
    const status = screen.getByText(/Unlock encryption to save this conversation/).closest('[role="status"]') as HTMLElement;
    fireEvent.click(within(status).getByRole('button', { name: 'Unlock' }));
    expect(requestUnlock).toHaveBeenCalled();

    const keys = await makeKeys();
    rerenderWith(encryption(keys));
    await settle();
    const bodies = posted(server);
    expect(bodies.map((b) => b.sender)).toEqual(['ai', 'user']);
    expect(await decryptField(bodies[1]!.message, keys, MESSAGE_CONTEXT)).toBe('Something private');
    expect(screen.queryByText(/Unlock encryption to save this conversation/)).toBeNull();
  });

  it('asks for a mood at exactly 2 minutes; a choice adds a user line and a reply', async () => {
    chatServer();
    renderChat(encryption(null, false));
    await type('Hi');
    await advance(1_500);
    await advance(120_000 - 1_501);
    expect(screen.queryByRole('group', { name: 'How are you feeling?' })).toBeNull();
    await advance(1);
    const moods = screen.getByRole('group', { name: 'How are you feeling?' });
    const before = aiLines().length;
    fireEvent.click(within(moods).getByRole('button', { name: 'Not good' }));
    expect(userLines().at(-1)!.textContent).toMatch(/not feeling good|not good/i);
    expect(screen.queryByRole('group', { name: 'How are you feeling?' })).toBeNull();
    await advance(1_500);
    expect(aiLines()).toHaveLength(before + 1);
  });

  it('checks in unprompted 30 to 60 s after the last activity, once per quiet spell', async () => {
    chatServer();
    renderChat(encryption(null, false));
    await type('Hi');
    await advance(1_500);
    const before = aiLines().length;
    await advance(29_999);
    expect(aiLines()).toHaveLength(before);
    await advance(30_001);
    expect(aiLines()).toHaveLength(before + 1);
    expect(within(aiLines().at(-1)!).getByText('Check-in')).not.toBeNull();
    expect(COACHES.sage.unpromptedMessages.length).toBeGreaterThan(0);
    await advance(59_000);
    // The mood check-in came at 2 minutes; no second unprompted line without the user.
    expect(aiLines().filter((line) => within(line).queryByText('Check-in'))).toHaveLength(1);
  });

  it('replaces the reply with the crisis card as soon as the check says so, with no typing and no coach line', async () => {
    const keys = await makeKeys();
    const server = chatServer();
    renderChat(encryption(keys));
    await type('I want to kill myself');
    const card = await screen.findByTestId('crisis-card');
    expect((within(card).getByRole('link', { name: /Call 988/ })).getAttribute('href')).toBe('tel:988');
    expect((within(card).getByRole('link', { name: /Text 988/ })).getAttribute('href')).toBe('sms:988');
    expect((within(card).getByRole('link', { name: /Text HOME to 741741/ })).getAttribute('href')).toBe('sms:741741?&body=HOME');
    expect((within(card).getByRole('link', { name: /Call 911/ })).getAttribute('href')).toBe('tel:911');
    // Heard first: the card has the focus and is an alert named by its own heading; its first action is the call to 988.
    expect(document.activeElement).toBe(card);
    expect(screen.getByRole('alert', { name: "You don't have to go through this alone" })).toBe(card);
    expect(card.querySelector('a[href], button, input, textarea, select')!.getAttribute('href')).toBe('tel:988');
    expect(screen.queryByText('Dr. Sage is typing')).toBeNull();
    await advance(90_000);
    expect(aiLines()).toHaveLength(1);
    await settle();
    const bodies = posted(server);
    expect(await decryptField(bodies.at(-1)!.message, keys, MESSAGE_CONTEXT)).toBe(CRISIS_REPLY_TEXT);
  });

  it('keeps what is typed in the message box while the card takes the focus, and the sent message as sent', async () => {
    chatServer();
    renderChat(encryption(null, false));
    const check = heldCheck();
    await type('I want to end my life');
    expect((input() as HTMLTextAreaElement).value).toBe('');
    fireEvent.change(input(), { target: { value: 'and I do not know who to' } });
    expect(document.activeElement).toBe(input());
    await act(async () => check.answer({ tier: 'intent', outcome: 'crisis', signals: ['test.signal'] }));
    await advance(0);
    const card = screen.getByTestId('crisis-card');
    expect(document.activeElement).toBe(card);
    expect((input() as HTMLTextAreaElement).value).toBe('and I do not know who to');
    expect(userLines().map((line) => line.querySelector('.chat-bubble__text')!.textContent)).toEqual(['I want to end my life']);
    // Tab from the card reaches Call 988 first.
    const focusable = Array.from(card.querySelectorAll<HTMLElement>('a[href], button'));
    expect(focusable[0]!.textContent).toContain('Call 988');
  });

  it('shows the crisis card of a reopened session without an alert and leaves the focus in the message box', async () => {
    chatServer();
    const stored = { id: 'stored-1', text: CRISIS_REPLY_TEXT, sender: 'ai' as const, timestamp: new Date('2025-05-01T10:05:00.000Z'), kind: 'crisis' as const };
    renderChat(encryption(null, false), { resume: { session: session(), lines: [stored] } });
    const card = screen.getByTestId('crisis-card');
    expect(card.getAttribute('role')).toBeNull();
    expect(document.activeElement).toBe(input());
  });

  it('keeps the coach typing while the message is checked and answers only after the verdict', async () => {
    chatServer();
    renderChat(encryption(null, false));
    const check = heldCheck();
    await type('I feel tense about my exam tomorrow');
    expect(checkConversationMock).toHaveBeenLastCalledWith(['I feel tense about my exam tomorrow']);
    await advance(5_000);
    expect(screen.getByText('Dr. Sage is typing')).not.toBeNull();
    expect(aiLines()).toHaveLength(1);
    await act(async () => check.answer({ tier: 'none', outcome: 'none', signals: [] }));
    await advance(0);
    expect(aiLines()).toHaveLength(2);
    expect(screen.queryByText('Dr. Sage is typing')).toBeNull();
    expect(screen.queryByTestId('crisis-card')).toBeNull();
  });

  it('asks the screening question when the check cannot run, rather than stay silent', async () => {
    chatServer();
    renderChat(encryption(null, false));
    const check = heldCheck();
    await type('Hello there');
    await act(async () => check.fail(new Error('no detector')));
    await advance(1_500);
    expect(aiLines()).toHaveLength(2);
    expect(aiLines()[1]!.textContent).toContain(SCREENING_QUESTION);
    expect(screen.queryByTestId('crisis-card')).toBeNull();
  });

  it('asks an ambiguous message the screening question in the coach voice, with the lines under it, and a yes opens the card', async () => {
    const keys = await makeKeys();
    const server = chatServer();
    renderChat(encryption(keys));
    await type("I can't go on anymore");
    await advance(1_500);
    expect(screen.queryByTestId('crisis-card')).toBeNull();
    const question = aiLines()[1]!;
    expect(question.textContent).toContain(screeningQuestion('sage'));
    const lines = within(question).getByTestId('screening-lines');
    expect(within(lines).getByRole('link', { name: 'call 988' }).getAttribute('href')).toBe('tel:988');
    expect(within(lines).getByRole('link', { name: 'text HOME to 741741' }).getAttribute('href')).toBe('sms:741741?&body=HOME');
    // The question with its quiet lines is not the card: it takes no focus and raises no alert.
    expect(document.activeElement).toBe(input());
    expect(screen.queryByRole('alert')).toBeNull();
    const answers = within(question).getByRole('group', { name: 'Answer the question' });
    await act(async () => fireEvent.click(within(answers).getByRole('button', { name: 'Sometimes' })));
    const card = await screen.findByTestId('crisis-card');
    expect(document.activeElement).toBe(card);
    expect(userLines().at(-1)!.textContent).toContain('Sometimes');
    expect(screen.queryByRole('group', { name: 'Answer the question' })).toBeNull();
    await settle();
    const texts = await Promise.all(posted(server).map(async (body) => decryptField(body.message, keys, MESSAGE_CONTEXT)));
    expect(texts).toContain(screeningQuestion('sage'));
    expect(texts.at(-1)).toBe(CRISIS_REPLY_TEXT);
  });

  it.each(["I don't know", 'maybe', 'yeah sometimes at night'])('opens the card when the answer is %j', async (answer) => {
    chatServer();
    renderChat(encryption(null, false));
    await type("I can't go on anymore");
    await advance(1_500);
    await type(answer);
    expect(await screen.findByTestId('crisis-card')).not.toBeNull();
  });

  it('goes on with the conversation after a plain no, and asks nothing again for the same words', async () => {
    chatServer();
    renderChat(encryption(null, false));
    await type("I can't go on anymore");
    await advance(1_500);
    await type('no, just really tired from work');
    await advance(1_500);
    expect(screen.queryByTestId('crisis-card')).toBeNull();
    expect(aiLines()[2]!.textContent).toContain(screeningThanks('sage'));
    expect(screen.queryByRole('group', { name: 'Answer the question' })).toBeNull();
    await type('work has been a lot this month');
    await advance(1_500);
    expect(aiLines()).toHaveLength(4);
    expect(aiLines()[3]!.textContent).not.toContain(SCREENING_QUESTION);
    expect(screen.queryByTestId('crisis-card')).toBeNull();
  });

  it('shows the card for clear risk in an answer, whatever it opens with', async () => {
    chatServer();
    renderChat(encryption(null, false));
    await type("I can't go on anymore");
    await advance(1_500);
    await type('no. but I have the pills saved up');
    expect(await screen.findByTestId('crisis-card')).not.toBeNull();
  });

  it('checks each message with the ones before it, in the order sent, and starts over after the card', async () => {
    chatServer();
    renderChat(encryption(null, false));
    const first = heldCheck();
    await type('First message');
    await type('Second message');
    // The second waits for the first: its window is what the first left.
    expect(checkConversationMock.mock.calls.map(([messages]) => [...messages])).toEqual([['First message']]);
    await act(async () => first.answer({ tier: 'ideation', outcome: 'crisis', signals: ['test.signal'] }));
    await advance(0);
    expect(screen.getByTestId('crisis-card')).not.toBeNull();
    expect(checkConversationMock.mock.calls.map(([messages]) => [...messages])).toEqual([['First message'], ['Second message']]);
  });

  it('fills the progress bar at 10 messages', async () => {
    chatServer();
    renderChat(encryption(null, false));
    const bar = () => Number(screen.getByRole('progressbar', { name: 'Session progress' }).getAttribute('aria-valuenow'));
    expect(bar()).toBe(10);
    for (const text of ['one', 'two', 'three', 'four']) {
      await type(`Message ${text}`);
      await advance(1_500);
    }
    expect(bar()).toBe(90);
    await type('Message five');
    expect(bar()).toBe(100);
    await advance(1_500);
    expect(bar()).toBe(100);
  });
});

describe('the coaching screen', () => {
  it('Quick Start fills the input; choosing a coach again starts over', async () => {
    chatServer();
    render(
      <MemoryRouter>
        <ToastProvider>
          <EncryptionContext.Provider value={encryption(null, false)}>
            <AiCoachingPage random={seededRandom(3)} />
          </EncryptionContext.Provider>
        </ToastProvider>
      </MemoryRouter>,
    );
    expect((screen.getByTestId('coaching-stat-streak')).textContent).toContain('7 days');
    expect((screen.getByTestId('coaching-stat-sessions')).textContent).toContain('23');
    expect((screen.getByTestId('coaching-stat-progress')).textContent).toContain('87%');
    expect((screen.getByTestId('coaching-stat-achievements')).textContent).toContain('3');
    const achievements = screen.getAllByTestId('achievement').map((a) => [a.querySelector('strong')!.textContent, within(a).getByText(/^(Unlocked|Locked)$/).textContent]);
    expect(achievements).toEqual([
      ['7-Day Streak', 'Unlocked'],
      ['First Session', 'Unlocked'],
      ['Goal Setter', 'Unlocked'],
      ['Mindfulness Master', 'Locked'],
      ['Cognitive Champion', 'Locked'],
      ['Emotional Expert', 'Locked'],
    ]);
    for (const coach of Object.values(COACHES)) {
      expect(screen.getByRole('heading', { name: coach.name })).not.toBeNull();
      expect(screen.getByText(`${coach.sessions} sessions`)).not.toBeNull();
    }

    fireEvent.click(screen.getByRole('button', { name: 'Quick Start with Phoenix' }));
    expect(((await screen.findByRole('textbox', { name: 'Message Phoenix' })) as HTMLTextAreaElement).value).toBe(COACHES.phoenix.quickStart);
    fireEvent.change(screen.getByRole('textbox', { name: 'Message Phoenix' }), { target: { value: 'A first thought' } });
    await act(async () => {
      fireEvent.keyDown(screen.getByRole('textbox', { name: 'Message Phoenix' }), { key: 'Enter' });
    });
    expect(screen.getAllByTestId('chat-line-user')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Back to Coaches' }));
    fireEvent.click(screen.getByRole('button', { name: 'Chat with Phoenix' }));
    await screen.findByRole('textbox', { name: 'Message Phoenix' });
    expect(screen.queryAllByTestId('chat-line-user')).toHaveLength(0);
    expect(screen.getAllByTestId('chat-line-ai')).toHaveLength(1);
    expect((screen.getByRole('textbox', { name: 'Message Phoenix' }) as HTMLTextAreaElement).value).toBe('');
  });

  it('reopens a past session decrypted on the device, and deletes one', async () => {
    jest.useRealTimers();
    const keys = await makeKeys();
    const old = session();
    const messages: ChatMessage[] = [
      { id: 'a', sessionId: SESSION_ID, sender: 'user', message: await encryptField('An old worry about moving house', keys, MESSAGE_CONTEXT), clientEncrypted: true, createdAt: old.startedAt },
      { id: 'b', sessionId: SESSION_ID, sender: 'ai', message: 'A plain older reply', clientEncrypted: false, createdAt: old.lastMessageAt },
    ];
    const server = chatServer([old, session({ id: '01JCHAT0000000000000000002', persona: 'zenith' })])
      .on(`GET /chat/sessions/${SESSION_ID}`, { body: { ...old, messages } })
      .on(`DELETE /chat/sessions/${SESSION_ID}`, { body: { success: true } });
    render(
      <MemoryRouter>
        <ToastProvider>
          <EncryptionContext.Provider value={encryption(keys)}>
            <AiCoachingPage random={seededRandom(3)} />
          </EncryptionContext.Provider>
        </ToastProvider>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Chat with Dr. Sage' }));
    // Only this coach's sessions.
    expect(await screen.findAllByTestId('past-session')).toHaveLength(1);
    expect((screen.getByTestId('past-session')).textContent).toContain('3 messages · 12 min');
    fireEvent.click(within(screen.getByTestId('past-session')).getByRole('button', { name: /^Open/ }));
    expect(await screen.findByText('An old worry about moving house')).not.toBeNull();
    expect(screen.getByText('A plain older reply')).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Back to Coaches' }));
    fireEvent.click(screen.getByRole('button', { name: 'Chat with Dr. Sage' }));
    // As from the keyboard: the button that asks has the focus.
    const trash = within(await screen.findByTestId('past-session')).getByRole('button', { name: /^Delete/ });
    trash.focus();
    fireEvent.click(trash);
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No past sessions yet.')).not.toBeNull();
    expect(server.callsTo(`DELETE /chat/sessions/${SESSION_ID}`)).toHaveLength(1);
    // The deleted session's button is gone: the focus goes to the list's heading, not the page body.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Past sessions with Dr. Sage' }));
  });
});

describe('the optional language model', () => {
  const consent = () => screen.queryByRole('checkbox', { name: 'Use the AI language model for replies' });

  it('is not offered when the deployment coaches on the device', () => {
    chatServer();
    renderChat(encryption(null, false));
    expect(consent()).toBeNull();
  });

  it('sends nothing to the model without consent; with it, the conversation goes and the reply is shown', async () => {
    initConfig({ ...TEST_CONFIG, coachProvider: 'bedrock' });
    const server = chatServer().on('POST /coach/reply', { body: { reply: 'A reply from the model.', blocked: false } });
    renderChat(encryption(null, false));
    expect((consent() as HTMLInputElement).checked).toBe(false);
    await type('First message');
    await advance(1_500);
    expect(server.callsTo('POST /coach/reply')).toHaveLength(0);

    fireEvent.click(consent()!);
    expect(window.localStorage.getItem('solace_coach_model_consent')).toBe('yes');
    await type('Second message about my dog Pepper');
    await advance(1_500);
    await settle();
    const [call] = server.callsTo('POST /coach/reply');
    const body = call!.body as { persona: string; consent: boolean; messages: { role: string; text: string }[]; memory?: string[] };
    expect(body.persona).toBe('sage');
    expect(body.consent).toBe(true);
    expect(body.messages.at(-1)).toEqual({ role: 'user', text: 'Second message about my dog Pepper' });
    expect(body.messages.filter((m) => m.role === 'user').map((m) => m.text)).toEqual(['First message', 'Second message about my dog Pepper']);
    // What the coach remembers goes with it, read from the message the model answers.
    expect(body.memory).toEqual(expect.arrayContaining([expect.stringContaining('Pepper')]));
    expect(screen.getByText('A reply from the model.')).not.toBeNull();
  });

  it('never sends a crisis message, and shows the card when the model is blocked', async () => {
    initConfig({ ...TEST_CONFIG, coachProvider: 'bedrock' });
    window.localStorage.setItem('solace_coach_model_consent', 'yes');
    const server = chatServer().on('POST /coach/reply', { body: { reply: COACH_SAFE_REPLY, blocked: true } });
    renderChat(encryption(null, false));
    expect((consent() as HTMLInputElement).checked).toBe(true);
    await type('I am going to kill myself tonight');
    expect(await screen.findByTestId('crisis-card')).not.toBeNull();
    await advance(1_500);
    await settle();
    expect(server.callsTo('POST /coach/reply')).toHaveLength(0);
  });

  it('shows the crisis card when the Guardrail intervenes', async () => {
    initConfig({ ...TEST_CONFIG, coachProvider: 'bedrock' });
    window.localStorage.setItem('solace_coach_model_consent', 'yes');
    chatServer().on('POST /coach/reply', { body: { reply: COACH_SAFE_REPLY, blocked: true } });
    renderChat(encryption(null, false));
    await type('Tell me about breathing');
    await advance(1_500);
    await settle();
    expect(screen.getByTestId('crisis-card')).not.toBeNull();
    expect(screen.queryByText(COACH_SAFE_REPLY)).toBeNull();
  });

  it('falls back to the coach on the device when the model fails', async () => {
    initConfig({ ...TEST_CONFIG, coachProvider: 'bedrock' });
    window.localStorage.setItem('solace_coach_model_consent', 'yes');
    chatServer().on('POST /coach/reply', { status: 502, body: { message: 'The AI coach is unavailable right now' } });
    renderChat(encryption(null, false));
    await type('Hello');
    await advance(1_500);
    await settle();
    expect(aiLines()).toHaveLength(2);
  });
});
