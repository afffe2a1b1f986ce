import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, transformWithEsbuild } from 'vite'
import packageJson from './package.json' with { type: 'json' }

// The browser build (dist/browser): ES modules a page loads with no bundler, everything bundled
// in (Airlock, React and ReactDOM; @wagmi/core and viem in wagmi.js). Rollup splits it into
// chunks by what loads when: the modal's views stay chunks loaded on demand, and every import
// between the files is a relative URL, so they work from wherever they are served.
//
// `AIRLOCK_BROWSER_FRAMEWORK=preact` builds the same modules with Preact's compat layer in
// React's place, into node_modules/.cache/browser-preact, to measure what it would save (README).
const preact = process.env.AIRLOCK_BROWSER_FRAMEWORK === 'preact'
// `AIRLOCK_BROWSER_PAGE=wagmi` (the build's second pass) builds airlock-wagmi.js, a wagmi page's
// start as one module (browser/wagmiPage.ts), beside the others in dist/browser: an entry of
// its own, sharing no chunk with them.
const wagmiPage = process.env.AIRLOCK_BROWSER_PAGE === 'wagmi'
/** Preact's folder: the aliases are paths, as @airlock/ui's files do not depend on Preact. */
const preactDir = () => dirname(fileURLToPath(import.meta.resolve('preact/package.json')))

export default defineConfig({
  logLevel: 'error',
  plugins: [
    {
      // Library mode leaves ES output unminified; a page loads these files as they are.
      name: 'minify-chunks',
      renderChunk: (code, chunk) =>
        transformWithEsbuild(code, chunk.fileName, { minify: true, target: 'es2022' }),
    },
  ],
  resolve: preact
    ? {
        alias: [
          { find: /^react-dom\/client$/, replacement: join(preactDir(), 'compat/client.mjs') },
          {
            find: /^react\/jsx-runtime$/,
            replacement: join(preactDir(), 'jsx-runtime/dist/jsxRuntime.mjs'),
          },
          { find: /^react(-dom)?$/, replacement: join(preactDir(), 'compat/dist/compat.mjs') },
        ],
      }
    : {},
  define: {
    __AIRLOCK_HTML_VERSION__: JSON.stringify(packageJson.version),
    'process.env.NODE_ENV': '"production"',
  },
  build: {
    outDir: preact ? 'node_modules/.cache/browser-preact' : 'dist/browser',
    // `pnpm build` runs this after tsup, which wrote dist/exports; the wagmi page's pass adds to
    // what the first wrote.
    emptyOutDir: !wagmiPage,
    target: 'es2022',
    sourcemap: false,
    lib: {
      entry: wagmiPage
        ? { 'airlock-wagmi': 'browser/wagmiPage.ts' }
        : {
            // The package's own entries, as they are: the same API from a bundler or a page.
            airlock: 'src/exports/index.ts',
            networks: 'src/exports/networks.ts',
            // The wagmi adapter's own entry, with @wagmi/core and viem bundled in.
            wagmi: fileURLToPath(import.meta.resolve('@airlock/adapter-wagmi')),
          },
      formats: ['es'],
    },
    rollupOptions: {
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: wagmiPage
          ? 'chunks/wagmi-page/[name]-[hash].js'
          : 'chunks/[name]-[hash].js',
      },
    },
  },
})
