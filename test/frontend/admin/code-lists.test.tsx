import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BatchPage } from '@contracts/admin';
import { renderApp } from '../helpers/render-app';
import { adminServer, BATCH_ID, makeAuditEntry, makeBatch, makeCode, queryOf } from './helpers';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const cellTexts = (row: HTMLElement) => Array.from(row.querySelectorAll('td')).map((td) => td.textContent);

const UNUSED = makeCode({ id: '1'.repeat(64), lastFour: 'AAAA' });
const EXPIRED = makeCode({ id: '2'.repeat(64), lastFour: 'BBBB', status: 'expired', expiresAt: '2025-03-02T00:00:00.000Z' });
const REDEEMED = makeCode({
  id: '3'.repeat(64),
  lastFour: 'CCCC',
  status: 'redeemed',
  redeemedBy: { id: 'user-9', email: 'lee@example.com' },
  redeemedAt: '2025-03-03T12:00:00.000Z',
});

describe('Access codes', () => {
  it('lists unused codes first, by status, with Load more', async () => {
    const fetchMock = adminServer().on('GET /admin/codes', (call) => {
      const query = queryOf(call);
      if (query.status === 'redeemed') return { body: { codes: [REDEEMED], nextCursor: null } };
      return query.cursor === 'next-1' ? { body: { codes: [EXPIRED], nextCursor: null } } : { body: { codes: [UNUSED], nextCursor: 'next-1' } };
    });
    const user = userEvent.setup();
    renderApp('/admin/codes');
    await heading('Access codes');

    const table = await screen.findByRole('table', { name: 'Unused access codes' });
    expect(queryOf(fetchMock.callsTo('GET /admin/codes')[0])).toEqual({ status: 'unused', limit: '20' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Code',
      'Status',
      'Plan',
      'Days',
      'Batch id',
      'Created',
      'Expires',
      'Redeemed by',
      'Redeemed at',
      'Actions',
    ]);
    expect(cellTexts(rowsOf(table)[0]!).slice(0, 5)).toEqual(['…AAAA', 'Unused', 'Monthly', '30', BATCH_ID]);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await within(table).findByText('…BBBB');
    expect(queryOf(fetchMock.callsTo('GET /admin/codes').at(-1))).toEqual({ status: 'unused', limit: '20', cursor: 'next-1' });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Status'), 'redeemed');
    const redeemed = await screen.findByRole('table', { name: 'Redeemed access codes' });
    expect(cellTexts(rowsOf(redeemed)[0]!)[7]).toBe('lee@example.com');
    expect(within(redeemed).queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it('revokes a code after confirmation', async () => {
    const fetchMock = adminServer()
      .on('GET /admin/codes', { body: { codes: [UNUSED], nextCursor: null } })
      .on(`POST /admin/codes/${UNUSED.id}/revoke`, { body: { code: { ...UNUSED, status: 'revoked', revokedAt: '2025-03-04T00:00:00.000Z' } } });
    const user = userEvent.setup();
    renderApp('/admin/codes');
    const table = await screen.findByRole('table', { name: 'Unused access codes' });

    await user.click(within(table).getByRole('button', { name: 'Revoke code …AAAA' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Revoke this code?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.callsTo(`POST /admin/codes/${UNUSED.id}/revoke`)).toHaveLength(0);

    await user.click(within(table).getByRole('button', { name: 'Revoke code …AAAA' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Revoke' }));
    await screen.findByText('Code …AAAA revoked.');
    expect(fetchMock.callsTo(`POST /admin/codes/${UNUSED.id}/revoke`)).toHaveLength(1);
    expect(cellTexts(rowsOf(table)[0]!)[1]).toBe('Revoked');
    expect(within(table).queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it("shows the server's refusal in the dialog", async () => {
    adminServer()
      .on('GET /admin/codes', { body: { codes: [UNUSED], nextCursor: null } })
      .on(`POST /admin/codes/${UNUSED.id}/revoke`, { status: 409, body: { message: 'This code has already been redeemed and cannot be revoked' } });
    const user = userEvent.setup();
    renderApp('/admin/codes');
    const table = await screen.findByRole('table', { name: 'Unused access codes' });
    await user.click(within(table).getByRole('button', { name: 'Revoke code …AAAA' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Revoke' }));
    expect((await within(screen.getByRole('alertdialog')).findByRole('alert')).textContent).toBe('This code has already been redeemed and cannot be revoked');
  });
});

describe('Code batches', () => {
  const batchPage = (page: number): BatchPage => ({
    batches: [makeBatch({ id: page === 1 ? BATCH_ID : '01JZZZZZZZZZZZZZZZZZZZZZZZ' })],
    page,
    limit: 20,
    total: 41,
    totalPages: 3,
  });

  it('lists batches with their counts, pages, and links to their codes', async () => {
    const fetchMock = adminServer().on('GET /admin/codes/batches', (call) => ({ body: batchPage(Number(queryOf(call).page)) }));
    const user = userEvent.setup();
    renderApp('/admin/batches');
    await heading('Code batches');
    const table = await screen.findByRole('table', { name: 'Code batches' });
    expect(queryOf(fetchMock.callsTo('GET /admin/codes/batches')[0])).toEqual({ page: '1', limit: '20' });
    expect(cellTexts(rowsOf(table)[0]!).slice(1, 11)).toEqual([BATCH_ID, '10', 'Monthly', '30', '7', '2', '0', '1', 'Spring campaign', 'admin@example.com']);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(table).getByRole('link', { name: `View codes of batch ${BATCH_ID}` }).getAttribute('href')).toBe(`/admin/search?batchId=${BATCH_ID}`);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    await screen.findByRole('cell', { name: '01JZZZZZZZZZZZZZZZZZZZZZZZ' });
    expect(queryOf(fetchMock.callsTo('GET /admin/codes/batches').at(-1))).toEqual({ page: '2', limit: '20' });
  });

  it('revokes a batch after confirmation and says how many codes it closed', async () => {
    const revoked = makeBatch({ revokedAt: '2025-03-04T00:00:00.000Z', counts: { unused: 0, redeemed: 2, expired: 0, revoked: 8 } });
    const fetchMock = adminServer()
      .on('GET /admin/codes/batches', { body: batchPage(1) })
      .on(`POST /admin/codes/batches/${BATCH_ID}/revoke`, { body: { batch: revoked, revoked: 7 } });
    const user = userEvent.setup();
    renderApp('/admin/batches');
    const table = await screen.findByRole('table', { name: 'Code batches' });

    await user.click(within(table).getByRole('button', { name: `Revoke batch ${BATCH_ID}` }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Revoke this batch?' })).getByRole('button', { name: 'Revoke batch' }));
    await screen.findByText(`Batch ${BATCH_ID} revoked: 7 unused codes can no longer be redeemed.`);
    expect(fetchMock.callsTo(`POST /admin/codes/batches/${BATCH_ID}/revoke`)).toHaveLength(1);
    expect(cellTexts(rowsOf(table)[0]!)[8]).toBe('8');
    expect(within(table).queryByRole('button', { name: /Revoke batch/ })).toBeNull();
  });

  it('View codes opens the search with the batch filled in', async () => {
    adminServer()
      .on('GET /admin/codes/batches', { body: batchPage(1) })
      .on('GET /admin/codes/search', { body: { codes: [UNUSED], nextCursor: null } });
    const user = userEvent.setup();
    renderApp('/admin/batches');
    const table = await screen.findByRole('table', { name: 'Code batches' });
    await user.click(within(table).getByRole('link', { name: `View codes of batch ${BATCH_ID}` }));
    await heading('Search codes');
    expect((screen.getByLabelText('Batch id') as HTMLInputElement).value).toBe(BATCH_ID);
    await screen.findByRole('table', { name: 'Codes found' });
  });
});

describe('Search codes', () => {
  it('searches with the filters from the address and offers Load more', async () => {
    const fetchMock = adminServer().on('GET /admin/codes/search', (call) =>
      queryOf(call).cursor ? { body: { codes: [EXPIRED], nextCursor: null } } : { body: { codes: [UNUSED], nextCursor: 'c2' } },
    );
    const user = userEvent.setup();
    renderApp(`/admin/search?batchId=${BATCH_ID}&status=unused`);
    await heading('Search codes');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('unused');
    await screen.findByRole('table', { name: 'Codes found' });
    expect(queryOf(fetchMock.callsTo('GET /admin/codes/search')[0])).toEqual({ batchId: BATCH_ID, status: 'unused', limit: '20' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('…BBBB');
    expect(queryOf(fetchMock.callsTo('GET /admin/codes/search').at(-1))).toEqual({ batchId: BATCH_ID, status: 'unused', limit: '20', cursor: 'c2' });
  });

  it('asks for a filter before searching, and puts the search in the address', async () => {
    const fetchMock = adminServer().on('GET /admin/codes/search', { body: { codes: [], nextCursor: null } });
    const user = userEvent.setup();
    renderApp('/admin/search');
    await heading('Search codes');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a code, a batch id or an email, or choose a status.');
    expect(fetchMock.callsTo('GET /admin/codes/search')).toHaveLength(0);

    await user.type(screen.getByLabelText('Redeemed by (email)'), ' lee@example.com ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('No codes found');
    expect(queryOf(fetchMock.callsTo('GET /admin/codes/search')[0])).toEqual({ redeemedBy: 'lee@example.com', limit: '20' });
    expect(screen.getByTestId('location').textContent).toBe('/admin/search?redeemedBy=lee%40example.com');

    // The same search again asks again.
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('No codes found');
    expect(fetchMock.callsTo('GET /admin/codes/search').length).toBeGreaterThanOrEqual(2);
  });

  it('offers Load more when a page holds no match but more follow', async () => {
    adminServer().on('GET /admin/codes/search', (call) =>
      queryOf(call).cursor ? { body: { codes: [REDEEMED], nextCursor: null } } : { body: { codes: [], nextCursor: 'c2' } },
    );
    const user = userEvent.setup();
    renderApp('/admin/search?redeemedBy=lee%40example.com&status=redeemed');
    await screen.findByText('No matching codes so far. Load more to keep looking.');
    expect(screen.queryByText('No codes found')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const table = await screen.findByRole('table', { name: 'Codes found' });
    expect(cellTexts(rowsOf(table)[0]!)[0]).toBe('…CCCC');
  });

  it("shows the server's message for a mistyped code", async () => {
    const message = 'code: a symbol is mistyped (the check symbol does not match)';
    adminServer().on('GET /admin/codes/search', { status: 400, body: { message } });
    const user = userEvent.setup();
    renderApp('/admin/search');
    await heading('Search codes');
    await user.type(screen.getByLabelText('Code'), '7QK3-M9XD-2HRT-V6PX');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });
});

describe('Audit log', () => {
  it('shows readable actions and details, with Load more', async () => {
    const fetchMock = adminServer().on('GET /admin/audit', (call) =>
      queryOf(call).cursor
        ? { body: { entries: [makeAuditEntry({ id: 'e2', action: 'admin.login', target: null, details: {} })], nextCursor: null } }
        : {
            body: {
              entries: [
                makeAuditEntry(),
                makeAuditEntry({ id: 'e1', action: 'user.update', target: 'sam@example.com', details: { role: 'admin', disabled: true } }),
              ],
              nextCursor: 'a2',
            },
          },
    );
    const user = userEvent.setup();
    renderApp('/admin/audit');
    await heading('Audit log');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['When', 'Admin', 'Action', 'Target', 'Details']);
    const [first, second] = rowsOf(table);
    expect(cellTexts(first!).slice(1)).toEqual(['admin@example.com', 'Generated codes', BATCH_ID, 'count: 10plan: monthlyexpiresAt: -']);
    expect(cellTexts(second!).slice(2)).toEqual(['Changed a user', 'sam@example.com', 'role: admindisabled: yes']);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await within(table).findByText('Signed in');
    expect(queryOf(fetchMock.callsTo('GET /admin/audit').at(-1))).toEqual({ limit: '20', cursor: 'a2' });
  });
});
