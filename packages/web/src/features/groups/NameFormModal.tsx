import { checkRequired, type FormErrors } from '@cellar/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { FormError } from '../auth/FormError';
import { isApiError } from '../../api';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { TextField } from '../../ui/TextField';
import { useForm } from '../../ui/useForm';
import styles from './dialogs.module.css';

/** Props of NameFormModal: the wording, the name limit and the request the form submits. */
export interface NameFormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  submitLabel: string;
  maxLength: number;
  placeholder?: string;
  // The caller's mutation, so its pending state and error show here while it owns the outcome.
  mutation: Pick<UseMutationResult<unknown, Error, string>, 'mutateAsync' | 'isPending' | 'error' | 'reset'>;
}

/** A create dialog with one required Name field: 'Create new group', 'Create new Database'. */
export function NameFormModal({ open, onOpenChange, ...props }: NameFormModalProps) {
  const close = (next: boolean) => {
    if (!next) props.mutation.reset();
    onOpenChange(next);
  };
  return (
    <Modal open={open} onOpenChange={close} title={props.title}>
      {/* Keyed on `open` so every opening starts from an empty form. */}
      <NameForm key={String(open)} {...props} onDone={() => close(false)} />
    </Modal>
  );
}

function NameForm({ submitLabel, maxLength, placeholder, mutation, onDone }: Omit<NameFormModalProps, 'open' | 'onOpenChange' | 'title'> & { onDone: () => void }) {
  const validate = ({ name }: { name: string }): FormErrors<'name'> => {
    const message = checkRequired(name) ?? (name.trim().length > maxLength ? `The name can be at most ${maxLength} characters long.` : null);
    return message ? { name: message } : {};
  };
  const form = useForm({ name: '' }, validate);
  const serverError = isApiError(mutation.error) ? mutation.error.fieldErrors().name : undefined;
  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await mutation.mutateAsync(name.trim());
      onDone();
    } catch {
      // The error is on the mutation and shown above the field.
    }
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormError error={mutation.error} />
      <TextField label="Name" autoFocus placeholder={placeholder} {...form.field('name', serverError)} />
      <div className={styles.actions}>
        <Button onClick={onDone}>Cancel</Button>
        <Button type="submit" variant="primary" loading={mutation.isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
