import {
  UserRejectedRequestError as AirlockRejection,
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
import { BrowserProvider, type Eip1193Provider, isError } from 'ethers'
import { type Hex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, expect, inject, it, vi } from 'vitest'
import { EthersAdapter } from './EthersAdapter.js'

const rpcUrls = inject('devnetRpcUrls')
const primary = defineNetwork({
  id: 31337,
  chainNamespace: 'eip155',
  name: 'Airlock Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrls.primary] } },
})

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/** The frame's key, for this stand-in only: the real frame never lets it reach the page. */
const frameAccount = privateKeyToAccount(devAccounts[1]!.privateKey)

it("connects the embedded wallet after an email login; the dapp's ethers signs through the frame, and the visitor's Reject is ethers' ACTION_REJECTED with 4001 underneath", async () => {
  const frame = createTestFrameHost({ address: frameAccount.address })
  const adapter = new EthersAdapter({ networks: [primary], walletConnect: false })
  const appKit = createAppKit({
    adapters: [adapter],
    networks: [primary],
    projectId: 'test',
    storage: createMemoryStorage(),
    debug: false,
    apiUrl: 'http://127.0.0.1:9',
    features: { analytics: false },
    createFrameHost: frame.createFrameHost,
  })
  cleanups.push(() => appKit.destroy())
  await appKit.ready

  await connectEmail(appKit, { email: 'ada@example.com' })
  await connectOtp(appKit, { otp: '123456' })
  expect(appKit.state.chains.eip155?.connectorId).toBe(ID_AUTH)
  expect(appKit.state.chains.eip155?.account.address).toBe(frameAccount.address)
  // useAppKitProvider('eip155') reads this: the auth provider itself.
  const walletProvider = adapter.getProvider({ connectorId: ID_AUTH })
  expect(walletProvider).toBe(appKit.auth)

  const signer = await new BrowserProvider(walletProvider as Eip1193Provider).getSigner()
  const signing = signer.signMessage('hello airlock')
  await vi.waitFor(() => expect(frame.pending[0]?.method).toBe('personal_sign'))
  frame.approve(await frameAccount.signMessage({ message: 'hello airlock' }))
  const signature = (await signing) as Hex
  await expect(
    verifyMessage({ address: frameAccount.address, message: 'hello airlock', signature }),
  ).resolves.toBe(true)

  const refused = signer.signMessage('no').then(
    () => expect.unreachable('the frame rejected it'),
    (error: unknown) => error,
  )
  await vi.waitFor(() => expect(frame.pending).toHaveLength(1))
  frame.reject()
  const error = await refused
  expect(isError(error, 'ACTION_REJECTED')).toBe(true)
  expect(error).toMatchObject({ info: { error: { code: 4001 } } })

  // The adapter's own signing (what the modal's actions use) gives Airlock's class.
  const viaAdapter = adapter.capabilities['eip155:signMessage']({
    message: 'no again',
    address: frameAccount.address,
  })
  await vi.waitFor(() => expect(frame.pending).toHaveLength(1))
  frame.reject()
  await expect(viaAdapter).rejects.toBeInstanceOf(AirlockRejection)

  await disconnect(appKit)
  expect(appKit.state.chains.eip155?.account.status).toBe('disconnected')
  expect(adapter.getProvider({ connectorId: ID_AUTH })).toBe(appKit.auth)
})
