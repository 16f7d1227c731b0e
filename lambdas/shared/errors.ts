/** Errors an operation throws to answer with a status; every body is `{ "message": ... }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequest extends HttpError {
  constructor(message = 'Invalid request', details?: Record<string, unknown>) {
    super(400, message, details);
  }
}
/** The base of an error for one status: `new NotFound()` answers 404 with its default message. */
function statusError(statusCode: number, defaultMessage: string) {
  return class extends HttpError {
    constructor(message = defaultMessage) {
      super(statusCode, message);
    }
  };
}

export class Unauthorized extends statusError(401, 'Authentication required') {}
export class Forbidden extends statusError(403, 'Access denied') {}
export class NotFound extends statusError(404, 'Not found') {}
export class Conflict extends statusError(409, 'Conflict') {}
export class PayloadTooLarge extends statusError(413, 'Request body is too large') {}
export class TooManyRequests extends statusError(429, 'Too many requests. Please try again later.') {}
/** An upstream service (the coaching model) failed or gave no usable answer. */
export class BadGateway extends statusError(502, 'Bad gateway') {}
export class ServiceUnavailable extends statusError(503, 'Service unavailable') {}
