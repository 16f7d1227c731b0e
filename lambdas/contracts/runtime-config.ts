import type { CoachProvider } from './coach-llm-types';

/**
 * What the web app reads from `/config.json`, written beside the built app by the stack (AWS)
 * or the local web server, so one build serves every stage. Plain types: the browser checks the
 * file by hand (frontend/src/lib/config.ts).
 */
export interface RuntimeConfig {
  /** The API's base URL (http or https), without a trailing slash. */
  apiUrl: string;
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  identityPoolId: string | null;
  stripePublishableKey: string | null;
  /** on-device: the scripted coach only; bedrock: the chat view may offer the server's model (with consent). */
  coachProvider: CoachProvider;
}
