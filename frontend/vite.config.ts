import { fileURLToPath, URL } from 'node:url';

import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const backend = 'http://127.0.0.1:8000';

// The Qur'an font's Arabic file is found only once the app has rendered Arabic text, late on a slow connection;
// a preload fetches it alongside the scripts. Text shows in a fallback font until it arrives (font-display: swap).
function preloadQuranFont(): Plugin {
  return {
    name: 'hafiz-preload-quran-font',
    transformIndexHtml(_html, context) {
      const font = Object.keys(context.bundle ?? {}).find((file) => /amiri-quran-arabic-400-normal-.*\.woff2$/.test(file));
      if (!font) return [];
      return [
        {
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${font}`, crossorigin: '' },
          injectTo: 'head',
        },
      ];
    },
  };
}

export default defineConfig({
  // Django serves dist/index.html for every non-API path and /assets/* itself.
  base: '/',
  plugins: [react(), preloadQuranFont()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': backend,
      '/media': backend,
    },
  },
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: which files each page needs, so the server can preload them with the page (backend
    // hafiz/common/frontend_pages.py).
    manifest: true,
    // One stylesheet for every page: a handful of KB (gzip) in exchange for no stylesheet request per page chunk.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The framework changes far less often than the app, so it keeps its long-cached file across deploys.
          groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    clearMocks: true,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
