import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// In development the API and sockets live on the CommentFlow server; in production it serves this build.
const apiTarget = process.env.COMMENTFLOW_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, ws: true },
      '/widget.js': { target: apiTarget },
      '/widget-app.js': { target: apiTarget },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      output: {
        // Libraries change far less often than our code: separate files stay cached across releases.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id)) return 'react';
          if (id.includes('zod')) return 'zod';
          if (/socket\.io|engine\.io/.test(id)) return 'socket';
          // Only the docs use marked: kept apart so the landing never downloads it.
          if (/[\\/]marked[\\/]/.test(id)) return 'marked';
          return 'vendor';
        },
      },
    },
  },
});
