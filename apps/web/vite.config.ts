import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { chunkTexts } from './build/chunk-texts.ts';
import { lazyModuleNames } from './build/lazy-module-names.ts';

// In development the API and sockets live on the CommentFlow server; in production it serves this build.
const apiTarget = process.env.COMMENTFLOW_API ?? 'http://localhost:3000';
// React Router 7's exports name only its development build (remix-run/react-router#12532), which ships
// dev warnings and more bytes to every page: builds take the production one by its file path.
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  // lazyModuleNames and chunkTexts: a page's HTML names the files of its code and texts (site/prerender/module-preloads.ts).
  plugins: [react(), tailwindcss(), lazyModuleNames(), chunkTexts()],
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, ws: true },
      // docs/product/api.md, limits.md: the retention WebSocket (no page of the app lives under /retention/).
      '/retention/': { target: apiTarget, ws: true },
      '/widget.js': { target: apiTarget },
      '/widget-app.js': { target: apiTarget },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // bench/landing-size.ts reads which files a page needs from .vite/manifest.json.
    manifest: true,
    // Every browser the app supports preloads modules itself: the polyfill only added to every page's entry.
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        // Libraries change far less often than our code: separate files stay cached across releases.
        // Other libraries are left to follow the imports, so the public site never pulls a library
        // only the dashboard uses (one catch-all vendor file would ship all of them to the landing).
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          // Anchored at node_modules: @floating-ui/react-dom (the dashboard's menus) is not React itself.
          if (/node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id)) return 'react';
          if (id.includes('zod')) return 'zod';
          if (/socket\.io|engine\.io/.test(id)) return 'socket';
          // Only the docs use marked: kept apart so the landing never downloads it.
          if (/[\\/]marked[\\/]/.test(id)) return 'marked';
          return undefined;
        },
      },
    },
  },
}));
