import fs from 'node:fs';
import path from 'node:path';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CloudExport, CloudExportFile } from '../../lambdas/contracts/journal';
import { EXPORT_MAX_FILE_BYTES } from '../../lambdas/contracts/journal-limits';
import { keys } from '../../lambdas/shared/db/keys';
import { createEntry, partitionItems } from './helpers/journal';
import { api, db, getItem, registerUser, stack } from './helpers/stack';

interface Saved {
  export: CloudExport;
  message: string;
}

const exportsDir = path.join(stack.dataDir, 'exports');
const fileOf = (userId: string, id: string) => path.join(exportsDir, userId, id);
const filesOf = (userId: string) => (fs.existsSync(path.join(exportsDir, userId)) ? fs.readdirSync(path.join(exportsDir, userId)) : []);

const save = (token: string, body: Record<string, unknown>) => api<Saved>('POST', '/journal/export/cloud', { token, body });
const fileBody = (text: string, format = 'txt') => ({
  filename: `journal.${format}`,
  format,
  data: Buffer.from(text, 'utf8').toString('base64'),
});

async function setExportCount(userId: string, count: number): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: stack.info.tableName,
      Key: keys.user(userId),
      UpdateExpression: 'SET cloudExportCount = :n',
      ExpressionAttributeValues: { ':n': count },
    }),
  );
}

describe('cloud exports', () => {
  it('saves, lists, fetches and deletes an export; the file lives under the data directory meanwhile', async () => {
    const u = await registerUser();
    const text = 'Day one: calm.\nDay two: better.\n';
    const res = await save(u.token, fileBody(text));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      export: {
        id: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{26}$/),
        filename: 'journal.txt',
        format: 'txt',
        size: Buffer.byteLength(text),
        createdAt: expect.any(String),
      },
      message: 'Journal export has been saved to your cloud storage',
    });
    const { id } = res.body.export;
    expect(fs.readFileSync(fileOf(u.id, id), 'utf8')).toBe(text);
    expect(await getItem(keys.cloudExport(u.id, id))).toMatchObject({ filename: 'journal.txt', format: 'txt', size: Buffer.byteLength(text) });

    const json = await save(u.token, { ...fileBody('{"entries":[]}', 'json'), filename: 'My journal (May).json' });
    expect(json.status).toBe(201);
    const list = await api<{ exports: CloudExport[] }>('GET', '/journal/export/cloud', { token: u.token });
    expect(list.status).toBe(200);
    expect(list.body.exports).toEqual([json.body.export, res.body.export]);

    const got = await api<CloudExportFile>('GET', `/journal/export/cloud/${id}`, { token: u.token });
    expect(got.status).toBe(200);
    expect(got.body).toEqual({ ...res.body.export, data: Buffer.from(text).toString('base64') });

    const del = await api('DELETE', `/journal/export/cloud/${id}`, { token: u.token });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ success: true });
    expect(fs.existsSync(fileOf(u.id, id))).toBe(false);
    expect(await getItem(keys.cloudExport(u.id, id))).toBeUndefined();
    expect((await api('GET', `/journal/export/cloud/${id}`, { token: u.token })).status).toBe(404);
    const again = await api('DELETE', `/journal/export/cloud/${id}`, { token: u.token });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Export not found');
    expect((await api<{ exports: CloudExport[] }>('GET', '/journal/export/cloud', { token: u.token })).body.exports).toEqual([json.body.export]);
  });

  it('keeps a binary file byte for byte', async () => {
    const u = await registerUser();
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(Array.from({ length: 256 }, (_, i) => i))]);
    const res = await save(u.token, { filename: 'journal.pdf', format: 'pdf', data: bytes.toString('base64') });
    expect(res.status).toBe(201);
    expect(fs.readFileSync(fileOf(u.id, res.body.export.id)).equals(bytes)).toBe(true);
    const got = await api<CloudExportFile>('GET', `/journal/export/cloud/${res.body.export.id}`, { token: u.token });
    expect(Buffer.from(got.body.data, 'base64').equals(bytes)).toBe(true);
  });

  it("never shows, fetches or deletes another user's export", async () => {
    const owner = await registerUser();
    const other = await registerUser();
    const saved = (await save(owner.token, fileBody('private'))).body.export;
    expect((await api<{ exports: CloudExport[] }>('GET', '/journal/export/cloud', { token: other.token })).body.exports).toEqual([]);
    const got = await api('GET', `/journal/export/cloud/${saved.id}`, { token: other.token });
    expect(got.status).toBe(404);
    expect(got.body.message).toBe('Export not found');
    expect((await api('DELETE', `/journal/export/cloud/${saved.id}`, { token: other.token })).status).toBe(404);
    expect(fs.existsSync(fileOf(owner.id, saved.id))).toBe(true);
    expect((await api('GET', `/journal/export/cloud/${saved.id}`, { token: owner.token })).status).toBe(200);
  });

  it('answers 404 for an id that cannot exist', async () => {
    const u = await registerUser();
    for (const id of ['nope', '..%2F..%2Fetc', '01arz3ndektsv4rrffq69g5fav']) {
      const got = await api('GET', `/journal/export/cloud/${id}`, { token: u.token });
      expect({ id, status: got.status, body: got.body }).toEqual({ id, status: 404, body: { message: 'Export not found' } });
      expect((await api('DELETE', `/journal/export/cloud/${id}`, { token: u.token })).status).toBe(404);
    }
  });

  it('refuses a file over 4 MB with 413 and keeps nothing', async () => {
    const u = await registerUser();
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(EXPORT_MAX_FILE_BYTES)]);
    const res = await save(u.token, { filename: 'big.pdf', format: 'pdf', data: big.toString('base64') });
    expect(res.status).toBe(413);
    expect(filesOf(u.id)).toEqual([]);
  }, 30_000);

  it.each([
    ['a file name with a path', { filename: '../journal.txt' }],
    ['a name that does not match the format', { filename: 'journal.json' }],
    ['data that is not base64', { data: '%%%' }],
    ['an unknown format', { format: 'rtf', filename: 'journal.rtf' }],
    ['no file name', { filename: undefined }],
    ['a pdf that is not a pdf', { filename: 'journal.pdf', format: 'pdf' }],
    ['json that does not parse', { filename: 'journal.json', format: 'json' }],
  ])('refuses %s with 400', async (_name, change) => {
    const u = await registerUser();
    const res = await save(u.token, { ...fileBody('x'), ...change });
    expect(res.status).toBe(400);
    expect(typeof res.body).toBe('object');
    expect(filesOf(u.id)).toEqual([]);
  });

  it('allows 20 saves per hour, then answers 429', async () => {
    const u = await registerUser();
    for (let i = 0; i < 20; i++) expect((await save(u.token, fileBody(`save ${i}`))).status).toBe(201);
    const over = await save(u.token, fileBody('one too many'));
    expect(over.status).toBe(429);
    expect(filesOf(u.id)).toHaveLength(20);
  }, 30_000);

  it('keeps at most 50 exports, even when saves race for the last place', async () => {
    const full = await registerUser();
    await setExportCount(full.id, 50);
    const res = await save(full.token, fileBody('no room'));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Your cloud storage is full. Delete an older export first.' });
    expect(filesOf(full.id)).toEqual([]);

    const racing = await registerUser();
    await setExportCount(racing.id, 49);
    const results = await Promise.all(Array.from({ length: 4 }, (_, i) => save(racing.token, fileBody(`racer ${i}`))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    // The losers' files were taken away again.
    expect(filesOf(racing.id)).toEqual([results.find((r) => r.status === 201)!.body.export.id]);
    expect((await getItem(keys.user(racing.id)))?.cloudExportCount).toBe(50);

    // Deleting one makes room again.
    const kept = results.find((r) => r.status === 201)!.body.export.id;
    expect((await api('DELETE', `/journal/export/cloud/${kept}`, { token: racing.token })).status).toBe(200);
    expect((await getItem(keys.user(racing.id)))?.cloudExportCount).toBe(49);
    expect((await save(racing.token, fileBody('room again'))).status).toBe(201);
  });
});

