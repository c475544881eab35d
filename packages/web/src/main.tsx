import './index.css';
import { registerServiceWorker } from './pwa/register-service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/** Only / has two faces: a signed-out visitor gets the landing page's small bundle, everyone else the app. */
async function signedOutAtRoot(): Promise<boolean> {
  if (window.location.pathname !== '/') return false;
  try {
    const res = await fetch('/api/user', { credentials: 'include', headers: { Accept: 'application/json' } });
    // Read the body so the request completes (an unread body keeps the connection busy).
    await res.text().catch(() => '');
    return res.status === 401;
  } catch {
    // Offline or unreachable: the app knows how to show what it has cached.
    return false;
  }
}

/** Gives the main thread back to the browser (input, paint) before the next piece of start-up work. */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs each module's evaluation as a task of its own, with the browser free in between. A dynamic import evaluates
 * its whole graph in one task: the app's (React DOM, the router, the query client, the contract's schemas) would
 * hold the main thread of a phone for several hundred milliseconds while the page drawn at build is already on screen.
 */
async function inSteps(steps: ReadonlyArray<() => Promise<unknown>>): Promise<void> {
  for (const step of steps) {
    await step();
    await yieldToMain();
  }
}

/** Tailwind-merge builds its class table on its first call: do that in a task of its own, not in the hydration's. */
const warmClassNames = () => import('./lib/cn').then(({ cn }) => cn('px-2', 'px-3'));

async function boot(target: HTMLElement) {
  // The server sent the prerendered landing page (a signed-out visitor at /): hydrate it, no question asked.
  if (target.dataset.prerendered === 'landing') {
    await inSteps([() => import('react-dom/client'), warmClassNames]);
    return (await import('./landing-main')).hydrateLanding(target);
  }
  // A public page (about, legal, login, signup, blog ...) drawn at build or by the server: hydrate it in the app.
  if (target.dataset.prerendered === 'app') {
    await inSteps([
      () => import('react-dom/client'),
      warmClassNames,
      // Each library by the module of the app that imports it: importing a package itself would bring all of it, not
      // the part the app uses. The query client; the user query (with the accounts contract's schemas); the routes
      // (the router, the layout, the navigation bar and its menu).
      () => import('./lib/query-client'),
      () => import('./lib/auth/get-user'),
      () => import('./app/router'),
    ]);
    return (await import('./app-main')).hydrateApp(target);
  }
  if (await signedOutAtRoot()) (await import('./landing-main')).mountLanding(target);
  else (await import('./app-main')).mountApp(target);
}

void boot(root);
registerServiceWorker();
