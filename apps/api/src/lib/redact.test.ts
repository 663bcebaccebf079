import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact.ts';

describe('redactUrl', () => {
  const id = '0b6f2c7e-3f4a-4c55-9d7e-2a1b3c4d5e6f';
  const token = 'q7K9xZ_aB3-dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3z0';

  it('cuts a token in the path short and keeps the id beside it', () => {
    expect(redactUrl(`/api/users/reset-password/${id}/${token}`)).toBe(
      `/api/users/reset-password/${id}/q7K9…`,
    );
    expect(redactUrl(`https://shop.example/reset-password/${id}/${token}`)).toBe(
      `https://shop.example/reset-password/${id}/q7K9…`,
    );
  });

  it('hides query values with secret names and leaves ordinary ones', () => {
    expect(redactUrl('/x?token=abc&page=2')).toBe('/x?token=%5Bredacted%5D&page=2');
    expect(redactUrl('/api/home/query-products?category=Kitchen&sortPrice=low-to-high')).toBe(
      '/api/home/query-products?category=Kitchen&sortPrice=low-to-high',
    );
  });
});
