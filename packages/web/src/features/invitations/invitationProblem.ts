import { errorMessageOf, isApiError } from '../../api';
import type { ErrorMessage } from '../../api/errorMessages';

// The shared wording of these codes speaks of password reset links; an invitation needs its own.
const invitationMessages: Record<string, ErrorMessage> = {
  BAD_TOKEN_SIGNATURE: {
    title: 'Invalid invitation link.',
    message: 'This link is not a valid invitation. Check that you opened the whole link from the e-mail.',
  },
  ERROR_GROUP_INVITATION_DOES_NOT_EXIST: {
    title: 'Invitation not found.',
    message: 'This invitation doesn’t exist anymore. It may have been accepted, rejected or withdrawn by the group’s admin.',
  },
  ERROR_GROUP_INVITATION_EMAIL_MISMATCH: {
    title: 'This invitation is for someone else.',
    message: 'The invitation was sent to another e-mail address than the one you are logged in with.',
  },
  ERROR_EMAIL_NOT_VERIFIED: {
    title: 'Confirm your e-mail address first.',
    message: 'Open the invitation from the link in its e-mail, or confirm your address with the link we mailed you when you signed up.',
  },
};

/** How a failed invitation lookup, answer or sign-up is explained on the invitation page. */
export function invitationProblem(error: unknown): ErrorMessage {
  if (isApiError(error) && error.code && invitationMessages[error.code]) return invitationMessages[error.code]!;
  if (isApiError(error) && error.status === 404) return invitationMessages.ERROR_GROUP_INVITATION_DOES_NOT_EXIST!;
  return errorMessageOf(error);
}
