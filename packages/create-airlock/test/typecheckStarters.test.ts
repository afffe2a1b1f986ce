import { execFile } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { renderStarterFiles, writeStarterFiles } from '../src/scaffoldApp.js'

// The release check installs, type-checks and builds both templates with wagmi. These apps are
// the other adapters' code, type-checked against the workspace's builds of the Airlock packages
// (this package's devDependencies; the apps sit under its node_modules so they resolve there).
// Files that import a package the workspace lacks (Vite 8's config, Next.js's layout) are left out.

const cache = join(import.meta.dirname, '..', 'node_modules', '.cache', 'create-airlock-typecheck')
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')
const execFileAsync = promisify(execFile)

async function typecheck(
  name: string,
  parameters: Omit<Parameters<typeof renderStarterFiles>[0], 'packageName' | 'version'>,
  leftOut: string[],
) {
  const app = join(cache, name)
  rmSync(app, { recursive: true, force: true })
  mkdirSync(app, { recursive: true })
  writeStarterFiles(app, renderStarterFiles({ ...parameters, packageName: name, version: '0.0.0' }))
  for (const file of leftOut) rmSync(join(app, file))
  // The app's own settings, without the types of the packages left out.
  writeFileSync(
    join(app, 'tsconfig.check.json'),
    JSON.stringify({
      extends: './tsconfig.json',
      compilerOptions: { types: [], plugins: [], incremental: false },
      include: ['src'],
    }),
  )
  return execFileAsync(process.execPath, [tsc, '-p', 'tsconfig.check.json'], { cwd: app }).then(
    () => '',
    (error: { stdout?: string }) => error.stdout ?? String(error),
  )
}

describe('the generated apps type-check against the Airlock packages', () => {
  it('Vite with ethers, Solana and Bitcoin; Next.js with Solana and the server', async () => {
    const [vite, next] = await Promise.all([
      typecheck(
        'vite-ethers-solana-bitcoin',
        { template: 'vite', adapters: ['ethers', 'solana', 'bitcoin'], server: false },
        ['vite.config.ts'],
      ),
      typecheck('next-solana', { template: 'next', adapters: ['solana'], server: true }, [
        'next.config.ts',
        'src/app/layout.tsx',
      ]),
    ])
    expect({ vite, next }).toEqual({ vite: '', next: '' })
  }, 120_000)
})
