import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { serviceWorker } from './pwa/service-worker-plugin';

export default defineConfig({
  plugins: [react(), tailwindcss(), serviceWorker()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: keep them in their own long-cached chunks.
        codeSplitting: {
          groups: [
            // React alone (the landing page needs it); the router loads with the app.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/ },
            // The PDF export's library loads only when a list is exported.
            { name: 'pdf-lib', test: /node_modules[\\/](pdf-lib|@pdf-lib|pako)[\\/]/ },
            // No catch-all vendor chunk: it would put every page's libraries (Radix, zod, icons) on the landing page.
            // The landing page's initial JavaScript must stay within 100 KB gzipped (scripts/check-bundle-size.mjs).
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:5000', changeOrigin: false },
    },
  },
});
