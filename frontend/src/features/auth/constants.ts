/** Spec §9: the startup check of a stored token gives up after 10 seconds. */
export const AUTH_CHECK_TIMEOUT_MS = 10_000;

/** Spec §9: redirects after reset and after verify wait 3 seconds. */
export const AUTH_REDIRECT_DELAY_MS = 3000;
