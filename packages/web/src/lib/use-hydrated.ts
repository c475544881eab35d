import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React attaches to a page drawn on the server (and in that drawing), true once it has and in every page
 * drawn in the browser. Controls use it to stay inert until their handlers are attached: a form sent, a value typed
 * or a button pressed before then would be lost, or (a form) sent by the browser itself with its fields in the URL.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
