export { type AccountLink, backOfficeLinks } from './account-links';
export { AccountPanel, MobileAccountFooter, MobileAccountLinks } from './account-menu';
export { AccountCard } from './components/account-card';
export { ChangePasswordForm } from './components/change-password-form';
export { ForgotPasswordForm, ResetLinkSent } from './components/forgot-password-form';
export { LoginForm, LoginIntro } from './components/login-form';
export { ProfileForm } from './components/profile-form';
export { ResetPasswordForm } from './components/reset-password-form';
export { SignupForm } from './components/signup-form';
