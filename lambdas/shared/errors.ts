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
export class Unauthorized extends HttpError {
  constructor(message = 'Authentication required') {
    super(401, message);
  }
}
export class Forbidden extends HttpError {
  constructor(message = 'Access denied') {
    super(403, message);
  }
}
export class NotFound extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}
export class Conflict extends HttpError {
  constructor(message = 'Conflict') {
    super(409, message);
  }
}
export class PayloadTooLarge extends HttpError {
  constructor(message = 'Request body is too large') {
    super(413, message);
  }
}
export class TooManyRequests extends HttpError {
  constructor(message = 'Too many requests. Please try again later.') {
    super(429, message);
  }
}
/** An upstream service (the coaching model) failed or gave no usable answer. */
export class BadGateway extends HttpError {
  constructor(message = 'Bad gateway') {
    super(502, message);
  }
}
export class ServiceUnavailable extends HttpError {
  constructor(message = 'Service unavailable') {
    super(503, message);
  }
}
