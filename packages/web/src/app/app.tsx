import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { AppProvider } from './provider';
import { createRouter } from './router';

export function App({ queryClient }: { queryClient?: QueryClient }) {
  const [router] = useState(createRouter);
  return (
    <AppProvider {...(queryClient ? { client: queryClient } : {})}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
