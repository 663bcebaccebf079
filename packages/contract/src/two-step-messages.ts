// What a staff member reads about two-step sign-in; no zod here, so the log-in form's first load
// stays without it (two-step.ts holds the schemas).

export const TOTP_CODE_REQUIRED = 'Enter the 6-digit code from your authenticator app.';
export const TOTP_CODE_WRONG =
  'That code is not right. Enter the current code, or a recovery code.';
export const NEW_KEY_CODE_WRONG =
  'That code is not right. Enter the 6-digit code the app shows for this shop now.';
export const SETUP_EXPIRED = 'This set-up has expired. Start again to get a new key.';
export const TWO_STEP_OFF_ALREADY = 'Two-step sign-in is not on for your account.';
export const OWNER_KEEPS_TWO_STEP =
  'An owner keeps two-step sign-in on. To move it to a new phone, set up a new key.';
export const RECOVERY_CODE_COUNT = 10;
/** How long a new key waits for its first code: time to install an app and scan. */
export const SETUP_MINUTES = 30;
