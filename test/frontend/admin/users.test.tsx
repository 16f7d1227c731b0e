import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUser, UserPage } from '@contracts/admin';
import { renderApp } from '../helpers/render-app';
import { adminServer, makeAdminUser, queryOf } from './helpers';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

const SAM = makeAdminUser();
const KIM = makeAdminUser({
  id: 'user-8',
  email: 'kim@example.com',
  name: 'Kim Park',
  disabled: true,
  subscription: { status: 'active', plan: 'annual', endDate: '2099-06-30T12:00:00.000Z', source: 'stripe' },
});

const page = (users: AdminUser[], extra: Partial<UserPage> = {}): UserPage => ({ users, page: 1, limit: 20, total: users.length, totalPages: 1, ...extra });

function usersServer() {
  return adminServer().on('GET /admin/users', { body: page([SAM, KIM], { total: 45, totalPages: 3 }) });
}

const rowOf = (email: string) => screen.getByRole('cell', { name: email }).closest('tr')!;
const cellsOf = (email: string) => Array.from(rowOf(email).querySelectorAll('td')).map((td) => td.textContent);

describe('Users', () => {
  it('lists the users with their role, status, subscription and dates', async () => {
    const fetchMock = usersServer();
    renderApp('/admin/users');
    await heading('Users');
    await screen.findByRole('table', { name: 'Users' });
    expect(queryOf(fetchMock.callsTo('GET /admin/users')[0])).toEqual({ page: '1', limit: '20' });
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers.slice(0, 7)).toEqual(['Email', 'Name', 'Role', 'Status', 'Subscription', 'Trial ends', 'Joined']);
    expect(cellsOf('sam@example.com').slice(0, 5)).toEqual(['sam@example.com', 'Sam Carter', 'User', 'Active', 'None']);
    const kim = cellsOf('kim@example.com');
    expect(kim[3]).toBe('Disabled');
    expect(kim[4]).toContain('Active');
    expect(kim[4]).toContain('Stripe');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
  });

  it('searches by email and pages', async () => {
    const fetchMock = usersServer();
    const user = userEvent.setup();
    renderApp('/admin/users');
    await screen.findByRole('table', { name: 'Users' });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('table', { name: 'Users' });
    expect(queryOf(fetchMock.callsTo('GET /admin/users').at(-1))).toEqual({ page: '2', limit: '20' });

    await user.type(screen.getByLabelText('Search by email', { selector: 'input' }), ' Sam@ ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('table', { name: 'Users' });
    expect(queryOf(fetchMock.callsTo('GET /admin/users').at(-1))).toEqual({ page: '1', limit: '20', search: 'sam@' });
  });

  it('edits a user: the PUT carries only the changes, and the row shows the answer', async () => {
    const saved = makeAdminUser({ role: 'admin', disabled: true, subscription: { status: 'active', plan: 'annual', endDate: '2099-01-31T22:59:59.999Z', source: 'admin' } });
    const fetchMock = usersServer().on('PUT /admin/users/user-7', { body: { user: saved } });
    const user = userEvent.setup();
    renderApp('/admin/users');
    await screen.findByRole('table', { name: 'Users' });

    await user.click(screen.getByRole('button', { name: 'Edit sam@example.com' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit sam@example.com' });
    expect(within(dialog).getByText('Disabling signs the person out everywhere at once.')).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'admin');
    await user.click(within(dialog).getByLabelText('Account disabled'));
    await user.click(within(dialog).getByLabelText('Active until a date'));
    const until = within(dialog).getByLabelText('Active until') as HTMLInputElement;
    await user.clear(until);
    await user.type(until, '2099-01-31');
    await user.selectOptions(within(dialog).getByLabelText('Plan'), 'annual');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await screen.findByText('Saved the changes to sam@example.com.');
    expect(fetchMock.callsTo('PUT /admin/users/user-7').map((c) => c.body)).toEqual([
      { role: 'admin', disabled: true, subscription: { status: 'active', plan: 'annual', endDate: new Date(2099, 0, 31, 23, 59, 59, 999).toISOString() } },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cellsOf('sam@example.com').slice(2, 4)).toEqual(['Admin', 'Disabled']);
  });

  it('sends subscription none alone', async () => {
    const fetchMock = usersServer().on('PUT /admin/users/user-8', { body: { user: { ...KIM, subscription: { status: 'none' } } } });
    const user = userEvent.setup();
    renderApp('/admin/users');
    await screen.findByRole('table', { name: 'Users' });
    await user.click(screen.getByRole('button', { name: 'Edit kim@example.com' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByLabelText('None'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved the changes to kim@example.com.');
    expect(fetchMock.callsTo('PUT /admin/users/user-8')[0]!.body).toEqual({ subscription: { status: 'none' } });
  });

  it("keeps the dialog open with the server's message on a refusal, and sends nothing unchanged", async () => {
    const message = 'You cannot remove your own admin access or disable your own account';
    const fetchMock = usersServer().on('PUT /admin/users/user-7', { status: 409, body: { message } });
    const user = userEvent.setup();
    renderApp('/admin/users');
    await screen.findByRole('table', { name: 'Users' });
    await user.click(screen.getByRole('button', { name: 'Edit sam@example.com' }));
    const dialog = screen.getByRole('dialog');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert').textContent).toContain('Nothing to change');
    expect(fetchMock.callsTo('PUT /admin/users/user-7')).toHaveLength(0);

    await user.click(within(dialog).getByLabelText('Account disabled'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(cellsOf('sam@example.com')[3]).toBe('Active');
  });
});
