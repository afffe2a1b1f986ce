// @vitest-environment node
import { connect, createAppKit, createMemoryStorage, defineNetwork } from '@airlock/core'
import { type AirlockServer, createServer } from '@airlock/server'
import { devAccounts } from '@airlock/testing'
import {
  createWalletConnectTestWallet,
  type WalletConnectTestWallet,
} from '@airlock/testing/walletconnect'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { createWagmiMemoryStorage } from './test/createWagmiMemoryStorage.js'
import { WagmiAdapter } from './WagmiAdapter.js'

// WalletConnect's SDK skips its hosted Verify and telemetry services in test runs.
process.env.IS_VITEST = 'true'

const rpcUrls = inject('devnetRpcUrls')
const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const networks = [
  defineNetwork({
    id: 31337,
    chainNamespace: 'eip155',
    name: 'Airlock Local',
    nativeCurrency: ether,
    rpcUrls: { default: { http: [rpcUrls.primary] } },
  }),
  defineNetwork({
    id: 31338,
    chainNamespace: 'eip155',
    name: 'Airlock Local 2',
    nativeCurrency: ether,
    rpcUrls: { default: { http: [rpcUrls.secondary] } },
  }),
] as const

let server: AirlockServer
let relayUrl: string
let wallet: WalletConnectTestWallet

beforeAll(async () => {
  server = await createServer({ port: 0, logLevel: 'silent', dataDir: 'memory', indexer: false })
  relayUrl = `${(await server.listen()).replace('http', 'ws')}/relay`
  wallet = await createWalletConnectTestWallet({
    relayUrl,
    chains: [
      { id: 31337, name: 'Airlock Local', rpcUrl: rpcUrls.primary },
      { id: 31338, name: 'Airlock Local 2', rpcUrl: rpcUrls.secondary },
    ],
  })
})
afterAll(async () => {
  await wallet?.close()
  await server?.close()
})

describe('WagmiAdapter with WalletConnect', () => {
  it('reports the pairing URI, connects through the relay, signs, follows the chain and account the wallet picks, and a wallet-side disconnect', async () => {
    const adapter = new WagmiAdapter({
      networks,
      projectId: 'local-dev',
      storage: createWagmiMemoryStorage(),
      walletConnect: {
        relayUrl,
        metadata: { name: 'Adapter test', description: 'test', url: 'http://127.0.0.1', icons: [] },
      },
    })
    const appKit = createAppKit({
      adapters: [adapter],
      networks: [...networks],
      projectId: 'local-dev',
      storage: createMemoryStorage(),
    })
    let destroyed = false
    try {
      await appKit.ready
      expect(appKit.state.adapterConnectors.eip155).toContainEqual(
        expect.objectContaining({ id: 'walletConnect', type: 'WALLET_CONNECT' }),
      )
      // Nothing of WalletConnect is loaded until it is picked: wagmi lists the connector, but it
      // has no provider yet.
      const listed = adapter.wagmiConfig.connectors.find(({ id }) => id === 'walletConnect')
      expect(listed?.type).toBe('walletConnect')
      expect(await listed?.getProvider()).toBeUndefined()
      expect(adapter.getProvider({ connectorId: 'walletConnect' })).toBeUndefined()

      const connecting = connect(appKit, { connectorId: 'walletConnect' })
      await vi.waitFor(() => expect(appKit.state.connection.uri).toMatch(/^wc:/), {
        timeout: 10_000,
      })
      const expiresIn = (appKit.state.connection.uriExpiresAt ?? 0) - Date.now()
      expect(expiresIn).toBeGreaterThan(230_000)
      expect(expiresIn).toBeLessThanOrEqual(240_000)
      await wallet.pair(appKit.state.connection.uri!)
      const connection = await connecting
      expect(connection.address).toBe(devAccounts[0].address)
      expect(adapter.getProvider({ connectorId: 'walletConnect' })).toBe(
        await listed?.getProvider(),
      )
      expect(appKit.state.chains.eip155?.account).toMatchObject({
        status: 'connected',
        address: devAccounts[0].address,
      })

      /** Signs `message` through the relay as `address` and checks the signature is its. */
      const expectSignedBy = async (address: `0x${string}`, message: string) => {
        const signature = await adapter.capabilities['eip155:signMessage']({ message, address })
        expect(
          await verifyMessage({ address, message, signature: signature as `0x${string}` }),
        ).toBe(true)
      }
      await expectSignedBy(devAccounts[0].address, 'hello from the adapter')

      await wallet.switchChain(31338)
      await vi.waitFor(() => expect(appKit.state.chains.eip155?.networkId).toBe('eip155:31338'))

      // The user picks another account in the wallet: a namespace update, then accountsChanged.
      await wallet.switchAccount(devAccounts[1].privateKey as `0x${string}`)
      await vi.waitFor(() =>
        expect(appKit.state.chains.eip155?.account).toMatchObject({
          status: 'connected',
          address: devAccounts[1].address,
          caipAddress: `eip155:31338:${devAccounts[1].address}`,
        }),
      )
      await expectSignedBy(devAccounts[1].address, 'from the second account')

      await wallet.disconnect()
      await vi.waitFor(
        () => expect(appKit.state.chains.eip155?.account.status).toBe('disconnected'),
        { timeout: 10_000 },
      )

      // The dapp's relay socket lives until the instance is destroyed, then closes; the test
      // wallet's stays.
      const sockets = server.relay!.connections
      expect(sockets).toBe(2)
      appKit.destroy()
      destroyed = true
      await vi.waitFor(() => expect(server.relay!.connections).toBe(sockets - 1), {
        timeout: 10_000,
      })
    } finally {
      adapter.teardown()
      if (!destroyed) appKit.destroy()
    }
  })
})
