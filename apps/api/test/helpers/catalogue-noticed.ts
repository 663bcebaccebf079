import { expect, vi } from 'vitest';
import { catalogueVersions } from '../../src/modules/products/index.ts';
import type { TestApp } from './test-app.ts';

/**
 * Waits until the app has taken in every edit of the catalogue committed so far. A test that
 * writes to the database directly writes as another process would: on PostgreSQL the app learns
 * of it from the notice its commit sends, which arrives a moment later.
 */
export async function catalogueNoticed(t: TestApp): Promise<void> {
  const { catalogue } = await catalogueVersions(t.db);
  await untilNoticed(async () =>
    expect((await t.app.catalogueVersions()).catalogue).toBe(catalogue),
  );
}

/** Tries `check` until it passes: a notice arrives within moments, so five seconds is a failure. */
export function untilNoticed<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: 5000, interval: 10 });
}
