import type { LicenseActivationResponse } from '../contracts/user';
import { LICENSE_MESSAGES, redeemAccessCode } from '../shared/access-codes';
import { getConfig } from '../shared/config';
import { TooManyRequests } from '../shared/errors';
import type { RequestContext } from '../shared/http';
import { consumeAttempt } from '../shared/rate-limit';

export const TOO_MANY_ACTIVATIONS = 'Too many license key attempts. Please try again in a minute.';

/**
 * POST /user/activate-license: redeems an access code for the caller (never for a user named in
 * the body). A code cannot be guessed (75 random bits), but each attempt costs a table read, so
 * one user's attempts are counted (30 a minute by default): past that, 429 before any lookup.
 */
export async function activateLicense(ctx: RequestContext<'user.activateLicense'>): Promise<LicenseActivationResponse> {
  if (await consumeAttempt('license-activation', ctx.auth.userId, getConfig().rateLimits.licensePerUser)) {
    throw new TooManyRequests(TOO_MANY_ACTIVATIONS);
  }
  const subscription = await redeemAccessCode(ctx.auth.userId, ctx.body.licenseKey);
  return { success: true, message: LICENSE_MESSAGES.activated, subscription };
}
