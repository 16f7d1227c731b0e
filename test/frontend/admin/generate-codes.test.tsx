import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GeneratedCodes } from '@contracts/admin';
import { renderApp } from '../helpers/render-app';
import { adminServer, BATCH_ID, makeBatch } from './helpers';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const input = (label: string) => screen.getByLabelText(label, { selector: 'input, select' }) as HTMLInputElement;

const CODES = ['7QK3-M9XD-2HRT-V6PB', 'ABCD-EFGH-JKMN-PQRS', 'WXYZ-2345-6789-ABCD'];
const GENERATED: GeneratedCodes = {
  batch: makeBatch({ count: 3, plan: 'annual', durationDays: 365, counts: { unused: 3, redeemed: 0, expired: 0, revoked: 0 } }),
  codes: CODES,
};

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(blob);
  });
}

async function openForm() {
  const fetchMock = adminServer().on('POST /admin/codes/generate', { body: GENERATED });
  const user = userEvent.setup();
  renderApp('/admin/codes/generate');
  await heading('Generate access codes');
  return { fetchMock, user };
}

describe('Generate codes', () => {
  it('starts with 10 monthly codes of 30 days', async () => {
    await openForm();
    expect(input('Number of codes').value).toBe('10');
    expect(input('Plan').value).toBe('monthly');
    expect(input('Duration in days').value).toBe('30');
    expect(input('Expires on').value).toBe('');
    expect(input('Note').value).toBe('');
  });

  it('sets the duration from the plan', async () => {
    const { user } = await openForm();
    await user.selectOptions(input('Plan'), 'annual');
    expect(input('Duration in days').value).toBe('365');
    await user.selectOptions(input('Plan'), 'monthly');
    expect(input('Duration in days').value).toBe('30');
  });

  it('checks the fields before sending anything', async () => {
    const { fetchMock, user } = await openForm();
    await user.clear(input('Number of codes'));
    await user.type(input('Number of codes'), '1001');
    await user.clear(input('Duration in days'));
    fireEvent.change(input('Expires on'), { target: { value: '2020-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Generate codes' }));

    expect(screen.getByText('Enter a whole number of codes from 1 to 1000.')).toBeTruthy();
    expect(screen.getByText('Enter a whole number of days from 1 to 3650.')).toBeTruthy();
    expect(screen.getByText('The expiry date must be today or later.')).toBeTruthy();
    expect(input('Number of codes').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock.callsTo('POST /admin/codes/generate')).toHaveLength(0);
  });

  it('generates, shows the codes once with a warning, and downloads them as CSV', async () => {
    const { fetchMock, user } = await openForm();
    await user.clear(input('Number of codes'));
    await user.type(input('Number of codes'), '3');
    await user.selectOptions(input('Plan'), 'annual');
    fireEvent.change(input('Expires on'), { target: { value: '2099-12-31' } });
    await user.type(input('Note'), '  Partner clinic  ');
    await user.click(screen.getByRole('button', { name: 'Generate codes' }));

    const result = await screen.findByRole('heading', { level: 2, name: `Generated 3 codes in batch ${BATCH_ID}` });
    expect(fetchMock.callsTo('POST /admin/codes/generate')[0]!.body).toEqual({
      count: 3,
      plan: 'annual',
      durationDays: 365,
      expiresAt: new Date(2099, 11, 31, 23, 59, 59, 999).toISOString(),
      note: 'Partner clinic',
    });
    expect(document.activeElement).toBe(result);
    expect(screen.getByText('These codes are shown only now.')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Generated codes' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(CODES);

    const created: Blob[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:codes';
    });
    URL.revokeObjectURL = jest.fn();
    const clicked: { download: string; href: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    });
    try {
      await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    } finally {
      click.mockRestore();
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    }

    expect(clicked).toEqual([{ download: `solace-codes-${BATCH_ID}.csv`, href: 'blob:codes' }]);
    expect(created).toHaveLength(1);
    const csv = await readBlob(created[0]!);
    expect(csv.split('\r\n')).toEqual([
      'code,plan,durationDays,expiresAt,batchId',
      ...CODES.map((code) => `${code},annual,365,,${BATCH_ID}`),
      '',
    ]);
    // The temporary link is gone.
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('copies all the codes (user-event stands in for the clipboard)', async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Generate codes' }));
    await user.click(await screen.findByRole('button', { name: 'Copy all' }));
    expect(await navigator.clipboard.readText()).toBe(CODES.join('\n'));
    expect((await screen.findByText('Copied 3 codes.')).getAttribute('role')).toBe('status');
  });

  it("shows the server's refusal", async () => {
    const { fetchMock, user } = await openForm();
    fetchMock.on('POST /admin/codes/generate', { status: 400, body: { message: 'expiresAt must be in the future' } });
    await user.click(screen.getByRole('button', { name: 'Generate codes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('expiresAt must be in the future');
    expect(screen.getByRole('button', { name: 'Generate codes' })).toBeTruthy();
  });
});
