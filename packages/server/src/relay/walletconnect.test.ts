import { devAccounts } from '@airlock/testing'
import {
  type CreateWalletConnectTestWalletParameters,
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
import { afterAll, test as baseTest, beforeAll, describe, expect } from 'vitest'
import { startTestStack, type TestStack } from '../test/startTestStack.js'

// WalletConnect's SDK skips its hosted Verify and telemetry services in test runs.
process.env.IS_VITEST = 'true'

// The chain and relay are shared; every client and session is each test's own.
let stack: TestStack
let relayUrl: string
const address = devAccounts[0].address as Address

beforeAll(async () => {
  stack = await startTestStack()
  relayUrl = `${stack.url.replace('http', 'ws')}/relay`
}, 60_000)

afterAll(async () => {
  await stack?.stop()
})

const eip155 = {
  chains: ['eip155:31337', 'eip155:31338'],
  methods: ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'],
  events: ['chainChanged', 'accountsChanged'],
}

let dapps = 0
async function createDapp(): Promise<SignClient> {
  return SignClient.init({
    projectId: 'local-dev',
    relayUrl,
    customStoragePrefix: `dapp-${process.pid}-${++dapps}`,
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
}

async function closeDapp(dapp: SignClient): Promise<void> {
  dapp.core.heartbeat.stop()
  await dapp.core.relayer.transportClose().catch(() => {})
}

function createWallet(
  options: Partial<CreateWalletConnectTestWalletParameters> = {},
): Promise<WalletConnectTestWallet> {
  return createWalletConnectTestWallet({
    relayUrl,
    chains: [
      { id: 31337, name: 'Airlock Local', rpcUrl: stack.rpcUrls.primary },
      { id: 31338, name: 'Airlock Local 2', rpcUrl: stack.rpcUrls.secondary },
    ],
    ...options,
  })
}

/** Proposes a session from `dapp` and pairs `wallet` with it; resolves once both sides hold it. */
async function pair(dapp: SignClient, wallet: WalletConnectTestWallet) {
  const { uri, approval } = await dapp.connect({ optionalNamespaces: { eip155 } })
  const [walletSession, session] = await Promise.all([wallet.pair(uri!), approval()])
  return { uri: uri!, walletSession, session }
}

/** Each test gets its own dapp, wallet and session, whichever of them it asks for. */
const test = baseTest.extend<{
  dapp: SignClient
  wallet: WalletConnectTestWallet
  session: SessionTypes.Struct
}>({
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads fixture dependencies from the pattern
  dapp: async ({}, use) => {
    const dapp = await createDapp()
    await use(dapp)
    await closeDapp(dapp)
  },
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads fixture dependencies from the pattern
  wallet: async ({}, use) => {
    const wallet = await createWallet()
    await use(wallet)
    await wallet.close()
  },
  session: async ({ dapp, wallet }, use) => {
    await use((await pair(dapp, wallet)).session)
  },
})

describe('SignClient and WalletKit through the relay', () => {
  test('pair and approve', async ({ dapp, wallet }) => {
    const started = performance.now()
    const { uri, walletSession, session } = await pair(dapp, wallet)
    expect(performance.now() - started).toBeLessThan(3000)
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(walletSession?.topic).toBe(session.topic)
    expect(session.namespaces.eip155?.accounts).toEqual([
      `eip155:31337:${address}`,
      `eip155:31338:${address}`,
    ])
  })

  test('personal_sign: the signature verifies', async ({ dapp, session }) => {
    const message = 'Sign in to the relay test'
    const signature = await dapp.request<Hex>({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'personal_sign', params: [toHex(message), address] },
    })
    expect(await verifyMessage({ address, message, signature })).toBe(true)
  })

  test('eth_signTypedData_v4: the signature verifies', async ({ dapp, session }) => {
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

  test('eth_sendTransaction lands on anvil', async ({ dapp, session }) => {
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

  test('the wallet switches chains: chainChanged reaches the dapp', async ({
    dapp,
    wallet,
    session,
  }) => {
    const event = new Promise<unknown>((resolve) =>
      dapp.on('session_event', (payload) => {
        if (payload.topic === session.topic) resolve(payload.params)
      }),
    )
    await wallet.switchChain(31338)
    expect(await event).toEqual({
      event: { name: 'chainChanged', data: 31338 },
      chainId: 'eip155:31338',
    })
  })

  test('a rejected request reaches the dapp as a 4001 error', async ({ dapp }) => {
    const rejecting = await createWallet({ onRequest: 'reject' })
    try {
      const { session } = await pair(dapp, rejecting)
      await expect(
        dapp.request({
          topic: session.topic,
          chainId: 'eip155:31337',
          request: { method: 'personal_sign', params: [toHex('no'), address] },
        }),
      ).rejects.toMatchObject({ code: 4001 })
    } finally {
      await rejecting.close()
    }
  })

  test('a rejected proposal reaches the dapp', async ({ dapp }) => {
    const refusing = await createWallet({ onProposal: 'reject' })
    try {
      const { uri, approval } = await dapp.connect({ optionalNamespaces: { eip155 } })
      const rejected = expect(approval()).rejects.toThrow(/reject/i)
      await refusing.pair(uri!)
      await rejected
    } finally {
      await refusing.close()
    }
  })

  test('a wallet-side disconnect reaches the dapp', async ({ dapp, wallet, session }) => {
    const deleted = new Promise<string>((resolve) =>
      dapp.on('session_delete', ({ topic }) => {
        if (topic === session.topic) resolve(topic)
      }),
    )
    await wallet.disconnect(session.topic)
    expect(await deleted).toBe(session.topic)
    expect(dapp.session.keys).not.toContain(session.topic)
  })
})
