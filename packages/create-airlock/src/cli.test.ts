import { execFile } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

// The real command, as npm create runs it: the built bin in a child process, with no terminal.
const bin = join(import.meta.dirname, '..', 'bin', 'create-airlock.js')
const { version } = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8'),
) as { version: string }
let cwd: string

beforeEach(() => {
  cwd = mkdtempSync(join(tmpdir(), 'create-airlock-'))
})
afterEach(() => rmSync(cwd, { recursive: true, force: true }))

function create(...argv: string[]) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      [bin, ...argv],
      { cwd, env: { ...process.env, npm_config_user_agent: 'npm/11.0.0 node/v20.20.2' } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    )
    child.stdin?.end()
  })
}

/** Every file under `folder`, as a sorted list of relative paths. */
function listFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1))
    .sort()
}

const read = (path: string) => readFileSync(join(cwd, path), 'utf8')
const manifest = (app: string) =>
  JSON.parse(read(`${app}/package.json`)) as {
    name: string
    scripts: Record<string, string>
    dependencies: Record<string, string>
    devDependencies: Record<string, string>
  }
const airlock = `^${version}`

describe('create-airlock', () => {
  it('makes the Vite app with the defaults: wagmi, the server, in airlock-app', async () => {
    const { code, stdout, stderr } = await create()
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' })
    expect(listFiles(join(cwd, 'airlock-app'))).toEqual([
      '.gitignore',
      'README.md',
      'index.html',
      'package.json',
      'src/App.tsx',
      'src/Providers.tsx',
      'src/appKit.ts',
      'src/main.tsx',
      'tsconfig.json',
      'vite.config.ts',
    ])
    const { name, scripts, dependencies, devDependencies } = manifest('airlock-app')
    expect(name).toBe('airlock-app')
    expect(scripts).toEqual({
      dev: 'vite',
      build: 'vite build',
      start: 'vite preview',
      typecheck: 'tsc --noEmit',
      server: 'airlock-server',
    })
    expect(dependencies).toEqual({
      '@airlock/adapter-wagmi': airlock,
      '@airlock/react': airlock,
      '@tanstack/react-query': '5.108.0',
      '@wagmi/core': '3.6.5',
      react: '19.3.1',
      'react-dom': '19.3.1',
      viem: '2.57.20',
      wagmi: '3.7.7',
    })
    expect(devDependencies).toEqual({
      '@airlock/server': airlock,
      '@types/react': '19.3.0',
      '@types/react-dom': '19.3.0',
      '@vitejs/plugin-react': '6.3.0',
      typescript: '5.9.3',
      vite: '8.3.8',
    })
    const appKit = read('airlock-app/src/appKit.ts')
    expect(appKit).toContain("const projectId = 'local-dev'")
    expect(appKit).toMatch(
      /networks = \[\n[^\]]*airlockLocal,\n\s+mainnet,\n\s+sepolia,\n\] as const/,
    )
    expect(appKit).toContain('new WagmiAdapter({\n  networks,\n  projectId,\n})')
    expect(read('airlock-app/src/App.tsx')).toContain('useAppKitAccount()')
    expect(read('airlock-app/src/App.tsx')).toContain('<appkit-button />')
    expect(read('airlock-app/README.md')).toContain('npm run server')
    expect(stdout).toBe(
      [
        'Created airlock-app: Vite + React with wagmi and a local Airlock server.',
        '',
        'Next:',
        '  cd airlock-app',
        '  npm install',
        '  npm run server   # the Airlock server; then, in a second terminal:',
        '  npm run dev',
        '',
      ].join('\n'),
    )
  })

  it('makes the Vite + Vue app: @airlock/vue, the wagmi adapter without React, the elements known to Vue', async () => {
    const { code, stdout, stderr } = await create('vue-shop', '--template', 'vue', '--yes')
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' })
    expect(listFiles(join(cwd, 'vue-shop'))).toEqual([
      '.gitignore',
      'README.md',
      'index.html',
      'package.json',
      'src/App.vue',
      'src/appKit.ts',
      'src/main.ts',
      'tsconfig.json',
      'vite.config.ts',
    ])
    const { scripts, dependencies, devDependencies } = manifest('vue-shop')
    expect(scripts).toEqual({
      dev: 'vite',
      build: 'vite build',
      start: 'vite preview',
      typecheck: 'vue-tsc --noEmit',
      server: 'airlock-server',
    })
    expect(dependencies).toEqual({
      '@airlock/adapter-wagmi': airlock,
      '@airlock/core': airlock,
      '@airlock/vue': airlock,
      '@wagmi/core': '3.6.5',
      viem: '2.57.20',
      vue: '3.5.45',
    })
    expect(devDependencies).toEqual({
      '@airlock/server': airlock,
      '@vitejs/plugin-vue': '6.0.11',
      typescript: '5.9.3',
      vite: '8.3.8',
      'vue-tsc': '3.3.14',
    })
    const appKit = read('vue-shop/src/appKit.ts')
    expect(appKit).toContain("import { createAppKit } from '@airlock/vue'")
    expect(appKit).toContain("} from '@airlock/core/networks'")
    expect(appKit).not.toContain('@airlock/react')
    expect(read('vue-shop/src/main.ts')).toContain("import './appKit'")
    const app = read('vue-shop/src/App.vue')
    expect(app).toContain("import { useAppKitAccount } from '@airlock/vue'")
    expect(app).toContain('<appkit-button />')
    expect(app).toContain('<output aria-label="Connected address">')
    expect(read('vue-shop/vite.config.ts')).toContain(
      "isCustomElement: (tag) => tag.startsWith('appkit-')",
    )
    expect(read('vue-shop/README.md')).toContain('Vite, Vue 3 and TypeScript')
    expect(stdout).toContain('Created vue-shop: Vite + Vue with wagmi and a local Airlock server.')
  })

  it('makes the plain HTML page: @airlock/html’s browser build by an import map, no bundler', async () => {
    const { code, stdout, stderr } = await create('plain-shop', '--template', 'html', '--yes')
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' })
    expect(listFiles(join(cwd, 'plain-shop'))).toEqual([
      '.gitignore',
      'README.md',
      'index.html',
      'main.js',
      'package.json',
      'scripts/build.mjs',
      'scripts/serve.mjs',
      'tsconfig.json',
    ])
    const { scripts, dependencies, devDependencies } = manifest('plain-shop')
    expect(scripts).toEqual({
      dev: 'node scripts/build.mjs && node scripts/serve.mjs',
      build: 'node scripts/build.mjs',
      start: 'node scripts/serve.mjs',
      typecheck: 'tsc --noEmit',
      server: 'airlock-server',
    })
    // The page runs the browser build alone; the adapter's packages only type main.js.
    expect(dependencies).toEqual({ '@airlock/html': airlock })
    expect(devDependencies).toEqual({
      '@airlock/adapter-wagmi': airlock,
      '@airlock/server': airlock,
      '@wagmi/core': '3.6.5',
      typescript: '5.9.3',
      viem: '2.57.20',
    })
    const page = read('plain-shop/index.html')
    // One module under all three names: the API, the networks and the wagmi adapter.
    expect(page).toContain('"@airlock/html": "./airlock/airlock-wagmi.js"')
    expect(page).toContain('"@airlock/html/networks": "./airlock/airlock-wagmi.js"')
    expect(page).toContain('"@airlock/html/wagmi": "./airlock/airlock-wagmi.js"')
    expect(page).toContain('<appkit-button></appkit-button>')
    expect(page).toContain('<output aria-label="Connected address">')
    const main = read('plain-shop/main.js')
    expect(main).toContain("import { createAppKit } from '@airlock/html'")
    expect(main).toContain("import { WagmiAdapter } from '@airlock/html/wagmi'")
    expect(main).toContain('airlockLocal,')
    expect(read('plain-shop/README.md')).toContain('no framework and no bundler')
    expect(stdout).toContain(
      'Created plain-shop: a plain HTML page with wagmi and a local Airlock server.',
    )
  })

  it('makes the Next.js app with wagmi in a cookie, read by the layout', async () => {
    const { code, stderr } = await create('shop', '--template', 'next', '--adapters', 'wagmi')
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' })
    expect(listFiles(join(cwd, 'shop'))).toEqual([
      '.gitignore',
      'README.md',
      'next.config.ts',
      'package.json',
      'src/ConnectedAddress.tsx',
      'src/Providers.tsx',
      'src/app/layout.tsx',
      'src/app/page.tsx',
      'src/appKit.ts',
      'tsconfig.json',
    ])
    const { scripts, dependencies, devDependencies } = manifest('shop')
    expect(scripts).toEqual({
      dev: 'next dev',
      build: 'next build',
      start: 'next start',
      typecheck: 'tsc --noEmit',
      server: 'airlock-server',
    })
    expect(dependencies).toMatchObject({ next: '16.4.6', '@airlock/adapter-wagmi': airlock })
    expect(devDependencies).toMatchObject({ '@airlock/server': airlock, '@types/node': '20.19.43' })
    expect(read('shop/src/appKit.ts')).toContain(
      '  ssr: true,\n  storage: createStorage({ storage: cookieStorage }),\n',
    )
    const layout = read('shop/src/app/layout.tsx')
    expect(layout).toContain(".filter((cookie) => cookie.startsWith('wagmi.'))")
    expect(layout).toContain('<Providers cookies={wagmiCookies}>{children}</Providers>')
    expect(read('shop/src/Providers.tsx')).toContain(
      'cookieToInitialState(wagmiAdapter.wagmiConfig, cookies)',
    )
    expect(read('shop/src/ConnectedAddress.tsx')).toContain('useConnection()')
    expect(read('shop/.gitignore')).toContain('.next')
  })

  it('makes a Next.js app without wagmi and without the server', async () => {
    const { code } = await create(
      'shop',
      '--template=next',
      '--adapters=solana,ethers',
      '--no-server',
    )
    expect(code).toBe(0)
    const { scripts, dependencies, devDependencies } = manifest('shop')
    expect(scripts.server).toBeUndefined()
    expect(devDependencies['@airlock/server']).toBeUndefined()
    expect(Object.keys(dependencies)).toEqual([
      '@airlock/adapter-ethers',
      '@airlock/adapter-solana',
      '@airlock/react',
      'ethers',
      'next',
      'react',
      'react-dom',
    ])
    const appKit = read('shop/src/appKit.ts')
    expect(appKit).not.toContain('airlockLocal')
    expect(appKit).not.toContain('cookieStorage')
    expect(appKit).toMatch(
      /networks = \[\n\s+mainnet,\n\s+sepolia,\n\s+solana,\n\s+solanaDevnet,\n\]/,
    )
    expect(appKit).toContain('new EthersAdapter({ networks }),\n    new SolanaAdapter(),\n')
    expect(read('shop/src/app/layout.tsx')).not.toContain('headers')
    expect(read('shop/src/ConnectedAddress.tsx')).toContain('useAppKitAccount()')
    expect(read('shop/README.md')).toContain('npx @airlock/server')
  })

  it('makes a Vite app with the Bitcoin adapter alone', async () => {
    const { code } = await create('btc', '--adapters', 'bitcoin', '--yes')
    expect(code).toBe(0)
    expect(listFiles(join(cwd, 'btc'))).not.toContain('src/Providers.tsx')
    expect(Object.keys(manifest('btc').dependencies)).toEqual([
      '@airlock/adapter-bitcoin',
      '@airlock/react',
      'react',
      'react-dom',
    ])
    const appKit = read('btc/src/appKit.ts')
    expect(appKit).toMatch(/networks = \[\n\s+bitcoin,\n\s+bitcoinRegtest,\n\]/)
    expect(read('btc/src/main.tsx')).toContain("import './appKit'")
  })

  it('fills an empty folder given as ".", named after it', async () => {
    mkdirSync(join(cwd, 'here', '.git'), { recursive: true })
    const { code } = await new Promise<{ code: number }>((resolve) => {
      execFile(process.execPath, [bin, '.', '--yes'], { cwd: join(cwd, 'here') }, (error) =>
        resolve({ code: error ? Number(error.code) : 0 }),
      )
    })
    expect(code).toBe(0)
    expect(manifest('here').name).toBe('here')
  })

  it.each([
    [
      ['--adapters', 'wagmi,cosmos'],
      'unknown adapter "cosmos": choose wagmi, ethers, solana or bitcoin',
    ],
    [['--template', 'svelte'], 'unknown template "svelte": choose vite, next, vue or html'],
    [
      ['--template', 'html', '--adapters', 'wagmi,solana'],
      "the html template loads @airlock/html's browser build, which has the wagmi adapter only",
    ],
    [
      ['--adapters', 'wagmi,ethers'],
      'wagmi and ethers both connect EVM chains: choose one of them',
    ],
    [['--adapters', ','], 'choose at least one adapter: wagmi, ethers, solana, bitcoin'],
    [['--colour'], "Unknown option '--colour'"],
    [['a', 'b'], 'give one folder at most'],
  ])('exits 1 on %j with one line and writes nothing', async (argv, message) => {
    const { code, stdout, stderr } = await create('app', ...argv)
    expect(code).toBe(1)
    expect(stdout).toBe('')
    expect(stderr).toMatch(
      new RegExp(`^create-airlock: [^\\n]*${escapeRegExp(message)}[^\\n]*\\n$`),
    )
    expect(readdirSync(cwd)).toEqual([])
  })

  it('exits 1 on an invalid package name and writes nothing', async () => {
    const { code, stderr } = await create('My App')
    expect(code).toBe(1)
    expect(stderr).toBe(
      'create-airlock: "My App" is not a valid npm package name: no capital letters, no spaces\n',
    )
    expect(readdirSync(cwd)).toEqual([])
  })

  it('exits 1 on a folder that is not empty and leaves it as it was', async () => {
    mkdirSync(join(cwd, 'shop'))
    writeFileSync(join(cwd, 'shop', 'notes.txt'), 'mine')
    const { code, stderr } = await create('shop', '--template', 'next')
    expect(code).toBe(1)
    expect(stderr).toBe(
      'create-airlock: shop is not empty: choose another folder, or empty this one\n',
    )
    expect(listFiles(join(cwd, 'shop'))).toEqual(['notes.txt'])
    expect(existsSync(join(cwd, 'shop', 'package.json'))).toBe(false)
  })

  it('prints its usage with --help', async () => {
    const { code, stdout } = await create('--help')
    expect(code).toBe(0)
    expect(stdout).toContain('Usage: npm create airlock@latest [dir] -- [options]')
    expect(readdirSync(cwd)).toEqual([])
  })
})

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
