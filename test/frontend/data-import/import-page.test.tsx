/**
 * @jest-environment ./test/frontend/crypto/webcrypto-environment.js
 */
import type { ImportItem, ImportItemsResponse } from '@contracts/imports';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { FILE_LABEL } from '../../../frontend/src/features/data-import/components/import-page';
import { decryptField } from '../../../frontend/src/lib/crypto/field-crypto';
import { saveSession } from '../../../frontend/src/lib/storage';
import type { RecordedCall } from '../helpers/fetch-mock';
import { mockFetch } from '../helpers/fetch-mock';
import { makeUser, plainTextUser } from '../helpers/fixtures';
import { renderApp } from '../helpers/render-app';
import { resetPageBetweenTests, unlocked } from '../mental-health/page-setup';

resetPageBetweenTests();

const HEADER = 'full_date,date,weekday,time,mood,activities,note_title,note';
const CSV = [
  HEADER,
  '2024-03-10,March 10,Sunday,8:05 pm,rad,"work | family",Sunny,"A ""good"" day, really 🌞"',
  '2024-03-09,March 9,Saturday,20:05,Gestresst,,,',
  ',March 8,Friday,9:00,good,,,',
].join('\n');

const csvFile = (text = CSV, name = 'daylio_export_2024_03_11.csv') => new File([text], name, { type: 'text/csv' });

/** The server as the route answers: each item created the first time its key is seen, skipped after. */
function importServer(user = makeUser()) {
  const seen = new Set<string>();
  saveSession({ token: 'access', refreshToken: 'refresh' }, 'local');
  return mockFetch()
    .on('GET /auth/me', { body: user })
    .on('POST /imports/items', (call: RecordedCall) => {
      const items = (call.body as { items: ImportItem[] }).items;
      const results = items.map((item, i) => {
        const created = !seen.has(item.importKey);
        seen.add(item.importKey);
        const status = created ? { status: 'created' } : { status: 'skipped', reason: 'already imported' };
        return { importKey: item.importKey, type: item.type, id: `01K${String(i).padStart(23, '0')}`, ...status };
      });
      const created = results.filter((r) => r.status === 'created').length;
      return { body: { results, created, skipped: results.length - created } as ImportItemsResponse };
    });
}

async function openImport() {
  const user = userEvent.setup();
  renderApp('/import');
  await screen.findByRole('heading', { level: 1, name: 'Import data' });
  return user;
}

async function axeClean() {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => v.id)).toEqual([]);
}

const importButton = () => screen.getByRole('button', { name: /^Import \d+ items?$/ });

async function chooseAndMap(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(screen.getByLabelText(FILE_LABEL), csvFile());
  const mapping = await screen.findByRole('region', { name: 'Match your moods' });
  return mapping;
}

