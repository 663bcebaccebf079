import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';

// A labelled input: the <label> names it, the error and any hint describe it. Inputs use 16 px
// text so phones do not zoom in, and stand 48 px tall.

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id'> & {
  label: string;
  /** Shown under the field, in red. */
  error?: string;
  /** Marks the field invalid when its message is shown elsewhere (a checklist, say). */
  invalid?: boolean;
  /** Drawn inside the input's right edge (the show-password toggle); gets the input's id. */
  trailing?: (inputId: string) => ReactNode;
  /** Below the field (and described by it): a hint or a checklist. */
  below?: (describedById: string) => ReactNode;
  ref?: Ref<HTMLInputElement>;
};

export function TextField({ label, error, invalid, trailing, below, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const belowId = `${id}-below`;
  const describedBy = [error && errorId, below && belowId].filter(Boolean).join(' ');
  const isInvalid = invalid || Boolean(error);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        {input.required && <RequiredMark />}
      </label>
      <div className="relative mt-1.5">
        <input
          id={id}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy || undefined}
          className={`block h-12 w-full min-w-0 rounded-xl border bg-white px-4 text-base text-ink placeholder:text-muted read-only:bg-cream focus-visible:outline-offset-0 ${
            trailing ? 'pr-12' : ''
          } ${isInvalid ? 'border-red' : 'border-field'}`}
          {...input}
        />
        {trailing?.(id)}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red">
          {error}
        </p>
      )}
      {below?.(belowId)}
    </div>
  );
}

/**
 * An e-mail address: the phone shows its e-mail keyboard and neither capitalises nor corrects
 * it. It fills in from the saved address unless `autoComplete` says otherwise (log-in: username).
 */
export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return (
    <TextField
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}

type PhoneFieldProps = Omit<TextFieldProps, 'type' | 'below'> & { hint: ReactNode };

/** A phone number, with the phone's keypad and its autofill; `hint` says how to write it. */
export function PhoneField({ hint, ...props }: PhoneFieldProps) {
  return (
    <TextField
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      {...props}
      below={(id) => (
        <p id={id} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      )}
    />
  );
}

/** The star after a required field's label; `required` on the control tells assistive tech. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red">
      *
    </span>
  );
}
