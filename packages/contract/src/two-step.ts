import { z } from 'zod';
import { RECOVERY_CODE_COUNT, SETUP_EXPIRED, TOTP_CODE_REQUIRED } from './two-step-messages.ts';

export * from './two-step-messages.ts';

// Two-step sign-in for staff: a code from an authenticator app (TOTP) after the password. Offered
// to every staff member; once on, the log-in needs a code. An owner keeps it on once set up (a new
// phone takes a new key, confirmed with a code; only the server command turns it off); the desks
// may turn it off with a code. Ten one-time recovery codes stand in for a lost phone.

/** A 6-digit code from the app or a recovery code (letters and digits, dashes allowed). */
export const secondFactorCode = z
  .string({ error: TOTP_CODE_REQUIRED })
  .trim()
  .min(6, TOTP_CODE_REQUIRED)
  .max(40, 'A code is at most 40 characters');

/** The code that proves a new key was scanned: six digits, spaces allowed ("123 456"). */
export const newKeyCode = z
  .string({ error: TOTP_CODE_REQUIRED })
  .max(20, TOTP_CODE_REQUIRED)
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
