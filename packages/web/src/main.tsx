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

async function boot(target: HTMLElement) {
  // The server sent the prerendered landing page (a signed-out visitor at /): hydrate it, no question asked.
  if (target.dataset.prerendered === 'landing') return (await import('./landing-main')).hydrateLanding(target);
  // A public page (about, legal, login, signup, blog ...) drawn at build or by the server: hydrate it in the app.
  if (target.dataset.prerendered === 'app') return (await import('./app-main')).hydrateApp(target);
  if (await signedOutAtRoot()) (await import('./landing-main')).mountLanding(target);
  else (await import('./app-main')).mountApp(target);
}

void boot(root);
registerServiceWorker();
