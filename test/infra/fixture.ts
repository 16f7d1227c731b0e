/** Builds the stack the way bin/app.ts does, with a tiny site instead of the frontend build. */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { App, Stack, type CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { SolaceStack, type SolaceStackProps } from '../../lib/stack';

export const FIXTURE_SENDER = 'no-reply@solace.test';

export const repoRoot = path.resolve(__dirname, '..', '..');

/** cdk.json's context (feature flags and defaults), so tests build what `cdk synth` builds. */
export function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(path.join(repoRoot, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  return cdkJson.context;
}

let siteDir: string | undefined;

/** Names of the stand-in's files, as the build makes them: one hashed script with its compressed copies. */
export const FIXTURE_ASSET = 'app-AbCd_f12.js';

/** A built-site stand-in: index.html and one hashed asset (each with the build's .br and .gz copies) in a temporary directory. */
export function fixtureSiteDir(): string {
  if (!siteDir) {
    siteDir = mkdtempSync(path.join(tmpdir(), 'solace-site-'));
    writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>Solace</title><div id="root"></div>');
    mkdirSync(path.join(siteDir, 'assets'));
    writeFileSync(path.join(siteDir, 'assets', FIXTURE_ASSET), 'console.info(1);');
    for (const copy of ['index.html.br', 'index.html.gz', `assets/${FIXTURE_ASSET}.br`, `assets/${FIXTURE_ASSET}.gz`]) {
      writeFileSync(path.join(siteDir, copy), 'compressed');
    }
  }
  return siteDir;
}

let outdir: string | undefined;

/**
 * One cloud assembly directory per test file: staged bundles are cached per directory, so
 * a second stack in the same file reuses them instead of running esbuild again.
 */
function sharedOutdir(): string {
  outdir ??= mkdtempSync(path.join(tmpdir(), 'solace-cdk-out-'));
  return outdir;
}

export interface Built {
  app: App;
  stack: SolaceStack;
  template: Template;
}

export function buildStack(
  props: Partial<SolaceStackProps> = {},
  options: { context?: Record<string, unknown>; cfnValidation?: boolean } = {},
): Built {
  const app = new App({
    context: { ...cdkJsonContext(), ...options.context },
    outdir: sharedOutdir(),
    // The built-in CloudFormation schema check takes ~10 s; the app-synth test runs it.
    builtinCloudFormationValidation: options.cfnValidation ?? false,
  });
  const stack = new SolaceStack(app, 'Solace', { siteDir: fixtureSiteDir(), sesFromAddress: FIXTURE_SENDER, ...props });
  return { app, stack, template: Template.fromStack(stack) };
}

/** The logical id a construct's CloudFormation resource gets in the template. */
export function logicalId(element: CfnElement): string {
  return Stack.of(element).resolve(element.logicalId) as string;
}

export type Resources = Record<string, { Type: string; Properties?: Record<string, unknown>; DependsOn?: string | string[] }>;

export function resourcesOfType(template: Template, type: string): Resources {
  return template.findResources(type) as Resources;
}
