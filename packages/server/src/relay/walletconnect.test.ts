import { devAccounts } from '@airlock/testing'
import {
  createMemoryKeyValueStorage,
  createWalletConnectTestWallet,
  type WalletConnectTestWallet,
} from '@airlock/testing/walletconnect'
import SignClient from '@walletconnect/sign-client'
import type { SessionTypes } from '@walletconnect/types'
import {
  type Address,
  createPublicClient,
  type Hex,
  http,
  parseEther,
  toHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestStack, type TestStack } from '../test/startTestStack.js'

// WalletConnect's SDK skips its hosted Verify and telemetry services in test runs.
process.env.IS_VITEST = 'true'

let stack: TestStack
let relayUrl: string
let dapp: SignClient
let wallet: WalletConnectTestWallet
let session: SessionTypes.Struct
const address = devAccounts[0].address as Address

beforeAll(async () => {
  stack = await startTestStack()
  relayUrl = `${stack.url.replace('http', 'ws')}/relay`
  dapp = await SignClient.init({
    projectId: 'local-dev',
    relayUrl,
    customStoragePrefix: `dapp-${Date.now()}`,
    storage: createMemoryKeyValueStorage(),
    logger: 'silent',
    telemetryEnabled: false,
    metadata: {
      name: 'Relay test dapp',
      description: 'dapp side',
      url: 'http://127.0.0.1',
      icons: [],
    },
  })
  wallet = await createWalletConnectTestWallet({
    relayUrl,
    chains: [
      { id: 31337, name: 'Airlock Local', rpcUrl: stack.rpcUrls.primary },
      { id: 31338, name: 'Airlock Local 2', rpcUrl: stack.rpcUrls.secondary },
    ],
  })
}, 60_000)

afterAll(async () => {
  await wallet?.close()
  if (dapp) {
    dapp.core.heartbeat.stop()
    await dapp.core.relayer.transportClose().catch(() => {})
  }
  await stack?.stop()
})

describe('SignClient and WalletKit through the relay', () => {
  test('pair and approve', async () => {
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: {
          chains: ['eip155:31337', 'eip155:31338'],
          methods: ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'],
          events: ['chainChanged', 'accountsChanged'],
        },
      },
    })
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    const started = performance.now()
    const [walletSession, dappSession] = await Promise.all([wallet.pair(uri!), approval()])
    session = dappSession
    expect(performance.now() - started).toBeLessThan(3000)
    expect(walletSession?.topic).toBe(session.topic)
    expect(session.namespaces.eip155?.accounts).toEqual([
      `eip155:31337:${address}`,
      `eip155:31338:${address}`,
    ])
  })

  test('personal_sign: the signature verifies', async () => {
    const message = 'Sign in to the relay test'
    const signature = await dapp.request<Hex>({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'personal_sign', params: [toHex(message), address] },
    })
    expect(await verifyMessage({ address, message, signature })).toBe(true)
  })

  test('eth_signTypedData_v4: the signature verifies', async () => {
    const typedData = {
      domain: { name: 'Airlock', version: '1', chainId: 31337 },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'hello' },
    } as const
    const signature = await dapp.request<Hex>({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'eth_signTypedData_v4', params: [address, JSON.stringify(typedData)] },
    })
    expect(await verifyTypedData({ address, signature, ...typedData })).toBe(true)
  })

  test('eth_sendTransaction lands on anvil', async () => {
    const to = devAccounts[3].address as Address
    const client = createPublicClient({ transport: http(stack.rpcUrls.primary) })
    const before = await client.getBalance({ address: to })
    const hash = await dapp.request<Hex>({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: {
        method: 'eth_sendTransaction',
        params: [{ from: address, to, value: toHex(parseEther('1.5')) }],
      },
    })
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: to })).toBe(before + parseEther('1.5'))
  })

  test('the wallet switches chains: chainChanged reaches the dapp', async () => {
    const event = new Promise<unknown>((resolve) =>
      dapp.once('session_event', (payload) => resolve(payload.params)),
    )
    await wallet.switchChain(31338)
    expect(await event).toEqual({
      event: { name: 'chainChanged', data: 31338 },
      chainId: 'eip155:31338',
    })
  })

  test('a rejected request reaches the dapp as a 4001 error', async () => {
    const rejecting = await createWalletConnectTestWallet({ relayUrl, onRequest: 'reject' })
    try {
      const { uri, approval } = await dapp.connect({
        optionalNamespaces: {
          eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: [] },
        },
      })
      const [, other] = await Promise.all([rejecting.pair(uri!), approval()])
      await expect(
        dapp.request({
          topic: other.topic,
          chainId: 'eip155:31337',
          request: { method: 'personal_sign', params: [toHex('no'), address] },
        }),
      ).rejects.toMatchObject({ code: 4001 })
      await rejecting.disconnect()
    } finally {
      await rejecting.close()
    }
  })

  test('a rejected proposal reaches the dapp', async () => {
    const refusing = await createWalletConnectTestWallet({ relayUrl, onProposal: 'reject' })
    try {
      const { uri, approval } = await dapp.connect({
        optionalNamespaces: {
          eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: [] },
        },
      })
      const rejected = expect(approval()).rejects.toThrow(/reject/i)
      await refusing.pair(uri!)
      await rejected
    } finally {
      await refusing.close()
    }
  })

  test('a wallet-side disconnect reaches the dapp', async () => {
    const deleted = new Promise<string>((resolve) =>
      dapp.once('session_delete', ({ topic }) => resolve(topic)),
    )
    await wallet.disconnect(session.topic)
    expect(await deleted).toBe(session.topic)
    expect(dapp.session.keys).not.toContain(session.topic)
  })
})
