import { COACH_PROVIDERS, DEFAULT_COACH_PROVIDER } from '@contracts/coach-llm-types';
import type { RuntimeConfig } from '@contracts/runtime-config';
import { API_URL_KEY } from './storage';

/** The runtime configuration written beside the built app, so one build serves every stage. */
export type AppConfig = RuntimeConfig;

/**
 * The shape is checked here by hand rather than with zod: every page reads this file before it
 * can render, and seven fields do not warrant a schema library in every page's first load.
 */
function readConfig(raw: unknown): { config: AppConfig; problems: string[] } {
  const problems: string[] = [];
  const fields: Record<string, unknown> = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? { ...raw } : {};
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) problems.push('expected an object');
  const text = (key: keyof AppConfig): string => {
    const value = fields[key];
    if (typeof value === 'string' && value.length > 0) return value;
    problems.push(`${key}: expected a non-empty string`);
    return '';
  };
  const textOrNull = (key: keyof AppConfig): string | null => (fields[key] === null ? null : text(key));
  const apiUrl = text('apiUrl');
  let url: URL | null = null;
  try {
    url = apiUrl ? new URL(apiUrl) : null;
  } catch {
    url = null;
  }
  if (apiUrl && (url === null || !/^https?:$/.test(url.protocol))) problems.push('apiUrl: expected an http or https URL');
  const provider = fields.coachProvider ?? DEFAULT_COACH_PROVIDER;
  const coachProvider = COACH_PROVIDERS.find((known) => known === provider);
  if (!coachProvider) problems.push(`coachProvider: expected one of ${COACH_PROVIDERS.join(', ')}`);
  const config: AppConfig = {
    apiUrl: apiUrl.replace(/\/+$/, ''),
    region: text('region'),
    userPoolId: text('userPoolId'),
    userPoolClientId: text('userPoolClientId'),
    identityPoolId: textOrNull('identityPoolId'),
    stripePublishableKey: textOrNull('stripePublishableKey'),
    coachProvider: coachProvider ?? DEFAULT_COACH_PROVIDER,
  };
  return { config, problems };
}

let current: AppConfig | null = null;


function rememberApiUrl(apiUrl: string): void {
  try {
    localStorage.setItem(API_URL_KEY, apiUrl);
  } catch {
    // Storage refused (private mode, full): the next start just connects when it first calls.
  }
}
let loading: Promise<AppConfig> | null = null;

/** Validates and installs a configuration object; throws when it does not have the expected shape. */
export function initConfig(raw: unknown): AppConfig {
  const { config, problems } = readConfig(raw);
  if (problems.length > 0) throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  current = config;
  rememberApiUrl(config.apiUrl);
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
