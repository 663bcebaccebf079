import { z } from 'zod';

// Two-step sign-in for staff: a code from an authenticator app (TOTP) after the password. Offered
// to every staff member; once an owner has turned it on, the owner's log-in needs a code, and
// turning it off needs one too. Ten one-time recovery codes stand in for a lost phone.

export const TOTP_CODE_REQUIRED = 'Enter the 6-digit code from your authenticator app.';
export const TOTP_CODE_WRONG =
  'That code is not right. Enter the current code, or a recovery code.';
export const TOTP_NOT_STARTED = 'Ask for a new key first.';
export const RECOVERY_CODE_COUNT = 10;

/** A 6-digit code from the app or a recovery code (letters and digits, dashes allowed). */
export const secondFactorCode = z.string().trim().min(6, 'Enter the code.').max(40);

export const totpSetupReply = z.object({ secret: z.string(), otpauthUri: z.string() });
export type TotpSetupReply = z.infer<typeof totpSetupReply>;

export const totpConfirmBody = z.object({ code: secondFactorCode });
export const totpRecoveryReply = z.object({
  recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});
export type TotpRecoveryReply = z.infer<typeof totpRecoveryReply>;

export const totpStatusReply = z.object({ enabled: z.boolean(), required: z.boolean() });
export type TotpStatusReply = z.infer<typeof totpStatusReply>;

/** The log-in's 401: `totpRequired` says the password was right and a second code is needed. */
export const loginRefusedSchema = z.object({
  error: z.string(),
  totpRequired: z.boolean().optional(),
});
