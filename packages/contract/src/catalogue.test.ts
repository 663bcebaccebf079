import { describe, expect, it } from 'vitest';
import { imageVariant, shortName, thumbnailSrcSet } from './catalogue.ts';

describe('shortName', () => {
  it('keeps names up to 40 characters and cuts longer ones to 50 plus an ellipsis', () => {
    const forty = 'a'.repeat(40);
    expect(shortName(forty)).toBe(forty);
    expect(shortName('b'.repeat(60))).toBe(`${'b'.repeat(50)}...`);
  });
});

describe('imageVariant', () => {
  it('names the small copy and the thumbnail of an uploaded image', () => {
    expect(imageVariant('/uploads/abc.webp', 160)).toBe('/uploads/abc-w160.webp');
    expect(imageVariant('/uploads/abc.webp', 400)).toBe('/uploads/abc-w400.webp');
    expect(imageVariant('/uploads/abc.webp', 800)).toBe('/uploads/abc.webp');
  });

  it('offers a thumbnail at 160 and 400 px', () => {
    expect(thumbnailSrcSet('/uploads/abc.webp')).toBe(
      '/uploads/abc-w160.webp 160w, /uploads/abc-w400.webp 400w',
    );
  });
});
