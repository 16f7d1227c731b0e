/**
 * @jest-environment ./test/frontend/crypto/webcrypto-environment.js
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JournalEntry, JournalExportResponse } from '@contracts/journal';
import { clearEncryptionKey, setSessionKeys, type SessionKeys } from '../../../frontend/src/lib/crypto/key-store';
import type { FakeAnswer, FetchMock } from '../helpers/fetch-mock';
import { plainTextUser } from '../helpers/fixtures';
import { recordDownloads } from '../helpers/downloads';
import { renderApp } from '../helpers/render-app';
import { encryptedEntry, installBlobReaders, makeKeys, plainEntry, signedInWithJournal } from './helpers';

// Key derivation is real (PBKDF2 in WebCrypto), which a busy machine makes slow.
jest.setTimeout(30_000);

// The browser build of jspdf is an ES module; Jest runs CommonJS, which jspdf ships for Node.
jest.mock('jspdf', () => jest.requireActual('jspdf/dist/jspdf.node.min.js'));
jest.mock('../../../frontend/src/lib/pdf/pdf-fonts', () => jest.requireActual('../helpers/pdf-fonts'));
installBlobReaders();
const { setImmediate: realSetImmediate } = jest.requireActual<typeof import('timers')>('timers');

const EXPORT_FAILED = 'Export failed. Please try again.';
const toasts = () => screen.queryAllByTestId('toast').map((t) => t.querySelector('p')?.textContent);
const exportPage = (entries: JournalEntry[], nextCursor: string | null = null): JournalExportResponse => ({ format: 'json', entries, nextCursor });

const downloads = recordDownloads();

// Unmount first: clearing the keys under a mounted journal would re-render it outside act().
afterEach(async () => {
  cleanup();
  jest.restoreAllMocks();
  await clearEncryptionKey();
});

async function setUp(entries: (keys: SessionKeys) => Promise<JournalEntry[]>, exportAnswer?: (fetchMock: FetchMock) => void) {
  const keys = await makeKeys();
  await setSessionKeys('user-1', keys);
  const list = await entries(keys);
  const fetchMock = signedInWithJournal(list)
    .on('GET /journal/export', { body: exportPage(list) })
    .on('GET /journal/export/cloud', { body: { exports: [] } });
  exportAnswer?.(fetchMock);
  const user = userEvent.setup();
  renderApp('/journal');
  await screen.findAllByTestId('journal-entry');
  await user.click(screen.getByRole('button', { name: 'Export' }));
  const dialog = await screen.findByRole('dialog', { name: 'Export Journal' });
  return { user, dialog, fetchMock, keys };
}

const twoEntries = async (keys: SessionKeys) => [
  await encryptedEntry(keys, { title: 'Lantern', content: 'Evening by the lake.', mood: 4, tags: ['calm'], notes: 'Bring tea', createdAt: '2025-03-02T18:00:00.000Z' }),
  await encryptedEntry(keys, { content: 'Rainy morning.', mood: 2, tags: ['rain'], createdAt: '2025-03-01T08:00:00.000Z' }),
];

describe('export modal', () => {
  it('has the spec defaults: both checkboxes on, all dates, a notice, and email only for email delivery', async () => {
    const { user, dialog } = await setUp(twoEntries);
    expect((within(dialog).getByRole('radio', { name: 'PDF' }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole('radio', { name: 'Download' }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole('combobox', { name: 'Date range' }) as HTMLSelectElement).value).toBe('all');
    expect(
      Array.from((within(dialog).getByRole('combobox', { name: 'Date range' }) as HTMLSelectElement).options).map((o) => o.value),
    ).toEqual(['all', 'last7', 'last30', 'last90', 'thisYear']);
    expect((within(dialog).getByRole('checkbox', { name: 'Include mood ratings' }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole('checkbox', { name: 'Include tags' }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByText(/Email and cloud storage copies leave this device unencrypted/)).toBeTruthy();
    expect(within(dialog).getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual([
      'pdf',
      'docx',
      'txt',
      'json',
      'download',
      'email',
      'cloud',
    ]);
    expect(within(dialog).queryByRole('textbox', { name: 'Email address' })).toBeNull();

    await user.click(within(dialog).getByRole('radio', { name: 'Email' }));
    const exportButton = within(dialog).getByRole('button', { name: 'Export' }) as HTMLButtonElement;
    const address = within(dialog).getByRole('textbox', { name: 'Email address' }) as HTMLInputElement;
    // Exports go to the account's own address: it is there already, and the field says so.
    expect(address.value).toBe('ada@example.com');
    expect(address.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText('Exports are emailed only to your own verified address. Please verify your email first.')).toBeTruthy();
    expect(exportButton.disabled).toBe(false);
    await user.clear(address);
    expect(within(dialog).getByText('Please enter an email address')).toBeTruthy();
    expect(exportButton.disabled).toBe(true);
    await user.type(address, 'ada@example.com');
    expect(exportButton.disabled).toBe(false);
    expect(within(dialog).queryByText('Please enter an email address')).toBeNull();
  });

  it('downloads a TXT of the decrypted entries, oldest first, with mood and tags as chosen', async () => {
    const { user, dialog } = await setUp(twoEntries);
    await user.click(within(dialog).getByRole('radio', { name: 'Plain text (TXT)' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Include tags' }));
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));

    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.filename).toMatch(/^solace-journal-\d{4}-\d{2}-\d{2}\.txt$/);
    const text = await downloads[0]!.blob.text();
    expect(text).toContain('Title: Lantern');
    expect(text).toContain('Evening by the lake.');
    expect(text).toContain('Notes: Bring tea');
    expect(text).toContain('Mood: 4/5 (Good)');
    expect(text).not.toContain('Tags:');
    expect(text.indexOf('Rainy morning.')).toBeLessThan(text.indexOf('Evening by the lake.'));
    // The file is handed over before the toast is shown, so the toast may come a moment later.
    await waitFor(() => expect(toasts()).toContain('Journal export downloaded successfully!'));
  });

  it('downloads JSON and asks the server only for the chosen range', async () => {
    const { user, dialog, fetchMock } = await setUp(twoEntries);
    await user.click(within(dialog).getByRole('radio', { name: 'JSON' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Date range' }), 'last7');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Include mood ratings' }));
    const before = Date.now();
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));

    await waitFor(() => expect(downloads).toHaveLength(1));
    const json = JSON.parse(await downloads[0]!.blob.text()) as { count: number; entries: Record<string, unknown>[] };
    expect(json.count).toBe(2);
    expect(json.entries[1]).toMatchObject({ title: 'Lantern', content: 'Evening by the lake.', notes: 'Bring tea', tags: ['calm'] });
    expect(json.entries[1]!.mood).toBeUndefined();
    const url = new URL(fetchMock.callsTo('GET /journal/export')[0]!.url);
    expect(url.searchParams.get('format')).toBe('json');
    const from = Date.parse(url.searchParams.get('from')!);
    expect(Math.abs(before - 7 * 24 * 3600 * 1000 - from)).toBeLessThan(60_000);
  });

  it('reads every page of the export by its cursor', async () => {
    const { user, dialog } = await setUp(twoEntries, (fetchMock) =>
      fetchMock.on('GET /journal/export', (call) => {
        const cursor = new URL(call.url).searchParams.get('cursor');
        return { body: exportPage([plainEntry({ content: cursor ? 'Second page' : 'First page' })], cursor ? null : 'next-page') };
      }),
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Plain text (TXT)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const text = await downloads[0]!.blob.text();
    expect(text).toContain('First page');
    expect(text).toContain('Second page');
  });

  it('builds a PDF and a DOCX in the browser', async () => {
    const { user, dialog } = await setUp(twoEntries);
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(downloads).toHaveLength(1), { timeout: 10_000 });
    expect(downloads[0]!.filename).toMatch(/\.pdf$/);
    expect((await downloads[0]!.blob.text()).startsWith('%PDF-')).toBe(true);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const again = await screen.findByRole('dialog', { name: 'Export Journal' });
    await user.click(within(again).getByRole('radio', { name: 'Word (DOCX)' }));
    await user.click(within(again).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(downloads).toHaveLength(2), { timeout: 10_000 });
    expect(downloads[1]!.filename).toMatch(/\.docx$/);
    const bytes = new Uint8Array(await downloads[1]!.blob.arrayBuffer());
    expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe('PK');
  });

  it('emails the file as base64 and says where it went', async () => {
    const { user, dialog, fetchMock } = await setUp(twoEntries, (mock) =>
      mock.on('POST /journal/export/email', { body: { success: true, message: 'sent' } }),
    );
    await user.click(within(dialog).getByRole('radio', { name: 'JSON' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Email' }));
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));

    await waitFor(() => expect(toasts()).toContain('Journal export has been sent to ada@example.com'));
    const body = fetchMock.callsTo('POST /journal/export/email')[0]!.body as Record<string, string>;
    expect(body.email).toBe('ada@example.com');
    expect(body.format).toBe('json');
    expect(body.filename).toMatch(/\.json$/);
    expect(JSON.parse(atob(body.data!)).entries).toHaveLength(2);
    expect(downloads).toHaveLength(0);
  });

  it('saves to cloud storage, and lists earlier cloud exports to download or delete', async () => {
    const earlier = { id: '01JCLOUD000000000000000001', filename: 'solace-journal-2025-01-01.txt', format: 'txt', size: 2048, createdAt: '2025-01-01T10:00:00.000Z' };
    const { user, dialog, fetchMock } = await setUp(twoEntries, (mock) =>
      mock
        .on('GET /journal/export/cloud', { body: { exports: [earlier] } })
        .on('POST /journal/export/cloud', { status: 201, body: { export: earlier, message: 'saved' } })
        .on(`GET /journal/export/cloud/${earlier.id}`, { body: { ...earlier, data: btoa('old export text') } })
        .on(`DELETE /journal/export/cloud/${earlier.id}`, { body: { success: true } }),
    );
    const list = within(dialog).getByRole('region', { name: 'Your cloud exports' });
    await within(list).findByText('solace-journal-2025-01-01.txt');

    await user.click(within(list).getByRole('button', { name: /^Download solace-journal-2025-01-01\.txt/ }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.filename).toBe('solace-journal-2025-01-01.txt');
    expect(await downloads[0]!.blob.text()).toBe('old export text');

    await user.click(within(list).getByRole('button', { name: /^Delete solace-journal-2025-01-01\.txt/ }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Delete cloud export' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(list).queryByText('solace-journal-2025-01-01.txt')).toBeNull());
    expect(fetchMock.callsTo(`DELETE /journal/export/cloud/${earlier.id}`)).toHaveLength(1);

    await user.click(within(dialog).getByRole('radio', { name: 'Cloud storage' }));
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(toasts()).toContain('Journal export has been saved to your cloud storage'));
    const body = fetchMock.callsTo('POST /journal/export/cloud')[0]!.body as Record<string, string>;
    expect(body.format).toBe('pdf');
    expect(atob(body.data!).startsWith('%PDF-')).toBe(true);
  });

  it('shows the export decrypt text (and the page banner) when an entry cannot be decrypted', async () => {
    const { user, dialog } = await setUp(async (keys) => [await encryptedEntry(keys, { content: 'Mine' })], (mock) =>
      mock.on('GET /journal/export', async () => ({ body: exportPage([await encryptedEntry(await makeKeys(), { content: 'Not mine' })]) })),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(await within(dialog).findByText('Unable to decrypt entries for export. Please refresh and re-enter your password.')).toBeTruthy();
    expect(downloads).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const banner = screen.getByRole('alert');
    expect(within(banner).getByRole('heading', { name: 'Encryption Issue' })).toBeTruthy();
    expect(within(banner).getByText('Unable to decrypt entries for export. Please refresh and re-enter your password.')).toBeTruthy();
  });
});

describe('export progress', () => {
  /** Lets the export's promise chain run without moving the fake clock. */
  const settle = () => act(() => new Promise<void>((resolve) => realSetImmediate(resolve)));
  const progress = () => Number(screen.getByRole('progressbar', { name: 'Export progress' }).getAttribute('aria-valuenow'));

  async function exportingJson(answer: () => FakeAnswer) {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    signedInWithJournal([plainEntry({ content: 'Plain entry' })], plainTextUser())
      .on('GET /journal/export', async () => {
        await gate;
        return answer();
      })
      .on('GET /journal/export/cloud', { body: { exports: [] } });
    const user = userEvent.setup();
    renderApp('/journal');
    await screen.findByText('Plain entry');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export Journal' });
    await user.click(within(dialog).getByRole('radio', { name: 'JSON' }));
    await settle();

    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    return { dialog, release };
  }

  it('grows 10% every 200 ms up to 90%, reaches 100% on completion and closes 1 s later', async () => {
    const { dialog, release } = await exportingJson(() => ({ body: exportPage([plainEntry({ content: 'Plain entry' })]) }));
    expect(progress()).toBe(0);
    act(() => jest.advanceTimersByTime(199));
    expect(progress()).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    expect(progress()).toBe(10);
    act(() => jest.advanceTimersByTime(600));
    expect(progress()).toBe(40);
    act(() => jest.advanceTimersByTime(5000));
    expect(progress()).toBe(90);
    expect((within(dialog).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);

    release();
    await settle();
    await settle();
    expect(progress()).toBe(100);
    expect(downloads).toHaveLength(1);
    expect(toasts()).toContain('Journal export downloaded successfully!');

    act(() => jest.advanceTimersByTime(999));
    expect(screen.getByRole('dialog', { name: 'Export Journal' })).toBeTruthy();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog', { name: 'Export Journal' })).toBeNull();
  });

  it('after the free trial shows what the server says instead of the generic failure', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const premium = 'This is a Premium feature and your free trial has ended. Upgrade or enter a license key in Settings to continue.';
    const { dialog, release } = await exportingJson(() => ({ status: 403, body: { message: premium } }));
    release();
    await settle();
    await settle();
    expect(within(dialog).getByRole('alert').textContent).toBe(premium);
  });

  it('on failure resets the progress and stays open with the failure text', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { dialog, release } = await exportingJson(() => ({ status: 500, body: { message: 'Internal server error' } }));
    act(() => jest.advanceTimersByTime(600));
    expect(progress()).toBe(30);

    release();
    await settle();
    await settle();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(within(dialog).getByRole('alert').textContent).toBe(EXPORT_FAILED);
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByRole('dialog', { name: 'Export Journal' })).toBeTruthy();
    expect(downloads).toHaveLength(0);
    expect((within(dialog).getByRole('button', { name: 'Export' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
