/** A title and sentence shown to a person for a failed request (spec §8). */
export interface ErrorMessage {
  title: string;
  message: string;
}

// Wording of spec §8; the client keys its messages on the `error` code, never on `detail`.
const byCode: Record<string, ErrorMessage> = {
  ERROR_USER_NOT_IN_GROUP: {
    title: 'Action not allowed.',
    message: "The action couldn't be completed because you aren't a member of the related group.",
  },
  ERROR_USER_INVALID_GROUP_PERMISSIONS_ERROR: {
    title: 'Action not allowed.',
    message: "The action couldn't be completed because you don't have the right permissions to the related group.",
  },
  ERROR_TABLE_DOES_NOT_EXIST: {
    title: "Table doesn't exist.",
    message: "The action couldn't be completed because the related table doesn't exist anymore.",
  },
  ERROR_TEMPLATE_DOES_NOT_EXIST: {
    title: "Template doesn't exist.",
    message: "The template couldn't be used because it doesn't exist anymore. Close the templates and open them again.",
  },
  ERROR_TEMPLATE_FILE_DOES_NOT_EXIST: {
    title: "Template can't be read.",
    message: "The template's file is missing or damaged on the server, so it couldn't be used.",
  },
  ERROR_ROW_DOES_NOT_EXIST: {
    title: "Row doesn't exist.",
    message: "The action couldn't be completed because the related row doesn't exist anymore.",
  },
  ERROR_CANNOT_RESTORE_PARENT_BEFORE_CHILD: {
    title: "Can't restore this yet.",
    message: 'What it belonged to is in the trash too: restore that first.',
  },
  ERROR_TRASH_ITEM_DOES_NOT_EXIST: {
    title: 'No longer in the trash.',
    message: 'It was restored or deleted for good in the meantime.',
  },
  ERROR_JOB_NOT_CANCELLABLE: { title: "Can't cancel this job.", message: 'This job cannot be cancelled once it has started; it will finish on its own.' },
  ERROR_JOB_DOES_NOT_EXIST: { title: 'Job not found.', message: 'The job has ended and was cleared away, or it is not yours.' },
  ERROR_MAX_JOB_COUNT_EXCEEDED: { title: 'Too many jobs running.', message: 'Wait for one of your jobs of this kind to finish, then try again.' },
  ERROR_FILE_SIZE_TOO_LARGE: { title: 'File to large', message: 'The provided file is too large.' },
  ERROR_INVALID_FILE: { title: 'Invalid file', message: 'The provided file is not a valid file.' },
  ERROR_FILE_URL_COULD_NOT_BE_REACHED: { title: 'Invalid URL', message: 'The provided file URL could not be reached.' },
  ERROR_INVALID_FILE_URL: { title: 'Invalid URL', message: 'The provided file URL is invalid or not allowed.' },
  ERROR_GROUP_USER_ALREADY_EXISTS: {
    title: 'User is already in the group.',
    message: 'It is not possible to send an invitation when the user is already a member of the group.',
  },
  ERROR_INVALID_OLD_PASSWORD: {
    title: 'Invalid password.',
    message: 'Could not change your password because your old password is invalid.',
  },
  // Account errors the sign-up and reset pages explain in place.
  ERROR_EMAIL_ALREADY_EXISTS: {
    title: 'User already exists.',
    message: 'A user with that e-mail address already exists. Log in instead, or reset your password.',
  },
  ERROR_DISABLED_SIGNUP: {
    title: 'Sign up is disabled.',
    message: 'Creating new accounts is currently disabled on this server. Ask an administrator for access.',
  },
  BAD_TOKEN_SIGNATURE: {
    title: 'Invalid link.',
    message: 'This password reset link is invalid. Request a new one to reset your password.',
  },
  EXPIRED_TOKEN_SIGNATURE: {
    title: 'Link expired.',
    message: 'This password reset link has expired. Request a new one to reset your password.',
  },
  ERROR_USER_NOT_FOUND: { title: 'User not found.', message: 'The account this link belongs to no longer exists.' },
  ERROR_HOSTNAME_IS_NOT_ALLOWED: {
    title: 'Hostname not allowed.',
    message: 'The reset link can only point to the address this server is configured for.',
  },
  ERROR_SIGNATURE_HAS_EXPIRED: { title: 'Session expired.', message: 'Your session has expired. Please log in again.' },
  // A table's imported data the server refused (contract §8); the importers check what they can first.
  ERROR_INITIAL_TABLE_DATA_LIMIT_EXCEEDED: {
    title: 'Something went wrong',
    message: 'This server allows fewer rows in a new table than this data has.',
  },
  ERROR_INVALID_INITIAL_TABLE_DATA: { title: 'Something went wrong', message: 'The data has no columns to import.' },
  // What the streamed CSV import refuses once it reads the file (issue 12); the detail says where a broken file breaks.
  ERROR_IMPORT_EMPTY: { title: 'Something went wrong', message: 'This CSV file is empty.' },
  ERROR_IMPORT_BROKEN_FILE: { title: 'Something went wrong', message: 'The file could not be read as CSV.' },
  ERROR_IMPORT_TOO_LARGE: { title: 'Something went wrong', message: 'This file is larger than this server imports.' },
  // Cellar's own limits (docs/security.md).
  ERROR_QUOTA_EXCEEDED: {
    title: 'Limit reached.',
    message: 'This server limits how much a user, group or table can hold, and that limit has been reached. Ask an administrator to raise it.',
  },
  ERROR_EMAIL_NOT_VERIFIED: {
    title: 'Confirm your e-mail address first.',
    message: 'Open the invitation from the link in its e-mail, or confirm your address with the link we mailed you when you signed up.',
  },
  ERROR_DECODING_SIGNATURE: { title: 'Session invalid.', message: 'Your session is no longer valid. Please log in again.' },
  // Field rules (issue 32); the grid and the field form show the server's own sentence where it has one.
  ERROR_FIELD_DATA_CONSTRAINT: { title: 'Value not saved.', message: "The value breaks one of the field's rules: it must be unique, or it is required." },
  ERROR_FIELD_CONSTRAINT: { title: 'Rule not added.', message: "Some cells break the rule: make them fit it first." },
  ERROR_INVALID_FIELD_CONSTRAINT: { title: 'Rule not possible.', message: 'This type of field cannot have that rule.' },
  ERROR_FIELD_CONSTRAINT_DOES_NOT_SUPPORT_DEFAULT_VALUE: { title: 'Rule not possible.', message: 'A unique field cannot have a default value.' },
  // Webhooks (issue 37), in the reference's wording where it has one.
  ERROR_TABLE_WEBHOOK_MAX_LIMIT_EXCEEDED: {
    title: 'Max webhooks exceeded',
    message: "Can't create the webhook because the maximum amount of webhooks per table has been exceeded.",
  },
  ERROR_TABLE_WEBHOOK_DOES_NOT_EXIST: { title: 'Webhook not found.', message: 'The webhook was deleted in the meantime.' },
  ERROR_TABLE_WEBHOOK_EVENT_CONFIG_FIELD_NOT_IN_TABLE: { title: 'Field not in table.', message: 'One of the chosen fields is no longer in this table: choose them again.' },
};

