/**
 * @jest-environment ./test/frontend/crypto/webcrypto-environment.js
 */
import { solaceExport } from '@contracts/export-format';
import type { ImportItem } from '@contracts/imports';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import JSZip from 'jszip';
import { FILE_LABEL, SAME_ACCOUNT } from '../../../frontend/src/features/data-import/components/import-page';
import { countByKind } from '../../../frontend/src/features/data-import/import-plan';
import { ENCRYPTED_ELSEWHERE, openEncryptedExport, planSolace } from '../../../frontend/src/features/data-import/solace-export';
import { decryptField, encryptField } from '../../../frontend/src/lib/crypto/field-crypto';
import { saveSession } from '../../../frontend/src/lib/storage';
import { mockFetch, type RecordedCall } from '../helpers/fetch-mock';
import { makeUser } from '../helpers/fixtures';
import { renderApp } from '../helpers/render-app';
import { makeKeys, resetPageBetweenTests, unlocked } from '../mental-health/page-setup';
import { decryptedExport } from './solace-fixture';

resetPageBetweenTests();

const KEY_MATERIAL = {
  version: 2 as const,
  kdf: 'PBKDF2-SHA256' as const,
  iterations: 600_000,
  salt: 'c2FsdHNhbHRzYWx0c2FsdA==',
  wrappedKey: 'd3JhcHBlZC1rZXktZm9yLXRlc3RzLWZvcnR5LWJ5dGVzISE=',
  recoveryWrappedKey: 'cmVjb3Zlcnktd3JhcHBlZC1rZXktZm9yLXRlc3RzLWZvcnR5IQ==',
};

describe('planning a Solace export', () => {
  it('the fixture follows the export format', () => {
    expect(solaceExport.safeParse(decryptedExport()).success).toBe(true);
  });

  it('restores moods, entries, sessions and check-ins, and says what it leaves out and why', () => {
    const plan = planSolace(decryptedExport());
    expect(countByKind(plan.items)).toEqual({ mood: 1, journal: 1, checkIn: 1, chatSession: 1 });
    expect(plan.items.find((i) => i.data.type === 'mood')).toMatchObject({
      timestamp: '2024-02-02T09:00:00.000Z',
      data: { mood: 4, energy: 6, stress: 2, notes: 'Walked by the sea 🌊', triggers: ['sleep'], gratitude: ['Ana'] },
    });
    const session = plan.items.find((i) => i.data.type === 'chatSession')?.data;
    expect(session).toMatchObject({ persona: 'harmony', messages: [{ sender: 'user', text: 'Hello' }, { sender: 'ai' }] });
    expect(plan.skipped.map((n) => `${n.label}: ${n.message}`)).toEqual([
      'Journal entry 2: it has no text',
      'Coaching session 2: the coach "retired-coach" is not one of Solace\'s coaches',
      'Therapist connections: 1 not restored: a connection is agreed with the therapist, so ask again from Find a therapist',
      'Subscription: not restored: it stays with the account that holds it',
    ]);
    expect(plan.extras?.profile).toEqual({ age: 34, goals: ['Improve Sleep'], sleepHours: 7, exerciseFrequency: 'regularly' });
    expect(plan.extras?.safetyPlan).toMatchObject({ reasonsForLiving: ['My cat'] });
  });

  it('keeps the newest messages of a session longer than the route takes, and says so', () => {
    const exp = decryptedExport();
    const session = exp.coachingSessions[0]!;
    const at = (n: number) => new Date(Date.parse('2024-02-05T09:00:00Z') + n * 1000).toISOString();
    const first = session.messages[0]!;
    session.messages = Array.from({ length: 503 }, (_, n) => ({ ...first, id: `m${n}`, message: `message ${n}`, createdAt: at(n) }));
    const plan = planSolace(exp);
    const restored = plan.items.find((i) => i.data.type === 'chatSession')?.data;
    if (restored?.type !== 'chatSession') throw new Error('expected a session');
    expect(restored.messages).toHaveLength(500);
    expect(restored.messages[0]?.text).toBe('message 3');
    expect(plan.adjusted).toEqual([{ row: 1, label: 'Coaching session 1', message: 'only its newest 500 of 503 messages are restored' }]);
  });

  it('opens an encrypted export with the same key into the same plan', async () => {
    const keys = await makeKeys();
    const plain = decryptedExport();
    const seal = (text: string, context: string) => encryptField(text, keys, context);
    const sealed = {
      ...plain,
      encryption: 'encrypted' as const,
      keyMaterial: KEY_MATERIAL,
      moods: await Promise.all(
        plain.moods.map(async (m) => ({ ...m, notes: await seal(String(m.notes), 'mood.notes'), triggers: await seal(JSON.stringify(m.triggers), 'mood.triggers') })),
      ),
      journalEntries: await Promise.all(
        plain.journalEntries.map(async (e) => ({ ...e, content: e.content ? await seal(String(e.content), 'journal.content') : e.content })),
      ),
      checkIns: await Promise.all(plain.checkIns.map(async (c) => ({ ...c, answers: await seal(JSON.stringify(c.answers), 'checkin.answers') }))),
      safetyPlan: { ...plain.safetyPlan!, plan: await seal(JSON.stringify(plain.safetyPlan!.plan), 'safetyPlan.plan') },
    };
    const parsed = solaceExport.parse(sealed);
    if (parsed.encryption !== 'encrypted') throw new Error('expected the encrypted form');
    expect(planSolace(await openEncryptedExport(parsed, keys)).items).toEqual(planSolace(plain).items);
    await expect(openEncryptedExport(parsed, await makeKeys())).rejects.toThrow(/decrypt tool/);
  });
});

