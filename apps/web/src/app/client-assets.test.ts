import { describe, expect, it } from 'vitest';
import { builtAssets, type Manifest } from './client-assets';

// A build as vite.config.ts splits it: the entry imports Vite's helper and loads React, then the
// app; the app imports React; a page's chunk imports the app, React and a chunk it shares with
// another page.
const manifest: Manifest = {
  'src/entry-client.tsx': {
    file: 'assets/entry-client-1.js',
    isEntry: true,
    imports: ['_runtime-1.js'],
    dynamicImports: ['_react-1.js', '_app-1.js'],
    css: ['assets/entry-client-1.css'],
  },
  '_runtime-1.js': { file: 'assets/runtime-1.js' },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_app-1.js': {
    file: 'assets/app-1.js',
    imports: ['_react-1.js', '_runtime-1.js'],
    dynamicImports: ['src/app/routes/product-details-page.tsx'],
  },
  'src/app/routes/product-details-page.tsx': {
    file: 'assets/product-details-page-1.js',
    imports: ['_app-1.js', '_shared-1.js', '_react-1.js'],
  },
  '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_react-1.js'] },
};

describe('builtAssets', () => {
  const assets = builtAssets(manifest);

  it('names the entry as the page script and its stylesheet', () => {
    expect(assets.bootstrap).toEqual(['/assets/entry-client-1.js']);
    expect(assets.styles).toEqual(['/assets/entry-client-1.css']);
  });

  it("names every other script a page runs, each after what it imports, the page's own last", () => {
    expect(assets.scripts('src/app/routes/product-details-page.tsx')).toEqual([
      '/assets/runtime-1.js',
      '/assets/react-1.js',
      '/assets/app-1.js',
      '/assets/shared-1.js',
      '/assets/product-details-page-1.js',
    ]);
    // A page without a chunk of its own (the home page) runs the app's scripts alone.
    expect(assets.scripts()).toEqual([
      '/assets/runtime-1.js',
      '/assets/react-1.js',
      '/assets/app-1.js',
    ]);
  });

  it('refuses a build whose entry loads no app, or a page the build does not know', () => {
    const entry = manifest['src/entry-client.tsx']!;
    expect(() =>
      builtAssets({ ...manifest, 'src/entry-client.tsx': { ...entry, dynamicImports: [] } }),
    ).toThrow(/loads no app/);
    expect(() => assets.scripts('src/app/routes/no-such-page.tsx')).toThrow(/has no/);
  });
});
