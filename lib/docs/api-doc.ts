/**
 * docs/api.md, generated from the route table (lambdas/contracts/routes.ts), each route's zod
 * schemas (route-schemas.ts) and the answers described in route-notes.ts.
 */
import { schemasOf } from '../../lambdas/contracts/route-schemas';
import { routeGroups, routes, type Route } from '../../lambdas/contracts/routes';
import { PREMIUM_REQUIRED, TRIAL_DAYS } from '../../lambdas/shared/premium';
import { GENERATED_NOTICE, code, table } from './markdown';
import { routeNotes } from './route-notes';
import { inputSummary } from './schema-summary';

function size(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB` : `${Math.round(bytes / 1024)} KB`;
}

function access(route: Route): string {
  const parts: string[] = [route.auth];
  if ('premium' in route && route.premium) parts.push('premium');
  if ('rawBody' in route && route.rawBody) parts.push('raw body');
  if ('maxBodyBytes' in route) parts.push(`body ≤ ${size(route.maxBodyBytes)}`);
  return parts.join(', ');
}

function groupSection(group: string): string {
  const rows = routes
    .filter((r) => r.group === group)
    .map((r) => [`${code(`${r.method} ${r.path}`)}<br>${code(r.id)}`, access(r), inputSummary(schemasOf(r.id)).join('<br>') || '—', routeNotes[r.id]]);
  return [`## ${group}`, '', `One Lambda function, ${code(`lambdas/${group}/handler.ts`)}.`, '', table(['Route', 'Access', 'Input', 'Answer and errors'], rows)].join('\n');
}

export function apiDoc(): string {
  const intro = [
    '# API',
    '',
    GENERATED_NOTICE,
    '',
    `Every route of ${code('lambdas/contracts/routes.ts')} (the one route table), with what it accepts, read from its zod schemas in ${code('lambdas/contracts/route-schemas.ts')}, and what it answers, from ${code('lib/docs/route-notes.ts')}. Change those and run ${code('npm run docs')}; ${code('test/unit/docs.test.ts')} fails while this file is out of date.`,
    '',
    `Paths are under the API stage: ${code('http://127.0.0.1:3001/local')} locally, the stack output ${code('ApiUrl')} on AWS. The web app's client strips a leading ${code('/api')} (spec §7).`,
    '',
    '- **Access**: `public` needs nothing; `user` needs `Authorization: Bearer <token>` (the pool\'s access token from sign-in); `admin` a token of an admin (role `admin` and the pool\'s `admin` group). ' +
      `\`premium\`: after the ${TRIAL_DAYS}-day free trial, 403 '${PREMIUM_REQUIRED}' unless the subscription is active. A body above its limit (64 KB unless given) is a 413.`,
    '- **Input**: `?` marks an optional field, `= x` its default; `encrypted field` is the on-device encryption object of `lambdas/contracts/encryption.ts`. A field that does not fit is a 400 naming it; a path parameter that does not fit is a 404.',
    '- **Errors** are `{ "message": … }` with 400, 401, 403, 404, 409, 413, 429, 502 or 503; anything unexpected is a logged 500 with a generic message ([request pipeline](architecture.md#a-request-inside-a-lambda)).',
  ];
  return [...intro, '', ...routeGroups.map(groupSection).flatMap((s) => [s, '']), ''].join('\n').replace(/\n+$/, '\n');
}
