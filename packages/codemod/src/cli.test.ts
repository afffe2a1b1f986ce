import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { testSurface } from '../test/testSurface.js'
import { runCli } from './cli.js'

let app: string

const manifest = `{
  "name": "shop",
  "dependencies": {
    "@reown/appkit": "1.8.24",
    "react": "19.1.0",
    "react-dom": "19.1.0"
  }
}
`
const config = `import { createAppKit } from '@reown/appkit/react'
import { mainnet } from '@reown/appkit/networks'

export const modal = createAppKit({ networks: [mainnet], projectId: 'abc', tokens: {} })
`

beforeEach(() => {
  app = mkdtempSync(join(tmpdir(), 'airlock-codemod-cli-'))
  mkdirSync(join(app, 'src'))
  mkdirSync(join(app, 'node_modules', '@reown', 'appkit'), { recursive: true })
  writeFileSync(join(app, 'package.json'), manifest)
  writeFileSync(join(app, 'pnpm-lock.yaml'), '')
  writeFileSync(join(app, 'src', 'config.ts'), config)
  writeFileSync(join(app, 'src', 'page.svelte'), `<script>\nimport '@reown/appkit/vue'\n`)
  // Installed packages are never touched.
  writeFileSync(join(app, 'node_modules', '@reown', 'appkit', 'index.js'), config)
})
afterEach(() => rmSync(app, { recursive: true, force: true }))

async function run(...argv: string[]) {
  let out = ''
  let error = ''
  const code = await runCli(
    argv,
    { out: (text) => (out += text), error: (text) => (error += text) },
    { surface: testSurface, version: '0.4.2' },
  )
  return { code, out, error }
}

const read = (file: string) => readFileSync(join(app, file), 'utf8')

describe('airlock-codemod appkit', () => {
  it('rewrites the imports and package.json, prints what needs a hand and the install to run', async () => {
    const { code, out, error } = await run('appkit', app)
    expect({ code, error }).toEqual({ code: 0, error: '' })
    expect(read('src/config.ts')).toBe(
      config
        .replace('@reown/appkit/react', '@airlock/react')
        .replace('@reown/appkit/networks', '@airlock/react/networks'),
    )
    expect(JSON.parse(read('package.json')).dependencies).toEqual({
      '@airlock/react': '^0.4.2',
      react: '19.1.0',
      'react-dom': '19.1.0',
    })
    expect(read('node_modules/@reown/appkit/index.js')).toBe(config)
    expect(out).toBe(`Changed 2 files in ${app}:
  package.json: @reown/appkit → @airlock/react@^0.4.2
  src/config.ts: 2 imports moved to Airlock

Needs a hand (3):
  src/config.ts:4:22  \`createAppKit\` has no \`apiUrl\`: Airlock reads wallets, balances and history from your Airlock server at \`apiUrl\` (default http://127.0.0.1:8787), and \`projectId\` names a project on that server, not on Reown Cloud
  src/config.ts:4:76  \`createAppKit\` option \`tokens\`: accepted and ignored (balances and tokens come from your Airlock server's data API)
  src/page.svelte:2:9  names AppKit in a file the codemod does not rewrite (it rewrites script files and Vue components only)

Next: run \`pnpm install\` to fetch the Airlock packages (the codemod installs nothing).
`)
    // A second run finds nothing to move; what needs a hand is still listed.
    const again = await run('appkit', app, '--check')
    expect(again.code).toBe(0)
    expect(again.out).toMatch(/^No AppKit imports or dependencies to move in /)
    expect(again.out).toContain('Needs a hand (3):')
  })

  it('--dry-run prints the changed lines and writes nothing', async () => {
    const { code, out } = await run('appkit', app, '--dry-run')
    expect(code).toBe(0)
    expect(read('src/config.ts')).toBe(config)
    expect(read('package.json')).toBe(manifest)
    expect(out).toContain(`Would change 2 files in ${app}:
  package.json: @reown/appkit → @airlock/react@^0.4.2
    - dependencies: "@reown/appkit": "1.8.24"
    + dependencies: "@airlock/react": "^0.4.2"
  src/config.ts: 2 imports moved to Airlock
    1 - import { createAppKit } from '@reown/appkit/react'
    1 + import { createAppKit } from '@airlock/react'
    2 - import { mainnet } from '@reown/appkit/networks'
    2 + import { mainnet } from '@airlock/react/networks'
`)
    expect(out).toMatch(/Dry run: nothing was written\.\n$/)
  })

  it('--check writes nothing and exits 1 when something would change', async () => {
    const { code } = await run('appkit', app, '--check')
    expect(code).toBe(1)
    expect(read('src/config.ts')).toBe(config)
  })

  it('exits 2 with the usage on arguments it does not take, and on a missing folder', async () => {
    for (const argv of [[], ['rainbowkit'], ['appkit', 'a', 'b'], ['appkit', '--force']]) {
      const { code, out, error } = await run(...argv)
      expect({ argv, code, out }).toEqual({ argv, code: 2, out: '' })
      expect(error).toMatch(
        /^airlock-codemod: Invalid arguments: .+\n\nDetails: Usage: airlock-codemod appkit/,
      )
    }
    expect((await run('rainbowkit')).error).toContain('the only codemod is `appkit`')
    expect((await run()).error).toMatch(
      /^airlock-codemod: Invalid arguments: name the codemod: `appkit`\n/,
    )
    const missing = await run('appkit', join(app, 'nope'))
    expect(missing.code).toBe(2)
    expect(missing.error).toBe(`airlock-codemod: No folder at ${join(app, 'nope')}\n`)
    expect((await run('--help')).out).toMatch(/^Usage: airlock-codemod appkit \[dir\]/)
  })
})

