import { type ComponentType, lazy } from 'react';
import { loadOnce } from './load-once';

export interface LoadedOrLazy<P extends object> {
  /** fetches the component's chunk, once (a failed load is tried again at the next call) */
  load: () => Promise<ComponentType<P>>;
  Component: ComponentType<P>;
}

/**
 * A component in a chunk of its own. Once the chunk has loaded, the component renders at once:
 * through lazy() a loaded chunk still suspends the first render, so its Suspense fallback is drawn
 * and the page laid out once more (a sevak's home: the shell with 'Please wait', then the home;
 * issue 32). Before that, it is lazy(); lazy() renders nothing of its own once the chunk is in, as
 * `loaded` is set before its re-render, so no screen is mounted twice. `Component` stays the same
 * component throughout, so a screen is never mounted afresh by the switch (the router's pages).
 */
export function loadedOrLazy<P extends object>(load: () => Promise<ComponentType<P>>): LoadedOrLazy<P> {
  let loaded: ComponentType<P> | undefined;
  const keep = loadOnce(() => load().then((component) => (loaded = component)));
  const Lazy = lazy(() => keep().then((component) => ({ default: component })));
  function Component(props: P) {
    const Screen = loaded ?? Lazy;
    return <Screen {...props} />;
  }
  return { load: keep, Component };
}
