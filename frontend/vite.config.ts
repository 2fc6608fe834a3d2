import { fileURLToPath, URL } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const backend = 'http://127.0.0.1:8000';
const sourceDir = fileURLToPath(new URL('./src', import.meta.url));
// The features the landing page uses (src/app/routes/landing.tsx, src/app/provider.tsx); the others, and the
// components that only the pages past it compose from them (src/app/components), are the pages'.
const LANDING_FEATURES = ['auth', 'friends', 'landing', 'language', 'profile'];
// Shared pieces that only the pages past the landing page use: a passage to recite or record and its title, the kinds
// of slip, recording a recitation and sending it, what is kept on the device under a sign-in.
const PAGES_ONLY_SHARED = [
  'lib/recite-passage.ts',
  'lib/passage-title.ts',
  'lib/slip-kinds.ts',
  'lib/sign-in-mark.ts',
  'lib/recordings/',
  'components/recorder/',
];
const isPagesOnly = (id: string) =>
  id.startsWith(`${sourceDir}/app/components/`) ||
  PAGES_ONLY_SHARED.some((folder) => id.startsWith(`${sourceDir}/${folder}`)) ||
  (id.startsWith(`${sourceDir}/features/`) &&
    !LANDING_FEATURES.some((feature) => id.startsWith(`${sourceDir}/features/${feature}/`)));

export default defineConfig({
  // Django serves dist/index.html for every non-API path and /assets/* itself.
  base: '/',
  plugins: [react()],
  resolve: {
    alias: { '@': sourceDir },
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
          groups: [
            // The framework changes far less often than the app, so it keeps its long-cached file across deploys.
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 3 },
            // The app's code that more than one page uses, in one file rather than a dozen of 1-2 KB: on HTTP/1.1 a
            // browser opens six connections per origin, so each further small file waits a round trip for a free one.
            { name: 'shared', test: (id) => id.startsWith(`${sourceDir}/`), minShareCount: 2, priority: 1 },
            // What only the pages past the landing page share, in a file of its own that the landing page does not
            // load. Their dependencies stay where they are: in "shared" or a page.
            {
              name: 'pages',
              test: isPagesOnly,
              minShareCount: 2,
              priority: 2,
              includeDependenciesRecursively: false,
            },
          ],
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
