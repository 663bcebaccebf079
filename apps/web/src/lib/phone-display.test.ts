import { describe, expect, it } from 'vitest';
import { displayPhone } from './phone-display';

describe('displayPhone', () => {
  it('groups a stored Ghana number for reading', () => {
    expect(displayPhone('+233244550123')).toBe('+233 24 455 0123');
  });

  it('leaves anything else as it is', () => {
    expect(displayPhone('0244550123')).toBe('0244550123');
  });
});
