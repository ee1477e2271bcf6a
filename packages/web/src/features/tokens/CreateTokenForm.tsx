import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { errorMessageOf } from '../../api';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dropdown } from '../../ui/Dropdown';
import { errorAttributes, FieldError } from '../../ui/FieldError';
import { TextField } from '../../ui/TextField';
import { useForm } from '../../ui/useForm';
import { useGroups } from '../groups/useGroups';
import { useSelectedGroup } from '../groups/useSelectedGroup';
import { defaultTokenRights, permissionsOf, validateTokenForm } from './tokenForm';
import { TokenRightsPicker } from './TokenRightsPicker';
import { useCreateToken } from './useTokenActions';
import styles from './ApiTokensSettings.module.css';

/** The page 'Create new API token' (spec §2): a name, a group and the rights; back to the list once created. */
export function CreateTokenForm({ onDone }: { onDone: () => void }) {
  const groups = useGroups().data ?? [];
  // The group being worked in is the likely one; the person can pick any of theirs.
  const selected = useSelectedGroup().group;
  const form = useForm({ name: '', group: selected ? String(selected.id) : '' }, validateTokenForm);
  const [rights, setRights] = useState(defaultTokenRights);
  const create = useCreateToken();
  const groupError = form.errorFor('group');
  const problem = create.error ? errorMessageOf(create.error) : null;

  const submit = form.handleSubmit(({ name, group }) => create.mutate({ name: name.trim(), groupId: Number(group), permissions: permissionsOf(rights) }, { onSuccess: onDone }));
  return (
    <section className={styles.page} aria-labelledby="create-api-token">
      <div className={styles.pageHeader}>
        <h2 id="create-api-token" className={styles.heading}>
          Create new API token
        </h2>
        <Button variant="ghost" size="sm" icon={<ArrowLeft size={14} aria-hidden />} onClick={onDone}>
          Back to overview
        </Button>
      </div>
      <form className={styles.form} onSubmit={submit} noValidate>
        {problem && (
          <Alert tone="error" title={problem.title}>
            {problem.message}
          </Alert>
        )}
        <TextField label="Name" autoFocus maxLength={200} {...form.field('name')} />
        <div className={styles.field}>
          <span className={styles.label} aria-hidden>
            Group
          </span>
          <Dropdown
            aria-label="Group"
            options={groups.map((group) => ({ value: group.id, label: group.name }))}
            value={form.values.group === '' ? null : Number(form.values.group)}
            onChange={(id) => form.setValue('group', String(id))}
            placeholder="Choose a group"
            {...errorAttributes(groupError, 'create-api-token-group-error')}
          />
          <FieldError id="create-api-token-group-error" error={groupError} />
        </div>
        <TokenRightsPicker rights={rights} onChange={setRights} />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" loading={create.isPending}>
            Create token
          </Button>
        </div>
      </form>
    </section>
  );
}
