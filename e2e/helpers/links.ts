import type { Page } from '@playwright/test';

// Network links a browser test or the front-end bench puts a page on, through DevTools'
// network emulation (which also sets what `navigator.connection` tells the page).

export type Link = {
  offline: boolean;
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
};

/**
 * DevTools' slow 4G, for `Network.emulateNetworkConditions`: 562.5 ms of latency, 1,474.56 kbit/s
 * down and 675 kbit/s up (bytes per second here, 1 kbit = 1,000 bits). Lighthouse simulates the
 * same link (its default `mobileSlow4G`) in its own runs.
 */
export const slow4g: Link = {
  offline: false,
  latency: 562.5,
  downloadThroughput: 184_320,
  uploadThroughput: 84_375,
};

/**
 * A fast link, said outright: unthrottled, the browser estimates the round trip from what it
 * sees, and a busy machine's slow answers would make a local link look slow.
 */
export const fastLink: Link = {
  offline: false,
  latency: 20,
  downloadThroughput: 6_250_000,
  uploadThroughput: 6_250_000,
};

/** Puts the page on `link` from its next request on. */
export async function emulateLink(page: Page, link: Link): Promise<void> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.emulateNetworkConditions', link);
}
