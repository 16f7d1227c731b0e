/**
 * The one route table. The CDK stack, the local gateway, the group handlers and the
 * frontend all read it; a route exists once, here.
 */
import type { z } from 'zod';
import {
  forgotPasswordBody,
  loginBody,
  profileUpdateBody,
  refreshBody,
  registerBody,
  resetPasswordBody,
  verifyEmailBody,
} from './auth';
import { accountUpdateBody, changePasswordBody, deleteAccountBody, settingsBody } from './user';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** public: anyone; user: a signed-in user; admin: a member of the `admin` group. */
export type RouteAuth = 'public' | 'user' | 'admin';

export interface RouteDefinition {
  id: string;
  group: string;
  method: HttpMethod;
  /** API Gateway path syntax, e.g. `/journal/entries/{id}`. */
  path: string;
  auth: RouteAuth;
  body?: z.ZodType;
  query?: z.ZodType;
  /** Bodies above this many bytes are refused with 413 before parsing. */
  maxBodyBytes?: number;
}

export const routes = [
  { id: 'auth.register', group: 'auth', method: 'POST', path: '/auth/register', auth: 'public', body: registerBody },
  { id: 'auth.login', group: 'auth', method: 'POST', path: '/auth/login', auth: 'public', body: loginBody },
  { id: 'auth.refresh', group: 'auth', method: 'POST', path: '/auth/refresh', auth: 'public', body: refreshBody },
  { id: 'auth.me', group: 'auth', method: 'GET', path: '/auth/me', auth: 'user' },
  { id: 'auth.logout', group: 'auth', method: 'POST', path: '/auth/logout', auth: 'user' },
  { id: 'auth.updateProfile', group: 'auth', method: 'PUT', path: '/auth/profile', auth: 'user', body: profileUpdateBody },
  { id: 'auth.forgotPassword', group: 'auth', method: 'POST', path: '/auth/forgot-password', auth: 'public', body: forgotPasswordBody },
  { id: 'auth.resetPassword', group: 'auth', method: 'POST', path: '/auth/reset-password', auth: 'public', body: resetPasswordBody },
  { id: 'auth.verifyEmail', group: 'auth', method: 'POST', path: '/auth/verify-email', auth: 'public', body: verifyEmailBody },
  { id: 'auth.resendVerification', group: 'auth', method: 'POST', path: '/auth/resend-verification', auth: 'user' },

  { id: 'user.getSettings', group: 'user', method: 'GET', path: '/user/settings', auth: 'user' },
  { id: 'user.updateSettings', group: 'user', method: 'PUT', path: '/user/settings', auth: 'user', body: settingsBody },
  { id: 'user.changePassword', group: 'user', method: 'PUT', path: '/user/password', auth: 'user', body: changePasswordBody },
  { id: 'user.updateAccount', group: 'user', method: 'PUT', path: '/user/account', auth: 'user', body: accountUpdateBody },
  { id: 'user.deleteAccount', group: 'user', method: 'DELETE', path: '/user/account', auth: 'user', body: deleteAccountBody },
] as const satisfies readonly RouteDefinition[];

export type Route = (typeof routes)[number];
export type RouteId = Route['id'];
export type RouteGroup = Route['group'];
export type RouteOf<Id extends RouteId> = Extract<Route, { id: Id }>;
export type RouteIdOf<G extends RouteGroup> = Extract<Route, { group: G }>['id'];

/** The groups, each deployed as one Lambda function. */
export const routeGroups = [...new Set(routes.map((r) => r.group))] as RouteGroup[];

export function routeById<Id extends RouteId>(id: Id): RouteOf<Id> {
  const route = routes.find((r) => r.id === id);
  if (!route) throw new Error(`Unknown route ${id}`);
  return route as RouteOf<Id>;
}

/** The body a route accepts, as its schema parses it. */
export type RouteBody<Id extends RouteId> = RouteOf<Id> extends { body: z.ZodType } ? z.output<RouteOf<Id>['body']> : undefined;
/** The body a client sends to a route, before parsing. */
export type RouteInput<Id extends RouteId> = RouteOf<Id> extends { body: z.ZodType } ? z.input<RouteOf<Id>['body']> : undefined;
export type RouteQuery<Id extends RouteId> = RouteOf<Id> extends { query: z.ZodType } ? z.output<RouteOf<Id>['query']> : undefined;

/** Fills `{param}` placeholders: `routePath('x.get', { id })`. Values are URI-encoded. */
export function buildRoutePath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
