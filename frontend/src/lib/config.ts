// zod/mini: the same validation as the server's zod, a fraction of its size in the first load.
import * as z from 'zod/mini';
import { COACH_PROVIDERS, DEFAULT_COACH_PROVIDER } from '@contracts/coach-llm-types';

/** The runtime configuration written beside the built app, so one build serves every stage. */
const nonEmpty = () => z.string().check(z.minLength(1));
const configSchema = z.object({
  apiUrl: z.pipe(
    z.url({ protocol: /^https?$/ }),
    z.transform((url: string) => url.replace(/\/+$/, '')),
  ),
  region: nonEmpty(),
  userPoolId: nonEmpty(),
  userPoolClientId: nonEmpty(),
  identityPoolId: z.nullable(nonEmpty()),
  stripePublishableKey: z.nullable(nonEmpty()),
  /** Whether the chat view may offer the server's model; a config.json without it coaches on the device. */
  coachProvider: z._default(z.enum(COACH_PROVIDERS), DEFAULT_COACH_PROVIDER),
});

export type AppConfig = z.output<typeof configSchema>;

let current: AppConfig | null = null;
let loading: Promise<AppConfig> | null = null;

/** Validates and installs a configuration object; throws when it does not have the expected shape. */
export function initConfig(raw: unknown): AppConfig {
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`Invalid configuration: ${z.prettifyError(parsed.error)}`);
  current = parsed.data;
  return current;
}

/** Fetches `/config.json` once; later calls share the first answer. */
export function loadConfig(): Promise<AppConfig> {
  loading ??= (async () => {
    // The server marks it no-cache (revalidated every load); index.html preloads it, and only a
    // request in the default cache mode is answered from that preload.
    const response = await fetch('/config.json');
    if (!response.ok) throw new Error(`Could not load configuration (status ${response.status})`);
    return initConfig(await response.json());
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export function getConfig(): AppConfig {
  if (!current) throw new Error('Configuration has not been loaded');
  return current;
}
