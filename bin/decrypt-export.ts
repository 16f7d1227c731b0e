/**
 * npm run decrypt -- <export.zip> [--out <dir or file.zip>]
 *
 * Opens an *encrypted* Solace export offline, so a person can read their data even if Solace is
 * gone: no network, no server. Asks for the password or the recovery key without echoing it (or
 * reads it from stdin when that is not a terminal), unwraps the data key from the export's
 * keyMaterial with the app's own crypto code, and writes a 'decrypted' export: a ZIP with the same
 * layout (by default beside the input), or a folder. The secret is never written or logged, and
 * nothing is written unless every field opened.
 *
 * Typechecked with the frontend's tsconfig (it runs the frontend's WebCrypto modules in Node).
 */
import fs from 'node:fs';
import path from 'node:path';
import { checkExportHeader, encryptedExportSchema, type DecryptedExport } from '@contracts/export-format';
import { deriveLegacyKey } from '../frontend/src/lib/crypto/format-v1';
import { parseRecoveryKey, unwrapWithPassword, unwrapWithRecoveryKey, WrongSecretError } from '../frontend/src/lib/crypto/key-material';
import type { SessionKeys } from '../frontend/src/lib/crypto/key-store';
import { buildExportZip, exportFiles, readExportJson } from '../frontend/src/lib/solace-export/export-archive';
import { ExportDecryptError, openRecords } from '../frontend/src/lib/solace-export/open-export';

/** A failure with a message for the person; the tool prints it and exits with `code`. */
class ToolError extends Error {
  constructor(
    message: string,
    readonly code = 1,
  ) {
    super(message);
  }
}

export const DECRYPT_MESSAGES = {
  usage: 'Usage: npm run decrypt -- <export.zip> [--out <folder or file.zip>]',
  notAZip: 'This file is not a Solace export: it is not a ZIP file.',
  notAnExport: 'This file is not a Solace export: it has no solace-export.json.',
  alreadyDecrypted: 'This export is already decrypted: open solace-export.json or the CSV files directly.',
  damaged: 'This export is damaged: solace-export.json does not follow the export format.',
  wrongSecret: 'That password or recovery key does not open this export. Nothing was written.',
  noSecret: 'No password or recovery key was given. Nothing was written.',
  undecryptable: (where: string) => `The key opened, but ${where} could not be decrypted (damaged data). Nothing was written.`,
  outExists: (where: string) => `${where} already exists; choose another place with --out. Nothing was written.`,
  done: (where: string) => `Decrypted export written to ${where}`,
} as const;

interface Args {
  input: string;
  out: string | null;
}

function parseArgs(argv: readonly string[]): Args {
  let input: string | null = null;
  let out: string | null = null;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--out') {
      out = argv[i + 1] ?? null;
      if (!out) throw new ToolError(DECRYPT_MESSAGES.usage, 2);
      i += 1;
    } else if (arg === '--help' || arg === '-h' || input !== null || arg.startsWith('-')) {
      throw new ToolError(DECRYPT_MESSAGES.usage, 2);
    } else {
      input = arg;
    }
  }
  if (!input) throw new ToolError(DECRYPT_MESSAGES.usage, 2);
  return { input, out };
}

/** Reads a line from the terminal with echo off; Ctrl-C cancels. */
function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  // Echo goes off before the question shows, so nothing typed right after it is echoed.
  stdin.setRawMode(true);
  process.stderr.write(question);
  return new Promise((resolve, reject) => {
    let secret = '';
    stdin.resume();
    stdin.setEncoding('utf8');
    const done = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(secret);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003') return done(new ToolError('Cancelled. Nothing was written.', 130));
        if (char === '\u007f' || char === '\b') secret = secret.slice(0, -1);
        else secret += char;
      }
    };
    stdin.on('data', onData);
  });
}

/** The first line of stdin (a test, or `< file`), without its line end. */
async function readPipedSecret(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return (Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '').trim();
}

