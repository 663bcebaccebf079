import { describe, expect, it } from 'vitest';
import * as Page from './lazy-pages';

describe('lazy pages', () => {
  // Loading every page's chunk transforms most of the web app: a few seconds on a busy machine.
  it('each names a component its chunk exports under the same name', {
    timeout: 30_000,
  }, async () => {
    for (const [name, page] of Object.entries(Page)) {
      const chunk = (await page.load()) as Record<string, unknown>;
      expect(chunk[name], `${name} in ${page.module}`).toBeTypeOf('function');
    }
  });
});
