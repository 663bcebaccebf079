import { LOGIN_SUCCESS } from '@adepa/contract/messages';
import { paths } from '@adepa/contract/paths';
import { TOTP_CODE_REQUIRED } from '@adepa/contract/two-step-messages';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { Button } from '../../../components/ui/button';
import { OneTimeCodeField } from '../../../components/ui/one-time-code-field';
import { PasswordField } from '../../../components/ui/password-field';
import { EmailField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast';
import { useSession } from '../../../lib/session';
import { showFailure } from '../../../lib/show-failure';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { asksForCode, useLogIn } from '../api/log-in';
import { safeRedirect } from '../safe-redirect';
import { textLinkClasses } from './account-card';

const loadLoginSchema = () => import('@adepa/contract/users').then((m) => m.loginSchema);

/**
 * The log-in page's opening line. The server cannot know who is signed in, so a signed-in
 * shopper's notice appears once the page runs; it takes the greeting's place in a slot two lines
 * tall, so the form below does not move.
 */
export function LoginIntro() {
  const { session } = useSession();
  return (
    <span className="block min-h-12">
      {session ? (
        <>
          You are logged in as <strong className="break-words text-ink">{session.username}</strong>.
          Log in below to use another account.
        </>
      ) : (
        'Welcome back! Log in to follow your orders.'
      )}
    </span>
  );
}

/**
 * E-mail and password; for a staff member with two-step sign-in on, the server then asks for a
 * code (401 `totpRequired`) and the form grows a code field, keeping what was typed.
 */
export function LoginForm() {
  const form = useSchemaForm(loadLoginSchema, { email: '', password: '', code: '' });
  const login = useLogIn();
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const [askingCode, setAskingCode] = useState(false);
  const codeField = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (askingCode) codeField.current?.querySelector('input')?.focus();
  }, [askingCode]);

  const onSubmit = form.handleSubmit(({ code, ...credentials }) =>
    login.mutate(askingCode ? { ...credentials, code } : credentials, {
      onSuccess: () => {
        toast.success(LOGIN_SUCCESS);
        navigate(safeRedirect(params.get('redirect')), { replace: true });
      },
      onError: (error) => {
        if (!asksForCode(error)) {
          showFailure(error, form.setServerErrors);
        } else if (!askingCode) {
          setAskingCode(true);
        } else {
          form.setServerErrors({ code: error.message });
          codeField.current?.querySelector('input')?.focus();
        }
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <EmailField {...form.field('email')} label="Email" autoComplete="username" />
      <div>
        <PasswordField
          {...form.field('password')}
          label="Password"
          autoComplete="current-password"
        />
        <div className="-mb-3 flex justify-end">
          <Link href={paths.forgotPassword()} className={`${textLinkClasses} text-sm`}>
            Forgot password?
          </Link>
        </div>
      </div>
      {askingCode && (
        <div ref={codeField} className="grid gap-2 rounded-xl bg-cream p-4">
          <p className="text-sm text-ink" role="status">
            Two-step sign-in is on for this account. {TOTP_CODE_REQUIRED}
          </p>
          <OneTimeCodeField {...form.field('code')} label="Code" allowRecoveryCode />
        </div>
      )}
      <Button type="submit" disabled={login.isPending} className="min-h-12 w-full text-base">
        {login.isPending ? 'Logging in...' : 'Log In'}
      </Button>
    </form>
  );
}
