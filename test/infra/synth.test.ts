import { App, Stack, Validations } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { buildStack } from './fixture';

const built = buildStack();

/** AwsSolutions findings that are not acknowledged, as "rule at path" lines. */
function unacknowledged(scope: IConstruct, severity: string): string[] {
  const report = new AwsSolutionsChecks().validateScope(scope);
  return report.violations
    .filter((v) => v.severity === severity)
    .flatMap((v) => v.violatingResources.map((r) => `${v.ruleName} at ${r.constructPath ?? r.resourceLogicalId}`));
}

/** Every finding, acknowledged or not: a pack that sees no acknowledgment. */
function allFindings(scope: IConstruct): { rule: string; path: string }[] {
  const pack = new AwsSolutionsChecks();
  (pack as unknown as { isAcknowledged: () => boolean }).isAcknowledged = () => false;
  return pack
    .validateScope(scope)
    .violations.flatMap((v) => v.violatingResources.map((r) => ({ rule: v.ruleName, path: r.constructPath ?? '' })));
}

interface Acknowledgment {
  path: string;
  id: string;
  reason: string;
}

function acknowledgments(scope: IConstruct): Acknowledgment[] {
  return scope.node.findAll().flatMap((c) =>
    c.node.metadata
      .filter((m) => m.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((m) =>
        Object.entries(m.data as Record<string, string>).map(([id, reason]) => ({
          path: c.node.path,
          id: id.replace(/^annotation::/i, ''),
          reason,
        })),
      ),
  );
}

describe('cdk-nag AwsSolutions', () => {
  test('reports no unacknowledged error on the stack', () => {
    expect(unacknowledged(built.app, 'error')).toEqual([]);
  });

  test('reports no unacknowledged warning either', () => {
    expect(unacknowledged(built.app, 'warning')).toEqual([]);
  });

  test('is live: an unprotected bucket is an error', () => {
    const app = new App();
    const stack = new Stack(app, 'Probe');
    new Bucket(stack, 'Naked');
    const errors = unacknowledged(app, 'error');
    expect(errors).toEqual(expect.arrayContaining([expect.stringMatching(/^AwsSolutions-S1 /), expect.stringMatching(/^AwsSolutions-S10 /)]));
  });

  test('every acknowledgment has a reason', () => {
    const all = acknowledgments(built.app).filter((a) => a.id.startsWith('AwsSolutions-'));
    expect(all.length).toBeGreaterThan(0);
    for (const a of all) expect({ ...a, reason: a.reason.trim().length >= 20 }).toEqual({ ...a, reason: true });
  });

  test('every acknowledgment sits on a construct that has that finding, never on the stack', () => {
    const findings = allFindings(built.app);
    for (const a of acknowledgments(built.app).filter((x) => x.id.startsWith('AwsSolutions-'))) {
      expect(a.path).not.toBe(built.stack.node.path);
      const used = findings.some((f) => f.rule === a.id && (f.path === a.path || f.path.startsWith(`${a.path}/`)));
      expect({ acknowledgment: `${a.id} at ${a.path}`, used }).toEqual({ acknowledgment: `${a.id} at ${a.path}`, used: true });
    }
  });
});

describe('synthesis', () => {
  test('works without AWS credentials or region, with the nag pack as a validation plugin', () => {
    const saved = { ...process.env };
    for (const key of Object.keys(process.env)) if (key.startsWith('AWS_') || key.startsWith('CDK_DEFAULT_')) delete process.env[key];
    try {
      const { app, stack } = buildStack();
      Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
      const assembly = app.synth();
      const artifact = assembly.getStackArtifact(stack.artifactId);
      expect(artifact.environment.account).toBe('unknown-account');
      expect(artifact.environment.region).toBe('unknown-region');
      expect(Object.keys(artifact.template.Resources as object).length).toBeGreaterThan(50);
    } finally {
      process.env = saved;
    }
  });

  test('the template has no dependency cycle', () => {
    const resources = built.template.toJSON().Resources as Resources;
    expect(findCycles(resources)).toEqual([]);
    // The walk sees real edges: a method depends on its group's function through the integration.
    const authFn = Object.keys(resources).find((id) => id.startsWith('AuthFunction') && resources[id]!.Type === 'AWS::Lambda::Function')!;
    const login = Object.keys(resources).find((id) => /authloginPOST/.test(id))!;
    expect(dependencies(resources[login]!)).toContain(authFn);
  });

  test('the cycle check finds a cycle when there is one', () => {
    expect(
      findCycles({
        A: { Type: 'X', Properties: { P: { Ref: 'B' } } },
        B: { Type: 'X', Properties: { Q: { 'Fn::Sub': '${C.Arn}/x' } } },
        C: { Type: 'X', DependsOn: ['A'] },
      }),
    ).toEqual(['A -> B -> C -> A']);
  });
});

type Resources = Record<string, { Type: string; DependsOn?: string | string[]; Properties?: unknown }>;

/** Logical ids a resource refers to: Ref, Fn::GetAtt, ${...} in Fn::Sub, DependsOn. */
function dependencies(resource: Resources[string]): Set<string> {
  const found = new Set<string>([resource.DependsOn ?? []].flat());
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (typeof value === 'string') {
      for (const m of value.matchAll(/\$\{([A-Za-z0-9]+)[.}]/g)) found.add(m[1]!);
      return;
    }
    if (value && typeof value === 'object') {
      const obj = value as Record<string, unknown>;
      if (typeof obj.Ref === 'string') found.add(obj.Ref);
      if (Array.isArray(obj['Fn::GetAtt'])) found.add(String(obj['Fn::GetAtt'][0]));
      Object.values(obj).forEach(walk);
    }
  };
  walk(resource.Properties);
  return found;
}

/** Each dependency cycle among the resources, as "A -> B -> A". */
function findCycles(resources: Resources): string[] {
  const state = new Map<string, 'visiting' | 'done'>();
  const cycles: string[] = [];
  const visit = (id: string, trail: string[]): void => {
    if (state.get(id) === 'done') return;
    if (state.get(id) === 'visiting') {
      cycles.push([...trail.slice(trail.indexOf(id)), id].join(' -> '));
      return;
    }
    state.set(id, 'visiting');
    for (const next of dependencies(resources[id]!)) if (next in resources) visit(next, [...trail, id]);
    state.set(id, 'done');
  };
  for (const id of Object.keys(resources)) visit(id, []);
  return cycles;
}
