import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('follows paths on this site, query included', () => {
    expect(safeRedirect('/profile')).toBe('/profile');
    expect(safeRedirect('/admin/userlist?page=2')).toBe('/admin/userlist?page=2');
  });

  it('sends anything else home', () => {
    for (const target of [
      null,
      '',
      'profile',
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      '/login',
      '/users/login?redirect=/profile',
    ]) {
      expect(safeRedirect(target), String(target)).toBe('/');
    }
  });
});
