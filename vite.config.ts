/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { CSP_NONCE_PLACEHOLDER } from './server/static.js';
import { compressPlugin } from './scripts/compress.js';

const apiPort = process.env.PORT ?? '4000';

// React Router's package exports name only its development build, whose warnings (and their
// checks) would ship to every visitor (remix-run/react-router#14102): the app's build takes the
// production build that the package holds beside it.
const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command }) => ({
  plugins: [react(), compressPlugin()],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
          ]
        : [],
  },
  // the footer's year in the prerendered pages (src/prerender/), and while the app takes one over
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
  // The built index.html carries a placeholder nonce on its tags and on <meta property="csp-nonce">
  // (read by Vite's preloader and by the Emotion cache, src/app/ColorModeProvider.tsx); the server
  // puts each answer's nonce in its place (server/static.ts), the one its CSP allows.
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  build: {
    outDir: 'dist',
    // Maps are written (scripts/size.ts reads them; a stack trace can be mapped with them) but the
    // code does not name them, and the server answers them outside production only (server/static.ts).
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 700,
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          // user-event typing through MUI forms is slow on a 2-core CI machine
          testTimeout: 20000,
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      {
        extends: true,
        test: {
          // Timed tests (tests/timing): run on their own, `npm run test:timing`, never beside others.
          name: 'timing',
          environment: 'node',
          include: ['tests/timing/**/*.test.ts'],
          // one file at a time: each measures the machine with nothing else on it
          fileParallelism: false,
          testTimeout: 60000,
          hookTimeout: 60000,
        },
      },
    ],
  },
}));
