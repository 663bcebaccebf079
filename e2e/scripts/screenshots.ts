// Screenshots of storefront pages at phone and desktop width, for people to look at:
//   npx tsx e2e/scripts/screenshots.ts [baseUrl=http://localhost:3000] [outDir=screenshots] [paths...]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../helpers/chromium.ts';

const [baseUrl = 'http://localhost:3000', outDir = 'screenshots', ...paths] = process.argv.slice(2);
const pages = paths.length ? paths : ['/', '/shop', '/cart', '/no-such-page'];
const viewports = { phone: { width: 412, height: 915 }, desktop: { width: 1280, height: 800 } };

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumFlags,
});
for (const [name, viewport] of Object.entries(viewports)) {
  const context = await browser.newContext({ viewport, baseURL: baseUrl });
  const page = await context.newPage();
  for (const pathname of pages) {
    await page.goto(pathname, { waitUntil: 'networkidle' });
    const file = path.join(outDir, `${name}${pathname.replaceAll('/', '_') || '_home'}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}
await browser.close();
