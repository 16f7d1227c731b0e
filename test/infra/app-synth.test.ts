/**
 * `cdk synth` exactly as a person runs it (cdk.json → bin/app.ts, cdk-nag and CloudFormation
 * validation included), on a machine without AWS credentials.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { fixtureSiteDir, repoRoot } from './fixture';

/** The environment without anything that could carry AWS credentials or a default account. */
function credentialFreeEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!key.startsWith('AWS_') && !key.startsWith('CDK_')) env[key] = value;
  }
  return { ...env, HOME: mkdtempSync(path.join(tmpdir(), 'solace-home-')), CDK_DISABLE_CLI_TELEMETRY: 'true' };
}

function cdk(args: string[]) {
  const result = spawnSync(path.join(repoRoot, 'node_modules', '.bin', 'cdk'), ['--no-notices', ...args], {
    cwd: repoRoot,
    env: credentialFreeEnv(),
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

/** The errors of the validation report; it lists only plugins with findings. */
function validationErrors(out: string): string[] {
  const report = JSON.parse(readFileSync(path.join(out, 'validation-report.json'), 'utf8')) as {
    pluginReports: { pluginName: string; violations: { ruleName: string; severity: string }[] }[];
  };
  return report.pluginReports.flatMap((r) => r.violations.filter((v) => v.severity === 'error').map((v) => `${r.pluginName}: ${v.ruleName}`));
}

describe('cdk synth', () => {
  test('synthesizes with no credentials, no unacknowledged nag error and valid CloudFormation', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'solace-synth-'));
    const { status, output } = cdk(['synth', '-q', '-o', out, '-c', `siteDir=${fixtureSiteDir()}`, '-c', 'sesFromAddress=no-reply@solace.test']);
    expect({ status, output: status === 0 ? '' : output }).toEqual({ status: 0, output: '' });
    expect(existsSync(path.join(out, 'Solace.template.json'))).toBe(true);

    expect(validationErrors(out)).toEqual([]);

    // The nag pack ran on this app: its acknowledgments are in the template's Metadata.
    const template = JSON.parse(readFileSync(path.join(out, 'Solace.template.json'), 'utf8')) as {
      Resources: Record<string, { Type: string; Metadata?: { cdk_nag?: { rules_to_suppress: { id: string; reason: string }[] } } }>;
    };
    const pool = Object.values(template.Resources).find((r) => r.Type === 'AWS::Cognito::UserPool')!;
    expect(pool.Metadata?.cdk_nag?.rules_to_suppress.map((r) => r.id)).toEqual(expect.arrayContaining(['AwsSolutions-COG2']));
  }, 120_000);

  test('synthesizes server-side coaching (-c coachProvider=bedrock) with its Guardrail, as valid and as clean', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'solace-synth-'));
    const { status, output } = cdk([
      'synth', '-q', '-o', out,
      '-c', `siteDir=${fixtureSiteDir()}`,
      '-c', 'sesFromAddress=no-reply@solace.test',
      '-c', 'coachProvider=bedrock',
      '-c', 'bedrockModelId=us.amazon.nova-lite-v1:0',
    ]);
    expect({ status, output: status === 0 ? '' : output }).toEqual({ status: 0, output: '' });
    expect(validationErrors(out)).toEqual([]);
    const template = JSON.parse(readFileSync(path.join(out, 'Solace.template.json'), 'utf8')) as { Resources: Record<string, { Type: string }> };
    const types = Object.values(template.Resources).map((r) => r.Type);
    expect(types.filter((t) => t === 'AWS::Bedrock::Guardrail')).toHaveLength(1);
    expect(types.filter((t) => t === 'AWS::Bedrock::GuardrailVersion')).toHaveLength(1);
  }, 120_000);

  test('names the problem when the site directory has no build', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'solace-empty-site-'));
    const { status, output } = cdk(['synth', '-q', '-o', mkdtempSync(path.join(tmpdir(), 'solace-synth-')), '-c', `siteDir=${empty}`]);
    expect(status).not.toBe(0);
    expect(output).toContain(`Context siteDir ${empty} has no index.html`);
  }, 60_000);
});
