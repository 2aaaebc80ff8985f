import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False in the server's HTML and while it hydrates, true once the page runs here. */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
