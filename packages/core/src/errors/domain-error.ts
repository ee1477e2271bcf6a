import { errorCatalogue, type ErrorCode, type ValidationDetail } from './error-codes.js';

/** An expected failure with a contract error code; the server's edge turns it into an HTTP answer. */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly detail: string | ValidationDetail;

  constructor(code: ErrorCode, detail?: string | ValidationDetail) {
    const resolved = detail ?? errorCatalogue[code].detail;
    super(typeof resolved === 'string' && resolved !== '' ? resolved : code);
    this.name = 'DomainError';
    this.code = code;
    this.detail = resolved;
  }

  get status(): number {
    return errorCatalogue[this.code].status;
  }
}

/** A request body that broke its schema; `detail` maps each offending key to its errors. */
export class ValidationError extends DomainError {
  constructor(detail: ValidationDetail) {
    super('ERROR_REQUEST_BODY_VALIDATION', detail);
    this.name = 'ValidationError';
  }
}

/** Builds the detail for one failing key, for rules checked outside a schema. */
export function fieldError(key: string, error: string, code = 'invalid'): ValidationError {
  return new ValidationError({ [key]: [{ error, code }] });
}
