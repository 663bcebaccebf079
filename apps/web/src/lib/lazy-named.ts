import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type LazyNamed<C> = LazyExoticComponent<C & ComponentType> & {
  /** Starts loading the module (or returns the load under way). */
  load: () => Promise<unknown>;
};

/** React.lazy for a module's named export (the codebase has no default exports). */
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyNamed<M[K]> {
  const component = lazy(async () => {
    const loaded = await load();
    return { default: loaded[name] as M[K] & ComponentType };
  }) as LazyNamed<M[K]>;
  component.load = load;
  return component;
}
