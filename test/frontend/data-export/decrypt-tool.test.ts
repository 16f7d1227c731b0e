/**
 * @jest-environment ./test/frontend/crypto/webcrypto-environment.js
 *
 * The standalone decrypt tool, run as a person would (`npm run decrypt`'s command), on an encrypted
 * export made by the app's own code, with the secret on stdin.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { EXPORT_CSV_ENTITIES, EXPORT_FILES, decryptedExportSchema, exportJsonSchema } from '@contracts/export-format';
import { buildDataExport } from '../../../frontend/src/features/settings/data-export/run-data-export';
import { initConfig } from '../../../frontend/src/lib/config';
import { checkJsonSchema } from '../../support/json-schema-check';
import { TEST_CONFIG } from '../helpers/fetch-mock';
import { FIXTURE_PASSWORD, TRICKY_TEXT, fixtureFetch, makeAccountFixture, type AccountFixture } from './account-fixture';

const ROOT = path.resolve(__dirname, '../../..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');

let fixture: AccountFixture;
let dir: string;
let encryptedZip: string;

jest.setTimeout(120_000);

beforeAll(async () => {
  // beforeAll runs before the setup's beforeEach, which sets the API's address.
  initConfig(TEST_CONFIG);
  fixture = await makeAccountFixture({ moods: 6, entries: 4, sessions: 2, messagesPerSession: 3 });
  global.fetch = jest.fn(fixtureFetch(fixture)) as unknown as typeof fetch;
  const built = await buildDataExport('encrypted', null, { now: new Date('2026-02-01T09:00:00.000Z') });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-decrypt-'));
  encryptedZip = path.join(dir, built.filename);
  fs.writeFileSync(encryptedZip, built.bytes);
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the tool with `secret` piped on stdin (async, so the test's own timers keep running). */
function runTool(args: string[], secret: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, ['--tsconfig', 'frontend/tsconfig.json', 'bin/decrypt-export.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, NO_COLOR: '1' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(`${secret}\n`);
  });
}

const listFiles = (folder: string): string[] =>
  fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();

describe('npm run decrypt', () => {
  it('opens an encrypted export with the password into a decrypted ZIP of the same layout', async () => {
    const out = path.join(dir, 'readable.zip');
    const run = await runTool([encryptedZip, '--out', out], FIXTURE_PASSWORD);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Decrypted export written to ${out}`);

    const zip = await JSZip.loadAsync(fs.readFileSync(out));
    const names = Object.keys(zip.files).filter((name) => !zip.files[name]!.dir).sort();
    expect(names).toEqual([EXPORT_FILES.json, EXPORT_FILES.jsonSchema, EXPORT_FILES.readme, ...EXPORT_CSV_ENTITIES.map(EXPORT_FILES.csv)].sort());
    const json = JSON.parse(await zip.file(EXPORT_FILES.json)!.async('string')) as unknown;
    expect(checkJsonSchema(exportJsonSchema(), json)).toEqual([]);
    const data = decryptedExportSchema.parse(json);
    expect(data.exportedAt).toBe('2026-02-01T09:00:00.000Z');
    expect(data.journalEntries[0]!.content).toBe(TRICKY_TEXT);
    expect(data.moods[0]!.triggers).toEqual(['work', 'sleep']);
    expect(data.checkIns[0]!.answers.total).toBe(10);
    expect(data.safetyPlan?.plan.helpContacts).toEqual([{ name: 'Sam', phone: '+1 555 0100' }]);
    expect(data.coachingSessions.flatMap((s) => s.messages)).toHaveLength(6);
    // The secret is written nowhere.
    expect(fs.readFileSync(out).includes(Buffer.from(FIXTURE_PASSWORD))).toBe(false);
    expect(run.stdout + run.stderr).not.toContain(FIXTURE_PASSWORD);
  });

  it('opens it with the recovery key into a folder', async () => {
    const out = path.join(dir, 'folder');
    const run = await runTool([encryptedZip, '--out', out], fixture.recoveryKey.toLowerCase());
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(listFiles(out)).toEqual([EXPORT_FILES.json, EXPORT_FILES.jsonSchema, EXPORT_FILES.readme, ...EXPORT_CSV_ENTITIES.map(EXPORT_FILES.csv)].sort());
    const csv = fs.readFileSync(path.join(out, EXPORT_FILES.csv('journal-entries')), 'utf8');
    expect(csv).toContain('Café ""au lait""');
  });

  it('refuses a wrong password with a clear message and writes nothing', async () => {
    const out = path.join(dir, 'wrong.zip');
    const before = listFiles(dir);
    const run = await runTool([encryptedZip, '--out', out], 'Not-the-password1');
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe('That password or recovery key does not open this export. Nothing was written.');
    expect(fs.existsSync(out)).toBe(false);
    expect(listFiles(dir)).toEqual(before);
    expect(run.stdout + run.stderr).not.toContain('Not-the-password1');
  });

  it('says so for a file that is not a Solace export, and for an export of a newer version', async () => {
    const notZip = path.join(dir, 'notes.zip');
    fs.writeFileSync(notZip, 'just some text');
    expect((await runTool([notZip], FIXTURE_PASSWORD)).stderr.trim()).toBe('This file is not a Solace export: it is not a ZIP file.');

    const other = new JSZip();
    other.file('photo.txt', 'hello');
    const otherZip = path.join(dir, 'other.zip');
    fs.writeFileSync(otherZip, await other.generateAsync({ type: 'uint8array' }));
    expect((await runTool([otherZip], FIXTURE_PASSWORD)).stderr.trim()).toBe('This file is not a Solace export: it has no solace-export.json.');

    const newer = new JSZip();
    newer.file(EXPORT_FILES.json, JSON.stringify({ format: 'solace-export', version: 2 }));
    const newerZip = path.join(dir, 'newer.zip');
    fs.writeFileSync(newerZip, await newer.generateAsync({ type: 'uint8array' }));
    const run = await runTool([newerZip], FIXTURE_PASSWORD);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('made by a newer version of Solace (format version 2)');
  });
});
