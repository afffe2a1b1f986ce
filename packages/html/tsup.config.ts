import { defineConfig } from 'tsup'
import packageJson from './package.json' with { type: 'json' }

// The package for bundlers: its own code only, core, ui and React are imported.
export default defineConfig({
  entry: { 'exports/index': 'src/exports/index.ts', 'exports/networks': 'src/exports/networks.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'browser',
  // The instance's `version` (AppKit's sdkVersion) reads it.
  define: { __AIRLOCK_HTML_VERSION__: JSON.stringify(packageJson.version) },
})
