import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';

type OneTimeCodeFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete'> & {
  /** Offers to take a recovery code instead (letters too) for a lost phone. */
  allowRecoveryCode?: boolean;
};

/**
 * The 6-digit code of an authenticator app: the phone's number pad, filled in by the phone or a
 * password manager where it can (`one-time-code`), pasting allowed. With `allowRecoveryCode`, a
 * button under it turns it into a field for a recovery code.
 */
export function OneTimeCodeField({ allowRecoveryCode, label, ...props }: OneTimeCodeFieldProps) {
  const [recovery, setRecovery] = useState(false);
  return (
    <div>
      <TextField
        {...props}
        label={recovery ? 'Recovery code' : label}
        type="text"
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        placeholder={recovery ? 'xxxx-xxxx-xxxx' : '123456'}
      />
      {allowRecoveryCode && (
        <button
          type="button"
          onClick={() => setRecovery((value) => !value)}
          className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-green underline-offset-4 hover:underline"
        >
          {recovery ? 'Use the code from the app' : 'Lost your phone? Use a recovery code'}
        </button>
      )}
    </div>
  );
}
