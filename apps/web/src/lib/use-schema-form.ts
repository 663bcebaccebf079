import { type ChangeEvent, type FormEvent, useMemo, useRef, useState } from 'react';

// A form validated by the same zod schema the api uses (packages/contract), so the form shows the
// same messages the api would answer. A field shows its error once it has been left (blurred) or
// after a submit attempt; a message the server sent for a field shows until that field changes.
// Storefront forms pass a loader instead of the schema: zod then downloads once the shopper first
// changes or leaves a field, or submits, rather than with the page.

type Issue = { path: PropertyKey[]; message: string };
type ParseResult<Out> =
  | { success: true; data: Out }
  | { success: false; error: { issues: Issue[] } };
/** The part of a zod schema this helper uses; typed here so the web app needs no zod import. */
export type FormSchema<Out> = { safeParse(input: unknown): ParseResult<Out> };
/** A schema, or a loader of one (a dynamic import of its contract module). */
export type SchemaSource<Out> = FormSchema<Out> | (() => Promise<FormSchema<Out>>);

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export type FieldProps = {
  name: string;
  value: string;
  onChange: (
    event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>,
  ) => void;
  onBlur: () => void;
  /** Picks up what was typed into the server's page before the app took it over. */
  ref: (element: FieldElement | null) => void;
  /** The message to show now, if any. */
  error?: string;
};

export function useSchemaForm<Out, K extends string>(
  source: SchemaSource<Out>,
  initial: Record<K, string>,
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<K, true>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const [loaded, setLoaded] = useState<FormSchema<Out>>();
  const loading = useRef<Promise<FormSchema<Out>>>(null);
  const waiting = useRef(false);
  const attached = useRef(new Set<K>());
  const schema = typeof source === 'function' ? loaded : source;
  const result = useMemo(() => schema?.safeParse(values), [schema, values]);
  const errors = useMemo(
    () => (result && !result.success ? fieldMessages(result.error.issues) : {}),
    [result],
  );

  /** One load per form; a failed one is tried again by the next change, blur or submit. */
  function load(): Promise<FormSchema<Out>> {
    if (typeof source !== 'function') return Promise.resolve(source);
    loading.current ??= source().then(
      (next) => {
        setLoaded(next);
        return next;
      },
      (error: unknown) => {
        loading.current = null;
        throw error;
      },
    );
    return loading.current;
  }

  /** On first use: only a submit waits for the schema, so only a submit reports a failed load. */
  function startLoading() {
    if (!schema) load().catch(() => {});
  }

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
        startLoading();
      },
      onBlur: () => {
        setTouched((current) => ({ ...current, [name]: true }));
        startLoading();
      },
      ref: (element) => {
        // Hydration leaves what the shopper typed into the server's page in the field, unknown
        // to the form; the first time the field is attached, the form takes it over.
        if (!element || attached.current.has(name)) return;
        attached.current.add(name);
        const typed = element.value;
        if (typed !== values[name]) setValues((current) => ({ ...current, [name]: typed }));
      },
      error: errorOf(name),
    };
  }

  /** On success calls `onValid` with the parsed values, else focuses the first invalid field. */
  function settle(outcome: ParseResult<Out>, form: HTMLFormElement, onValid: (data: Out) => void) {
    if (outcome.success) {
      onValid(outcome.data);
      return;
    }
    const messages = fieldMessages(outcome.error.issues);
    const first = (Object.keys(initial) as K[]).find((name) => messages[name]);
    const element = first && form.elements.namedItem(first);
    if (element instanceof HTMLElement) element.focus();
  }

  /** Validates the submitted values, once the schema is at hand. */
  function handleSubmit(onValid: (data: Out) => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSubmitted(true);
      const form = event.currentTarget;
      if (result) {
        settle(result, form, onValid);
        return;
      }
      // Clicks while the schema loads would each send the form once it arrives: one is enough.
      if (waiting.current) return;
      waiting.current = true;
      load()
        .then((next) => settle(next.safeParse(values), form, onValid))
        .finally(() => {
          waiting.current = false;
        });
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
