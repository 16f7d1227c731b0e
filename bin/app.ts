#!/usr/bin/env node
/**
 * The CDK app. Environment-agnostic (no lookups), so `npx cdk synth` needs neither network
 * nor AWS credentials. Context: sesFromAddress, stage, throttleRateLimit, throttleBurstLimit,
 * apiTracing, stackName, siteDir, coachProvider, bedrockModelId (see lib/stack.ts).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { readAppContext, SolaceStack, type AppContext } from '../lib/stack';

const repoRoot = path.resolve(__dirname, '..');

/** Stops synthesis with a message a person can act on, without a stack trace. */
function fail(message: string): never {
  process.stderr.write(`\n${message}\n`);
  process.exit(1);
}

/** The built web app; a fresh clone builds it first so that synth works out of the box. */
function ensureSite(siteDir: string, explicit: boolean): string {
  if (existsSync(path.join(siteDir, 'index.html'))) return siteDir;
  if (explicit) fail(`Context siteDir ${siteDir} has no index.html: point it at a built site.`);
  process.stderr.write(`${path.relative(repoRoot, siteDir)} has no index.html: running npm run build:web\n`);
  try {
    // Build output goes to stderr: stdout may carry the synthesized template.
    execFileSync('npm', ['run', 'build:web'], { cwd: repoRoot, stdio: ['ignore', process.stderr, process.stderr] });
  } catch {
    fail(
      'The web app could not be built: `npm run build:web` failed (its output is above). ' +
        'Fix the frontend build, or synthesize with a built site: -c siteDir=<dir>.',
    );
  }
  if (!existsSync(path.join(siteDir, 'index.html'))) {
    fail(`npm run build:web succeeded but ${path.join(siteDir, 'index.html')} does not exist.`);
  }
  return siteDir;
}

const app = new App();
let context: AppContext;
try {
  context = readAppContext(app);
} catch (error) {
  fail((error as Error).message);
}
const siteDir = ensureSite(
  context.siteDir ? path.resolve(context.siteDir) : path.join(repoRoot, 'frontend', 'dist'),
  context.siteDir !== undefined,
);

new SolaceStack(app, context.stackName, {
  description: 'Solace: mental-wellness web app (API Gateway, Lambda, DynamoDB, Cognito, SES, CloudFront)',
  siteDir,
  sesFromAddress: context.sesFromAddress,
  stageName: context.stageName,
  throttleRateLimit: context.throttleRateLimit,
  throttleBurstLimit: context.throttleBurstLimit,
  apiTracing: context.apiTracing,
  coachProvider: context.coachProvider,
  bedrockModelId: context.bedrockModelId,
});

// cdk-nag 3 runs as a synthesis validation plugin: an unacknowledged error fails synth.
// Acknowledgments are also written into the template's Metadata, as an audit trail.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { writeSuppressionsToCloudFormation: true }));
