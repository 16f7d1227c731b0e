/**
 * Errors answered the way Stripe answers them: `{ error: { type, code, message, param, … } }`
 * with the status the SDK maps to its error classes (400/404 invalid request, 401
 * authentication, 402 card, 409 idempotency conflicts, 500 API error).
 */
export type ErrorType = 'invalid_request_error' | 'card_error' | 'idempotency_error' | 'api_error';

export interface ErrorBody {
  type: ErrorType;
  message: string;
  code?: string;
  param?: string;
  decline_code?: string;
  doc_url?: string;
  charge?: string;
  payment_intent?: unknown;
  payment_method?: unknown;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message);
  }

  toJSON(): { error: ErrorBody } {
    return { error: this.body };
  }
}

const docUrl = (code: string) => `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}`;

export const invalidRequest = (message: string, options: { param?: string; code?: string; status?: number } = {}) =>
  new ApiError(options.status ?? 400, {
    type: 'invalid_request_error',
    message,
    ...(options.code ? { code: options.code, doc_url: docUrl(options.code) } : {}),
    ...(options.param ? { param: options.param } : {}),
  });

export const missingParam = (param: string) =>
  invalidRequest(`Missing required param: ${param}.`, { param, code: 'parameter_missing' });

export const unknownParam = (param: string) =>
  invalidRequest(`Received unknown parameter: ${param}`, { param, code: 'parameter_unknown' });

export const invalidParam = (param: string, message: string, code = 'parameter_invalid') =>
  invalidRequest(message, { param, code });

/** `No such customer: 'cus_…'`, 404, like Stripe. The id is echoed only when it looks like an id. */
export function noSuch(kind: string, id: string, param = 'id'): ApiError {
  const shown = /^[A-Za-z0-9_]{1,100}$/.test(id) ? `'${id}'` : 'the given id';
  return invalidRequest(`No such ${kind}: ${shown}`, { param, code: 'resource_missing', status: 404 });
}

export const unrecognizedUrl = (method: string, path: string) =>
  invalidRequest(
    `Unrecognized request URL (${method}: ${path.length > 200 ? `${path.slice(0, 200)}…` : path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    { status: 404 },
  );

export interface CardDecline {
  code: string;
  decline_code?: string;
  message: string;
}

export const cardError = (decline: CardDecline, extra: Partial<ErrorBody> = {}) =>
  new ApiError(402, {
    type: 'card_error',
    code: decline.code,
    ...(decline.decline_code ? { decline_code: decline.decline_code } : {}),
    message: decline.message,
    doc_url: docUrl(decline.code),
    ...extra,
  });

export const internalError = () =>
  new ApiError(500, { type: 'api_error', message: 'An unexpected error occurred in the local payments emulator.' });
