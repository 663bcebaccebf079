import { describe, expect, it } from 'vitest';
import { readableDate, toCsv } from './csv.ts';

describe('toCsv', () => {
  it('writes a BOM, quoted cells and CRLF lines', () => {
    expect(
      toCsv(
        ['Name', 'Price (₵)'],
        [
          ['Kente "Shirt", blue', 70.5],
          [null, 0],
        ],
      ),
    ).toBe('\uFEFF"Name","Price (₵)"\r\n"Kente ""Shirt"", blue","70.5"\r\n"","0"\r\n');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(toCsv(['x'], [['=HYPERLINK("http://evil")'], ['+1'], ['-2'], ['@SUM(A1)'], [-3]])).toBe(
      '\uFEFF"x"\r\n"\'=HYPERLINK(""http://evil"")"\r\n"\'+1"\r\n"\'-2"\r\n"\'@SUM(A1)"\r\n"-3"\r\n',
    );
  });

  it('writes dates a person can read', () => {
    expect(readableDate(new Date('2026-11-22T14:03:59Z'))).toBe('2026-11-22 14:03');
  });
});
