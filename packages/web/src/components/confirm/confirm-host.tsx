import { Suspense, lazy, useEffect, useState } from 'react';

/**
 * Where the confirm dialogs (confirm.tsx) are drawn: Mantine's ModalsProvider, loaded the first
 * time a screen asks a question. Only staff screens ask, and the provider brings Modal,
 * ScrollArea and floating-ui: in the staff shell from the start, they were a third of a sevak's
 * chunk and rendered with every screen of a cheap phone (docs/decisions/104-public-form-in-plain-elements.md).
 * Mantine's `modals` calls reach the provider by window events, so it needs no children.
 */
const ModalsHost = lazy(() => import('./modals-host'));

let wanted = false;
let want: (() => void) | undefined;
let mounted: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  mounted = resolve;
});

/** Resolves once the provider listens: loads it on the first call. */
export function confirmHostReady(): Promise<void> {
  wanted = true;
  want?.();
  return ready;
}

/** Mounted once, in the staff shell (and the unit tests' screens): draws nothing until a question comes. */
export function ConfirmHost() {
  const [needed, setNeeded] = useState(wanted);
  useEffect(() => {
    want = () => setNeeded(true);
    if (wanted) setNeeded(true);
    return () => {
      want = undefined;
    };
  }, []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ModalsHost onListening={mounted} />
    </Suspense>
  );
}
