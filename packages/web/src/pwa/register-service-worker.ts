/**
 * Registers the service worker (dist/sw.js) so the app opens in a shop with no signal. Production builds only:
 * in development Vite serves changing modules that must never come from a cache.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('The service worker could not be registered; the app works, but not offline.', error);
    });
  });
}
