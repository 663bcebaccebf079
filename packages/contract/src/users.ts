import { z } from 'zod';
import { idString } from './ids.ts';
import { passwordProblems } from './password-rule.ts';
import { STAFF_ROLES } from './staff.ts';

export { PASSWORD_SPECIALS, passwordProblems } from './password-rule.ts';

// Account forms and the session, shared by the web forms and the api routes that receive them, so
// each of their messages lives here once.

export const USERNAME_MAX = 60;
export const EMAIL_MAX = 254;
export const PASSWORD_MAX = 128;
export const USERS_PAGE_SIZE = 10;

const reportPasswordProblems = (value: string, ctx: z.RefinementCtx) => {
  for (const message of passwordProblems(value)) ctx.addIssue({ code: 'custom', message });
};

const passwordMax = z.string().max(PASSWORD_MAX, `Must be ${PASSWORD_MAX} characters or fewer`);

/** The password rule: every unmet part reports its own message. */
export const passwordRule = passwordMax.superRefine(reportPasswordProblems);

/** A required text: missing, null or blank all give `message`. */
const required = (message: string) => z.string({ error: message }).trim().min(1, message);

const requiredPassword = (message: string) =>
  z
    .string({ error: message })
    .min(1, message)
    .max(PASSWORD_MAX, `Must be ${PASSWORD_MAX} characters or fewer`)
    .pipe(passwordRule);

const email = (invalid: string, missing: string) =>
  required(missing)
    .max(EMAIL_MAX, invalid)
    .pipe(z.email(invalid))
    .transform((v) => v.toLowerCase());

const username = required('Username is required').max(
  USERNAME_MAX,
  `Username must be ${USERNAME_MAX} characters or fewer`,
);

export const registerSchema = z
  .object({
    username,
    email: email('Invalid email address', 'email address is required'),
    password: requiredPassword('Password is required'),
    confirmPassword: z
      .string({ error: 'Confirm password is required' })
      .min(1, 'Confirm password is required')
      .max(PASSWORD_MAX, `Must be ${PASSWORD_MAX} characters or fewer`),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Password do not match',
  });
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  email: email('Invalid email address', 'email address is required'),
  password: requiredPassword('Required'),
  /** A staff member's second code (authenticator or recovery), sent when a log-in asked for it. */
  code: z.string().trim().max(40).optional(),
});
export type LoginInput = z.input<typeof loginSchema>;

export const profileSchema = z
  .object({
    username: z
      .string({ error: 'Username must be at least three characters' })
      .trim()
      .min(3, 'Username must be at least three characters')
      .max(USERNAME_MAX, `Username must be ${USERNAME_MAX} characters or fewer`),
    email: email('Please enter a valid email address', 'Please enter a valid email address'),
    /** Optional: empty means "keep my password". */
    password: passwordMax.optional().superRefine((value, ctx) => {
      if (value) reportPasswordProblems(value, ctx);
    }),
    confirmPassword: z.string().max(PASSWORD_MAX).optional(),
  })
  .refine((v) => !v.password || v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Password must match',
  });
export type ProfileInput = z.input<typeof profileSchema>;

export const forgotPasswordSchema = z.object({
  email: email('Please enter a valid email address', 'Email is required'),
});
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

const confirmRequired = z
  .string({ error: 'Confirm password required' })
  .min(1, 'Confirm password required')
  .max(PASSWORD_MAX, `Must be ${PASSWORD_MAX} characters or fewer`);
const passwordsMatch = (v: { password: string; confirmPassword: string }) =>
  v.password === v.confirmPassword;
const mustMatch = { path: ['confirmPassword'], message: 'Password must match' };

export const resetPasswordSchema = z
  .object({ password: requiredPassword('Password is required'), confirmPassword: confirmRequired })
  .refine(passwordsMatch, mustMatch);
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({
    oldPassword: requiredPassword('Old password required'),
    password: requiredPassword('New password required'),
    confirmPassword: confirmRequired,
  })
  .refine(passwordsMatch, mustMatch);
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const staffRoleSchema = z.enum(STAFF_ROLES);

/** What log-in, sign-up, refresh and profile update answer. `expiresAt` is the access token's expiry (ISO 8601). */
export const sessionSchema = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  /** A staff member's role (every staff member is `isAdmin`); null for a customer. */
  role: staffRoleSchema.nullable(),
  token: z.string(),
  expiresAt: z.string(),
});
export type Session = z.infer<typeof sessionSchema>;

export const userSchema = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  role: staffRoleSchema.nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const userPageSchema = z.object({
  users: z.array(userSchema),
  currentPage: z.number().int(),
  numberOfPages: z.number().int(),
});

/**
 * The owner's edit of a user (userId, username, email). `role` makes them staff of that role, or
 * (null) a customer; `isAdmin: true` means owner, `false` customer.
 */
export const adminUserUpdateSchema = z.object({
  userId: idString.optional(),
  username: username.optional(),
  email: email(
    'Please enter a valid email address',
    'Please enter a valid email address',
  ).optional(),
  isAdmin: z.boolean().optional(),
  role: staffRoleSchema.nullable().optional(),
});

export const successSchema = z.object({ isSuccess: z.literal(true), message: z.string() });
