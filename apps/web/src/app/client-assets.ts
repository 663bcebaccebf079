// The files the browser loads, as the server names them in a page: the entry script and what it
// imports, the stylesheets, and a lazily loaded page's own chunks. From the build's manifest in
// production; straight from the sources under Vite's dev server.

/** Vite's client build manifest: per source module, its file and what it brings. */
export type Manifest = Record<
  string,
  { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }
>;

export type ClientAssets = {
  /** Module scripts the page starts with. */
  bootstrap: string[];
  styles: string[];
  /** Scripts to fetch early: the entry's imports, or a page module's chunks beyond them. */
  preloads: (pageModule?: string) => string[];
};

const ENTRY = 'src/entry-client.tsx';

export function builtAssets(manifest: Manifest): ClientAssets {
  const entry = manifest[ENTRY];
  if (!entry) throw new Error(`The build manifest has no ${ENTRY}`);
  const reach = (key: string, seen = new Set<string>()) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no ${key}`);
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of chunk.imports ?? []) reach(imported, seen);
    return seen;
  };
  const file = (key: string) => `/${manifest[key]?.file}`;
  const entryChunks = reach(ENTRY);
  const styles = [...entryChunks].flatMap((key) => manifest[key]?.css ?? []).map((f) => `/${f}`);
  const entryPreloads = [...entryChunks].filter((key) => key !== ENTRY).map(file);
  const pagePreloads = new Map<string, string[]>();
  return {
    bootstrap: [file(ENTRY)],
    styles: [...new Set(styles)],
    preloads(pageModule) {
      if (!pageModule) return entryPreloads;
      let chunks = pagePreloads.get(pageModule);
      if (!chunks) {
        chunks = [...reach(pageModule)].filter((key) => !entryChunks.has(key)).map(file);
        pagePreloads.set(pageModule, chunks);
      }
      return [...entryPreloads, ...chunks];
    },
  };
}

export const devAssets: ClientAssets = {
  bootstrap: ['/@vite/client', `/${ENTRY}`],
  styles: ['/src/styles.css'],
  preloads: () => [],
};
