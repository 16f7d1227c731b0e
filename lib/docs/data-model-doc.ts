/**
 * docs/data-model.md, generated: entity keys come from calling the builders of
 * lambdas/shared/db/keys.ts (data-model-entities.ts names the calls), access patterns from
 * data-model-access-patterns.ts.
 */
import { keys } from '../../lambdas/shared/db/keys';
import { accessPatterns } from './data-model-access-patterns';
import { entities, type KeyCall } from './data-model-entities';
import { GENERATED_NOTICE, code, table } from './markdown';

/** Builders only put their arguments into strings, so placeholders come out as the key's shape. */
function build(call: KeyCall): Record<string, string> {
  const builder = keys[call.builder] as (...args: string[]) => Record<string, string> | string;
  const built = builder(...call.args);
  if (typeof built === 'string') throw new Error(`keys.${call.builder} builds a partition value, not an item's keys`);
  return built;
}

function indexCell(calls: KeyCall[] = []): string {
  return calls
    .map(build)
    .map((k) => Object.entries(k).map(([name, value]) => `${name} ${code(value)}`).join(' / '))
    .join('<br>');
}

export function dataModelDoc(): string {
  const entityRows = entities.map((e) => {
    const k = build(e.key);
    return [e.entity, code(k.PK ?? ''), code(k.SK ?? ''), indexCell(e.indexes), e.notes];
  });
  return [
    '# Data model: one DynamoDB table',
    '',
    GENERATED_NOTICE,
    '',
    `Keys are built only by ${code('lambdas/shared/db/keys.ts')}; this page calls those builders, so the shapes below are the ones the code writes. ` +
      `Entities are listed in ${code('lib/docs/data-model-entities.ts')} and access patterns in ${code('lib/docs/data-model-access-patterns.ts')}; change them with the code and run ${code('npm run docs')}.`,
    '',
    'Attributes `PK`, `SK`, `GSI1PK`, `GSI1SK` (index `GSI1`), `GSI2PK`, `GSI2SK` (index `GSI2`, sparse: only access codes have it) and `ttl` (the TTL attribute). ' +
      "Ids of users are the pool's `sub`; other ids are ULIDs, so an id sorts by its time. Dates are ISO 8601 UTC. The table is defined in `lib/constructs/data-table.ts` (on-demand, point-in-time recovery, retained when the stack is deleted).",
    '',
    '## Entities',
    '',
    table(['Entity', 'PK', 'SK', 'Index keys', 'Holds'], entityRows),
    '',
    '## Access patterns',
    '',
    table(['Access pattern', 'How'], accessPatterns.map((p) => [p.pattern, p.how])),
    '',
    'No code path uses `Scan` (`test/unit/no-scan.test.ts` checks the Lambda sources). Uniqueness is a conditional write; two items that must change together change in one `TransactWriteItems`; lists page with opaque cursors.',
    '',
  ].join('\n');
}
