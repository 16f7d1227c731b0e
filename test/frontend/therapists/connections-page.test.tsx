import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pendingAnswer } from '../helpers/fetch-mock';
import { renderApp } from '../helpers/render-app';
import { makeConnection, makeTherapist, signedIn, toasts } from './helpers';
import { expectPageAt, pageHeading } from '../helpers/page-queries';
import { silenceConsoleWarn } from '../helpers/console-warn';

const LOAD_FAILED = 'Failed to load therapist connections';
const MESSAGING_SOON = 'Messaging opens once your therapist sets up your first session.';

const cards = () => screen.queryAllByTestId('connection-card');
const statusOf = (card: HTMLElement) => within(card).getByTestId('connection-status').textContent;

async function openConnections() {
  const user = userEvent.setup();
  renderApp('/therapist-connections');
  await pageHeading('Therapist Connections');
  return user;
}

silenceConsoleWarn();

describe('/therapist-connections', () => {
  it('shows a loading state while the list is on its way', async () => {
    signedIn().on('GET /therapist/connections', () => pendingAnswer());
    await openConnections();
    expect(screen.getByText('Loading your therapist connections...')).toBeTruthy();
    expect(cards()).toHaveLength(0);
  });

  it("says 'Failed to load therapist connections' and Try Again loads once more", async () => {
    const fetchMock = signedIn().on('GET /therapist/connections', { status: 500, body: { message: 'down' } });
    const user = await openConnections();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(LOAD_FAILED);

    const before = fetchMock.callsTo('GET /therapist/connections').length;
    fetchMock.on('GET /therapist/connections', { body: { success: true, connections: [makeConnection()] } });
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(fetchMock.callsTo('GET /therapist/connections').length).toBeGreaterThan(before);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows 'No Therapist Connections' with Find Therapists leading to /therapists", async () => {
    signedIn().on('GET /therapist/connections', { body: { success: true, connections: [] } });
    const user = await openConnections();
    expect(await screen.findByRole('heading', { level: 2, name: 'No Therapist Connections' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Find Therapists' }));
    await expectPageAt('Find Your Therapist', '/therapists');
  });

  it('reads an answer without a connections list as empty', async () => {
    signedIn().on('GET /therapist/connections', { body: { success: true } });
    await openConnections();
    expect(await screen.findByRole('heading', { name: 'No Therapist Connections' })).toBeTruthy();
  });

  it('shows initials, name, first specialization, rating, status, the message and the date', async () => {
    const createdAt = '2025-03-04T15:00:00.000Z';
    signedIn().on('GET /therapist/connections', {
      body: {
        success: true,
        connections: [
          makeConnection({ requestMessage: 'Hi Maya, I would like support with anxiety.', createdAt }),
          makeConnection({
            therapistId: makeTherapist({ id: 'T0002', firstName: 'Omar', lastName: 'Haddad', rating: null, specializations: ['Trauma', 'PTSD'] }),
            status: 'accepted',
            createdAt: '2025-02-01T10:00:00.000Z',
          }),
        ],
      },
    });
    await openConnections();
    await waitFor(() => expect(cards()).toHaveLength(2));

    const maya = screen.getByRole('article', { name: 'Maya Chen' });
    expect(maya.querySelector('.therapist-avatar')?.textContent).toBe('MC');
    expect(within(maya).getByText('Anxiety')).toBeTruthy();
    expect(within(maya).queryByText('Grief & Loss')).toBeNull();
    expect(within(maya).getByTestId('connection-rating').textContent).toBe('4.8 out of 5');
    expect(statusOf(maya)).toBe('Status: Pending');
    expect(within(maya).getByTestId('connection-message').textContent).toBe('Hi Maya, I would like support with anxiety.');
    const time = maya.querySelector('time')!;
    expect(time.getAttribute('datetime')).toBe(createdAt);
    expect(time.textContent).toBe(new Date(createdAt).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' }));
    expect(time.textContent).toMatch(/2025/);

    const omar = screen.getByRole('article', { name: 'Omar Haddad' });
    expect(omar.querySelector('.therapist-avatar')?.textContent).toBe('OH');
    expect(within(omar).getByText('Trauma')).toBeTruthy();
    expect(within(omar).getByTestId('connection-rating').textContent).toBe('New');
    expect(statusOf(omar)).toBe('Status: Accepted');
    // Newest first.
    expect(cards()[0]).toBe(maya);
  });

  it.each([
    ['pending', 'Pending'],
    ['accepted', 'Accepted'],
    ['active', 'Active'],
    ['completed', 'Completed'],
    ['declined', 'Declined'],
    ['withdrawn', 'Withdrawn'],
    ['archived', 'Completed'],
    ['', 'Completed'],
  ])('shows the status %j as %s, in words and with a class', async (status, label) => {
    signedIn().on('GET /therapist/connections', { body: { success: true, connections: [makeConnection({ status })] } });
    await openConnections();
    const card = await screen.findByRole('article', { name: 'Maya Chen' });
    expect(statusOf(card)).toBe(`Status: ${label}`);
    expect(within(card).getByTestId('connection-status').classList.contains(`status-badge--${label.toLowerCase()}`)).toBe(true);
  });

  it('has a Message button only for active connections; it explains that messaging opens later', async () => {
    signedIn().on('GET /therapist/connections', {
      body: {
        success: true,
        connections: [
          makeConnection({ status: 'active' }),
          makeConnection({ therapistId: makeTherapist({ id: 'T0002', firstName: 'Omar', lastName: 'Haddad' }), status: 'pending' }),
          makeConnection({ therapistId: makeTherapist({ id: 'T0003', firstName: 'Lena', lastName: 'Fox' }), status: 'archived' }),
        ],
      },
    });
    const user = await openConnections();
    await waitFor(() => expect(cards()).toHaveLength(3));

    expect(screen.getAllByRole('button', { name: /^Message / }).map((b) => b.getAttribute('aria-label'))).toEqual(['Message Maya Chen']);
    const lena = screen.getByRole('article', { name: 'Lena Fox' });
    expect(within(lena).queryAllByRole('button')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Message Maya Chen' }));
    expect(toasts()).toContain(MESSAGING_SOON);
  });

  it('withdraws a pending request after confirmation, and the card shows Withdrawn', async () => {
    const pending = makeConnection({ status: 'pending' });
    const fetchMock = signedIn()
      .on('GET /therapist/connections', { body: { success: true, connections: [pending] } })
      .on(`PUT /therapists/connections/${pending._id}`, { body: { success: true, connection: { ...pending, status: 'withdrawn' } } });
    const user = await openConnections();
    const card = await screen.findByRole('article', { name: 'Maya Chen' });

    await user.click(within(card).getByRole('button', { name: 'Withdraw request to Maya Chen' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Withdraw request?' });
    expect(confirm.textContent).toContain('Maya Chen');
    await user.click(within(confirm).getByRole('button', { name: 'Keep request' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fetchMock.callsTo(`PUT /therapists/connections/${pending._id}`)).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Withdraw request to Maya Chen' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Withdraw request' }));

    await waitFor(() => expect(statusOf(card)).toBe('Status: Withdrawn'));
    expect(fetchMock.callsTo(`PUT /therapists/connections/${pending._id}`)[0]!.body).toEqual({ status: 'withdrawn' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(within(card).queryByRole('button', { name: /Withdraw/ })).toBeNull();
  });

  it('offers Withdraw only for pending and accepted requests', async () => {
    signedIn().on('GET /therapist/connections', {
      body: {
        success: true,
        connections: ['pending', 'accepted', 'active', 'completed', 'declined', 'withdrawn'].map((status, i) =>
          makeConnection({ therapistId: makeTherapist({ id: `T000${i + 1}`, firstName: 'Person', lastName: status }), status }),
        ),
      },
    });
    await openConnections();
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(screen.getAllByRole('button', { name: /^Withdraw request to/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Withdraw request to Person pending',
      'Withdraw request to Person accepted',
    ]);
  });

  it('keeps the card as it was and says so when withdrawing fails', async () => {
    const pending = makeConnection({ status: 'pending' });
    signedIn()
      .on('GET /therapist/connections', { body: { success: true, connections: [pending] } })
      .on(`PUT /therapists/connections/${pending._id}`, { status: 500, body: {} });
    const user = await openConnections();
    const card = await screen.findByRole('article', { name: 'Maya Chen' });
    await user.click(within(card).getByRole('button', { name: 'Withdraw request to Maya Chen' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Withdraw request' }));

    await waitFor(() => expect(toasts()).toContain('Failed to withdraw the request. Please try again.'));
    expect(statusOf(card)).toBe('Status: Pending');
  });
});
