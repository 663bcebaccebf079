import { paths } from '@adepa/contract/paths';
import { useState } from 'react';
import { useParams } from 'wouter';
import {
  AccountCard,
  ForgotPasswordForm,
  LoginForm,
  LoginIntro,
  ResetLinkSent,
  ResetPasswordForm,
  SignupForm,
} from '../../features/account';

// Log-in, sign-up and the password reset pages: one lazy chunk. Their forms load the shared zod
// schemas once first used, so no page, these included, downloads form validation up front.

export function LoginPage() {
  return (
    <AccountCard
      title="Log In"
      intro={<LoginIntro />}
      footer={{ prompt: 'New to the shop?', href: paths.signup(), text: 'Create an account' }}
    >
      <LoginForm />
    </AccountCard>
  );
}

export function SignupPage() {
  return (
    <AccountCard
      title="Sign Up"
      intro="Create an account to follow your orders and review products."
      footer={{ prompt: 'Already have an account?', href: paths.usersLogin(), text: 'Log in' }}
    >
      <SignupForm />
    </AccountCard>
  );
}

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo) {
    return (
      <AccountCard title="Forgot Password">
        <ResetLinkSent email={sentTo} onAgain={() => setSentTo(null)} />
      </AccountCard>
    );
  }
  return (
    <AccountCard
      title="Forgot Password"
      intro="Enter the email address of your account and we will send you a link to choose a new password."
      footer={{ prompt: 'Remembered it?', href: paths.login(), text: 'Back to Log In' }}
    >
      <ForgotPasswordForm onSent={setSentTo} />
    </AccountCard>
  );
}

export function ResetPasswordPage() {
  const { userId = '', resetToken = '' } = useParams<{ userId: string; resetToken: string }>();
  return (
    <AccountCard title="Reset Password" intro="Choose a new password for your account.">
      <ResetPasswordForm userId={userId} resetToken={resetToken} />
    </AccountCard>
  );
}