describe('account deletion', () => {
  it('removes every journal entry and every cloud export with the account', async () => {
    const u = await registerUser();
    await createEntry(u.token, { content: 'one' });
    await createEntry(u.token, { content: 'two', title: 'second' });
    const a = (await save(u.token, fileBody('first export'))).body.export;
    const b = (await save(u.token, fileBody('second export'))).body.export;
    expect(filesOf(u.id).sort()).toEqual([a.id, b.id].sort());
    expect((await partitionItems(u.id)).map((i) => (i.SK as string).split('#')[0])).toEqual(
      expect.arrayContaining(['EXPORT', 'JOURNAL', 'PROFILE']),
    );

    const res = await api('DELETE', '/user/account', { token: u.token, body: { password: u.password } });
    expect(res.status).toBe(200);
    expect(await partitionItems(u.id)).toEqual([]);
    expect(fs.existsSync(path.join(exportsDir, u.id))).toBe(false);
  });

  it('keeps everything when the password is wrong', async () => {
    const u = await registerUser();
    await createEntry(u.token, { content: 'stay' });
    const kept = (await save(u.token, fileBody('stay'))).body.export;
    expect((await api('DELETE', '/user/account', { token: u.token, body: { password: 'Wrong-pass1!' } })).status).toBe(400);
    expect(fs.existsSync(fileOf(u.id, kept.id))).toBe(true);
    expect((await partitionItems(u.id)).length).toBeGreaterThanOrEqual(3);
  });
});
