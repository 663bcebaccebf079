// The files the browser loads, as the server names them in a page: the small entry script that
// starts the page, the stylesheets, and the scripts fetched once the page has painted (the app
// and the page's own module, with all they import). From the build's manifest in production;
// straight from the sources under Vite's dev server.

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
  /** Module scripts in the HTML. */
  bootstrap: string[];
  styles: string[];
  /** The app's scripts and those of the page's module, fetched after the first paint. */
  scripts: (pageModule?: string) => string[];
};

const ENTRY = 'src/entry-client.tsx';
const APP = 'src/hydrate-page.tsx';

export function builtAssets(manifest: Manifest): ClientAssets {
  const chunk = (key: string) => {
    const found = manifest[key];
    if (!found) throw new Error(`The build manifest has no ${key}`);
    return found;
  };
  /** A module's chunk and every chunk it imports statically. */
  const reach = (key: string, seen = new Set<string>()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of chunk(key).imports ?? []) reach(imported, seen);
    return seen;
  };
  const file = (key: string) => `/${chunk(key).file}`;
  if (!chunk(ENTRY).dynamicImports?.includes(APP))
    throw new Error(`The build's ${ENTRY} does not load ${APP}`);
  const entryChunks = reach(ENTRY);
  const appChunks = reach(APP);
  const styles = [...entryChunks, ...appChunks].flatMap((key) => chunk(key).css ?? []);
  const pageScripts = new Map<string, string[]>();
  const scriptsOf = (keys: Set<string>) =>
    [...keys].filter((key) => !entryChunks.has(key)).map(file);
  return {
    bootstrap: [file(ENTRY)],
    styles: [...new Set(styles)].map((f) => `/${f}`),
    scripts(pageModule) {
      const key = pageModule ?? APP;
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