describe('the import page', () => {
  it('previews what a Daylio CSV becomes, asks for the custom mood, and imports sealed items with progress and a summary', async () => {
    const keys = await unlocked();
    const server = importServer();
    const user = await openImport();
    const mapping = await chooseAndMap(user);

    // Defaults prefilled, the custom name waits for a choice; nothing can be imported yet.
    expect((within(mapping).getByLabelText(/“rad”/) as HTMLSelectElement).value).toBe('5');
    expect((within(mapping).getByLabelText(/“Gestresst”/) as HTMLSelectElement).value).toBe('');
    expect((within(mapping).getByRole('button', { name: 'These moods are right' }) as HTMLButtonElement).disabled).toBe(true);
    const preview = screen.getByRole('region', { name: 'What will be imported' });
    expect(within(preview).getByText('Row 4: no date')).toBeTruthy();
    expect(within(preview).getByText(/Row 3: the mood "Gestresst" has no place/)).toBeTruthy();
    expect((importButton() as HTMLButtonElement).disabled).toBe(true);
    await axeClean();

    await user.selectOptions(within(mapping).getByLabelText(/“Gestresst”/), '2');
    await user.click(within(mapping).getByRole('button', { name: 'These moods are right' }));
    expect(within(preview).getAllByRole('listitem').map((li) => li.textContent).slice(0, 2)).toEqual(['2 mood logs', '1 journal entries']);
    expect(within(within(preview).getByRole('table')).getAllByRole('row')).toHaveLength(4);
    await user.click(importButton());

    const summary = await screen.findByRole('region', { name: 'Import finished' });
    expect(summary.textContent).toMatch(/3 items were added/);
    expect(summary.textContent).toMatch(/Mood logs: 2 added/);
    expect(summary.textContent).toMatch(/Journal entries: 1 added/);
    expect(summary.textContent).toMatch(/Left out: 1/);
    await axeClean();

    const [call] = server.callsTo('POST /imports/items');
    const items = (call!.body as { items: ImportItem[] }).items;
    expect(items.map((i) => [i.type, i.timestamp])).toEqual([
      ['mood', expect.stringMatching(/^2024-03-1\dT/)],
      ['journal', items[0]!.timestamp],
      ['mood', expect.stringMatching(/^2024-03-\d\dT/)],
    ]);
    const entry = items[1]!;
    if (entry.type !== 'journal') throw new Error('expected a journal entry');
    expect(await decryptField(entry.data.content, keys, 'journal.content')).toBe('A "good" day, really 🌞');
    expect(JSON.stringify(call!.body)).not.toContain('really');
    expect(items.every((i) => /^[0-9a-f]{64}$/.test(i.importKey))).toBe(true);
    expect(items[2]).toMatchObject({ data: { mood: 2 } });
  });

  it('says nothing new was added when the same file is imported again', async () => {
    await unlocked();
    importServer();
    const user = await openImport();
    for (let round = 0; round < 2; round++) {
      const mapping = await chooseAndMap(user);
      await user.selectOptions(within(mapping).getByLabelText(/“Gestresst”/), '3');
      await user.click(within(mapping).getByRole('button', { name: 'These moods are right' }));
      await user.click(importButton());
      const summary = await screen.findByRole('region', { name: 'Import finished' });
      if (round === 1) {
        expect(summary.textContent).toMatch(/Nothing new was added/);
        expect(summary.textContent).toMatch(/Already there from an earlier import: 3/);
      }
      await user.click(within(summary).getByRole('button', { name: 'Import another file' }));
    }
  });

  it('shows progress while batches are sent, and after a failure imports again from where it stopped', async () => {
    await unlocked();
    const rows = Array.from({ length: 30 }, (_, i) => `2023-01-${String((i % 28) + 1).padStart(2, '0')},,,${(i % 12) + 1}:00 am,meh,,,`);
    let release: () => void = () => undefined;
    const server = importServer();
    const echo = (call: RecordedCall) => {
      const items = (call.body as { items: ImportItem[] }).items;
      const results = items.map((item) => ({ importKey: item.importKey, type: item.type, id: '01K00000000000000000000000', status: 'created' }));
      return { body: { results, created: results.length, skipped: 0 } };
    };
    server.on(
      'POST /imports/items',
      (call) => new Promise((resolve) => (release = () => resolve(echo(call)))),
      echo,
    );
    const fetchMock = global.fetch as jest.Mock;
    const user = await openImport();
    await user.upload(screen.getByLabelText(FILE_LABEL), csvFile([HEADER, ...rows].join('\n')));
    await user.click(await screen.findByRole('button', { name: 'These moods are right' }));
    await user.click(importButton());
    const progress = await screen.findByRole('progressbar', { name: 'Import progress' });
    expect(progress.getAttribute('max')).toBe('30');
    expect(within(screen.getByRole('region', { name: 'Importing' })).getByRole('status').textContent).toBe('0 of 30 items imported');
    await waitFor(() => expect(server.callsTo('POST /imports/items')).toHaveLength(1));
    // The second batch meets a network failure.
    release();
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    const stopped = await screen.findByRole('region', { name: 'Import stopped' });
    expect(stopped.textContent).toMatch(/25 of 30 items imported/);
    expect(within(stopped).getByRole('alert').textContent).toMatch(/nothing is added twice/);
    await user.click(within(stopped).getByRole('button', { name: 'Import again' }));
    const summary = await screen.findByRole('region', { name: 'Import finished' });
    expect(summary.textContent).toMatch(/30 items were added/);
    // The first batch again (answered as created by this fake server), then the rest.
    expect(server.callsTo('POST /imports/items').map((c) => (c.body as { items: unknown[] }).items.length)).toEqual([25, 25, 5]);
  });

  it('refuses a file that is not a Daylio export, and asks to unlock encryption first', async () => {
    importServer();
    const user = await openImport();
    expect(screen.getByRole('region', { name: 'Encryption' })).toBeTruthy();
    await user.upload(screen.getByLabelText(FILE_LABEL), csvFile('name,email\nA,b'));
    expect((await screen.findByRole('alert')).textContent).toMatch(/does not look like a Daylio export/);
  });

  it('imports plain text when encryption is turned off', async () => {
    const server = importServer(plainTextUser());
    const user = await openImport();
    const mapping = await chooseAndMap(user);
    await user.selectOptions(within(mapping).getByLabelText(/“Gestresst”/), '2');
    await user.click(within(mapping).getByRole('button', { name: 'These moods are right' }));
    await user.click(importButton());
    await screen.findByRole('region', { name: 'Import finished' });
    const items = (server.callsTo('POST /imports/items')[0]!.body as { items: ImportItem[] }).items;
    expect(items[1]).toMatchObject({ type: 'journal', data: { title: 'Sunny', content: 'A "good" day, really 🌞', tags: ['work', 'family'] } });
  });
});
