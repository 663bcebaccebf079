import { describe, expect, it } from 'vitest';
import { formatCedi, roundMoney, toCedi, toPesewas } from './money.ts';

describe('money', () => {
  it('formats cedi with the sign, thousands and two decimals', () => {
    expect(formatCedi(1250)).toBe('₵1,250.00');
    expect(formatCedi(0)).toBe('₵0.00');
    expect(formatCedi(99.5)).toBe('₵99.50');
    expect(formatCedi(0.1 + 0.2)).toBe('₵0.30');
  });

  it('converts between cedi and integer pesewas without float drift', () => {
    expect(toPesewas(19.99)).toBe(1999);
    expect(toPesewas(1.005)).toBe(101);
    expect(toCedi(1999)).toBe(19.99);
    expect(roundMoney(10.125)).toBe(10.13);
  });
});
