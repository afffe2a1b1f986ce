// @vitest-environment node
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { defineNetwork } from '@airlock/core'
import { type AirlockServer, createServer } from '@airlock/server'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import packageJson from '../../package.json' with { type: 'json' }
import { createWagmiMemoryStorage } from '../test/createWagmiMemoryStorage.js'
import { WagmiAdapter } from '../WagmiAdapter.js'
import { setWalletConnectVerifyUrl } from './walletConnectInternals.js'

// Pins the one write into WalletConnect's SDK. If this fails after an upgrade of
// @walletconnect/ethereum-provider, pages with a local relay wait 5 s on the hosted Verify
// service before each connection and request: fix walletConnectInternals.ts first.

// WalletConnect's SDK skips its hosted Verify and telemetry services in test runs.
process.env.IS_VITEST = 'true'

const rpcUrls = inject('devnetRpcUrls')
const network = defineNetwork({
  id: 31337,
  chainNamespace: 'eip155',
  name: 'Airlock Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrls.primary] } },
})

type VerifyShape = { verifyUrlV3: unknown; register: unknown }

let server: AirlockServer
let relayUrl: string
beforeAll(async () => {
  server = await createServer({ port: 0, logLevel: 'silent', dataDir: 'memory', indexer: false })
  relayUrl = `${(await server.listen()).replace('http', 'ws')}/relay`
})
afterAll(async () => {
  await server?.close()
})

describe('WalletConnect internals the adapter relies on', () => {
  it('runs against the pinned @walletconnect/ethereum-provider', () => {
    const require = createRequire(import.meta.url)
    let directory = dirname(require.resolve('@walletconnect/ethereum-provider'))
    while (!directory.endsWith('ethereum-provider')) directory = dirname(directory)
    const installed = JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8')) as {
      version: string
    }
    expect(installed.version).toBe(packageJson.dependencies['@walletconnect/ethereum-provider'])
  })

  it("points a real provider's Verify iframe at another URL, a field the SDK reads on register", async () => {
    const adapter = new WagmiAdapter({
      networks: [network],
      projectId: 'local-dev',
      storage: createWagmiMemoryStorage(),
      // Leaves WalletConnect's own Verify URL in place, to check it is where it is expected.
      walletConnect: { relayUrl, verifyUrl: false },
    })
    const connector = adapter.wagmiConfig.connectors.find(({ id }) => id === 'walletConnect')
    // Loads WalletConnect's SDK: no session yet.
    expect(await connector?.isAuthorized()).toBe(false)
    const provider = await connector?.getProvider()
    const verify = (provider as { signer: { client: { core: { verify: VerifyShape } } } }).signer
      .client.core.verify
    expect(verify.verifyUrlV3).toMatch(/^https:\/\/verify\.walletconnect\.(org|com)/)
    // The iframe URL is built from the field when a proposal or request is registered.
    expect(String(verify.register)).toContain('this.verifyUrlV3')

    const local = `${relayUrl.replace('ws', 'http').replace(/\/relay$/, '')}/verify`
    expect(setWalletConnectVerifyUrl(provider, local)).toBe(true)
    expect(verify.verifyUrlV3).toBe(local)
    expect(setWalletConnectVerifyUrl({}, 'http://127.0.0.1/verify')).toBe(false)
  })
})
