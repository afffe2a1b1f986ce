import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Both apps are built by one production build, the same way: two pages, shared settings. Packages
// resolve to their published builds (no source condition), as a dapp would get them.
export default defineConfig({
  root: resolve(import.meta.dirname),
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: resolve(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    rollupOptions: {
      input: {
        floor: resolve(import.meta.dirname, 'floor/index.html'),
        airlock: resolve(import.meta.dirname, 'airlock/index.html'),
      },
    },
  },
})
