import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children only in the browser, after its own first render: the server and the hydrating render show
 * nothing in its place, so hydration always matches. For client-only parts loaded after the first paint (tracking, a
 * player's services, the header's rewards box). Mounted later (a player's parts after a login), it shows its children
 * one transition after mounting.
 *
 * The flag lives here, not in the frame around the page: a `hydrated` state in the root component re-rendered the
 * whole page once more, synchronously, in the same long task as hydration's effects (about 50 ms of script per home
 * load on this machine, four times that on a phone). Set in a transition, the children's mount is also time-sliced and
 * committed in tasks of their own.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated ? children : null;
}
