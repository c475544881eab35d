import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { resetDocumentHead } from '../lib/document-head';
import { AppProvider } from './provider';
import { createRouter } from './router';

/** `router`: one made already (a page being hydrated makes it in a task of its own, before React starts). */
export function App({ queryClient, router: given }: { queryClient?: QueryClient; router?: ReturnType<typeof createRouter> }) {
  const [router] = useState(() => given ?? createRouter());
  // A new page starts from index.html's head (before it renders and sets its own, if it has one).
  useEffect(() => {
    let path = router.state.location.pathname;
    return router.subscribe((state) => {
      if (state.location.pathname === path) return;
      path = state.location.pathname;
      resetDocumentHead();
    });
  }, [router]);
  return (
    <AppProvider {...(queryClient ? { client: queryClient } : {})}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
