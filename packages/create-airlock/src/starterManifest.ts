import type { AdapterName, CreateOptions, TemplateName } from './createOptions.js'
import { type StarterDependency, starterVersions } from './starterVersions.js'

/** The generated app's package.json. */
export type StarterManifest = {
  name: string
  version: string
  private: true
  type: 'module'
  scripts: Record<string, string>
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}

type Part = {
  /** Airlock packages, at the create-airlock release's range. */
  airlock?: string[]
  dependencies?: StarterDependency[]
  devDependencies?: StarterDependency[]
  scripts?: Record<string, string>
}

const templateParts: Record<TemplateName, Part> = {
  vite: {
    dependencies: ['react', 'react-dom'],
    devDependencies: [
      '@types/react',
      '@types/react-dom',
      '@vitejs/plugin-react',
      'typescript',
      'vite',
    ],
    scripts: {
      dev: 'vite',
      build: 'vite build',
      start: 'vite preview',
      typecheck: 'tsc --noEmit',
    },
  },
  vue: {
    dependencies: ['vue'],
    devDependencies: ['@vitejs/plugin-vue', 'typescript', 'vite', 'vue-tsc'],
    scripts: {
      dev: 'vite',
      build: 'vite build',
      start: 'vite preview',
      typecheck: 'vue-tsc --noEmit',
    },
  },
  html: {
    devDependencies: ['typescript'],
    scripts: {
      dev: 'node scripts/build.mjs && node scripts/serve.mjs',
      build: 'node scripts/build.mjs',
      start: 'node scripts/serve.mjs',
      typecheck: 'tsc --noEmit',
    },
  },
  next: {
    dependencies: ['next', 'react', 'react-dom'],
    devDependencies: ['@types/node', '@types/react', '@types/react-dom', 'typescript'],
    scripts: {
      dev: 'next dev',
      build: 'next build',
      start: 'next start',
      typecheck: 'tsc --noEmit',
    },
  },
}

const adapterParts: Record<AdapterName, Part> = {
  wagmi: { airlock: ['@airlock/adapter-wagmi'], dependencies: ['@wagmi/core', 'viem'] },
  ethers: { airlock: ['@airlock/adapter-ethers'], dependencies: ['ethers'] },
  solana: { airlock: ['@airlock/adapter-solana'] },
  bitcoin: { airlock: ['@airlock/adapter-bitcoin'] },
}

const serverPart: Part = { scripts: { server: 'airlock-server' } }
/** In a React app, wagmi's React hooks come with the wagmi adapter, and they need TanStack Query. */
const wagmiReactPart: Part = { dependencies: ['@tanstack/react-query', 'wagmi'] }

/** The Airlock packages every app of a template imports: its binding (and core's networks). */
const bindingPackages: Record<TemplateName, string[]> = {
  vite: ['@airlock/react'],
  next: ['@airlock/react'],
  vue: ['@airlock/vue', '@airlock/core'],
  html: ['@airlock/html'],
}

/**
 * The package.json of an app made with `options`: the template's scripts and packages, each
 * adapter's, and with `server` the `@airlock/server` dev dependency and its `server` script.
 * Third-party packages are pinned; Airlock's take `^version`, create-airlock's own release.
 *
 * @example createStarterManifest({ packageName: 'my-app', version: '0.1.0', template: 'vite', adapters: ['wagmi'], server: true })
 */
export function createStarterManifest(
  parameters: Pick<CreateOptions, 'template' | 'adapters' | 'server'> & {
    packageName: string
    /** create-airlock's own version. */
    version: string
  },
): StarterManifest {
  const { template, adapters, server, packageName, version } = parameters
  const parts = [
    templateParts[template],
    ...adapters.map((adapter) => adapterParts[adapter]),
    ...(adapters.includes('wagmi') && (template === 'vite' || template === 'next')
      ? [wagmiReactPart]
      : []),
    ...(server ? [serverPart] : []),
  ]
  const airlock = `^${version}`
  const dependencies: Record<string, string> = Object.fromEntries(
    bindingPackages[template].map((name) => [name, airlock]),
  )
  const devDependencies: Record<string, string> = server ? { '@airlock/server': airlock } : {}
  const scripts: Record<string, string> = {}
  // The plain page runs @airlock/html's browser build, the adapter bundled in: the adapter's
  // packages give main.js its types only.
  const adapterTarget = template === 'html' ? devDependencies : dependencies
  for (const part of parts) {
    const runtime =
      part === templateParts[template] || part === serverPart ? dependencies : adapterTarget
    for (const name of part.airlock ?? []) runtime[name] = airlock
    for (const name of part.dependencies ?? []) runtime[name] = starterVersions[name]
    for (const name of part.devDependencies ?? []) devDependencies[name] = starterVersions[name]
    Object.assign(scripts, part.scripts)
  }
  return {
    name: packageName,
    version: '0.1.0',
    private: true,
    type: 'module',
    scripts,
    dependencies: sortByName(dependencies),
    devDependencies: sortByName(devDependencies),
  }
}

const sortByName = (record: Record<string, string>) =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
