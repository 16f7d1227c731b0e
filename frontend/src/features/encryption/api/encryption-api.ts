import type { EncryptionSetupBody } from '@contracts/encryption';
import { routeById } from '@contracts/routes';
import type { AuthResponse } from '@contracts/user';
import { api, ApiError } from '../../../lib/api-client';

export const encryptionApi = {
  /** PUT /user/encryption: the first material, or a replacement of `previousWrappedKey`. */
  save: (body: EncryptionSetupBody) => api.put<unknown>(routeById('user.setupEncryption').path, body),

  /**
   * Whether the password is the account's, asked of the server (a sign-in). Used before a typed
   * password wraps the data key: a wrap under a mistyped password would lock the journal at the
   * next sign-in. The extra session it opens ends with the next logout like every other.
   */
  async checkPassword(email: string, password: string): Promise<boolean> {
    try {
      await api.post<AuthResponse>(routeById('auth.login').path, { email, password }, { refreshOnUnauthorized: false });
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return false;
      throw error;
    }
  },
};
