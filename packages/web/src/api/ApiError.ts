import { describeError, unknownErrorMessage, type ErrorMessage } from './errorMessages';

/** The one error every API call rejects with: a failed response, or no response at all. */
export class ApiError extends Error {
  /** HTTP status, or null when the server could not be reached. */
  readonly status: number | null;
  /** The contract's `error` code, when the body carried one. */
  readonly code: string | null;
  /** The body's `detail`, or the whole body when it had none (login errors are plain DRF lists). */
  readonly detail: unknown;
  /** The title to show a person; `message` holds the sentence. */
  readonly title: string;

  constructor(status: number | null, body: unknown, cause?: unknown) {
    const envelope = isRecord(body) ? body : {};
    const code = typeof envelope.error === 'string' ? envelope.error : null;
    const text: ErrorMessage = describeError(status, code);
    super(text.message, { cause });
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.detail = 'detail' in envelope ? envelope.detail : body;
    this.title = text.title;
  }

  /** True when the server answered; false for network failures (spec §4's refresh rule hinges on it). */
  get hasResponse(): boolean {
    return this.status !== null;
  }

  /** The first message per input key, from either the `{error, code}` envelope or plain DRF string lists. */
  fieldErrors(): Record<string, string> {
    const result: Record<string, string> = {};
    if (!isRecord(this.detail)) return result;
    for (const [key, value] of Object.entries(this.detail)) {
      const first = Array.isArray(value) ? value[0] : undefined;
      if (typeof first === 'string') result[key] = first;
      else if (isRecord(first) && typeof first.error === 'string') result[key] = first.error;
    }
    return result;
  }

  /** Errors about the request as a whole, e.g. 'Unable to log in with provided credentials.' */
  nonFieldError(): string | null {
    return this.fieldErrors().non_field_errors ?? null;
  }
}

/** Narrows an unknown rejection to ApiError. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The title and sentence to show for any failure, known or not. */
export function errorMessageOf(error: unknown): ErrorMessage {
  return isApiError(error) ? { title: error.title, message: error.message } : unknownErrorMessage;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
