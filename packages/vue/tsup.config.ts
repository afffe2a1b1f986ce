import { defineConfig } from 'tsup'
import packageJson from './package.json' with { type: 'json' }

export default defineConfig({
  entry: { 'exports/index': 'src/exports/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'browser',
  // The instance's `version` (AppKit's sdkVersion) reads it.
  define: { __AIRLOCK_VUE_VERSION__: JSON.stringify(packageJson.version) },
})
