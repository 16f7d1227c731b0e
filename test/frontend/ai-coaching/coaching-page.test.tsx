/**
 * @jest-environment ./test/frontend/crypto/webcrypto-environment.js
 */
/** The coaching screen around the chat (Quick Start, past sessions) and the optional language model. */
// First: the helpers install the spy on the crisis check.
import {
  SESSION_ID, NEW_ACCOUNT_PROGRESS, encryption, session, chatServer, renderChat, aiLines, advance, type, settle, freshChatPerTest,
} from './chat-helpers';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ChatMessage } from '@contracts/chat';
import { ACHIEVEMENTS } from '@contracts/achievements';
import { COACHES } from '@contracts/coaches';
import { MemoryRouter } from 'react-router-dom';
import { ToastProvider } from '../../../frontend/src/components/toast';
import { AiCoachingPage, prefetchPageData } from '../../../frontend/src/features/ai-coaching/components/ai-coaching-page';
import { CoachList } from '../../../frontend/src/features/ai-coaching/components/coach-list';
import { seededRandom } from '../../../frontend/src/features/ai-coaching/engine';
import { CHAT_MESSAGE_CONTEXT } from '../../../frontend/src/lib/crypto/field-contexts';
import { encryptField } from '../../../frontend/src/lib/crypto/field-crypto';
import { EncryptionContext } from '../../../frontend/src/lib/encryption-context';
import { initConfig } from '../../../frontend/src/lib/config';
import { COACH_SAFE_REPLY } from '@contracts/coach-llm-types';
import { TEST_CONFIG } from '../helpers/fetch-mock';
import { makeKeys } from '../journal/helpers';

const figure = (id: string) => screen.getByTestId(`coaching-stat-${id}`).textContent;
async function expectFigures(expected: { streak: string; sessions: string; progress: string; achievements: string }) {
  await screen.findAllByTestId('achievement');
  expect(figure('streak')).toContain(expected.streak);
  expect(figure('sessions')).toContain(expected.sessions);
  expect(figure('progress')).toContain(expected.progress);
  expect(figure('achievements')).toContain(expected.achievements);
}
const achievementStates = () =>
  screen.getAllByTestId('achievement').map((a) => [a.querySelector('strong')!.textContent, within(a).getByText(/^(Unlocked|Locked)$/).textContent]);

function renderCoachList() {
  return render(
    <MemoryRouter>
      <ToastProvider>
        <EncryptionContext.Provider value={encryption(null, false)}>
          <AiCoachingPage random={seededRandom(3)} />
        </EncryptionContext.Provider>
      </ToastProvider>
    </MemoryRouter>,
  );
}

freshChatPerTest();

describe('the coaching screen', () => {
  it('shows the person\'s own figures and the achievements they earned, with the date', async () => {
    chatServer().on('GET /analytics/progress', {
      body: {
        ...NEW_ACCOUNT_PROGRESS,
        streak: 1,
        totalSessions: 3,
        progress: 33,
        achievements: NEW_ACCOUNT_PROGRESS.achievements.map((a) =>
          a.id === 'first-session' || a.id === 'goal-setter'
            ? { ...a, count: 1, unlocked: true, unlockedAt: '2024-06-10T08:30:00.000Z' }
            : a.id === 'cognitive-champion' ? { ...a, count: 2 } : a,
        ),
      },
    });
    renderCoachList();
    await expectFigures({ streak: '1 day', sessions: '3', progress: '33%', achievements: '2' });
    expect(achievementStates()).toEqual([
      ['7-Day Streak', 'Locked'],
      ['First Session', 'Unlocked'],
      ['Goal Setter', 'Unlocked'],
      ['Mindfulness Master', 'Locked'],
      ['Cognitive Champion', 'Locked'],
      ['Emotional Expert', 'Locked'],
    ]);
    const first = screen.getAllByTestId('achievement')[1]!;
    const earned = new Date('2024-06-10T08:30:00.000Z').toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
    expect(first.textContent).toContain(`Earned ${earned}`);
    expect(screen.getAllByTestId('achievement')[4]!.textContent).toContain('Five thinking sessions with Phoenix. 2 of 5 so far.');
    expect(screen.getAllByTestId('achievement')[0]!.textContent).toContain('Write in your journal seven days in a row.');
  });

  it('shows the figures asked for while the session was checked, without asking again', async () => {
    const server = chatServer().on('GET /analytics/progress', { body: { ...NEW_ACCOUNT_PROGRESS, totalSessions: 4 } });
    prefetchPageData();
    renderCoachList();
    await expectFigures({ streak: '0 days', sessions: '4', progress: '0%', achievements: '0' });
    expect(server.callsTo('GET /analytics/progress')).toHaveLength(1);
  });

  it('shows no figure it does not know: dashes and a way to ask again when progress fails to load', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = chatServer().on('GET /analytics/progress', { status: 500, body: { message: 'Internal server error' } }, { body: NEW_ACCOUNT_PROGRESS });
    renderCoachList();
    expect(await screen.findByText('Your progress could not be loaded.')).not.toBeNull();
    for (const id of ['streak', 'sessions', 'progress', 'achievements']) {
      expect(figure(id)).toContain('—');
      expect(figure(id)).toContain('Not available');
    }
    expect(screen.queryAllByTestId('achievement')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await expectFigures({ streak: '0 days', sessions: '0', progress: '0%', achievements: '0' });
    expect(server.callsTo('GET /analytics/progress')).toHaveLength(2);
    warn.mockRestore();
  });

  it('Quick Start fills the input; choosing a coach again starts over', async () => {
    chatServer();
    renderCoachList();
    // A new account: zeros and every achievement locked (the figures are the person's own).
    await expectFigures({ streak: '0 days', sessions: '0', progress: '0%', achievements: '0' });
    expect(achievementStates()).toEqual(ACHIEVEMENTS.map(({ name }) => [name, 'Locked']));
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
      {
        id: 'a', sessionId: SESSION_ID, sender: 'user', message: await encryptField('An old worry about moving house', keys, CHAT_MESSAGE_CONTEXT),
        clientEncrypted: true, createdAt: old.startedAt,
      },
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

describe('the coach list', () => {
  it('says when a coach is pointed at or focused, so the chat can load before the click', () => {
    const onIntent = jest.fn();
    render(<CoachList onChoose={() => undefined} onQuickStart={() => undefined} onIntent={onIntent} />);
    const card = screen.getByRole('button', { name: 'Chat with Dr. Sage' }).closest('li')!;
    fireEvent.pointerEnter(card);
    expect(onIntent).toHaveBeenCalledTimes(1);
    fireEvent.focus(screen.getByRole('button', { name: 'Quick Start with Zenith' }));
    expect(onIntent).toHaveBeenCalledTimes(2);
  });
});
