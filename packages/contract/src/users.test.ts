import { describe, expect, it } from 'vitest';
import { changePasswordSchema, loginSchema, passwordRule, registerSchema } from './users.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('password rule', () => {
  it('names every unmet part with the spec message', () => {
    expect(messages(passwordRule.safeParse('abc'))).toEqual([
      'Must be 8 characters or more',
      'One uppercase character',
      'One special character such as @,$,!,%,*,#,?,&',
      'One number',
    ]);
    expect(messages(passwordRule.safeParse('ABCDEFG1!'))).toEqual(['One lowercase character']);
    expect(passwordRule.safeParse('Akwaaba#2026').success).toBe(true);
  });
});

describe('register', () => {
  it('gives each field its message', () => {
    const result = registerSchema.safeParse({
      username: ' ',
      email: 'nope',
      password: '',
      confirmPassword: '',
    });
    expect(messages(result)).toEqual(
      expect.arrayContaining([
        'Username is required',
        'Invalid email address',
        'Password is required',
        'Confirm password is required',
      ]),
    );
  });

  it('wants the confirmation to match and lower-cases the e-mail', () => {
    const base = { username: 'Ama', email: 'Ama@Example.com', password: 'Akwaaba#2026' };
    expect(messages(registerSchema.safeParse({ ...base, confirmPassword: 'Other#2026a' }))).toEqual(
      ['Password do not match'],
    );
    expect(registerSchema.parse({ ...base, confirmPassword: base.password }).email).toBe(
      'ama@example.com',
    );
  });
});

describe('login and change password', () => {
  it('uses the spec messages for missing values', () => {
    expect(messages(loginSchema.safeParse({ email: '', password: '' }))).toEqual([
      'email address is required',
      'Required',
    ]);
    expect(
      messages(
        changePasswordSchema.safeParse({ oldPassword: '', password: '', confirmPassword: '' }),
      ),
    ).toEqual(['Old password required', 'New password required', 'Confirm password required']);
  });
});

describe('profile', () => {
  it('keeps the password when it is left empty, and checks it by the rule when given', async () => {
    const { profileSchema } = await import('./users.ts');
    const base = { username: 'Ama', email: 'ama@example.com' };
    expect(profileSchema.safeParse({ ...base, password: '' }).success).toBe(true);
    expect(profileSchema.safeParse(base).success).toBe(true);
    expect(
      messages(
        profileSchema.safeParse({ ...base, password: 'abcdefgh', confirmPassword: 'abcdefgh' }),
      ),
    ).toEqual([
      'One uppercase character',
      'One special character such as @,$,!,%,*,#,?,&',
      'One number',
    ]);
  });
});
