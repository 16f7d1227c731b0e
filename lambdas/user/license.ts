import type { LicenseActivationResponse } from '../contracts/user';
import { LICENSE_MESSAGES, redeemAccessCode } from '../shared/access-codes';
import type { RequestContext } from '../shared/http';

/** POST /user/activate-license: redeems an access code for the caller (never for a user named in the body). */
export async function activateLicense(ctx: RequestContext<'user.activateLicense'>): Promise<LicenseActivationResponse> {
  const subscription = await redeemAccessCode(ctx.auth.userId, ctx.body.licenseKey);
  return { success: true, message: LICENSE_MESSAGES.activated, subscription };
}
