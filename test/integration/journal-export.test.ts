import fs from 'node:fs';
import type { JournalExportResponse } from '../../lambdas/contracts/journal';
import { EXPORT_MAX_BODY_BYTES, EXPORT_MAX_FILE_BYTES } from '../../lambdas/contracts/journal-limits';
import JSZip from 'jszip';
import { emailsTo, linkToken, uniqueEmail, waitForEmail } from '../support/api-client';
import { createEntry, putEntryCreatedAt } from './helpers/journal';
import { api, emailUrl, registerUser, registerVerifiedUser, stack } from './helpers/stack';

const DAY = 24 * 3600 * 1000;
const exportOf = (token: string, query = '') => api<JournalExportResponse>('GET', `/journal/export${query}`, { token });

describe('GET /journal/export', () => {
  it('gives every entry in a date range, newest first, with both ends included', async () => {
    const u = await registerUser();
    const now = Date.now();
    const at = (daysAgo: number) => new Date(now - daysAgo * DAY);
    const old = await putEntryCreatedAt(u.id, at(400), 'last year');
    const d40 = await putEntryCreatedAt(u.id, at(40), 'forty days ago');
    const d10 = await putEntryCreatedAt(u.id, at(10), 'ten days ago');
    const d2 = await putEntryCreatedAt(u.id, at(2), 'two days ago');
    const today = (await createEntry(u.token, { content: 'today' })).id;

    const all = await exportOf(u.token);
    expect(all.status).toBe(200);
    expect(all.body).toEqual({ format: 'json', entries: expect.any(Array), nextCursor: null });
    expect(all.body.entries.map((e) => e.id)).toEqual([today, d2, d10, d40, old]);
    expect(all.body.entries[2]).toMatchObject({ content: 'ten days ago', mood: 3, tags: [], created_at: at(10).toISOString() });

    const last30 = await exportOf(u.token, `?format=pdf&from=${encodeURIComponent(at(30).toISOString())}`);
    expect(last30.body.format).toBe('pdf');
    expect(last30.body.entries.map((e) => e.id)).toEqual([today, d2, d10]);

    const window = await exportOf(u.token, `?from=${at(50).toISOString()}&to=${at(5).toISOString()}`);
    expect(window.body.entries.map((e) => e.id)).toEqual([d10, d40]);

    const exact = at(10).toISOString();
    const onlyThat = await exportOf(u.token, `?from=${exact}&to=${exact}`);
    expect(onlyThat.body.entries.map((e) => e.id)).toEqual([d10]);
    const upTo = await exportOf(u.token, `?to=${exact}`);
    expect(upTo.body.entries.map((e) => e.id)).toEqual([d10, d40, old]);

    // Offsets other than Z mean the same instant.
    const plusTwo = new Date(now - 30 * DAY + 2 * 3600 * 1000).toISOString().replace('Z', '+02:00');
    expect((await exportOf(u.token, `?from=${encodeURIComponent(plusTwo)}`)).body.entries.map((e) => e.id)).toEqual([today, d2, d10]);

    expect((await exportOf(u.token, '?to=1969-12-31T00:00:00Z')).body.entries).toEqual([]);
    expect((await exportOf(u.token, '?from=1960-01-01T00:00:00Z')).body.entries).toHaveLength(5);
  });

  it('pages 100 at a time with a cursor, without duplicates or gaps', async () => {
    const u = await registerUser();
    const start = Date.now() - 300 * DAY;
    const ids: string[] = [];
    for (let batch = 0; batch < 230; batch += 23) {
      ids.push(
        ...(await Promise.all(
          Array.from({ length: 23 }, (_, i) => putEntryCreatedAt(u.id, new Date(start + (batch + i) * 3600 * 1000), `entry ${batch + i}`)),
        )),
      );
    }
    const expected = [...ids].sort().reverse();
    const seen: string[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const res: { status: number; body: JournalExportResponse } = await exportOf(u.token, cursor ? `?cursor=${cursor}` : '');
      expect(res.status).toBe(200);
      sizes.push(res.body.entries.length);
      seen.push(...res.body.entries.map((e) => e.id));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([100, 100, 30]);
    expect(seen).toEqual(expected);

    // A range pages the same way, and its cursor only works inside that range.
    const from = new Date(start + 50 * 3600 * 1000).toISOString();
    const to = new Date(start + 179 * 3600 * 1000).toISOString();
    const first = await exportOf(u.token, `?from=${from}&to=${to}`);
    expect(first.body.entries).toHaveLength(100);
    const second = await exportOf(u.token, `?from=${from}&to=${to}&cursor=${first.body.nextCursor}`);
    expect(second.body).toMatchObject({ nextCursor: null });
    expect([...first.body.entries, ...second.body.entries].map((e) => e.id)).toEqual(expected.slice(230 - 180, 230 - 50));
    const outside = await exportOf(u.token, `?to=${new Date(start).toISOString()}&cursor=${first.body.nextCursor}`);
    expect(outside.status).toBe(400);
  });

  it.each([
    ['format=xml'],
    ['format='],
    ['from=yesterday'],
    ['to=2024-13-01T00:00:00Z'],
    ['from=2024-05-02T00:00:00Z&to=2024-05-01T00:00:00Z'],
    ['cursor=@@'],
  ])('refuses %s with 400 and a message', async (query) => {
    const u = await registerUser();
    const res = await exportOf(u.token, `?${query}`);
    expect(res.status).toBe(400);
    expect(typeof (res.body as unknown as { message: string }).message).toBe('string');
  });

  it('says why a reversed range is refused', async () => {
    const u = await registerUser();
    const res = await exportOf(u.token, '?from=2024-05-02T00:00:00Z&to=2024-05-01T00:00:00Z');
    expect(res.body).toEqual({ message: 'from must not be after to' });
  });
});

describe('POST /journal/export/email', () => {
  const json = (text: string) => Buffer.from(text, 'utf8').toString('base64');
  const today = () => new Date().toISOString().slice(0, 10);
  const pdfBytes = (size = 0) => Buffer.concat([Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n', 'latin1'), Buffer.alloc(size, 7), Buffer.from('\n%%EOF')]);
  async function docxBytes(): Promise<Buffer> {
    const zip = new JSZip();
    zip.file('[Content_Types].xml', '<Types/>');
    zip.file('word/document.xml', '<w:document/>');
    return zip.generateAsync({ type: 'nodebuffer' });
  }

  it("emails the file to the account's own verified address, as an attachment of its type named by the app", async () => {
    const u = await registerVerifiedUser({ firstName: 'Ada<b>' });
    const data = json(JSON.stringify({ entries: [{ content: 'export-canary-content' }] }));
    const filename = 'solace-journal-export-canary.json';
    const res = await api('POST', '/journal/export/email', { token: u.token, body: { email: u.email.toUpperCase(), filename, format: 'json', data } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: `Journal export has been sent to ${u.email}` });

    const mail = await waitForEmail(emailUrl, u.email, /Your Solace journal export/);
    expect(mail.from).toContain('no-reply@solace.local');
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments!;
    // The name is the app's own, whatever the request said.
    expect(attachment).toMatchObject({ filename: `solace-journal-${today()}.json`, contentType: 'application/json' });
    expect(attachment!.content).toBe(data);
    expect(mail.body.text).toContain('Here is the journal export you asked for in Solace');
    expect(mail.body.text).toContain('not encrypted');
    expect(mail.body.html).toContain('Hi Ada&lt;b&gt;,');
    expect(mail.body.html).not.toContain('Ada<b>');

    await new Promise((r) => setTimeout(r, 300));
    const log = fs.readFileSync(stack.logFile, 'utf8');
    for (const secret of [u.email, filename, 'export-canary-content', data]) expect(log).not.toContain(secret);
  });

  it('sends a pdf, a docx and a txt file byte for byte', async () => {
    const u = await registerVerifiedUser();
    const files: [string, string, Buffer][] = [
      ['pdf', 'application/pdf', pdfBytes()],
      ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', await docxBytes()],
      ['txt', 'text/plain', Buffer.from('My journal\nDay one: calm.\tStill calm.\r\n', 'utf8')],
    ];
    for (const [index, [format, contentType, bytes]] of files.entries()) {
      const res = await api('POST', '/journal/export/email', { token: u.token, body: { email: u.email, filename: `journal.${format}`, format, data: bytes.toString('base64') } });
      expect(res.status).toBe(200);
      const mail = await waitForEmail(emailUrl, u.email, /Your Solace journal export/, index + 1);
      const attachment = mail.attachments![0]!;
      expect(attachment.filename).toBe(`solace-journal-${today()}.${format}`);
      expect(attachment.contentType).toBe(contentType);
      expect(Buffer.from(attachment.content, 'base64').equals(bytes)).toBe(true);
    }
  });

  it('refuses any other address with 403, and the own address until it is verified', async () => {
    const u = await registerUser();
    const body = { filename: 'journal.json', format: 'json', data: json('{"entries":[]}') };
    const stranger = uniqueEmail('stranger');
    const unverified = await api('POST', '/journal/export/email', { token: u.token, body: { ...body, email: u.email } });
    expect(unverified.status).toBe(403);
    expect(unverified.body.message).toBe('Please verify your email address first: exports are emailed only to a verified address.');
    const token = linkToken(await waitForEmail(emailUrl, u.email, /Verify/), 'verify-email');
    expect((await api('POST', '/auth/verify-email', { body: { token } })).status).toBe(200);
    const other = await api('POST', '/journal/export/email', { token: u.token, body: { ...body, email: stranger } });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('Journal exports can be emailed only to your own account email address.');
    expect(await emailsTo(emailUrl, stranger)).toEqual([]);
    expect((await api('POST', '/journal/export/email', { token: u.token, body: { ...body, email: u.email } })).status).toBe(200);
  });

  it.each([
    ['pdf', Buffer.from('<html><script>alert(1)</script></html>')],
    ['docx', Buffer.from('MZ\x90\x00 not a zip', 'latin1')],
    ['docx', Buffer.from('PK\u0003\u0004 a zip without a document')],
    ['json', Buffer.from('{"entries": [')],
    ['txt', Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00])],
    ['txt', Buffer.from([0xff, 0xfe, 0xfd])],
  ])('refuses a %s export whose bytes are not of that format', async (format, bytes) => {
    const u = await registerVerifiedUser();
    const res = await api('POST', '/journal/export/email', {
      token: u.token,
      body: { email: u.email, filename: `journal.${format}`, format, data: bytes.toString('base64') },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`data: the file is not a ${format} file`);
    expect((await emailsTo(emailUrl, u.email)).filter((m) => /journal export/.test(m.subject))).toEqual([]);
  });

  it('allows 5 per hour, then answers 429', async () => {
    const u = await registerVerifiedUser();
    const body = (n: number) => ({ email: u.email, filename: 'j.txt', format: 'txt', data: json(`file ${n}`) });
    for (let i = 0; i < 5; i++) expect((await api('POST', '/journal/export/email', { token: u.token, body: body(i) })).status).toBe(200);
    const over = await api('POST', '/journal/export/email', { token: u.token, body: body(5) });
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ message: 'Too many export emails. Please try again later.' });
    // Per user: someone else still can.
    const other = await registerVerifiedUser();
    expect((await api('POST', '/journal/export/email', { token: other.token, body: { ...body(6), email: other.email } })).status).toBe(200);
  });

  it('refuses a file over 4 MB with 413, and a body over the route limit too', async () => {
    const u = await registerVerifiedUser();
    const padding = EXPORT_MAX_FILE_BYTES - pdfBytes().byteLength;
    const justOver = pdfBytes(padding + 1).toString('base64');
    const res = await api('POST', '/journal/export/email', { token: u.token, body: { email: u.email, filename: 'big.pdf', format: 'pdf', data: justOver } });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'The export is too large (at most 4 MB)' });
    const wayOver = 'A'.repeat(EXPORT_MAX_BODY_BYTES + 4);
    const body = await api('POST', '/journal/export/email', { token: u.token, body: { email: u.email, filename: 'big.pdf', format: 'pdf', data: wayOver } });
    expect(body.status).toBe(413);
    // Exactly 4 MB is fine.
    const exactly = pdfBytes(padding).toString('base64');
    const ok = await api('POST', '/journal/export/email', { token: u.token, body: { email: u.email, filename: 'big.pdf', format: 'pdf', data: exactly } });
    expect(ok.status).toBe(200);
    const mail = await waitForEmail(emailUrl, u.email, /Your Solace journal export/);
    expect(mail.attachments![0]!.size).toBe(EXPORT_MAX_FILE_BYTES);
  }, 30_000);

  it.each([
    ['a bad address', { email: 'not-an-address' }],
    ['no address', { email: '' }],
    ['a file name with a path', { filename: '../../etc/passwd.json' }],
    ['a file name with a folder', { filename: 'exports/journal.json' }],
    ['a file name of another type', { filename: 'journal.exe' }],
    ['a name that does not match the format', { filename: 'journal.pdf' }],
    ['data that is not base64', { data: 'this is not base64!' }],
    ['an unknown format', { format: 'xml' }],
    ['an empty file', { data: '' }],
  ])('refuses %s with 400 and a message', async (_name, change) => {
    const u = await registerVerifiedUser();
    const body = { email: u.email, filename: 'journal.json', format: 'json', data: json('{}'), ...change };
    const res = await api('POST', '/journal/export/email', { token: u.token, body });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
  });

  it('answers with the spec text for a bad address', async () => {
    const u = await registerUser();
    const res = await api('POST', '/journal/export/email', {
      token: u.token,
      body: { email: 'nope', filename: 'journal.json', format: 'json', data: json('{}') },
    });
    expect(res.body.message).toBe('email: Please enter an email address');
  });
});
