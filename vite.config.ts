import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { chunkGroups } from './scripts/vite/chunk-groups'
import { precacheGroups } from './scripts/vite/precache-groups'
import { precachePack } from './scripts/vite/precache-pack'
import { precompress } from './scripts/vite/precompress'
import { DOCUMENTS_DIR, routeDocuments } from './scripts/vite/route-documents'
import { demoSeedFiles } from './seed/emit-demo-seed'

const THEME_COLOR = '#6d28d9'
const groups = precacheGroups()
const pack = precachePack(groups.groupOf)
const chunks = chunkGroups()

export default defineConfig({
  resolve: {
    alias: {
      '@server': fileURLToPath(new URL('./server', import.meta.url)),
      // The server's schemas are shared; their OpenAPI layer is not (src/lib/zod-openapi-client.ts).
      '@hono/zod-openapi': fileURLToPath(new URL('./src/lib/zod-openapi-client.ts', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      // The layout and Home are split too, into one chunk every document but the signed-out
      // pages' preloads with the entry (scripts/vite/route-documents.ts).
    }),
    react(),
    tailwindcss(),
    demoSeedFiles(),
    chunks.plugin,
    groups.plugin,
    pack.plugin,
    routeDocuments(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // The app registers the worker itself (src/lib/pwa/register-sw.ts) to follow the
      // specification's messages and its invalid-worker rule.
      injectRegister: false,
      registerType: 'prompt',
      // The icons are already matched by globPatterns.
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Sound Portal',
        short_name: 'Sound Portal',
        description: 'Promote sounds with short-video creators, and earn from the sounds you use.',
        start_url: '/Home',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: '#ffffff',
        theme_color: THEME_COLOR,
        categories: ['music', 'business'],
        // Share → Sound Portal from TikTok, Instagram or YouTube opens "Submit your video" with
        // the link filled in (many apps put the link in `text`, so every field is read).
        share_target: { action: '/share', method: 'GET', params: { title: 'title', text: 'text', url: 'url' } },
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,json,woff2}'],
        // The signed-out pages' own documents serve first visits only (scripts/vite/route-documents.ts).
        globIgnores: [`${DOCUMENTS_DIR}/**`],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        // Each entry says when the worker caches it: at install, or later on demand, and whether
        // the install's pack holds it (sw/precache.ts).
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.map((e) => ({ ...e, group: groups.groupOf(e.url), ...(pack.isPacked(e.url) ? { packed: true } : {}) })),
            warnings: [],
          }),
        ],
      },
      devOptions: { enabled: false },
    }),
    // Last: compresses the whole build, the worker script included.
    precompress(),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting: { includeDependenciesRecursively: false, groups: chunks.groups } } },
  },
  server: {
    proxy: { '/api': 'http://localhost:8080', '/uploads': 'http://localhost:8080' },
  },
})