async function zipOf(json: unknown): Promise<File> {
  const zip = new JSZip();
  zip.file('solace-export.json', JSON.stringify(json));
  zip.file('README.txt', 'Your Solace data');
  return new File([await zip.generateAsync({ type: 'arraybuffer' })], 'solace-export-2024-03-01.zip', { type: 'application/zip' });
}

function restoreServer(hasPlan: boolean, user = makeUser({ encryption: KEY_MATERIAL })) {
  saveSession({ token: 'access', refreshToken: 'refresh' }, 'local');
  return mockFetch()
    .on('GET /auth/me', { body: user })
    .on('POST /imports/items', (call: RecordedCall) => {
      const items = (call.body as { items: ImportItem[] }).items;
      const results = items.map((item) => ({ importKey: item.importKey, type: item.type, id: '01K00000000000000000000000', status: 'created' }));
      return { body: { results, created: results.length, skipped: 0 } };
    })
    .on('PUT /mental-health/profile', (call: RecordedCall) => ({ body: call.body }))
    .on('GET /safety-plan', { body: hasPlan ? { plan: {}, version: 1, updatedAt: '2024-01-01T00:00:00.000Z' } : { plan: null, version: 0, updatedAt: null } })
    .on('PUT /safety-plan', { body: { plan: {}, version: 1, updatedAt: '2024-03-02T00:00:00.000Z' } });
}

describe('restoring a Solace export on the import page', () => {
  it('previews a zipped export, imports it sealed, restores the profile and the safety plan', async () => {
    const keys = await unlocked();
    const server = restoreServer(false);
    const user = userEvent.setup();
    renderApp('/import');
    await screen.findByRole('heading', { level: 1, name: 'Import data' });
    await user.upload(screen.getByLabelText(FILE_LABEL), await zipOf(decryptedExport()));
    const preview = await screen.findByRole('region', { name: 'What will be imported' });
    expect(screen.queryByRole('region', { name: 'Match your moods' })).toBeNull();
    expect(within(preview).getByText(/Also restored: your mental health profile and your safety plan/)).toBeTruthy();
    expect(within(preview).getByText(/Therapist connections: 1 not restored/)).toBeTruthy();
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Import 4 items' }));

    const summary = await screen.findByRole('region', { name: 'Import finished' });
    expect(summary.textContent).toMatch(/Mental health profile: restored/);
    expect(summary.textContent).toMatch(/Safety plan: restored/);
    const items = (server.callsTo('POST /imports/items')[0]!.body as { items: ImportItem[] }).items;
    const checkIn = items.find((i) => i.type === 'checkIn');
    if (checkIn?.type !== 'checkIn') throw new Error('expected a check-in');
    expect(JSON.parse(await decryptField(checkIn.data.answers, keys, 'checkin.answers'))).toMatchObject({ total: 5 });
    const plan = server.callsTo('PUT /safety-plan')[0]!.body as { plan: unknown; expectedVersion: number };
    expect(plan.expectedVersion).toBe(0);
    expect(JSON.parse(await decryptField(plan.plan, keys, 'safetyPlan.plan'))).toMatchObject({ reasonsForLiving: ['My cat'] });
    expect(server.callsTo('PUT /mental-health/profile')[0]!.body).toEqual({ age: 34, goals: ['Improve Sleep'], sleepHours: 7, exerciseFrequency: 'regularly' });
  });

  it('keeps an existing safety plan, and explains that another account\'s encrypted export needs the decrypt tool', async () => {
    await unlocked();
    const server = restoreServer(true);
    const user = userEvent.setup();
    renderApp('/import');
    await screen.findByRole('heading', { level: 1, name: 'Import data' });
    await user.upload(screen.getByLabelText(FILE_LABEL), new File([JSON.stringify(decryptedExport())], 'solace-export.json'));
    await user.click(await screen.findByRole('button', { name: 'Import 4 items' }));
    const summary = await screen.findByRole('region', { name: 'Import finished' });
    expect(summary.textContent).toMatch(/Safety plan: not restored: you already have a safety plan here/);
    expect(server.callsTo('PUT /safety-plan')).toHaveLength(0);

    await user.click(within(summary).getByRole('button', { name: 'Import another file' }));
    // Its sealed-only parts left out: the rest of its fields may be plain (written before encryption).
    const elsewhere = { ...KEY_MATERIAL, wrappedKey: KEY_MATERIAL.recoveryWrappedKey, recoveryWrappedKey: KEY_MATERIAL.wrappedKey };
    const other = { ...decryptedExport(), checkIns: [], safetyPlan: null, encryption: 'encrypted', keyMaterial: elsewhere };
    await user.upload(screen.getByLabelText(FILE_LABEL), await zipOf(other));
    expect((await screen.findByRole('alert')).textContent).toBe(ENCRYPTED_ELSEWHERE);
  });

  it('warns that an export of this very account would add its items a second time', async () => {
    await unlocked();
    const exported = decryptedExport();
    restoreServer(false, makeUser({ encryption: KEY_MATERIAL, email: exported.account.email, createdAt: exported.account.createdAt }));
    const user = userEvent.setup();
    renderApp('/import');
    await screen.findByRole('heading', { level: 1, name: 'Import data' });
    await user.upload(screen.getByLabelText(FILE_LABEL), new File([JSON.stringify(exported)], 'solace-export.json'));
    expect((await screen.findByRole('note')).textContent).toBe(SAME_ACCOUNT);
  });
});
