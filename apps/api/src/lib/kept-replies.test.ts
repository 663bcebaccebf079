import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createKeptReplies, etagOf, keptBody } from './kept-replies.ts';

// A page-sized reply: repetitive markup, as rendered HTML is.
const page = (n: number) =>
  Buffer.from(
    `<!doctype html><ul>${Array.from({ length: 400 }, (_, i) => `<li class="card">Product ${n}-${i}</li>`).join('')}</ul>`,
  );
const reply = (n: number) => ({
  version: '1',
  body: page(n),
  etag: etagOf('page', '1', page(n)),
  stock: new Map<string, number>(),
  checked: { version: 0, at: 0 },
});

describe('kept replies', () => {
  it('kept compressed only, give the same bytes in every coding asked for', () => {
    const kept = createKeptReplies({ maxBytes: 1024 * 1024, compressedOnly: true });
    const made = kept.set('/shop', reply(1));
    expect(made.body).toBeUndefined();
    const again = kept.get('/shop', '1')!;
    expect(keptBody(again, undefined).equals(page(1))).toBe(true);
    expect(brotliDecompressSync(keptBody(again, 'br')).equals(page(1))).toBe(true);
    expect(gunzipSync(keptBody(again, 'gzip')).equals(page(1))).toBe(true);
    // Each compressed form is made once.
    expect(keptBody(again, 'gzip')).toBe(keptBody(again, 'gzip'));
  });

  it('kept compressed only, hold several times the pages in the same room', () => {
    const room = 256 * 1024;
    const plain = createKeptReplies({ maxBytes: room });
    const compressed = createKeptReplies({ maxBytes: room, compressedOnly: true });
    for (let n = 0; n < 200; n++) {
      plain.set(`/p/${n}`, reply(n));
      compressed.set(`/p/${n}`, reply(n));
    }
    expect(compressed.addresses().length).toBeGreaterThan(plain.addresses().length * 4);
  });
});
