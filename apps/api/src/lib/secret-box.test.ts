import { describe, expect, it } from 'vitest';
import { seal, unseal } from './secret-box.ts';

describe('secret box', () => {
  it('opens with the same server secret only', () => {
    const sealed = seal('JBSWY3DPEHPK3PXP', 'server-secret');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(unseal(sealed, 'server-secret')).toBe('JBSWY3DPEHPK3PXP');
    expect(() => unseal(sealed, 'other-secret')).toThrow();
  });
});
