import { createContext, createElement, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * Whether React has attached to the page yet. Outside a page being hydrated it is known at once: false in a drawing
 * on the server (no window), true in a page drawn in the browser. A page being hydrated gets its value from
 * HydrationGate, which starts false and turns true after the first commit.
 */
const HydratedContext = createContext<boolean>(typeof window !== 'undefined');

/** True inside a page that was drawn on the server and hydrated (HydrationGate), before and after it turned live. */
const HydratedPageContext = createContext<boolean>(false);

/**
 * The root of a page drawn on the server, while React attaches to it: controls stay inert (useHydrated) until the
 * hydration has committed, then turn live together in one transition. A transition, so that React re-renders them in
 * slices and yields to the browser between them, rather than in one synchronous pass over every button and field of
 * the page (as a store whose snapshot changes after hydration would force). A Suspense boundary still waiting to
 * hydrate when the value turns is hydrated first with the value it was drawn with, or drawn again, by React itself.
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return createElement(HydratedPageContext, { value: true }, createElement(HydratedContext, { value: hydrated }, children));
}

/** Whether this is a page drawn on the server and hydrated (see HydrationGate). */
export const useInHydratedPage = (): boolean => useContext(HydratedPageContext);

/**
 * False while React attaches to a page drawn on the server (and in that drawing), true once it has and in every page
 * drawn in the browser. Controls use it to stay inert until their handlers are attached: a form sent, a value typed
 * or a button pressed before then would be lost, or (a form) sent by the browser itself with its fields in the URL.
 */
export const useHydrated = (): boolean => useContext(HydratedContext);
