import { describe, expect, it } from 'vitest'
import { testSurface } from '../test/testSurface.js'
import { formatFinding } from './finding.js'
import { transformAppKitSource } from './transformAppKitSource.js'

const transform = (text: string, file = 'src/app.tsx', binding?: 'react' | 'vue') =>
  transformAppKitSource({ file, text, surface: testSurface, binding })

const reported = (text: string, file?: string) =>
  transform(text, file).findings.map((finding) => formatFinding(finding))

describe('transformAppKitSource: specifiers', () => {
  it('rewrites every form a module is named in, and nothing else', () => {
    const input = `import { createAppKit } from '@reown/appkit/react'
import type { AppKitNetwork } from '@reown/appkit/networks'
import '@reown/appkit-wallet-button'
export { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
export * from '@reown/appkit/react'
const lazy = await import('@reown/appkit/networks')
const tpl = await import(\`@reown/appkit/networks\`)
const cjs = require('@reown/appkit-adapter-wagmi')
import legacy = require('@reown/appkit-siwx')
type Kit = import('@reown/appkit/react').AppKitNetwork
declare module '@reown/appkit/react' {}
vi.mock('@reown/appkit/react')
const resolved = require.resolve('@reown/appkit/react')
import { useQuery } from '@tanstack/react-query'
import { WalletKit } from '@reown/walletkit'
`
    const result = transform(input, 'src/app.ts')
    expect(result.text).toBe(`import { createAppKit } from '@airlock/react'
import type { AppKitNetwork } from '@airlock/react/networks'
import '@airlock/react/elements'
export { WagmiAdapter } from '@airlock/adapter-wagmi'
export * from '@airlock/react'
const lazy = await import('@airlock/react/networks')
const tpl = await import(\`@airlock/react/networks\`)
const cjs = require('@airlock/adapter-wagmi')
import legacy = require('@airlock/siwx')
type Kit = import('@airlock/react').AppKitNetwork
declare module '@airlock/react' {}
vi.mock('@airlock/react')
const resolved = require.resolve('@airlock/react')
import { useQuery } from '@tanstack/react-query'
import { WalletKit } from '@reown/walletkit'
`)
    expect(result.changes).toHaveLength(13)
    expect(result.changes[1]).toEqual({
      line: 2,
      column: 36,
      from: '@reown/appkit/networks',
      to: '@airlock/react/networks',
    })
    expect(result.airlockPackages).toEqual([
      '@airlock/adapter-wagmi',
      '@airlock/react',
      '@airlock/siwx',
    ])
    expect(result.findings).toEqual([])
  })

  it('changes only the text inside the quotes: quotes, spacing, comments and semicolons stay', () => {
    const input = `// The wallet modal.
import {
  createAppKit, // the factory
  useAppKit,
} from "@reown/appkit/react"; /* trailing */
import{mainnet}from'@reown/appkit/networks'

export  const  x = 1
`
    expect(transform(input).text).toBe(`// The wallet modal.
import {
  createAppKit, // the factory
  useAppKit,
} from "@airlock/react"; /* trailing */
import{mainnet}from'@airlock/react/networks'

export  const  x = 1
`)
  })

  it('parses .js, .jsx, .mjs and .cjs files as JavaScript', () => {
    const jsx = `import { useAppKit } from '@reown/appkit/react'
export const App = () => <appkit-button />
`
    expect(transform(jsx, 'src/App.jsx').text).toContain(`from '@airlock/react'`)
    const cjs = `const { createAppKit } = require('@reown/appkit/react')\n`
    expect(transform(cjs, 'config.cjs').text).toBe(
      `const { createAppKit } = require('@airlock/react')\n`,
    )
  })
})

