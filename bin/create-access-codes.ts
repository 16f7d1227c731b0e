/**
 * `npm run codes:local -- [--count 5] [--days 30] [--plan monthly] [--expires 2027-01-31]`:
 * makes a batch of access codes (licence keys) in the local stack's table and prints them.
 * The codes are shown only here: the table keeps a keyed hash. Run it while `npm start` runs
 * (or after it ran once: DynamoDB Local must be up). On AWS the admin area makes codes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createAccessCodes } from '../lambdas/shared/access-codes';
import { lambdaEnvironment } from '../lib/local/lambda-environment';
import type { LocalIds } from '../lib/local/provision';
import { readLocalSettings } from '../lib/local/settings';

const USAGE = 'usage: npm run codes:local -- [--count 1-1000] [--days 1-3650] [--plan monthly] [--expires YYYY-MM-DD]';

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let values: { count?: string; days?: string; plan?: string; expires?: string };
  try {
    ({ values } = parseArgs({ options: { count: { type: 'string' }, days: { type: 'string' }, plan: { type: 'string' }, expires: { type: 'string' } } }));
  } catch (error) {
    fail((error as Error).message);
  }
  const count = Number(values.count ?? 5);
  const days = Number(values.days ?? 30);
  const plan = values.plan ?? 'monthly';
  if (!Number.isInteger(count) || count < 1 || count > 1000) fail('--count must be a whole number from 1 to 1000');
  if (!Number.isInteger(days) || days < 1 || days > 3650) fail('--days must be a whole number from 1 to 3650');
  if (!/^[a-z][a-z0-9-]{0,39}$/.test(plan)) fail('--plan must be a plan id such as monthly');
  let expiresAt: string | undefined;
  if (values.expires !== undefined) {
    const at = Date.parse(`${values.expires}T23:59:59.999Z`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.expires) || !Number.isFinite(at) || at <= Date.now()) fail('--expires must be a future date, YYYY-MM-DD');
    expiresAt = new Date(at).toISOString();
  }

  const settings = readLocalSettings();
  const idsFile = path.join(settings.dataDir, 'local-ids.json');
  if (!fs.existsSync(idsFile)) fail(`No local stack in ${settings.dataDir}: run \`npm start\` first.`);
  const ids = JSON.parse(fs.readFileSync(idsFile, 'utf8')) as LocalIds;
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  Object.assign(process.env, lambdaEnvironment(settings, ids));

  const { batchId, codes } = await createAccessCodes({ count, plan, durationDays: days, expiresAt, createdBy: 'local command' });
  process.stdout.write(`Batch ${batchId}: ${codes.length} ${plan} codes, ${days} days each${expiresAt ? `, redeemable until ${values.expires}` : ''}\n`);
  for (const code of codes) process.stdout.write(`${code}\n`);
}

main().catch((error: Error) => {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});
