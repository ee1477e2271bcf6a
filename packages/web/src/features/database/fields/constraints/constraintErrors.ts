import { isApiError } from '../../../../api/ApiError';
import type { ErrorMessage } from '../../../../api/errorMessages';

/** A constraint's refusal as a person reads it, with what a "show duplicates" filter needs when the server named some. */
export interface ConstraintRefusal extends ErrorMessage {
  /** Some values more than one row holds (adding unique_with_empty was refused), as the column's text. */
  duplicates?: string[];
}

const titles: Record<string, string> = {
  ERROR_FIELD_DATA_CONSTRAINT: 'Value not saved.',
  ERROR_FIELD_CONSTRAINT: 'Rule not added.',
  ERROR_INVALID_FIELD_CONSTRAINT: 'Rule not possible.',
  ERROR_FIELD_CONSTRAINT_DOES_NOT_SUPPORT_DEFAULT_VALUE: 'Rule not possible.',
};

/**
 * The sentence the server wrote for a field constraint's refusal (the duplicate's row, the count
 * of cells in the way), which says more than the code's generic message; null for other errors.
 */
export function constraintRefusalOf(error: unknown): ConstraintRefusal | null {
  if (!isApiError(error) || error.code === null || !(error.code in titles)) return null;
  const detail = error.detail;
  const reasons = detail && typeof detail === 'object' ? Object.values(detail as Record<string, unknown>).flat() : [];
  const first = reasons.find((reason): reason is { error: string; values?: unknown } => typeof (reason as { error?: unknown })?.error === 'string');
  const message = first?.error ?? (typeof detail === 'string' && detail !== '' ? detail : error.message);
  const values = Array.isArray(first?.values) ? first.values.filter((value): value is string => typeof value === 'string') : [];
  return { title: titles[error.code] as string, message, ...(values.length > 0 ? { duplicates: values } : {}) };
}
