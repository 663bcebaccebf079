import { z } from 'zod';

// Two-step sign-in for staff: a code from an authenticator app (TOTP) after the password. Offered
// to every staff member; once on, the log-in needs a code. An owner keeps it on once set up (a new
// phone takes a new key, confirmed with a code; only the server command turns it off); the desks
// may turn it off with a code. Ten one-time recovery codes stand in for a lost phone.

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

/** A 6-digit code from the app or a recovery code (letters and digits, dashes allowed). */
export const secondFactorCode = z
  .string({ error: TOTP_CODE_REQUIRED })
  .trim()
  .min(6, TOTP_CODE_REQUIRED)
  .max(40, 'A code is at most 40 characters');

/** The code that proves a new key was scanned: six digits, spaces allowed ("123 456"). */
export const newKeyCode = z
  .string({ error: TOTP_CODE_REQUIRED })
  .transform((text) => text.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, TOTP_CODE_REQUIRED));

/** POST /api/two-step/key: a current code is needed when two-step sign-in is on already. */
export const totpKeyBody = z.object({ code: secondFactorCode.optional() });

/**
 * A new key, not yet in force: `secret` for typing into the app, `otpauthUri` for its QR code,
 * `setupToken` to send back with the first code (it carries the key, sealed, for 30 minutes).
 */
export const totpSetupReply = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  setupToken: z.string(),
});
export type TotpSetupReply = z.infer<typeof totpSetupReply>;

export const totpConfirmBody = z.object({
  setupToken: z.string().min(1, SETUP_EXPIRED).max(400, SETUP_EXPIRED),
  code: newKeyCode,
});
export type TotpConfirmInput = z.input<typeof totpConfirmBody>;

/** A code that proves the caller holds the phone (or a recovery code): new codes, turning off. */
export const totpCodeBody = z.object({ code: secondFactorCode });

export const totpRecoveryReply = z.object({
  recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});
export type TotpRecoveryReply = z.infer<typeof totpRecoveryReply>;

/**
 * GET /api/two-step: whether it is on, whether this role must keep it (`required`: owners), and
 * how many recovery codes are left unspent.
 */
export const totpStatusReply = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  recoveryCodesLeft: z.number().int().min(0),
});
export type TotpStatusReply = z.infer<typeof totpStatusReply>;

/** The log-in's 401: `totpRequired` says the password was right and a second code is needed. */
export const loginRefusedSchema = z.object({
  error: z.string(),
  totpRequired: z.boolean().optional(),
});
