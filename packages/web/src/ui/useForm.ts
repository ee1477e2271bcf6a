import type { FormErrors } from '@cellar/core';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { focusFirstInvalid } from './focusFirstInvalid';

type Values = Record<string, string>;

/** What `field(name)` spreads onto a TextField: value, handlers and the message to show. */
export interface BoundField {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  error: string | null;
}

/** Form state around a pure validator from @cellar/core. */
export function useForm<V extends Values>(initial: V, validate: (values: V) => FormErrors<keyof V & string>) {
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [left, setLeft] = useState<Partial<Record<keyof V, boolean>>>({});
  const [edited, setEdited] = useState<Partial<Record<keyof V, boolean>>>({});
  const errors = validate(values);

  // A field complains once the person has typed in it and moved on, or tried to submit;
  // tabbing through an untouched form stays quiet.
  const errorFor = (name: keyof V & string): string | null =>
    submitted || (left[name] && edited[name]) ? (errors[name] ?? null) : null;

  /** Binds one input; `serverError` shows when the local rules are satisfied but the server objected. */
  const field = (name: keyof V & string, serverError?: string | null): BoundField => ({
    name,
    value: values[name] ?? '',
    onChange: (event) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      setEdited((current) => ({ ...current, [name]: true }));
    },
    onBlur: () => setLeft((current) => ({ ...current, [name]: true })),
    error: errorFor(name) ?? serverError ?? null,
  });

  /** Sets a value from a control that is not a text input, such as a dropdown; choosing counts as touching. */
  const setValue = (name: keyof V & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setEdited((current) => ({ ...current, [name]: true }));
    setLeft((current) => ({ ...current, [name]: true }));
  };

  /** Wraps a submit handler: it runs only when the whole form is valid, and otherwise focuses the first invalid field. */
  const handleSubmit = (onValid: (values: V) => void | Promise<void>) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length === 0) {
      void onValid(values);
      return;
    }
    focusFirstInvalid(event.currentTarget);
  };

  const reset = () => {
    setValues(initial);
    setSubmitted(false);
    setLeft({});
    setEdited({});
  };

  return { values, errors, field, setValue, errorFor, handleSubmit, reset };
}
