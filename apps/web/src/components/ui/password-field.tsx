import { useState } from 'react';
import { EyeIcon, EyeOffIcon } from './control-icons';
import { TextField, type TextFieldProps } from './text-field';

/** A password input with a show/hide toggle (typing a long password on a phone is error-prone). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={(inputId) => (
        <button
          type="button"
          aria-label={`Show ${props.label.toLowerCase()}`}
          aria-pressed={visible}
          aria-controls={inputId}
          onClick={() => setVisible((value) => !value)}
          className="absolute inset-y-0 right-0 grid w-12 place-items-center rounded-r-xl text-muted hover:text-green"
        >
          {visible ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
        </button>
      )}
    />
  );
}
