import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { LandingPage } from './features/landing/components/landing-page';

/**
 * Rendered at build (scripts/prerender.mjs, from Vite's SSR build of this file): the landing page's HTML, so a
 * signed-out visitor sees it before any JavaScript runs; landing-main.tsx then hydrates the same tree.
 */
export function renderLanding(): string {
  return renderToString(
    <StrictMode>
      <LandingPage />
    </StrictMode>,
  );
}
