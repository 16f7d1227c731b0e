import type { AdminLoginBody } from '@contracts/admin';
import type { LoginBody, ProfileUpdateBody, RegisterBody } from '@contracts/auth';
import { routeById } from '@contracts/routes';
import type { AuthResponse, MessageResponse, User } from '@contracts/user';
import { api } from '../../../lib/api-client';

const path = (id: Parameters<typeof routeById>[0]) => routeById(id).path;

// Credentials failing is a 401 about the form, not about a stored session.
const publicCall = { refreshOnUnauthorized: false } as const;

export const authApi = {
  login: (body: LoginBody) => api.post<AuthResponse>(path('auth.login'), body, publicCall),
  /** The admin area's sign-in: a session like login's, for admins only (403 otherwise). */
  adminLogin: (body: AdminLoginBody) => api.post<AuthResponse>(path('admin.login'), body, publicCall),
  register: (body: RegisterBody) => api.post<AuthResponse>(path('auth.register'), body, publicCall),
  me: (signal?: AbortSignal) => api.get<User>(path('auth.me'), { signal }),
  logout: () => api.post<MessageResponse>(path('auth.logout')),
  updateProfile: (body: ProfileUpdateBody) => api.put<User>(path('auth.updateProfile'), body),
  forgotPassword: (email: string) => api.post<MessageResponse>(path('auth.forgotPassword'), { email }, publicCall),
  resetPassword: (token: string, password: string) =>
    api.post<MessageResponse>(path('auth.resetPassword'), { token, password }, publicCall),
  verifyEmail: (token: string) => api.post<MessageResponse>(path('auth.verifyEmail'), { token }, publicCall),
  resendVerification: () => api.post<MessageResponse>(path('auth.resendVerification')),
};
