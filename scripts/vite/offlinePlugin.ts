import { VitePWA } from 'vite-plugin-pwa';
import type { PluginOption } from 'vite';

/**
 * The lesson offline and installable (issue 56; DESIGN.md, "Offline"): vite-plugin-pwa builds
 * src/offline/serviceWorker.ts into `serviceWorker.js` with the precache list of every file the app may need
 * (scripts, styles, sql.js's wasm, each language's chunk, the learner's frame, the icons) and writes the
 * web app manifest. The page registers the worker itself (src/offline/registerOffline.ts), so nothing
 * is injected into index.html. A SCORM package builds without it: an LMS's origin is not ours to claim.
 * The build prints the precache's count and size (vite-plugin-pwa's own summary).
 */
export function offlinePlugin(): PluginOption {
  return VitePWA({
    disable: Boolean(process.env.CLOAKROOM_PACKAGE),
    strategies: 'injectManifest',
    srcDir: 'src/offline',
    filename: 'serviceWorker.ts',
    injectRegister: false,
    // The glob below finds the icons already; listed twice, workbox refuses the whole list.
    includeManifestIcons: false,
    scope: './',
    base: './',
    injectManifest: {
      // A classic script: Firefox ESR 140 starts no module service worker.
      rollupFormat: 'iife',
      globPatterns: ['**/*.{js,css,html,wasm,svg,png,json,webmanifest}'],
      // The example course page and the SCORM test's package are not the app's; the worker is itself.
      globIgnores: ['example/**', 'lms-e2e/**', 'serviceWorker.js'],
      // sql.js's wasm (~650 KB) and the learner's frame (~550 KB) are the largest files.
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      // Hashed names are their own revision.
      dontCacheBustURLsMatching: /-[\w-]{8,}\.\w+$/,
    },
    manifest: {
      name: 'Cloakroom — idempotency keys, for real',
      short_name: 'Cloakroom',
      description: 'Idempotency keys explained with a real idempotency store on SQLite, running in your browser.',
      start_url: './',
      scope: './',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#1d4ed8',
      icons: [
        { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: 'icons/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
    },
  });
}
