import {
  AuthFrameLoadError,
  UserRejectedRequestError as CoreRejection,
  connectEmail,
  connectOtp,
  createAppKit,
  createMemoryStorage,
  defineNetwork,
  disconnect,
  ID_AUTH,
} from '@airlock/core'
import { createTestFrameHost } from '@airlock/core/testing'
import { devAccounts } from '@airlock/testing'
// `getAccount`, not wagmi 3's `getConnection`: these tests also run against wagmi 2.
import { getAccount, sendTransaction, signMessage, waitForTransactionReceipt } from '@wagmi/core'
import {
  type BaseError,
  createPublicClient,
  http,
  parseEther,
  UserRejectedRequestError,
  verifyMessage,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, inject, it, vi } from 'vitest'
import { createWagmiMemoryStorage } from './test/createWagmiMemoryStorage.js'
import { WagmiAdapter } from './WagmiAdapter.js'

const rpcUrls = inject('devnetRpcUrls')
const primary = defineNetwork({
  id: 31337,
  chainNamespace: 'eip155',
  name: 'Airlock Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrls.primary] } },
})
const networks = [primary] as const

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/** The frame's key, for this stand-in only: the real frame never lets it reach the page. */
const frameAccount = privateKeyToAccount(devAccounts[1]!.privateKey)

/**
 * A page of the app: the wagmi adapter and Airlock on the storages given (a reload is a second
 * call with the same ones), the embedded wallet's frame from `createFrameHost`.
 */
async function startApp(
  createFrameHost: ReturnType<typeof createTestFrameHost>['createFrameHost'],
  storage: ReturnType<typeof createMemoryStorage>,
  wagmiStorage: ReturnType<typeof createWagmiMemoryStorage>,
) {
  const adapter = new WagmiAdapter({ networks, projectId: 'test', storage: wagmiStorage })
  const appKit = createAppKit({
    adapters: [adapter],
    networks,
    projectId: 'test',
    storage,
    debug: false,
    apiUrl: 'http://127.0.0.1:9',
    features: { analytics: false },
    createFrameHost,
  })
  cleanups.push(() => appKit.destroy())
  await appKit.ready
  return { adapter, appKit }
}

