import { describe, expect, it } from 'vitest';
import * as Page from './lazy-pages';

describe('lazy pages', () => {
  it('each names a component its chunk exports under the same name', async () => {
    for (const [name, page] of Object.entries(Page)) {
      const chunk = (await page.load()) as Record<string, unknown>;
      expect(chunk[name], `${name} in ${page.module}`).toBeTypeOf('function');
    }
  });
});
