import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defineConfig } from 'vite'

// The frame site: a static page (index.html + hashed assets) that the Airlock server serves on
// the frame's own origin. No inline scripts or styles, so it runs under a strict CSP.
export default defineConfig({
  root: fileURLToPath(new URL('./site', import.meta.url)),
  base: './',
  resolve: { conditions: ['@airlock/source', ...defaultClientConditions] },
  build: {
    outDir: fileURLToPath(new URL('./dist/site', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: false,
    assetsInlineLimit: 0,
    sourcemap: true,
  },
})
