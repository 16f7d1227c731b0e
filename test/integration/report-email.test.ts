import { emailsTo, uniqueEmail, waitForEmail } from '../support/api-client';
import { api, emailUrl, registerVerifiedUser } from './helpers/stack';

// The report for a therapist travels the journal export's email path: own verified address only.
describe('POST /journal/export/email with kind report', () => {
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n', 'latin1'), Buffer.from('report-canary'), Buffer.from('\n%%EOF')]);
  const body = (email: string) => ({ email, filename: 'report.pdf', format: 'pdf', data: pdf.toString('base64'), kind: 'report' });

  it('emails the PDF built on the device to the account’s own address, named as a report', async () => {
    const u = await registerVerifiedUser();
    const res = await api('POST', '/journal/export/email', { token: u.token, body: body(u.email) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: `Your report has been sent to ${u.email}` });
    const mail = await waitForEmail(emailUrl, u.email, /Your Solace report/);
    const [attachment] = mail.attachments!;
    expect(attachment).toMatchObject({ filename: `solace-report-${new Date().toISOString().slice(0, 10)}.pdf`, contentType: 'application/pdf' });
    expect(attachment!.content).toBe(pdf.toString('base64'));
    expect(mail.body.text).toContain('Here is the report for your therapist you asked for in Solace');
  });

  it('never sends it to another address, and a report must be a PDF', async () => {
    const u = await registerVerifiedUser();
    const stranger = uniqueEmail('therapist');
    const other = await api('POST', '/journal/export/email', { token: u.token, body: body(stranger) });
    expect(other.status).toBe(403);
    expect(await emailsTo(emailUrl, stranger)).toEqual([]);
    const text = { ...body(u.email), filename: 'report.txt', format: 'txt', data: Buffer.from('hello').toString('base64') };
    const wrong = await api<{ message: string }>('POST', '/journal/export/email', { token: u.token, body: text });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/a report is a pdf/);
    const unknown = await api('POST', '/journal/export/email', { token: u.token, body: { ...body(u.email), kind: 'therapist' } });
    expect(unknown.status).toBe(400);
  });
});
