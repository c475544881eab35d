import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from './footer';
import { Navbar } from './navbar';

/** Navigation bar, the page, the footer. */
export function AppLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <Navbar />
      <main id="main" className="flex-1">
        {children ?? <Outlet />}
      </main>
      <Footer />
    </div>
  );
}
