import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { LandingPage } from './features/landing/components/landing-page';

export { pageDocument } from './ssr/document';
export { PUBLIC_PAGES } from './ssr/public-pages';
export { renderRoute } from './ssr/render-route';
export { renderBlogDocument, type BlogPageData } from './ssr/render-blog';
export { renderRecipeDocument, type RecipePageData } from './ssr/render-recipe';

/**
 * Vite's SSR build of this file (dist-ssr/prerender.js) draws the public pages: at build, scripts/prerender.mjs
 * writes the landing page and the pages of PUBLIC_PAGES; at run time the server draws the blog and the library's recipe pages with it
 * (packages/adapters-http/src/static/spa.ts). The client hydrates the same trees (landing-main.tsx, app-main.tsx).
 */
export function renderLanding(): string {
  return renderToString(
    <StrictMode>
      <LandingPage />
    </StrictMode>,
  );
}
