import { lambdaVariables, type EnvironmentVariable } from '../../lambdas/shared/environment-variables';

function requirement(variable: EnvironmentVariable): string {
  const r = variable.requirement;
  if ('default' in r) return `no (\`${r.default}\`)`;
  if ('when' in r) return r.when;
  return r.required ? 'yes' : 'no';
}

/** A table cell: pipes would end the cell early. */
const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The Lambdas' environment variables as a markdown table (docs/local-stack.md, "Environment variables"). */
export function environmentTable(): string {
  const rows = lambdaVariables().map(
    (v) => `| \`${v.name}\` | ${cell(requirement(v))} | ${cell(v.description)} | ${cell(v.local?.note ?? 'unset')} |`,
  );
  return ['| Variable | Required | Meaning | Locally |', '|---|---|---|---|', ...rows].join('\n');
}
