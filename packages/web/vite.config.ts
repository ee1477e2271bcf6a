import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// The API server runs on :8000 in development; the browser talks to it through this origin,
// so the app only ever uses same-origin relative URLs (as it does when the server serves it).
const apiServer = 'http://127.0.0.1:8000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // `source` makes @cellar/core resolve to its TypeScript, so the web needs no core build.
    conditions: ['source', ...defaultClientConditions],
  },
  server: {
    proxy: {
      '/api': {
        target: apiServer,
        changeOrigin: true,
        // The API docs pages (spec §2) are the app's when a browser asks for a page, as the server serves them.
        bypass: (request) => (request.headers.accept?.includes('text/html') && /^\/api\/docs(\/|$|\?)/.test(request.url ?? '') ? '/index.html' : undefined),
      },
      '/_health': { target: apiServer, changeOrigin: true },
      '/ws': { target: apiServer, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, priority: 2 },
            // Only the XLSX importer unzips, and it is loaded when a workbook is read: fflate stays out of the first load.
            { name: 'unzip', test: /node_modules[\\/]fflate[\\/]/, priority: 3 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
