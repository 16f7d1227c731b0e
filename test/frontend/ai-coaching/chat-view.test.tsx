/**
 * @jest-environment ./test/frontend/crypto/webcrypto-environment.js
 */
/** The chat with a coach: greeting, typing, saving (encrypted or not), memory, mood check-in, check-ins and progress. */
// First: the helpers install the spy on the crisis check.
import { SESSION_ID, encryption, chatServer, renderChat, aiLines, userLines, input, advance, type, settle, posted, freshChatPerTest } from './chat-helpers';
import { fireEvent, screen, within } from '@testing-library/react';
import { COACHES } from '@contracts/coaches';
import type { EncryptedField } from '@contracts/encryption';
import { CHAT_MEMORY_CONTEXT, CHAT_MESSAGE_CONTEXT } from '../../../frontend/src/lib/crypto/field-contexts';
import { decryptField } from '../../../frontend/src/lib/crypto/field-crypto';
import { makeKeys } from '../journal/helpers';

freshChatPerTest();

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
    const texts = await Promise.all(bodies.map((b) => decryptField(b.message, keys, CHAT_MESSAGE_CONTEXT)));
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
    expect(JSON.parse(await decryptField(sealed, keys, CHAT_MEMORY_CONTEXT))).toMatchObject({ version: 1, pets: [{ name: 'Biscuit', species: 'dog' }] });

    fireEvent.click(within(panel).getByRole('button', { name: 'Forget all' }));
    await settle();
    expect(panel.textContent).not.toContain('Biscuit');
    const cleared = server.callsTo(`PUT /chat/sessions/${SESSION_ID}/memory`).at(-1)!.body as { memory: EncryptedField };
    expect(JSON.parse(await decryptField(cleared.memory, keys, CHAT_MEMORY_CONTEXT))).not.toHaveProperty('pets');

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
    expect(await decryptField(bodies[1]!.message, keys, CHAT_MESSAGE_CONTEXT)).toBe('Something private');
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
