import { describe, expect, it } from 'vitest';
import { formatCedi, formatGhs, roundMoney, toCedi, toPesewas } from './money.ts';

describe('money', () => {
  it('formats cedi with the sign, thousands and two decimals', () => {
    expect(formatCedi(1250)).toBe('₵1,250.00');
    expect(formatCedi(0)).toBe('₵0.00');
    expect(formatCedi(99.5)).toBe('₵99.50');
    expect(formatCedi(0.1 + 0.2)).toBe('₵0.30');
  });

  it('formats cedi with the currency code where the sign cannot be used', () => {
    expect(formatGhs(1250)).toBe('GHS 1,250.00');
    expect(formatGhs(0.0309 * 30)).toBe('GHS 0.93');
    expect(formatGhs(0)).toBe('GHS 0.00');
  });

  it('writes amounts as Intl writes them for en-GH', () => {
    const intl = new Intl.NumberFormat('en-GH', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const amounts = [0.01, 0.5, 9.99, 999.99, 1000, 12_345.675, 999_999.995, 1_234_567_890.12];
    for (let n = 1; n < 10_000_000; n = n * 3 + 0.37) amounts.push(n);
    for (const cedi of [...amounts, ...amounts.map((n) => -n)]) {
      expect(formatCedi(cedi), String(cedi)).toBe(`₵${intl.format(roundMoney(cedi))}`);
      expect(formatGhs(cedi), String(cedi)).toBe(`GHS ${intl.format(roundMoney(cedi))}`);
    }
  });

  it('converts between cedi and integer pesewas without float drift', () => {
    expect(toPesewas(19.99)).toBe(1999);
    expect(toPesewas(1.005)).toBe(101);
    expect(toCedi(1999)).toBe(19.99);
    expect(roundMoney(10.125)).toBe(10.13);
  });
});
