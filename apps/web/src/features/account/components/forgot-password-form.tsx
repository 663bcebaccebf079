import { RESET_LINK_SENT } from '@adepa/contract/messages';
import { paths } from '@adepa/contract/paths';
import { Link } from 'wouter';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmailField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast';
import { showFailure } from '../../../lib/show-failure';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useRequestPasswordReset } from '../api/forgot-password';

const loadForgotPasswordSchema = () =>
  import('@adepa/contract/users').then((m) => m.forgotPasswordSchema);

export function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const form = useSchemaForm(loadForgotPasswordSchema, { email: '' });
  const request = useRequestPasswordReset();

  const onSubmit = form.handleSubmit((body) =>
    request.mutate(body, {
      onSuccess: () => {
        toast.success(RESET_LINK_SENT);
        onSent(body.email);
      },
      onError: (error) => showFailure(error, form.setServerErrors),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <EmailField {...form.field('email')} label="Email" />
      <Button type="submit" disabled={request.isPending} className="min-h-12 w-full text-base">
        {request.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  );
}

/** After the request: the same words whether or not the address has an account. */
export function ResetLinkSent({ email, onAgain }: { email: string; onAgain: () => void }) {
  return (
    <div className="grid gap-4">
      <div role="status" className="rounded-xl bg-green-soft px-4 py-3">
        <p className="font-semibold text-green">Check your inbox</p>
        <p className="mt-1 text-sm">
          If an account uses <strong className="break-words">{email}</strong>, we have sent it a
          link to choose a new password. The link works for one hour; look in the spam folder too if
          it does not arrive.
        </p>
      </div>
      <Link href={paths.login()} className={buttonClasses('primary', 'min-h-12 w-full text-base')}>
        Back to Log In
      </Link>
      <Button variant="ghost" onClick={onAgain} className="w-full">
        Send another link
      </Button>
    </div>
  );
}
