import { defineConfig } from 'tsup'
import packageJson from './package.json' with { type: 'json' }

export default defineConfig({
  entry: {
    'exports/index': 'src/exports/index.ts',
    'exports/networks': 'src/exports/networks.ts',
    'exports/elements': 'src/exports/elements.ts',
  },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'browser',
  // AppKit's instance `version` reads it.
  define: { __AIRLOCK_REACT_VERSION__: JSON.stringify(packageJson.version) },
})
