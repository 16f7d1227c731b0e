/**
 * `npm run seed:therapists -- --table <TableName> [--region <region>]`: writes the therapist
 * directory into a deployed table (the stack output `TableName`), with the credentials and
 * region of the default AWS chain. Does nothing when the table already holds this directory.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { seedTherapistDirectory } from '../lib/seed/seed-therapists';
import { directoryVersion, generateTherapistDirectory } from '../lib/seed/therapist-directory';

const USAGE = `Usage: npm run seed:therapists -- --table <TableName> [--region <region>]

  --table   the DynamoDB table: the stack output TableName
  --region  its AWS region (default: AWS_REGION or your AWS profile's region)

Credentials come from the default AWS chain (environment, profile, SSO, instance role).`;

interface Options {
  table: string;
  region?: string;
}

class UsageError extends Error {}

function parseArgs(args: string[]): Options | 'help' {
  const values: Partial<Record<'table' | 'region', string>> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--help' || arg === '-h') return 'help';
    const match = /^--(table|region)(?:=(.*))?$/.exec(arg);
    if (!match) throw new UsageError(`Unknown argument: ${arg}`);
    const name = match[1] as 'table' | 'region';
    const value = match[2] ?? args[++i];
    if (value === undefined || value === '' || value.startsWith('--')) throw new UsageError(`--${name} needs a value`);
    if (values[name] !== undefined) throw new UsageError(`--${name} is given twice`);
    values[name] = value;
  }
  if (!values.table) throw new UsageError('--table is required');
  return { table: values.table, region: values.region };
}

async function main(): Promise<void> {
  let options: Options | 'help';
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n\n${USAGE}\n`);
    process.exit(1);
  }
  if (options === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return;
  }

  // The SDK warns about Node 20 here; the functions run on Node 22 in AWS.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const therapists = generateTherapistDirectory();
  const version = directoryVersion(therapists);
  const client = DynamoDBDocumentClient.from(new DynamoDBClient(options.region ? { region: options.region } : {}));
  try {
    const { written, skipped } = await seedTherapistDirectory(client, options.table, therapists);
    process.stdout.write(
      skipped
        ? `The therapist directory in ${options.table} is already current (version ${version}); nothing written.\n`
        : `Wrote ${written} items (${therapists.length} therapists and their issue cards, version ${version}) to ${options.table}.\n`,
    );
  } catch (error) {
    process.stderr.write(`Seeding ${options.table} failed: ${(error as Error).message}\n`);
    process.exit(1);
  } finally {
    client.destroy();
  }
}

void main();