describe('airlock-codemod appkit on a Vue app', () => {
  const main = `import { createAppKit } from '@reown/appkit/vue'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { mainnet } from '@reown/appkit/networks'

createAppKit({ adapters: [new WagmiAdapter({ networks: [mainnet] })], networks: [mainnet], apiUrl: '/' })
`
  const component = `<script setup lang="ts">
import { useAppKitAccount } from '@reown/appkit/vue'
const account = useAppKitAccount()
</script>

<template>
  <appkit-button />
</template>
`

  it('moves its imports, components and package.json to @airlock/vue, with no React package', async () => {
    rmSync(join(app, 'src'), { recursive: true })
    mkdirSync(join(app, 'src'))
    writeFileSync(
      join(app, 'package.json'),
      `{\n  "dependencies": {\n    "@reown/appkit": "1.8.24",\n    "@reown/appkit-adapter-wagmi": "1.8.24",\n    "@wagmi/core": "2.22.1",\n    "vue": "3.5.0"\n  }\n}\n`,
    )
    writeFileSync(join(app, 'src', 'main.ts'), main)
    writeFileSync(join(app, 'src', 'App.vue'), component)
    const { code, out, error } = await run('appkit', app)
    expect({ code, error }).toEqual({ code: 0, error: '' })
    expect(read('src/main.ts')).toBe(
      main
        .replace('@reown/appkit/vue', '@airlock/vue')
        .replace('@reown/appkit-adapter-wagmi', '@airlock/adapter-wagmi')
        .replace('@reown/appkit/networks', '@airlock/core/networks'),
    )
    expect(read('src/App.vue')).toBe(component.replace('@reown/appkit/vue', '@airlock/vue'))
    expect(JSON.parse(read('package.json')).dependencies).toEqual({
      '@airlock/adapter-wagmi': '^0.4.2',
      '@airlock/core': '^0.4.2',
      '@airlock/vue': '^0.4.2',
      '@wagmi/core': '2.22.1',
      vue: '3.5.0',
    })
    expect(out).toContain('src/App.vue: 1 import moved to Airlock')
    expect(out).not.toContain('Needs a hand')
  })
})
