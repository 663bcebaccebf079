import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { type CsvCell, csvStream, readableDate } from './csv.ts';

// Read as bytes: a text decoder would drop the byte-order mark.
const same = (row: CsvCell[]) => row;
const csvText = async (csv: NodeJS.ReadableStream) => (await buffer(csv)).toString('utf8');

describe('csvStream', () => {
  it('writes a BOM, quoted cells and CRLF lines', async () => {
    const csv = csvStream(
      ['Name', 'Price (₵)'],
      [
        ['Kente "Shirt", blue', 70.5],
        [null, 0],
        ['Two\r\nlines', undefined],
      ],
      same,
    );
    expect(await csvText(csv)).toBe(
      '\uFEFF"Name","Price (₵)"\r\n"Kente ""Shirt"", blue","70.5"\r\n"","0"\r\n"Two\r\nlines",""\r\n',
    );
  });

  it('defuses cells a spreadsheet would run as formulas', async () => {
    const csv = csvStream(
      ['x'],
      [['=HYPERLINK("http://evil")'], ['+1'], ['-2'], ['@SUM(A1)'], [-3]],
      same,
    );
    expect(await csvText(csv)).toBe(
      '\uFEFF"x"\r\n"\'=HYPERLINK(""http://evil"")"\r\n"\'+1"\r\n"\'-2"\r\n"\'@SUM(A1)"\r\n"-3"\r\n',
    );
  });

  it('writes rows as they come, and only the header when there are none', async () => {
    async function* rows() {
      yield ['a'];
      yield ['b'];
    }
    expect(await csvText(csvStream(['x'], rows(), same))).toBe('\uFEFF"x"\r\n"a"\r\n"b"\r\n');
    expect(await csvText(csvStream(['x', 'y'], [], same))).toBe('\uFEFF"x","y"\r\n');
  });

  it('ends with the error when the rows fail', async () => {
    async function* rows() {
      yield ['a'];
      throw new Error('database gone');
    }
    await expect(csvText(csvStream(['x'], rows(), same))).rejects.toThrow('database gone');
  });

  it('writes dates a person can read', () => {
    expect(readableDate(new Date('2026-11-22T14:03:59Z'))).toBe('2026-11-22 14:03');
  });
});
