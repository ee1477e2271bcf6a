import { checkEmail, checkRequired, formMessages, type CreatedGroupInvitation, type FormErrors, type GroupPermission } from '@cellar/core';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { isApiError } from '../../../api';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { useForm } from '../../../ui/useForm';
import { FormError } from '../../auth/FormError';
import { MailNotSetUp } from '../../settings/MailNotSetUp';
import { useMailConfigured } from '../../settings/useMailConfigured';
import styles from './members.module.css';
import { InvitationLink } from './InvitationLink';
import { defaultInviteRole } from './roles';
import { RoleSelect } from './RoleSelect';
import { useInvite } from './useInvite';

type InviteValues = { email: string; message: string };

// Spec §5 words an empty and a malformed address alike.
function validateInvite({ email }: InviteValues): FormErrors<keyof InviteValues> {
  const message = checkRequired(email, formMessages.invalidEmail) ?? checkEmail(email);
  return message ? { email: message } : {};
}

/** Invites someone by e-mail with a role (MEMBER unless changed) and an optional message; without mail, hands over the link. */
export function InviteForm({ groupId, onSent }: { groupId: number; onSent: (invitation: CreatedGroupInvitation) => void }) {
  const form = useForm<InviteValues>({ email: '', message: '' }, validateInvite);
  const [role, setRole] = useState<GroupPermission>(defaultInviteRole);
  const mailConfigured = useMailConfigured();
  const [handed, setHanded] = useState<{ email: string; link: string } | null>(null);
  const invite = useInvite(groupId, (invitation) => {
    setHanded(invitation.cellar_link ? { email: invitation.email, link: invitation.cellar_link } : null);
    form.reset();
    setRole(defaultInviteRole);
    onSent(invitation);
  });
  const error = invite.error;
  const fieldErrors = isApiError(error) ? error.fieldErrors() : {};
  const submit = form.handleSubmit(({ email, message }) => invite.mutate({ email: email.trim(), permissions: role, message: message.trim() }));

  return (
    <form className={styles.invite} onSubmit={submit} noValidate aria-label="Invite by e-mail">
      {!mailConfigured && <MailNotSetUp link="Each invitation’s link" />}
      {handed && <InvitationLink email={handed.email} link={handed.link} />}
      {isApiError(error) && error.code === 'ERROR_HOSTNAME_IS_NOT_ALLOWED' ? (
        <Alert tone="error" title="Invitation link not allowed.">
          Invitations can only link to this server’s public address. Open Cellar at that address and send the invitation again.
        </Alert>
      ) : (
        <FormError error={error} />
      )}
      <div className={styles.inviteRow}>
        <TextField
          className={styles.inviteEmail}
          label="E-mail address"
          type="email"
          autoComplete="off"
          placeholder="colleague@company.com"
          {...form.field('email', fieldErrors.email)}
        />
        <div className={styles.inviteRole}>
          <span className={styles.inviteRoleLabel} aria-hidden>
            Role
          </span>
          <RoleSelect value={role} onChange={setRole} label="Role of the invitation" size="lg" />
        </div>
      </div>
      <TextField label="Message (optional)" placeholder="Let’s plan the launch together" maxLength={2000} {...form.field('message', fieldErrors.message)} />
      <div className={styles.inviteActions}>
        <Button type="submit" variant="primary" icon={<Send size={14} aria-hidden />} loading={invite.isPending}>
          Send invitation
        </Button>
      </div>
    </form>
  );
}
