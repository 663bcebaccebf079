import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** React.lazy for a module's named export (the codebase has no default exports). */
export function lazyNamed<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K] & ComponentType> {
  return lazy(async () => {
    const loaded = await load();
    return { default: loaded[name] as M[K] & ComponentType };
  });
}
