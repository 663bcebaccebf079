import { type ChangeEvent, type FormEvent, useMemo, useState } from 'react';

// A form validated by the same zod schema the api uses (packages/contract), so every message is
// the spec's. A field shows its error once it has been left (blurred) or after a submit attempt;
// a message the server sent for a field shows until that field changes.

type Issue = { path: PropertyKey[]; message: string };
type ParseResult<Out> =
  | { success: true; data: Out }
  | { success: false; error: { issues: Issue[] } };
/** The part of a zod schema this helper uses; typed here so the web app needs no zod import. */
export type FormSchema<Out> = { safeParse(input: unknown): ParseResult<Out> };

export type FieldProps = {
  name: string;
  value: string;
  onChange: (
    event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>,
  ) => void;
  onBlur: () => void;
  /** The message to show now, if any. */
  error?: string;
};

export function useSchemaForm<Out, K extends string>(
  schema: FormSchema<Out>,
  initial: Record<K, string>,
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<K, true>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const result = useMemo(() => schema.safeParse(values), [schema, values]);
  const errors = useMemo(
    () => (result.success ? {} : fieldMessages(result.error.issues)),
    [result],
  );

  function errorOf(name: K): string | undefined {
    return serverErrors[name] ?? (touched[name] || submitted ? errors[name] : undefined);
  }

  function field(name: K): FieldProps {
    return {
      name,
      value: values[name],
      onChange: (event) => {
        const { value } = event.target;
        setValues((current) => ({ ...current, [name]: value }));
        setServerErrors(({ [name]: _, ...rest }) => rest);
      },
      onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
      error: errorOf(name),
    };
  }

  /** Validates; on success calls `onValid` with the parsed values, else focuses the first error. */
  function handleSubmit(onValid: (data: Out) => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSubmitted(true);
      if (result.success) {
        onValid(result.data);
        return;
      }
      const first = (Object.keys(initial) as K[]).find((name) => errors[name]);
      const element = first && event.currentTarget.elements.namedItem(first);
      if (element instanceof HTMLElement) element.focus();
    };
  }

  /** Back to a fresh form with `next` values (after a successful save, say). */
  function reset(next: Record<K, string> = initial) {
    setValues(next);
    setTouched({});
    setSubmitted(false);
    setServerErrors({});
  }

  return {
    field,
    handleSubmit,
    reset,
    /** Per-field messages from a 400 answer (ApiError.fields). */
    setServerErrors,
  };
}

/** The first message for each top-level field. */
export function fieldMessages(issues: Issue[]): Partial<Record<string, string>> {
  const messages: Partial<Record<string, string>> = {};
  for (const issue of issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && !(key in messages)) messages[key] = issue.message;
  }
  return messages;
}
