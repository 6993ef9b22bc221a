import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-plugin-precompress.ts';

// In development the API runs separately; in production the server serves `dist` on the same
// origin, so every call stays relative (`/api/...`).
export default defineConfig(({ command, mode }) => {
  // A production build is a production build whatever NODE_ENV the shell has: Vite keeps a
  // NODE_ENV it finds set, so `NODE_ENV=development npm start` bundled React's development build
  // (half again as large, and slow). Only another `--mode` than production leaves it alone.
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
  return {
    plugins: [react(), precompress()],
    server: {
      port: 5173,
      proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
    },
    preview: {
      proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: false,
      // `.vite/manifest.json`: which files each page loads, for the sign-in page's JavaScript
      // budget (test/sign-in-budget.test.ts). The server does not serve dot folders.
      manifest: true,
      rolldownOptions: {
        output: {
          // Screens stay split by route (router.tsx). What every page starts with is kept in a few
          // files rather than spread over a dozen chunks shared with later routes: React and its
          // router; the component library's part the first page needs; the other libraries the
          // first page needs. Fewer requests, better compression, and files that outlive a
          // change to the app's own code in the browser's cache. Libraries only later screens use
          // (charts, date pickers, the rest of the component library) stay with those screens.
          codeSplitting: {
            groups: [
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              },
              {
                name: 'mui',
                test: /node_modules[\\/](@mui|@emotion|stylis)[\\/]/,
                tags: ['$initial'],
              },
              {
                name: 'vendor',
                // With them, the zod setting that must run before any schema is built (main.tsx).
                // zod itself is not on the first download: the first page builds no schema.
                test: /node_modules[\\/]|[\\/]src[\\/]lib[\\/]zod-jitless\.ts$/,
                tags: ['$initial'],
              },
            ],
          },
        },
      },
    },
  };
});
