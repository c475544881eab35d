import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { resetDocumentHead } from '../lib/document-head';
import { AppProvider } from './provider';
import { createRouter } from './router';

export function App({ queryClient }: { queryClient?: QueryClient }) {
  const [router] = useState(createRouter);
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
