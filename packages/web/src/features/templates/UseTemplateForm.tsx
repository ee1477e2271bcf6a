import { Download } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { TemplateSummary } from '@cellar/core';
import { errorMessageOf } from '../../api/ApiError';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { useGroups } from '../groups/useGroups';
import { useInstallTemplate } from './useInstallTemplate';
import styles from './templates.module.css';

/** Props of the install bar: the template, the group preselected, and what happens once installed. */
export interface UseTemplateFormProps {
  template: TemplateSummary;
  groupId: number;
  onInstalled: () => void;
}

/** "Use this template" with the group it goes into (the one the gallery was opened from, unless changed). */
export function UseTemplateForm({ template, groupId, onInstalled }: UseTemplateFormProps) {
  const groups = useGroups().data ?? [];
  const [target, setTarget] = useState(groupId);
  const install = useInstallTemplate({ onInstalled });
  const selectId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    install.mutate({ templateId: template.id, groupId: target });
  };
  return (
    <form className={styles.useBar} onSubmit={submit}>
      <div className={styles.useRow}>
        <label htmlFor={selectId} className={styles.useLabel}>
          Add to group
        </label>
        <select id={selectId} className={styles.groupSelect} value={target} onChange={(event) => setTarget(Number(event.target.value))} disabled={install.isPending}>
          {groups.map((group) => (
            <option key={group.id} value={group.id}>
              {group.name}
            </option>
          ))}
        </select>
        <Button type="submit" variant="primary" icon={<Download size={14} aria-hidden />} loading={install.isPending}>
          Use this template
        </Button>
      </div>
      {install.error && (
        <Alert tone="error" title={`${template.name} could not be added. ${errorMessageOf(install.error).title}`}>
          {errorMessageOf(install.error).message}
        </Alert>
      )}
    </form>
  );
}
