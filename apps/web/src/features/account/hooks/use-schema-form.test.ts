import { loginSchema, profileSchema, registerSchema } from '@adepa/contract/users';
import { describe, expect, it } from 'vitest';
import { fieldMessages } from './use-schema-form';

const messagesOf = (result: { error?: { issues: Parameters<typeof fieldMessages>[0] } }) =>
  fieldMessages(result.error?.issues ?? []);

describe('form field messages', () => {
  it('gives each field the first spec message of its schema', () => {
    expect(messagesOf(loginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'email address is required',
      password: 'Required',
    });
    expect(
      messagesOf(
        registerSchema.safeParse({
          username: 'Ama',
          email: 'ama@example.com',
          password: 'Akwaaba#2026',
          confirmPassword: 'Akwaaba#2025',
        }),
      ),
    ).toEqual({ confirmPassword: 'Password do not match' });
  });

  it("names the password rule's part for the profile's optional password, not 'Invalid input'", () => {
    const base = { username: 'Ama', email: 'ama@example.com', confirmPassword: '' };
    expect(messagesOf(profileSchema.safeParse({ ...base, password: 'abc' }))).toEqual({
      password: 'Must be 8 characters or more',
      confirmPassword: 'Password must match',
    });
    expect(profileSchema.safeParse({ ...base, password: '' }).success).toBe(true);
  });
});
