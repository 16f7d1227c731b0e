/**
 * @jest-environment ./test/frontend/crypto/webcrypto-environment.js
 */
/** The chat and the crisis check: the card, the screening question and the order of checks. */
// First: the helpers install the spy on the crisis check.
import { checkConversationMock, heldCheck, encryption, session, chatServer, renderChat, aiLines, userLines, input, advance, type, settle, posted, freshChatPerTest } from './chat-helpers';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { CHAT_MESSAGE_CONTEXT } from '../../../frontend/src/lib/crypto/field-contexts';
import { SCREENING_QUESTION, screeningQuestion, screeningThanks } from '../../../frontend/src/features/ai-coaching/screening';
import { CRISIS_REPLY_TEXT } from '../../../frontend/src/features/ai-coaching/use-coach-chat';
import { decryptField } from '../../../frontend/src/lib/crypto/field-crypto';
import { makeKeys } from '../journal/helpers';

freshChatPerTest();

/** A fresh chat (no keys) where a hopeless line got the screening question, then `answer` is typed to it. */
async function answerScreening(answer: string) {
  chatServer();
  renderChat(encryption(null, false));
  await type("I can't go on anymore");
  await advance(1_500);
  await type(answer);
}

describe('the chat with a coach', () => {
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
    expect(await decryptField(bodies.at(-1)!.message, keys, CHAT_MESSAGE_CONTEXT)).toBe(CRISIS_REPLY_TEXT);
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
    const texts = await Promise.all(posted(server).map(async (body) => decryptField(body.message, keys, CHAT_MESSAGE_CONTEXT)));
    expect(texts).toContain(screeningQuestion('sage'));
    expect(texts.at(-1)).toBe(CRISIS_REPLY_TEXT);
  });

  it.each(["I don't know", 'maybe', 'yeah sometimes at night'])('opens the card when the answer is %j', async (answer) => {
    await answerScreening(answer);
    expect(await screen.findByTestId('crisis-card')).not.toBeNull();
  });

  it('goes on with the conversation after a plain no, and asks nothing again for the same words', async () => {
    await answerScreening('no, just really tired from work');
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
    await answerScreening('no. but I have the pills saved up');
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

});