async function readSecret(): Promise<string> {
  const secret = process.stdin.isTTY ? await promptHidden('Password or recovery key: ') : await readPipedSecret();
  if (!secret) throw new ToolError(DECRYPT_MESSAGES.noSecret);
  return secret;
}

/** The keys the secret opens: a recovery key when it reads as one, else the password (which also opens 1.0 fields). */
async function keysFor(material: Parameters<typeof unwrapWithPassword>[0], secret: string, userId: string | undefined): Promise<SessionKeys> {
  try {
    if (parseRecoveryKey(secret)) {
      try {
        return { dataKey: await unwrapWithRecoveryKey(material, secret), legacyKey: null };
      } catch (error) {
        if (!(error instanceof WrongSecretError)) throw error;
      }
    }
    const dataKey = await unwrapWithPassword(material, secret);
    return { dataKey, legacyKey: userId ? await deriveLegacyKey(secret, userId) : null };
  } catch (error) {
    if (error instanceof WrongSecretError) throw new ToolError(DECRYPT_MESSAGES.wrongSecret);
    throw error;
  }
}

async function readExport(input: string): Promise<unknown> {
  let bytes: Uint8Array;
  try {
    bytes = fs.readFileSync(input);
  } catch {
    throw new ToolError(`Cannot read ${input}.`);
  }
  let json: unknown;
  try {
    json = await readExportJson(bytes);
  } catch (error) {
    throw new ToolError(error instanceof SyntaxError ? DECRYPT_MESSAGES.damaged : DECRYPT_MESSAGES.notAZip);
  }
  if (json === null) throw new ToolError(DECRYPT_MESSAGES.notAnExport);
  return json;
}

function defaultOut(input: string): string {
  const base = path.basename(input).replace(/\.zip$/i, '').replace(/-encrypted/, '');
  return path.join(path.dirname(input), `${base}-decrypted.zip`);
}

/** Writes the ZIP, or the folder of files; refuses to replace what is there. */
async function write(data: DecryptedExport, out: string): Promise<void> {
  if (/\.zip$/i.test(out)) {
    if (fs.existsSync(out)) throw new ToolError(DECRYPT_MESSAGES.outExists(out));
    const bytes = await buildExportZip(data);
    fs.writeFileSync(out, bytes, { flag: 'wx' });
    return;
  }
  if (fs.existsSync(out) && fs.readdirSync(out).length > 0) throw new ToolError(DECRYPT_MESSAGES.outExists(out));
  for (const [name, content] of exportFiles(data)) {
    const file = path.join(out, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
}

export async function decryptExport(argv: readonly string[]): Promise<string> {
  const args = parseArgs(argv);
  const json = await readExport(args.input);
  const header = checkExportHeader(json);
  if (!header.ok) throw new ToolError(header.message);
  if ((json as { encryption?: unknown }).encryption === 'decrypted') throw new ToolError(DECRYPT_MESSAGES.alreadyDecrypted);
  const parsed = encryptedExportSchema.safeParse(json);
  if (!parsed.success) throw new ToolError(DECRYPT_MESSAGES.damaged);

  const { keyMaterial, format, version, exportedAt, encryption: _sealed, ...records } = parsed.data;
  const keys = await keysFor(keyMaterial, await readSecret(), records.account.id);
  let opened;
  try {
    opened = await openRecords(records, keys);
  } catch (error) {
    if (error instanceof ExportDecryptError) throw new ToolError(DECRYPT_MESSAGES.undecryptable(error.where));
    throw error;
  }
  const data: DecryptedExport = { format, version, exportedAt, encryption: 'decrypted', ...opened };
  const out = args.out ?? defaultOut(args.input);
  await write(data, out);
  return out;
}

if (require.main === module) {
  decryptExport(process.argv.slice(2)).then(
    (out) => {
      process.stdout.write(`${DECRYPT_MESSAGES.done(out)}\n`);
    },
    (error: unknown) => {
      process.stderr.write(`${error instanceof ToolError ? error.message : `Unexpected failure: ${error instanceof Error ? error.message : String(error)}`}\n`);
      process.exitCode = error instanceof ToolError ? error.code : 1;
    },
  );
}
