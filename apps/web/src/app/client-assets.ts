// The files the browser loads, as the server names them in a page: the small entry script that
// starts the page, the stylesheets, and every script the app and the page's own module need,
// named to the page's loader so that all are fetched at once. From the build's manifest in
// production; straight from the sources under Vite's dev server.

/** Vite's client build manifest: per source module, its file and what it brings. */
export type Manifest = Record<
  string,
  {
    file: string;
    css?: string[];
    imports?: string[];
    dynamicImports?: string[];
    isEntry?: boolean;
  }
>;

export type ClientAssets = {
  /** The module scripts that start the page. */
  bootstrap: string[];
  styles: string[];
  /**
   * Every other script the page runs: what the entry imports, the app (React in its own chunk)
   * and the page's module, each with all it imports. The page's loader names them all, so the
   * browser asks for them at once instead of one wave of imports after another.
   */
  scripts: (pageModule?: string) => string[];
};

const ENTRY = 'src/entry-client.tsx';

export function builtAssets(manifest: Manifest): ClientAssets {
  const chunk = (key: string) => {
    const found = manifest[key];
    if (!found) throw new Error(`The build manifest has no ${key}`);
    return found;
  };
  /**
   * A module's chunk and every chunk it imports statically, each after what it imports (React
   * before the app), the order the browser is asked for them in.
   */
  const reach = (key: string, seen = new Set<string>(), visited = new Set<string>()) => {
    if (seen.has(key) || visited.has(key)) return seen;
    visited.add(key);
    for (const imported of chunk(key).imports ?? []) reach(imported, seen, visited);
    seen.add(key);
    return seen;
  };
  const file = (key: string) => `/${chunk(key).file}`;
  // The entry loads React (the chunk vite.config.ts names "react"), then the app
  // (src/hydrate-page.tsx, in the chunk named "app"), each on its own so that each is evaluated
  // in a task of its own; the pages' chunks are the app's to load.
  const started = chunk(ENTRY).dynamicImports ?? [];
  if (started.length === 0) throw new Error(`The build's ${ENTRY} loads no app`);
  const appChunks = started.reduce((seen, key) => reach(key, seen), reach(ENTRY));
  const styles = [...appChunks].flatMap((key) => chunk(key).css ?? []);
  const pageScripts = new Map<string, string[]>();
  // The entry is named on its own, as the script to run.
  const scriptsOf = (keys: Set<string>) => [...keys].filter((key) => key !== ENTRY).map(file);
  return {
    bootstrap: [file(ENTRY)],
    styles: [...new Set(styles)].map((f) => `/${f}`),
    scripts(pageModule) {
      const key = pageModule ?? ENTRY;
      let scripts = pageScripts.get(key);
      if (!scripts) {
        scripts = scriptsOf(pageModule ? reach(pageModule, new Set(appChunks)) : appChunks);
        pageScripts.set(key, scripts);
      }
      return scripts;
    },
  };
}

export const devAssets: ClientAssets = {
  bootstrap: ['/@vite/client', `/${ENTRY}`],
  styles: ['/src/styles.css'],
  scripts: () => [],
};
