import { totpCodeBody, totpConfirmBody } from '@adepa/contract/two-step';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { OneTimeCodeField } from '../../../components/ui/one-time-code-field';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { failureText } from '../../../lib/failure-text';
import { useSchemaForm } from '../../../lib/use-schema-form';

const newKeyCode = totpConfirmBody.pick({ code: true });

type CodeFormProps = {
  /** What the form is for, read by screen readers as the form's name. */
  label: string;
  /** A new key's first code (six digits only), or a current one (a recovery code too). */
  kind: 'new-key' | 'current';
  submitText: string;
  pendingText: string;
  pending: boolean;
  /** Sends the code; rejects with the server's refusal, shown by the field. */
  onCode: (code: string) => Promise<unknown>;
  onCancel?: () => void;
  children?: ReactNode;
};

/** One code field and its button: the first code of a new key, or proof of the phone in hand. */
export function CodeForm(props: CodeFormProps) {
  const { kind, pending, onCode, onCancel } = props;
  const form = useSchemaForm(kind === 'new-key' ? newKeyCode : totpCodeBody, { code: '' });
  const onSubmit = form.handleSubmit(({ code }) =>
    onCode(code).catch((error: Error) => {
      if (error instanceof ApiError && error.fields.code) form.setServerErrors(error.fields);
      else toast.error(failureText(error));
    }),
  );
  return (
    <form noValidate onSubmit={onSubmit} aria-label={props.label} className="grid max-w-sm gap-4">
      {props.children}
      <OneTimeCodeField
        {...form.field('code')}
        label="6-digit code from the app"
        allowRecoveryCode={kind === 'current'}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending} className="min-h-12">
          {pending ? props.pendingText : props.submitText}
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel} className="min-h-12">
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