describe('transformAppKitSource: Vue', () => {
  it("rewrites AppKit's Vue entries to @airlock/vue, and in a Vue app the modules React's package would take", () => {
    const input = `import { createAppKit, useAppKitAccount } from '@reown/appkit/vue'
import { useDisconnect } from '@reown/appkit/library/vue'
import type { AppKit } from '@reown/appkit/vue-core'
import { mainnet, base } from '@reown/appkit/networks'
import type { AppKitNetwork } from '@reown/appkit'
`
    const result = transform(input, 'src/main.ts', 'vue')
    expect(result.text).toBe(`import { createAppKit, useAppKitAccount } from '@airlock/vue'
import { useDisconnect } from '@airlock/vue'
import type { AppKit } from '@airlock/vue'
import { mainnet, base } from '@airlock/core/networks'
import type { AppKitNetwork } from '@airlock/vue'
`)
    expect(result.airlockPackages).toEqual(['@airlock/core', '@airlock/vue'])
    // AppKitNetwork is in @airlock/core/networks, not in @airlock/vue.
    expect(result.findings.map(formatFinding)).toEqual([
      'src/main.ts:5:15  `AppKitNetwork` (from `@reown/appkit`): `@airlock/vue` does not export it (import it from `@airlock/core/networks`)',
    ])
    // In a React app, the same modules keep React's package.
    expect(transform(input, 'src/main.ts').text).toContain(
      `import { mainnet, base } from '@airlock/react/networks'`,
    )
  })

  it('reports what @airlock/vue lacks, never pointing a Vue app at @airlock/react', () => {
    const input = `import { CoreHelperUtil, useAppKit } from '@reown/appkit/vue'
import { useAppKitConnection } from '@reown/appkit-adapter-solana/vue'
import { useAppKitSIWX } from '@reown/appkit-siwx/vue'
`
    const result = transform(input, 'src/kit.ts', 'vue')
    expect(result.text).toContain(`import { CoreHelperUtil, useAppKit } from '@airlock/vue'`)
    expect(result.findings.map(formatFinding)).toEqual([
      "src/kit.ts:1:10  `CoreHelperUtil` (from `@reown/appkit/vue`): `@airlock/vue` does not export it (AppKit's controllers and utilities, which apps seldom import: `@airlock/vue` has createAppKit, AppKit, getAppKit, AppKit's composables and their types)",
      "src/kit.ts:2:37  `@reown/appkit-adapter-solana/vue` has no Airlock equivalent (`@airlock/vue` has no composable for Solana's `Connection` yet: make one with `new Connection(rpcUrl)` from @solana/web3.js); left as it is",
      "src/kit.ts:3:31  `@reown/appkit-siwx/vue` has no Airlock equivalent (`@airlock/vue` has no `useAppKitSIWX` yet; createAppKit's `siwx` option (@airlock/siwx) signs in as in React); left as it is",
    ])
  })

  it("checks @airlock/vue's createAppKit options as React's", () => {
    const input = `import { createAppKit } from '@reown/appkit/vue'
createAppKit({ networks, tokens: {} })
`
    expect(reported(input, 'src/kit.ts')).toEqual([
      'src/kit.ts:2:1  `createAppKit` has no `apiUrl`: Airlock reads wallets, balances and history from your Airlock server at `apiUrl` (default http://127.0.0.1:8787), and `projectId` names a project on that server, not on Reown Cloud',
      "src/kit.ts:2:26  `createAppKit` option `tokens`: accepted and ignored (balances and tokens come from your Airlock server's data API)",
    ])
  })
})

