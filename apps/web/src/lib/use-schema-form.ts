import { type ChangeEvent, type FormEvent, useMemo, useRef, useState } from 'react';

// Every form with fields to fill in, storefront and admin, is built with this hook: one way to
// hold the values, check them with the contract's zod schema (the api's own, so the form shows the
// api's messages) and show the server's field errors. (The search and filter forms are plain GET
// forms; the picture-only forms hold nothing but the upload widget's pictures.)
// - A field shows its error once it has been left (blurred) or after a submit attempt; a message
//   the server sent for a field (`setServerErrors(ApiError.fields)`, nested paths such as
//   "sizes.3" or "fees.Volta" included) shows until that field changes.
// - Storefront forms pass a loader instead of the schema: zod then downloads once the shopper
//   first changes or leaves a field, or submits, rather than with the page.
// - What was typed into the server's page before hydration is taken over, not lost.
// Chosen by measurement (gzip; a log-in form with email, password and the server's field errors):
// - this hook: 1.0 KiB, one shared chunk; 18 lines for the form; a list field is one line
//   (`<ListInput {...form.list('sizes')} />`), server errors one (`setServerErrors(fields)`).
// - react-hook-form 7.92 + @hookform/resolvers 7.0.7: 12.2 KiB in the form's page chunk (13.5 with
//   Controller for list fields), since useForm runs at render and cannot load later; the resolver
//   (1.3 KiB) can load with the schema. /checkout, at 114.4 of its 115 KiB first visit, would not
//   fit. 43 lines; each list a Controller, each server error a setError call.
// - React 19 form actions (useActionState): 0 KiB of library, but messages only on submit, no
//   live values (delivery fee, password checklist), fields reset after each action; 72 lines with
//   blur messages and the typed values kept by hand, and list fields outside the form data.

type Issue = { path: PropertyKey[]; message: string };
type ParseResult<Out> =
  | { success: true; data: Out }
  | { success: false; error: { issues: Issue[] } };
/** The part of a zod schema this helper uses; typed here so the web app needs no zod import. */
export type FormSchema<Out> = { safeParse(input: unknown): ParseResult<Out> };
/** A schema, or a loader of one (a dynamic import of its contract module). */
export type SchemaSource<Out> = FormSchema<Out> | (() => Promise<FormSchema<Out>>);

/** A text (input, select, textarea), a list of short texts (a product's sizes), or a flag. */
type Value = string | boolean | string[];
type Messages = Partial<Record<string, string>>;
/** The names of `V`'s values of type `T`. */
type NamesOf<V, T> = Extract<{ [K in keyof V]: V[K] extends T ? K : never }[keyof V], string>;
type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export type FieldProps = {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<FieldElement>) => void;
  onBlur: () => void;
  /** Picks up what was typed into the server's page before the app took it over. */
  ref: (element: FieldElement | null) => void;
  /** The message to show now, if any. */
  error?: string;
};

export type ListProps = {
  /** Named on the list's text box, so a refused submit can focus it. */
  name: string;
  items: string[];
  onChange: (items: string[]) => void;
  error?: string;
};

export function useSchemaForm<Out, V extends Record<string, Value>>(
  source: SchemaSource<Out>,
  initial: V,
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<string, true>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerMessages] = useState<Messages>({});
  const [loaded, setLoaded] = useState<FormSchema<Out>>();
  const loading = useRef<Promise<FormSchema<Out>>>(null);
  const waiting = useRef(false);
  const attached = useRef(new Set<string>());
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

  /** Sets values (one field's, or several at once) and clears the server's words on them. */
  function set(patch: Partial<V>) {
    setValues((current) => ({ ...current, ...patch }));
    setServerMessages((current) => {
      const kept = { ...current };
      for (const name in patch) delete kept[name];
      return kept;
    });
    startLoading();
  }

  function touch(name: string) {
    setTouched((current) => ({ ...current, [name]: true }));
    startLoading();
  }

  /** The message to show now for `name`: a field, or a value outside them ('image', say). */
  function errorOf(name: string): string | undefined {
    return serverErrors[name] ?? (touched[name] || submitted ? errors[name] : undefined);
  }

  // Hydration leaves what the shopper typed into the server's page in the field, unknown to the
  // form; the first time the field is attached, the form takes it over.
  function pickUp(name: keyof V & string, typed: string | undefined) {
    if (typed === undefined || attached.current.has(name)) return;
    attached.current.add(name);
    if (typed !== values[name]) setValues((current) => ({ ...current, [name]: typed }));
  }

  function field(name: NamesOf<V, string>): FieldProps {
    return {
      name,
      value: values[name] as string,
      onChange: (event) => set({ [name]: event.target.value } as Partial<V>),
      onBlur: () => touch(name),
      ref: (element) => pickUp(name, element?.value),
      error: errorOf(name),
    };
  }

  function list(name: NamesOf<V, string[]>): ListProps {
    return {
      name,
      items: values[name] as string[],
      onChange: (items) => {
        set({ [name]: items } as Partial<V>);
        touch(name);
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
    const first = Object.keys(initial).find((name) => messages[name]);
    const found = first ? form.elements.namedItem(first) : null;
    // A group of radio buttons (a star rating) is found as a list: its first button takes focus.
    const element = found instanceof HTMLElement ? found : (found as RadioNodeList | null)?.[0];
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
  function reset(next: V = initial) {
    setValues(next);
    setTouched({});
    setSubmitted(false);
    setServerMessages({});
  }

  return {
    field,
    list,
    values,
    set,
    errorOf,
    /** A submit was tried: checks outside the schema (pictures) show their messages from then. */
    submitted,
    handleSubmit,
    reset,
    /** Per-field messages from a 400 answer (ApiError.fields), by path ("sizes.3" shows on sizes). */
    setServerErrors: (fields: Record<string, string>) =>
      setServerMessages(fieldMessages(Object.entries(fields).map(toIssue))),
  };
}

const toIssue = ([path, message]: [string, string]): Issue => ({ path: path.split('.'), message });

/** The first message for each field, under its path and each shorter one ("fees.Volta", "fees"). */
export function fieldMessages(issues: Issue[]): Messages {
  const messages: Messages = {};
  for (const { path, message } of issues) {
    for (let end = 1; end <= path.length; end++) {
      messages[path.slice(0, end).map(String).join('.')] ??= message;
    }
  }
  return messages;
}
