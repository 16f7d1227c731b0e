import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../helpers/render-app';
import { makeMatch, signedIn, toasts } from './helpers';
import { silenceConsoleWarn } from '../helpers/console-warn';

const CONNECT_FAILED = 'Failed to send connection request. Please try again.';
const CONNECT_SENT = 'Connection request sent successfully! The therapist will review your request and respond soon.';

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const dialog = () => screen.queryByRole('dialog');
const messageBox = () => within(screen.getByRole('dialog')).getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement;
const counter = () => screen.getByTestId('message-counter').textContent;

/** Through the wizard (Anxiety & Panic + Grief, text sessions, high urgency, a note) to the connect dialog. */
async function openConnect(fetchMock = signedIn(), note = 'I work night shifts.') {
  fetchMock.on('POST /therapist/match', {
    body: { success: true, matches: [makeMatch(), makeMatch({ id: 'T0002', firstName: 'Omar', lastName: 'Haddad', matchScore: 0.5 })] },
  });
  const user = userEvent.setup();
  renderApp('/therapists');
  await screen.findByRole('heading', { level: 1, name: 'Find Your Therapist' });
  await user.click(screen.getByRole('checkbox', { name: 'Grief' }));
  await user.click(screen.getByRole('checkbox', { name: 'Anxiety & Panic' }));
  await user.click(button('Continue'));
  await user.click(screen.getByRole('radio', { name: 'High' }));
  await user.click(screen.getByRole('radio', { name: 'Text' }));
  if (note) await user.type(screen.getByRole('textbox', { name: /Anything else/ }), note);
  await user.click(button('Find My Matches'));
  await screen.findByRole('heading', { level: 2, name: 'Your Matches' });
  await user.click(button('Connect with Maya Chen'));
  await screen.findByRole('dialog', { name: 'Connect with Maya Chen' });
  return { user, fetchMock };
}

const PREFILL =
  "Hi Maya, I'm looking for support with Anxiety & Panic and Grief. I'd prefer text-based sessions. I'd like to start as soon as possible.\n\nI work night shifts.\n\nThank you.";

silenceConsoleWarn();

describe('connect modal', () => {
  it("opens with the therapist's name and a message prefilled from the choices, focused and editable", async () => {
    await openConnect();
    expect(messageBox().value).toBe(PREFILL);
    expect(document.activeElement).toBe(messageBox());
    expect(messageBox().readOnly).toBe(false);
    expect(button('Send Connection Request')).toBeTruthy();
    expect(button('Cancel')).toBeTruthy();
  });

  it('leaves the additional info out when none was given', async () => {
    await openConnect(undefined, '');
    expect(messageBox().value).toBe(
      "Hi Maya, I'm looking for support with Anxiety & Panic and Grief. I'd prefer text-based sessions. I'd like to start as soon as possible.\n\nThank you.",
    );
  });

  it('counts characters live against 1000 and stops at the limit', async () => {
    const { user } = await openConnect();
    expect(counter()).toBe(`${PREFILL.length} / 1000 characters`);
    expect(messageBox().maxLength).toBe(1000);
    expect(messageBox().getAttribute('aria-describedby')).toBe(screen.getByTestId('message-counter').parentElement!.id);

    await user.clear(messageBox());
    expect(counter()).toBe('0 / 1000 characters');
    await user.type(messageBox(), 'Hello');
    expect(counter()).toBe('5 / 1000 characters');

    fireEvent.change(messageBox(), { target: { value: 'x'.repeat(1200) } });
    expect(messageBox().value).toHaveLength(1000);
    expect(counter()).toBe('1000 / 1000 characters (limit reached)');
  });

  it('sends the edited message with the chosen topics, then confirms, closes and marks the card', async () => {
    const { user, fetchMock } = await openConnect();
    fetchMock.on('POST /therapist/connect', { status: 201, body: { success: true } });
    await user.clear(messageBox());
    await user.type(messageBox(), 'Hi Maya, could we talk this week?');
    await user.click(button('Send Connection Request'));

    await waitFor(() => expect(dialog()).toBeNull());
    expect(fetchMock.callsTo('POST /therapist/connect')[0]!.body).toEqual({
      therapistId: 'T0001',
      requestMessage: 'Hi Maya, could we talk this week?',
      preferredTopics: ['Anxiety & Panic', 'Grief'],
      urgencyLevel: 'high',
      sessionPreference: 'text',
    });
    expect(toasts()).toContain(CONNECT_SENT);

    const card = screen.getByRole('article', { name: 'Maya Chen' });
    expect(within(card).getByText('Request sent')).toBeTruthy();
    const link = within(card).getByRole('link', { name: 'View your connections' });
    expect(link.getAttribute('href')).toBe('/therapist-connections');
    expect(document.activeElement).toBe(link);
    expect(within(card).queryByRole('button', { name: /Connect/ })).toBeNull();
    // The other match can still be asked.
    expect(button('Connect with Omar Haddad')).toBeTruthy();
  });

  it('keeps the dialog open with the failure text inline when sending fails', async () => {
    const { user, fetchMock } = await openConnect();
    fetchMock.on('POST /therapist/connect', { status: 500, body: { message: 'Internal error' } });
    await user.click(button('Send Connection Request'));

    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(alert.textContent).toBe(CONNECT_FAILED);
    expect(dialog()).not.toBeNull();
    expect(messageBox().value).toBe(PREFILL);
    expect(toasts()).not.toContain(CONNECT_SENT);
    expect(button('Send Connection Request').disabled).toBe(false);
  });

  it("shows the server's explanation when a request is already open (409)", async () => {
    const { user, fetchMock } = await openConnect();
    const explanation = 'You already have an open request with Maya Chen. You can follow it on your connections page.';
    fetchMock.on('POST /therapist/connect', { status: 409, body: { message: explanation } });
    await user.click(button('Send Connection Request'));

    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(alert.querySelector('p')?.textContent).toBe(explanation);
    expect(within(alert).getByRole('link', { name: 'View your connections' }).getAttribute('href')).toBe('/therapist-connections');
    expect(dialog()).not.toBeNull();
  });

  it('explains an open request itself when the 409 answer carries no message', async () => {
    const { user, fetchMock } = await openConnect();
    fetchMock.on('POST /therapist/connect', { status: 409, body: {} });
    await user.click(button('Send Connection Request'));
    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(alert.querySelector('p')?.textContent).toBe('You already have an open request with this therapist.');
  });

  it('Cancel closes the dialog without sending', async () => {
    const { user, fetchMock } = await openConnect();
    await user.click(button('Cancel'));
    expect(dialog()).toBeNull();
    expect(fetchMock.callsTo('POST /therapist/connect')).toHaveLength(0);
    expect(button('Connect with Maya Chen')).toBeTruthy();
  });
});
