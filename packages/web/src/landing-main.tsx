import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LandingPage } from './features/landing/components/landing-page';
import { HydrationGate } from './lib/use-hydrated';

/**
 * A signed-out visitor's first page: the landing page alone (React and the page, no router, query
 * client or schemas), so that / loads within its JavaScript budget. Its links open the full app.
 */
export function mountLanding(root: HTMLElement): void {
  createRoot(root).render(
    <StrictMode>
      <LandingPage />
    </StrictMode>,
  );
}

/**
 * The landing page the server sent already rendered (dist/landing.html): attach to it rather than draw it again, as a
 * transition, so that React yields to the browser between components instead of one long task for the whole page.
 */
export function hydrateLanding(root: HTMLElement): void {
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <HydrationGate>
          <LandingPage />
        </HydrationGate>
      </StrictMode>,
    );
  });
}
