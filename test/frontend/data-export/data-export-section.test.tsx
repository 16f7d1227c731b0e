/**
 * @jest-environment ./test/frontend/crypto/webcrypto-environment.js
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import JSZip from 'jszip';
import { EXPORT_FILES, decryptedExportSchema, encryptedExportSchema } from '@contracts/export-format';
import { DataExportSection } from '../../../frontend/src/features/settings/components/data-export-section';
import { SETTINGS_SECTIONS } from '../../../frontend/src/features/settings/components/settings-page';
import { EncryptionContext, type EncryptionContextValue } from '../../../frontend/src/lib/encryption-context';
import { installBlobReaders, recordDownloads } from '../helpers/downloads';
import { fakeEncryption } from '../settings/helpers';
import { TRICKY_TEXT, fixtureFetch, makeAccountFixture, type AccountFixture } from './account-fixture';

const downloads = recordDownloads();
let fixture: AccountFixture;

beforeAll(async () => {
  installBlobReaders();
  fixture = await makeAccountFixture({ moods: 8, entries: 5, sessions: 2, messagesPerSession: 2 });
});

afterEach(() => jest.restoreAllMocks());

/** The fixture's answers, with the check-ins held back until `release` so the progress can be seen. */
function serve(options: { fail?: string } = {}) {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const answer = fixtureFetch(fixture, options);
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    if (String(input).includes('/mental-health/check-ins')) await held;
    return answer(input);
  }) as unknown as typeof fetch;
  return { release };
}

function renderSection(encryption: EncryptionContextValue = fakeEncryption({ currentKeys: () => fixture.keys, keys: fixture.keys })) {
  return render(
    <EncryptionContext.Provider value={encryption}>
      <DataExportSection />
    </EncryptionContext.Provider>,
  );
}

async function downloadedJson(): Promise<unknown> {
  const zip = await JSZip.loadAsync(await downloads[0]!.blob.arrayBuffer());
  return JSON.parse(await zip.file(EXPORT_FILES.json)!.async('string')) as unknown;
}

describe('Settings → Your data', () => {
  it('is a section of the settings page', () => {
    expect(SETTINGS_SECTIONS.map((section) => section.id)).toContain('data-export');
  });

  it('offers the readable form by default, and is axe clean', async () => {
    serve();
    renderSection();
    expect(screen.getByRole('heading', { name: 'Your data' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Decrypted \(readable\)/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: /Encrypted \(with my wrapped key\)/ }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('button', { name: 'Download all my data' }) as HTMLButtonElement).disabled).toBe(false);
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });

  it('shows its progress, then downloads one readable ZIP and says so', async () => {
    const { release } = serve();
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Download all my data' }));

    const bar = await screen.findByRole('progressbar', { name: 'Reading your data…' });
    expect(Number(bar.getAttribute('value'))).toBeGreaterThan(0);
    expect(screen.getByRole('status').textContent).toContain('Reading your data…');
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
    release();

    expect(await screen.findAllByText(/Your data is ready: solace-export-\d{4}-\d{2}-\d{2}\.zip was downloaded\./)).toHaveLength(2);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Your data is ready');
    expect(downloads).toHaveLength(1);
    const data = decryptedExportSchema.parse(await downloadedJson());
    expect(data.journalEntries[0]!.content).toBe(TRICKY_TEXT);
    expect(data.moods).toHaveLength(8);
  });

  it('keeps private items encrypted beside the wrapped key when asked', async () => {
    serve().release();
    renderSection();
    await userEvent.click(screen.getByRole('radio', { name: /Encrypted/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Download all my data' }));
    expect(await screen.findAllByText(/solace-export-encrypted-.*\.zip was downloaded/)).toHaveLength(2);
    const data = encryptedExportSchema.parse(await downloadedJson());
    expect(data.keyMaterial).toEqual(fixture.keyMaterial);
  });

  it('says clearly that nothing was downloaded when a read fails', async () => {
    serve({ fail: '/chat/sessions' }).release();
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Download all my data' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The export could not be finished, so nothing was downloaded.');
    expect(downloads).toHaveLength(0);
    expect((screen.getByRole('button', { name: 'Download all my data' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('asks to unlock encryption for a readable export, or offers the encrypted form', async () => {
    serve().release();
    const encryption = fakeEncryption({ status: 'locked' });
    renderSection(encryption);
    expect(screen.getByText(/Unlock it, or choose the encrypted form instead/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Download all my data' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Unlock encryption' }));
    expect(encryption.requestUnlock).toHaveBeenCalled();

    await userEvent.click(screen.getByRole('radio', { name: /Encrypted/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Download all my data' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.filename).toMatch(/^solace-export-encrypted-/);
  });
});
