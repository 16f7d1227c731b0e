/**
 * @jest-environment ./test/frontend/crypto/webcrypto-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { CheckIn } from '@contracts/check-ins';
import type { JournalEntry } from '@contracts/journal';
import { DEFAULT_PROFILE } from '@contracts/mental-health';
import { sealAnswers } from '../../../frontend/src/features/check-ins/check-in-crypto';
import { createBody } from '../../../frontend/src/features/journal/entry-crypto';
import { clearEncryptionKey, type SessionKeys } from '../../../frontend/src/lib/crypto/key-store';
import { saveSession } from '../../../frontend/src/lib/storage';
import { mockFetch } from '../helpers/fetch-mock';
import { makeUser } from '../helpers/fixtures';
import { renderApp } from '../helpers/render-app';
import { resetPageBetweenTests, unlocked } from '../mental-health/page-setup';

import { pdfText } from './pdf-text';

// The browser build of jspdf is an ES module; Jest runs CommonJS, which jspdf ships for Node.
jest.mock('jspdf', () => jest.requireActual('jspdf/dist/jspdf.node.min.js'));
// The browser fetches the font files Vite built; here they are read from disk.
jest.mock('../../../frontend/src/lib/pdf/pdf-fonts', () => jest.requireActual('../helpers/pdf-fonts'));

resetPageBetweenTests();

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

async function entry(keys: SessionKeys | null, id: string, title: string, content: string, at: string): Promise<JournalEntry> {
  const body = await createBody({ title, content, mood: 3, tags: [], notes: '' }, keys);
  return { id, ...body, created_at: at, updated_at: at } as unknown as JournalEntry;
}

async function signedIn(keys: SessionKeys | null) {
  saveSession({ token: 'access', refreshToken: 'refresh' }, 'local');
  const entries = [
    await entry(keys, 'e1', 'Talk with my sister', 'It went well.', daysAgo(2)),
    await entry(keys, 'e2', 'Bad night', 'Slept little.', daysAgo(5)),
  ];
  const checkIn: CheckIn = keys
    ? { id: 'c1', kind: 'gad7', answers: await sealAnswers({ items: [1, 1, 1, 1, 1, 1, 1], difficulty: null, total: 7 }, keys), created_at: daysAgo(3) }
    : ({ id: 'c1', kind: 'gad7', answers: { encrypted: true, version: '2.0', iv: 'aaaa', data: 'bbbb' }, created_at: daysAgo(3) } as unknown as CheckIn);
  return mockFetch()
    .on('GET /auth/me', { body: makeUser({ emailVerified: true }) })
    .on('GET /mental-health/mood-logs', {
      body: {
        moods: [
          { id: 'm1', mood: 4, energy: 7, stress: 3, timestamp: daysAgo(1), triggers: ['Work'], gratitude: ['Friends'], clientEncrypted: false },
          { id: 'm2', mood: 2, energy: 3, stress: 7, timestamp: daysAgo(4), triggers: ['Work'], clientEncrypted: false },
        ],
        nextCursor: null,
      },
    })
    .on('GET /mental-health/profile', { body: { ...DEFAULT_PROFILE, sleepHours: 6, updatedAt: daysAgo(10) } })
    .on('GET /mental-health/check-ins', { body: { checkIns: [checkIn], nextCursor: null } })
    .on('GET /chat/sessions', {
      body: { sessions: [{ id: 's1', persona: 'sage', startedAt: daysAgo(1), lastMessageAt: daysAgo(1), messageCount: 4 }], nextCursor: null },
    })
    .on('GET /journal/entries', { body: { entries, page: 1, limit: 100, total: 2, hasMore: false, nextCursor: null } });
}

async function openReports() {
  const user = userEvent.setup();
  renderApp('/reports');
  await screen.findByRole('heading', { level: 1, name: 'Report for your therapist' });
  await screen.findByTestId('report-preview');
  return user;
}

describe('/reports', () => {
  it('previews the last 30 days with every figure as a table, and ticks no entry until asked', async () => {
    const keys = await unlocked();
    await signedIn(keys);
    const user = await openReports();
    expect(screen.getByText(/2 mood logs\. Averages: mood 3 of 5, energy 5 of 10, stress 5 of 10\./)).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Triggers' })).getByText('Work')).toBeTruthy();
    const checkIns = screen.getByRole('table', { name: /Check-in scores/ });
    expect(within(checkIns).getByText('GAD-7')).toBeTruthy();
    expect(within(checkIns).getByText('Mild')).toBeTruthy();
    expect(screen.getByText(/About 6 hours of sleep/)).toBeTruthy();
    expect(screen.getByText('1 AI coaching session started in these dates.')).toBeTruthy();

    const picker = screen.getByRole('region', { name: 'Journal entries to include' });
    const boxes = within(picker).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes).toHaveLength(2);
    expect(boxes.every((box) => !box.checked)).toBe(true);
    await user.click(within(picker).getByRole('checkbox', { name: /Talk with my sister/ }));
    expect((within(picker).getByRole('checkbox', { name: /Talk with my sister/ }) as HTMLInputElement).checked).toBe(true);
    expect((within(picker).getByRole('checkbox', { name: /Bad night/ }) as HTMLInputElement).checked).toBe(false);

    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('checks chosen dates before it asks for them', async () => {
    const keys = await unlocked();
    const server = await signedIn(keys);
    const user = await openReports();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Dates' }), 'Choose dates');
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-01-10');
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-01-01');
    const before = server.callsTo('GET /mental-health/mood-logs').length;
    await user.click(screen.getByRole('button', { name: 'Show these dates' }));
    expect(screen.getByText('The start date must be on or before the end date.')).toBeTruthy();
    expect(server.callsTo('GET /mental-health/mood-logs')).toHaveLength(before);
    await user.clear(to);
    await user.type(to, '2026-01-20');
    await user.click(screen.getByRole('button', { name: 'Show these dates' }));
    await waitFor(() => expect(server.callsTo('GET /mental-health/mood-logs').length).toBeGreaterThan(before));
    const last = server.callsTo('GET /mental-health/mood-logs').at(-1)!;
    expect(new URL(last.url).searchParams.get('startDate')).toBe(new Date(2026, 0, 10).toISOString());
  });

  it('shows the locked notice and leaves the journal and check-ins out without a key', async () => {
    const keys = await unlocked();
    await signedIn(keys);
    // The same sealed data, opened without a key.
    await clearEncryptionKey();
    await openReports();
    expect(await screen.findByText('Your check-ins are locked, so they are left out.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Journal entries to include' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Report partly locked' })).toBeTruthy();
    // What is not encrypted still shows.
    expect(screen.getByText(/2 mood logs/)).toBeTruthy();
  });

  it('emails the PDF with only the ticked entry to the account’s own address', async () => {
    const keys = await unlocked();
    const server = (await signedIn(keys)).on('POST /journal/export/email', { body: { success: true, message: 'sent' } });
    const user = await openReports();
    await user.click(screen.getByRole('checkbox', { name: /Talk with my sister/ }));
    await user.click(screen.getByRole('button', { name: 'Email it to me' }));
    await waitFor(() => expect(server.callsTo('POST /journal/export/email')).toHaveLength(1));
    const body = server.callsTo('POST /journal/export/email')[0]!.body as { email: string; format: string; kind: string; data: string };
    expect(body).toMatchObject({ email: 'ada@example.com', format: 'pdf', kind: 'report' });
    const text = await pdfText(new Blob([Buffer.from(body.data, 'base64')]));
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain('It went well.');
    expect(text).not.toContain('Slept little.');
    expect(await screen.findByText('Your report has been sent to ada@example.com.')).toBeTruthy();
  });
});