describe('the auth connector in wagmi', () => {
  it('connects by email; wagmi signs and sends through the frame; reload restores it', async () => {
    const frame = createTestFrameHost({ address: frameAccount.address })
    const storage = createMemoryStorage()
    const wagmiStorage = createWagmiMemoryStorage()
    const start = () => startApp(frame.createFrameHost, storage, wagmiStorage)

    const { adapter, appKit } = await start()
    await connectEmail(appKit, { email: 'ada@example.com' })
    await connectOtp(appKit, { otp: '123456' })
    const connection = getAccount(adapter.wagmiConfig)
    expect(connection.status).toBe('connected')
    expect(connection.address).toBe(frameAccount.address)
    expect(connection.connector?.id).toBe(ID_AUTH)
    // useAppKitProvider('eip155') reads this: the auth provider itself.
    expect(adapter.getProvider({ connectorId: ID_AUTH })).toBe(appKit.auth)
    // Core lists no wallet row for it.
    expect(appKit.state.adapterConnectors.eip155?.find((c) => c.id === ID_AUTH)?.type).toBe('AUTH')

    // wagmi's signMessage reaches the frame as personal_sign; the visitor approves there.
    const signing = signMessage(adapter.wagmiConfig, { message: 'hello airlock' })
    await vi.waitFor(() => expect(frame.pending[0]?.method).toBe('personal_sign'))
    expect(appKit.state.router.view).toBe('ApproveTransaction')
    frame.approve(await frameAccount.signMessage({ message: 'hello airlock' }))
    const signature = await signing
    await expect(
      verifyMessage({ address: frameAccount.address, message: 'hello airlock', signature }),
    ).resolves.toBe(true)

    // The visitor's Reject in the frame: wagmi's signMessage fails with viem's
    // UserRejectedRequestError (4001), core's UserRejectedRequestError underneath; a transaction
    // with viem's TransactionExecutionError around the same, as viem does for every wallet.
    const reject = async (request: () => Promise<unknown>): Promise<BaseError> => {
      const failing = request().then(
        () => expect.unreachable('the frame rejected it'),
        (error: unknown) => error as BaseError,
      )
      await vi.waitFor(() => expect(frame.pending).toHaveLength(1))
      frame.reject()
      return failing
    }
    const unsigned = await reject(() => signMessage(adapter.wagmiConfig, { message: 'hello' }))
    expect(unsigned).toBeInstanceOf(UserRejectedRequestError)
    expect(unsigned).toMatchObject({ name: 'UserRejectedRequestError', code: 4001 })
    expect(unsigned.walk((cause) => cause instanceof CoreRejection)).toBeInstanceOf(CoreRejection)
    const unsent = await reject(() =>
      sendTransaction(adapter.wagmiConfig, { to: devAccounts[2]!.address, value: 1n }),
    )
    const rejection = unsent.walk((cause) => cause instanceof UserRejectedRequestError)
    expect(rejection).toMatchObject({ name: 'UserRejectedRequestError', code: 4001 })
    expect(unsent.walk((cause) => cause instanceof CoreRejection)).toBeInstanceOf(CoreRejection)

    // wagmi's sendTransaction: the frame signs and sends it; it is mined on anvil.
    const client = createPublicClient({ transport: http(rpcUrls.primary) })
    const sending = sendTransaction(adapter.wagmiConfig, {
      to: devAccounts[2]!.address,
      value: parseEther('0.1'),
    })
    await vi.waitFor(() => expect(frame.pending[0]?.method).toBe('eth_sendTransaction'))
    const [request] = (frame.pending[0]?.params ?? []) as [{ to: string; value: string }]
    const raw = await frameAccount.signTransaction({
      to: request.to as `0x${string}`,
      value: BigInt(request.value),
      chainId: 31337,
      nonce: await client.getTransactionCount({ address: frameAccount.address }),
      gas: 21_000n,
      maxFeePerGas: (await client.getGasPrice()) * 2n,
      maxPriorityFeePerGas: 1n,
    })
    frame.approve(await client.sendRawTransaction({ serializedTransaction: raw }))
    const hash = await sending
    const receipt = await waitForTransactionReceipt(adapter.wagmiConfig, { hash })
    expect(receipt.status).toBe('success')

    // A reload: the stored login comes back through wagmi's reconnect, without a prompt.
    appKit.destroy()
    const again = await start()
    expect(again.appKit.state.chains.eip155?.account.address).toBe(frameAccount.address)
    expect(getAccount(again.adapter.wagmiConfig).connector?.id).toBe(ID_AUTH)

    await disconnect(again.appKit)
    expect(getAccount(again.adapter.wagmiConfig).status).toBe('disconnected')
    expect(storage.getItem('@appkit-wallet/EMAIL_LOGIN_USED_KEY')).toBeNull()
  })

  it('a reload whose frame cannot be reached keeps the login: not restored on that page, restored on the next', async () => {
    const frame = createTestFrameHost({ address: frameAccount.address })
    const storage = createMemoryStorage()
    const wagmiStorage = createWagmiMemoryStorage()
    const start = (createFrameHost: typeof frame.createFrameHost) =>
      startApp(createFrameHost, storage, wagmiStorage)
    const first = await start(frame.createFrameHost)
    await connectEmail(first.appKit, { email: 'ada@example.com' })
    await connectOtp(first.appKit, { otp: '123456' })
    first.appKit.destroy()

    // The frame's host SDK does not load on this page (offline): core fails as it does when its
    // chunk cannot be fetched.
    const offline = await start(async () => {
      throw new AuthFrameLoadError(new TypeError('Failed to fetch dynamically imported module'))
    })
    expect(offline.appKit.state.chains.eip155?.account.status).toBe('disconnected')
    expect(getAccount(offline.adapter.wagmiConfig).status).toBe('disconnected')
    offline.appKit.destroy()

    const back = await start(frame.createFrameHost)
    expect(back.appKit.state.chains.eip155?.account).toMatchObject({
      status: 'connected',
      address: frameAccount.address,
    })
    expect(getAccount(back.adapter.wagmiConfig).connector?.id).toBe(ID_AUTH)
  })
})