describe('transformAppKitSource: what needs a hand', () => {
  it('reports a named import the Airlock module does not export, and keeps it', () => {
    const input = `import { createAppKit, WcConstantsUtil } from '@reown/appkit/react'
import { mainnet, optimismSepolia } from '@reown/appkit/networks'
const { useAppKit, useAppKitPay } = await import('@reown/appkit/react')
`
    const result = transform(input, 'src/config.ts')
    expect(result.text).toContain('import { createAppKit, WcConstantsUtil } from')
    expect(result.findings.map(formatFinding)).toEqual([
      "src/config.ts:1:24  `WcConstantsUtil` (from `@reown/appkit/react`): `@airlock/react` does not export it (AppKit's internals, which apps seldom import; Airlock has no equivalent)",
      "src/config.ts:2:19  `optimismSepolia` (from `@reown/appkit/networks`): `@airlock/react/networks` does not export it (not among Airlock's networks: import it from `viem/chains` (viem chains are accepted) or declare it with `defineChain`)",
      'src/config.ts:3:20  `useAppKitPay` (from `@reown/appkit/react`): `@airlock/react` does not export it',
    ])
  })

  it('leaves a module with no equivalent as it is and reports it, known or not', () => {
    const input = `import { usePay } from '@reown/appkit-pay/react'
import { something } from '@reown/appkit-experimental/smart-session'
`
    const result = transform(input, 'src/pay.ts')
    expect(result.text).toBe(input)
    expect(result.changes).toEqual([])
    expect(result.findings.map(formatFinding)).toEqual([
      'src/pay.ts:1:24  `@reown/appkit-pay/react` has no Airlock equivalent (Pay is not in Airlock yet); left as it is',
      'src/pay.ts:2:27  `@reown/appkit-experimental/smart-session` has no Airlock equivalent (an AppKit module Airlock has no equivalent for); left as it is',
    ])
  })

  it('reports a name that moved and changed shape', () => {
    const result = transform(`import { useAppKitSIWX } from '@reown/appkit-siwx/react'\n`)
    expect(result.text).toBe(`import { useAppKitSIWX } from '@airlock/react'\n`)
    expect(result.findings.map(formatFinding)).toEqual([
      'src/app.tsx:1:10  `useAppKitSIWX` (now from `@airlock/react`) differs: returns the session with `signIn` and `signOut` ({ session, status, isSignedIn, signIn, signOut }), not the SIWX configuration',
    ])
  })

  it('reports createAppKit options Airlock ignores or lacks, nested ones, and a missing apiUrl', () => {
    const input = `import { createAppKit as makeKit } from '@reown/appkit/react'

makeKit({
  adapters: [],
  networks,
  projectId: 'abc',
  tokens: {},
  enableAuthLogger: false,
  features: { analytics: true, pay: true },
})
`
    expect(reported(input, 'src/kit.ts')).toEqual([
      'src/kit.ts:3:1  `createAppKit` has no `apiUrl`: Airlock reads wallets, balances and history from your Airlock server at `apiUrl` (default http://127.0.0.1:8787), and `projectId` names a project on that server, not on Reown Cloud',
      "src/kit.ts:7:3  `createAppKit` option `tokens`: accepted and ignored (balances and tokens come from your Airlock server's data API)",
      'src/kit.ts:8:3  `createAppKit` option `enableAuthLogger`: Airlock does not take it',
      'src/kit.ts:9:32  `createAppKit` option `features.pay`: Airlock does not take it (Pay is not in Airlock yet)',
    ])
  })

  it('follows options declared in the file, and does not ask for apiUrl past a spread', () => {
    const input = `import * as AppKit from '@reown/appkit/react'
const shared = { apiUrl: 'https://airlock.example' }
const options = { ...shared, networks, tokens: {} } satisfies object
AppKit.createAppKit(options)
`
    expect(reported(input, 'src/kit.ts')).toEqual([
      "src/kit.ts:3:40  `createAppKit` option `tokens`: accepted and ignored (balances and tokens come from your Airlock server's data API)",
    ])
  })

  it("checks adapters' options and AppKitProvider's props", () => {
    const input = `import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { AppKitProvider } from '@reown/appkit/react'

const wagmiAdapter = new WagmiAdapter({ networks, projectId, pendingTransactionsFilter: {} })
export const App = () => (
  <>
    <AppKitProvider adapters={[wagmiAdapter]} networks={networks} apiUrl="/" tokens={{}}>
      <main />
    </AppKitProvider>
    <AppKitProvider appKit={modal} />
  </>
)
`
    expect(reported(input)).toEqual([
      'src/app.tsx:4:62  `WagmiAdapter` option `pendingTransactionsFilter`: Airlock does not take it',
      "src/app.tsx:7:78  `AppKitProvider` option `tokens`: accepted and ignored (balances and tokens come from your Airlock server's data API)",
    ])
  })

  it('reports options Airlock requires and AppKit did not, and where a missing name lives', () => {
    const input = `import { EthersAdapter } from '@reown/appkit-adapter-ethers'
import { SolanaAdapter, useAppKitConnection } from '@reown/appkit-adapter-solana/react'

export const adapters = [new EthersAdapter(), new SolanaAdapter()]
`
    expect(reported(input, 'src/adapters.ts')).toEqual([
      'src/adapters.ts:2:10  `SolanaAdapter` (from `@reown/appkit-adapter-solana/react`): `@airlock/adapter-solana/react` does not export it (import it from `@airlock/adapter-solana`)',
      "src/adapters.ts:4:30  `EthersAdapter` needs `networks`: Airlock's requires it",
    ])
  })

  it('checks the options of an app already moved, so a second run lists them again', () => {
    const input = `import { createAppKit } from '@airlock/react'
createAppKit({ networks, apiUrl: '/', tokens: {} })
`
    const result = transform(input, 'src/kit.ts')
    expect(result.changes).toEqual([])
    expect(result.findings.map(formatFinding)).toEqual([
      "src/kit.ts:2:39  `createAppKit` option `tokens`: accepted and ignored (balances and tokens come from your Airlock server's data API)",
    ])
  })

  it('reports AppKit elements Airlock lacks, and the ones that need @airlock/react/elements', () => {
    const input = `export const App = () => (
  <div>
    <appkit-button />
    <w3m-network-button></w3m-network-button>
    <appkit-pay-button />
    <appkit-modal />
  </div>
)
`
    const result = transform(input)
    expect(result.findings.map(formatFinding)).toEqual([
      'src/app.tsx:5:6  `<appkit-pay-button>`: Airlock has no such element',
    ])
    expect(result.elementUses.map(formatFinding)).toEqual([
      "src/app.tsx:6:6  `<appkit-modal>`: registered by `import '@airlock/react/elements'`, which the app does not import yet",
    ])
    expect(result.importsElements).toBe(false)
    expect(transform(`import '@reown/appkit-wallet-button'\n`).importsElements).toBe(true)
  })
})
