import type { GroupPermission } from '@cellar/core';
import { Mail, Trash2 } from 'lucide-react';
import { Avatar } from '../../../ui/Avatar';
import { Button } from '../../../ui/Button';
import { Tooltip } from '../../../ui/Tooltip';
import styles from './members.module.css';
import { RoleSelect } from './RoleSelect';

/** Props of MemberRow: who, their role, and the row's actions. */
export interface MemberRowProps {
  name: string;
  email: string;
  /** A pending invitation shows an envelope and its date instead of a person. */
  invitedOn?: string;
  message?: string;
  role: GroupPermission;
  isSelf: boolean;
  highlighted?: boolean;
  removing: boolean;
  onRoleChange: (role: GroupPermission) => void;
  onRemove: () => void;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** One member or invitation; your own row keeps its role and can't be removed (spec §6). */
export function MemberRow({ name, email, invitedOn, message, role, isSelf, highlighted, removing, onRoleChange, onRemove }: MemberRowProps) {
  const removeLabel = invitedOn ? `Remove invitation for ${email}` : `Remove ${name}`;
  return (
    <li className={styles.row} data-highlighted={highlighted || undefined}>
      {invitedOn ? (
        <span className={styles.envelope} aria-hidden>
          <Mail size={14} />
        </span>
      ) : (
        <Avatar name={name} size={32} />
      )}
      <div className={styles.who}>
        <span className={styles.name}>
          {name}
          {isSelf && <span className={styles.you}>you</span>}
        </span>
        <span className={styles.detail}>
          {invitedOn ? `Invited ${dateFormat.format(new Date(invitedOn))}` : email}
          {message && <span className={styles.message}> · “{message}”</span>}
        </span>
      </div>
      <RoleSelect value={role} onChange={onRoleChange} label={`Role of ${invitedOn ? email : name}`} disabled={isSelf} />
      <Tooltip content={isSelf ? 'You can’t remove yourself' : removeLabel} side="top">
        <span className={styles.removeSlot}>
          <Button variant="ghost" size="sm" icon={<Trash2 size={14} aria-hidden />} aria-label={removeLabel} disabled={isSelf} loading={removing} onClick={onRemove} />
        </span>
      </Tooltip>
    </li>
  );
}
