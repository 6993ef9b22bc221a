import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs separately; in production the server serves `dist` on the same
// origin, so every call stays relative (`/api/...`).
export default defineConfig({
  plugins: [react()],
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
  },
});
