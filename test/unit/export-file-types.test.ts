import JSZip from 'jszip';
import { isFileOfFormat } from '../../lambdas/journal/export-file-types';

describe('export file types', () => {
  it('knows a PDF by its header', () => {
    expect(isFileOfFormat('pdf', Buffer.from('%PDF-1.3\n...'))).toBe(true);
    expect(isFileOfFormat('pdf', Buffer.from('<html>%PDF-</html>'))).toBe(false);
    expect(isFileOfFormat('pdf', Buffer.from('%PD'))).toBe(false);
  });

  it('knows a Word document as a ZIP package with a document part', async () => {
    const zip = new JSZip();
    zip.file('[Content_Types].xml', '<Types/>');
    zip.file('word/document.xml', '<w:document/>');
    expect(isFileOfFormat('docx', await zip.generateAsync({ type: 'nodebuffer' }))).toBe(true);
    const other = new JSZip();
    other.file('payload.exe', 'MZ');
    expect(isFileOfFormat('docx', await other.generateAsync({ type: 'nodebuffer' }))).toBe(false);
    expect(isFileOfFormat('docx', Buffer.from('[Content_Types].xml word/document.xml'))).toBe(false);
  });

  it('takes UTF-8 text without control characters as text', () => {
    expect(isFileOfFormat('txt', Buffer.from('Day one\tcalm\r\nDay two: ça va, 今日は, 🙂\n'))).toBe(true);
    expect(isFileOfFormat('txt', Buffer.from([0xc3, 0x28]))).toBe(false);
    expect(isFileOfFormat('txt', Buffer.from('MZ\u0000\u0003'))).toBe(false);
    expect(isFileOfFormat('txt', Buffer.from('bell\u0007'))).toBe(false);
  });

  it('takes only JSON that parses as JSON', () => {
    expect(isFileOfFormat('json', Buffer.from('{"entries":[{"content":"ok"}]}'))).toBe(true);
    expect(isFileOfFormat('json', Buffer.from(`${'['.repeat(50_000)}${']'.repeat(50_000)}`))).toBe(true);
    expect(isFileOfFormat('json', Buffer.from('{"entries":'))).toBe(false);
    expect(isFileOfFormat('json', Buffer.from([0x7b, 0xff, 0x7d]))).toBe(false);
  });
});