/** Shown when the server could not be reached at all. */
export const networkErrorMessage: ErrorMessage = { title: 'Network error', message: 'Could not connect to the API server.' };
/** Shown for 429 answers, from Cellar's own rate limits or from a proxy in front of it. */
export const tooManyRequestsMessage: ErrorMessage = {
  title: 'Too many requests',
  message: 'You are making too many requests. Please wait a moment and try again.',
};
/** Shown for any code without an entry above. */
export const unknownErrorMessage: ErrorMessage = {
  title: 'Action not completed.',
  message: "The action couldn't be completed because an unknown error has occured.",
};

/** Spec §8's 404 wording for a named thing: '{Thing} not found.' */
export function notFoundMessage(thing = 'Item'): ErrorMessage {
  return {
    title: `${thing} not found.`,
    message: `The selected ${thing.toLowerCase()} wasn't found, maybe it has already been deleted.`,
  };
}

/** Picks the message for a failed request: no response, 429, a known code, 404, then the fallback. */
export function describeError(status: number | null, code: string | null): ErrorMessage {
  if (status === null) return networkErrorMessage;
  if (status === 429) return tooManyRequestsMessage;
  const known = code ? byCode[code] : undefined;
  if (known) return known;
  if (status === 404) return notFoundMessage();
  if (status === 403) return { title: 'Forbidden.', message: "You don't have permission to do this." };
  if (status === 401) return { title: 'Not logged in.', message: 'Please log in again to continue.' };
  return unknownErrorMessage;
}
