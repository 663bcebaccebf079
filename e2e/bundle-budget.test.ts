import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

// Shoppers pay for every byte on mobile data. What the first visit to any storefront page loads
// (the entry script, what it preloads, the stylesheet) must stay within budget, and the admin's
// code must never be part of it. The web app is built by this project's global setup.

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const KiB = 1024;

function firstLoad() {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1]!,
  );
  return files.map((file) => {
    const bytes = readFileSync(path.join(dist, file));
    return { file, text: bytes.toString('utf8'), gzip: gzipSync(bytes, { level: 9 }).length };
  });
}

describe('bundle budget', () => {
  it('loads at most 100 KiB of JavaScript and 20 KiB of CSS, gzipped, on a first visit', () => {
    const files = firstLoad();
    const js = files.filter((f) => f.file.endsWith('.js')).reduce((sum, f) => sum + f.gzip, 0);
    const css = files.filter((f) => f.file.endsWith('.css')).reduce((sum, f) => sum + f.gzip, 0);
    console.log(
      `first load: ${(js / KiB).toFixed(1)} KiB JS, ${(css / KiB).toFixed(1)} KiB CSS (gzip)`,
    );
    expect(js).toBeLessThanOrEqual(100 * KiB);
    expect(css).toBeLessThanOrEqual(20 * KiB);
  });

  it('keeps admin screens and form validation out of the first load', () => {
    const script = firstLoad()
      .filter((f) => f.file.endsWith('.js'))
      .map((f) => f.text)
      .join('\n');
    for (const adminOnly of [
      'Customers Orders',
      'Export CSV',
      'Low stock',
      'Are you sure you want to delete this product?',
    ]) {
      expect(script, adminOnly).not.toContain(adminOnly);
    }
    // zod's own error text: present only if the validation library was bundled in.
    expect(script).not.toContain('Invalid input');
  });
});
