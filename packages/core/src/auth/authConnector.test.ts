import { FrameTimeoutError } from '@airlock/frame'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { closeModal } from '../actions/closeModal.js'
import { connectDevice } from '../actions/connectDevice.js'
import { connectEmail } from '../actions/connectEmail.js'
import { connectOtp } from '../actions/connectOtp.js'
import { disconnect } from '../actions/disconnect.js'
import { openModal } from '../actions/openModal.js'
import { updateEmail } from '../actions/updateEmail.js'
import { updateEmailPrimaryOtp } from '../actions/updateEmailPrimaryOtp.js'
import { updateEmailSecondaryOtp } from '../actions/updateEmailSecondaryOtp.js'
import { type AppKit, createAppKit } from '../createAppKit.js'
import { UserRejectedRequestError } from '../errors/appKit.js'
import {
  AuthResponseError,
  EmailCooldownError,
  InvalidEmailError,
  RpcNotAllowedError,
} from '../errors/auth.js'
import { isUserRejection } from '../errors/isUserRejection.js'
import { airlockLocal, airlockLocal2, solanaLocal } from '../networks/local.js'
import { createMemoryStorage } from '../storage/createStorage.js'
import type { AppKitStorage } from '../storage/types.js'
import { createTestAdapter } from '../test/createTestAdapter.js'
import { createTestFrameHost, type TestFrameHost } from '../test/createTestFrameHost.js'
import { authStorageKeys } from './authStorage.js'
import { classifyRpcResponse } from './classifyRpcResponse.js'
import { ID_AUTH } from './constants.js'

const instances: AppKit[] = []
afterEach(() => {
  for (const appKit of instances.splice(0)) appKit.destroy()
  vi.restoreAllMocks()
})

const embedded = '0x70997970C51812dc3A010C7d01b50e20d4dc79C8'
const txHash = `0x${'ab'.repeat(32)}`

async function setup({
  frame = createTestFrameHost(),
  storage = createMemoryStorage(),
  email = true,
  socials,
}: {
  frame?: TestFrameHost
  storage?: AppKitStorage
  email?: boolean
  socials?: false | ['google']
} = {}) {
  const adapter = createTestAdapter()
  const balanceReads: string[] = []
  const getBalance = adapter.getBalance
  adapter.getBalance = (parameters) => {
    balanceReads.push(parameters.address)
    return getBalance(parameters)
  }
  const appKit = createAppKit({
    networks: [airlockLocal, airlockLocal2],
    adapters: [adapter],
    projectId: 'test',
    storage,
    debug: false,
    features: { email, ...(socials === undefined ? {} : { socials }) },
    createFrameHost: frame.createFrameHost,
  })
  instances.push(appKit)
  await appKit.ready
  return { appKit, frame, storage, adapter, balanceReads }
}

async function login(appKit: AppKit) {
  openModal(appKit)
  await connectEmail(appKit, { email: 'ada@example.com' })
  await connectOtp(appKit, { otp: '123456' })
}

function persisted(storage: AppKitStorage) {
  return Object.fromEntries(
    Object.entries(authStorageKeys).map(([name, key]) => [name, storage.getItem(key)]),
  )
}

describe('email login', () => {
  it('sends a code, asks for it, and connects the embedded wallet through ID_AUTH', async () => {
    const { appKit, frame, storage } = await setup()
    openModal(appKit)
    expect(frame.created).toBe(0)

    await expect(connectEmail(appKit, { email: 'ada@example.com' })).resolves.toEqual({
      action: 'VERIFY_OTP',
    })
    expect(appKit.state.router.view).toBe('EmailVerifyOtp')
    expect(appKit.state.router.data.email).toBe('ada@example.com')
    expect(Number(storage.getItem(authStorageKeys.lastEmailLoginTime))).toBeGreaterThan(0)

    await expect(connectOtp(appKit, { otp: '000000' })).rejects.toThrow('Invalid code')
    expect(appKit.state.chains.eip155?.account.status).toBe('disconnected')

    await connectOtp(appKit, { otp: '123456' })
    const chain = appKit.state.chains.eip155
    expect(chain?.connectorId).toBe(ID_AUTH)
    expect(chain?.account.address).toBe(embedded)
    expect(chain?.account.connectedWalletInfo?.type).toBe('AUTH')
    expect(appKit.state.auth).toMatchObject({ email: 'ada@example.com', authProvider: 'email' })
    expect(appKit.state.modal.open).toBe(false)
    expect(persisted(storage)).toMatchObject({
      emailLoginUsed: 'true',
      email: 'ada@example.com',
      lastUsedChain: '31337',
      lastEmailLoginTime: null,
      smartAccountEnabledNetworks: '31337',
    })
    expect(frame.requests.map((request) => request.name)).toEqual(
      expect.arrayContaining(['SYNC_DAPP_DATA', 'CONNECT_EMAIL', 'CONNECT_OTP', 'GET_USER']),
    )
    // Spec §4: the embedded wallet's eip155 account defaults to the smart account.
    expect(frame.requests.find((request) => request.name === 'GET_USER')?.payload).toMatchObject({
      chainId: 31337,
      preferredAccountType: 'smartAccount',
    })
  })

  it("asks the frame for the EOA when the app's defaultAccountTypes says eoa", async () => {
    const frame = createTestFrameHost()
    const appKit = createAppKit({
      networks: [airlockLocal],
      adapters: [createTestAdapter()],
      projectId: 'test',
      storage: createMemoryStorage(),
      debug: false,
      defaultAccountTypes: { eip155: 'eoa' },
      createFrameHost: frame.createFrameHost,
    })
    instances.push(appKit)
    await appKit.ready
    await login(appKit)
    expect(frame.requests.find((request) => request.name === 'GET_USER')?.payload).toMatchObject({
      preferredAccountType: 'eoa',
    })
  })

  it('checks the address and the 30 s cooldown before asking the frame', async () => {
    const { appKit, frame, storage } = await setup()
    await expect(connectEmail(appKit, { email: 'not-an-email' })).rejects.toThrow(
      new InvalidEmailError('not-an-email').message,
    )
    storage.setItem(authStorageKeys.lastEmailLoginTime, String(Date.now() - 12_500))
    const error = await connectEmail(appKit, { email: 'ada@example.com' }).catch((e) => e)
    expect(error).toBeInstanceOf(EmailCooldownError)
    expect(error.shortMessage).toBe('Please try again after 18 seconds')
    expect(frame.requests.some((request) => request.name === 'CONNECT_EMAIL')).toBe(false)
  })

  it('follows VERIFY_DEVICE to the device view, then to the code', async () => {
    const frame = createTestFrameHost()
    frame.emailAction = 'VERIFY_DEVICE'
    const { appKit } = await setup({ frame })
    openModal(appKit)
    await connectEmail(appKit, { email: 'ada@example.com' })
    expect(appKit.state.router.view).toBe('EmailVerifyDevice')
    await connectDevice(appKit)
    expect(appKit.state.router.view).toBe('EmailVerifyOtp')
    expect(appKit.state.router.history).toEqual(['Connect', 'EmailVerifyOtp'])
  })

  it('connects at once on CONNECT', async () => {
    const frame = createTestFrameHost()
    frame.emailAction = 'CONNECT'
    const { appKit } = await setup({ frame })
    await connectEmail(appKit, { email: 'ada@example.com' })
    expect(appKit.state.chains.eip155?.account.address).toBe(embedded)
  })

  it('moves to a new email with the current email’s code, then the new one’s', async () => {
    const { appKit, storage } = await setup()
    await login(appKit)
    openModal(appKit)
    storage.removeItem(authStorageKeys.lastEmailLoginTime)
    await updateEmail(appKit, { email: 'new@example.com' })
    expect(appKit.state.router.view).toBe('UpdateEmailPrimaryOtp')
    expect(appKit.state.router.data).toEqual({
      email: 'ada@example.com',
      newEmail: 'new@example.com',
    })
    await updateEmailPrimaryOtp(appKit, { otp: '123456' })
    expect(appKit.state.router.view).toBe('UpdateEmailSecondaryOtp')
    await updateEmailSecondaryOtp(appKit, { otp: '123456' })
    expect(appKit.state.router.view).toBe('Account')
    expect(appKit.state.auth.email).toBe('new@example.com')
    expect(storage.getItem(authStorageKeys.email)).toBe('new@example.com')
  })
})

describe('persisted login', () => {
  it('survives a reload, and disconnect clears every persisted key', async () => {
    const storage = createMemoryStorage()
    const frame = createTestFrameHost()
    const first = await setup({ frame, storage })
    await login(first.appKit)
    first.appKit.destroy()

    const second = await setup({ frame, storage })
    expect(second.appKit.state.chains.eip155?.account).toMatchObject({
      status: 'connected',
      address: embedded,
    })
    expect(second.appKit.state.chains.eip155?.connectorId).toBe(ID_AUTH)

    await disconnect(second.appKit)
    expect(frame.requests.at(-1)?.name).toBe('SIGN_OUT')
    expect(Object.values(persisted(storage)).every((value) => value === null)).toBe(true)
    expect(second.appKit.state.auth.email).toBeUndefined()
  })

  it('clears the cache when the connection check says the frame is logged out', async () => {
    const storage = createMemoryStorage()
    const frame = createTestFrameHost()
    const first = await setup({ frame, storage })
    await login(first.appKit)
    first.appKit.destroy()
    frame.loggedIn = false

    const second = await setup({ frame, storage })
    expect(second.appKit.state.chains.eip155?.account.status).toBe('disconnected')
    expect(storage.getItem(authStorageKeys.emailLoginUsed)).toBeNull()
    expect(storage.getItem(authStorageKeys.email)).toBeNull()
  })

  it('keeps the login when the frame cannot be reached on a reload: the next reload reconnects', async () => {
    const storage = createMemoryStorage()
    const frame = createTestFrameHost()
    const first = await setup({ frame, storage })
    await login(first.appKit)
    first.appKit.destroy()

    // The frame's page does not come up on this load (offline, its server restarting): every
    // request fails as the host SDK fails them then.
    const unreachable: TestFrameHost = {
      ...frame,
      createFrameHost: async (parameters) => ({
        ...(await frame.createFrameHost(parameters)),
        request: async () => {
          throw new FrameTimeoutError({ reason: 'iframe_load_failed', timeout: 20_000 })
        },
      }),
    }
    const second = await setup({ frame: unreachable, storage })
    expect(second.appKit.state.chains.eip155?.account.status).toBe('disconnected')
    expect(storage.getItem(authStorageKeys.emailLoginUsed)).not.toBeNull()
    second.appKit.destroy()

    const third = await setup({ frame, storage })
    expect(third.appKit.state.chains.eip155?.account).toMatchObject({
      status: 'connected',
      address: embedded,
    })
    expect(third.appKit.state.auth.email).toBe('ada@example.com')
  })

  it('loads no frame without a past login, and none at all with email and socials off', async () => {
    const frame = createTestFrameHost()
    const { appKit } = await setup({ frame })
    expect(appKit.auth).toBeDefined()
    expect(frame.created).toBe(0)
    const off = await setup({ frame, email: false, socials: false })
    expect(off.appKit.auth).toBeUndefined()
    // Social login alone needs the auth connector too.
    const socialOnly = await setup({ frame, email: false, socials: ['google'] })
    expect(socialOnly.appKit.auth).toBeDefined()
    expect(frame.created).toBe(0)
  })
})

describe('the EIP-1193 provider', () => {
  it('answers eth_chainId and eth_accounts itself and sends safe reads to the frame', async () => {
    const { appKit, frame } = await setup()
    await login(appKit)
    const provider = appKit.auth
    const sent = frame.requests.length
    await expect(provider?.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69')
    await expect(provider?.request({ method: 'eth_accounts' })).resolves.toEqual([embedded])
    expect(frame.requests.length).toBe(sent)
    await expect(provider?.request({ method: 'eth_blockNumber' })).resolves.toBe('0x10')
    expect(frame.requests.at(-1)).toEqual({
      name: 'RPC_REQUEST',
      payload: expect.objectContaining({
        method: 'eth_blockNumber',
        chainNamespace: 'eip155',
        chainId: 31337,
        rpcUrl: airlockLocal.rpcUrls.default.http[0],
      }),
    })
    expect(appKit.state.modal.open).toBe(false)
  })

  it('after a network switch, the account is the one the frame signs with on the new chain', async () => {
    const eoa = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
    // A smart account on the first chain; the second has no bundler, so the EOA signs there.
    const frame = createTestFrameHost({
      addressOn: (id) => (id === airlockLocal.id ? embedded : eoa),
    })
    const { appKit } = await setup({ frame })
    await login(appKit)
    const provider = appKit.auth
    const changes: unknown[] = []
    provider?.on('accountsChanged', (accounts) => changes.push(accounts))
    await provider?.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: `0x${airlockLocal2.id.toString(16)}` }],
    })
    const switched = frame.requests.findIndex((request) => request.name === 'SWITCH_NETWORK')
    expect(frame.requests.slice(switched + 1)).toContainEqual({
      name: 'GET_USER',
      payload: expect.objectContaining({ chainId: airlockLocal2.id }),
    })
    await expect(provider?.request({ method: 'eth_accounts' })).resolves.toEqual([eoa])
    expect(changes).toEqual([[eoa]])

    await provider?.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: `0x${airlockLocal.id.toString(16)}` }],
    })
    await expect(provider?.request({ method: 'eth_accounts' })).resolves.toEqual([embedded])
    expect(changes).toEqual([[eoa], [embedded]])
  })

  it('after an EIP-7702 upgrade the account is the upgraded EOA at once: no reload needed', async () => {
    const eoa = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
    // Before the upgrade the frame signs with the smart account; after it, with the EOA itself.
    let upgraded = false
    const frame = createTestFrameHost({ addressOn: () => (upgraded ? eoa : embedded) })
    const { appKit } = await setup({ frame })
    await login(appKit)
    const provider = appKit.auth
    const changes: unknown[] = []
    provider?.on('accountsChanged', (accounts) => changes.push(accounts))

    const upgrade = provider?.request({ method: 'airlock_upgradeAccount' })
    await vi.waitFor(() => expect(frame.pending).toHaveLength(1))
    upgraded = true
    frame.approve({ address: eoa, chainId: airlockLocal.id })
    await expect(upgrade).resolves.toEqual({ address: eoa, chainId: airlockLocal.id })

    await expect(provider?.request({ method: 'eth_accounts' })).resolves.toEqual([eoa])
    // accountsChanged is what the adapters (wagmi's connector) follow.
    expect(changes).toEqual([[eoa]])
  })

  it('opens ApproveTransaction for an unsafe request; approval closes it and reads the balance', async () => {
    const { appKit, frame, balanceReads } = await setup()
    await login(appKit)
    const reads = balanceReads.length
    const sent = appKit.auth?.request({
      method: 'eth_sendTransaction',
      params: [{ from: embedded, to: embedded, value: '0x1' }],
    })
    await vi.waitFor(() => expect(frame.pending).toHaveLength(1))
    expect(appKit.state.modal.open).toBe(true)
    expect(appKit.state.router.view).toBe('ApproveTransaction')
    expect(appKit.state.auth.pendingApprovals).toBe(1)
    expect(frame.requests.some((request) => request.name === 'SYNC_THEME')).toBe(true)

    frame.approve(txHash)
    await expect(sent).resolves.toBe(txHash)
    expect(appKit.state.modal.open).toBe(false)
    expect(appKit.state.auth.pendingApprovals).toBe(0)
    await vi.waitFor(() => expect(balanceReads.length).toBeGreaterThan(reads))
  })

  it("the visitor's Reject in the frame rejects the provider's request with code 4001, core's UserRejectedRequestError as its cause, and goes back to the view it came from", async () => {
    const { appKit, frame } = await setup()
    await login(appKit)
    openModal(appKit)
    expect(appKit.state.router.view).toBe('Account')
    const signed = appKit.auth?.request({ method: 'personal_sign', params: ['0x68', embedded] })
    await vi.waitFor(() => expect(frame.pending).toHaveLength(1))
    expect(appKit.state.router.view).toBe('ApproveTransaction')
    frame.reject()
    const error = await signed?.catch((failure: unknown) => failure)
    // EIP-1193's 4001 on the provider, for viem, ethers and dapps; core's class as its cause.
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect((error as Error).cause).toBeInstanceOf(UserRejectedRequestError)
    expect(isUserRejection(error)).toBe(true)
    expect(appKit.state.modal.open).toBe(true)
    expect(appKit.state.router.view).toBe('Account')
  })

  it('rejects pending approvals when the visitor closes the modal', async () => {
    const { appKit, frame } = await setup()
    await login(appKit)
    const signed = appKit.auth?.request({ method: 'personal_sign', params: ['0x68', embedded] })
    await vi.waitFor(() => expect(frame.pending).toHaveLength(1))
    closeModal(appKit)
    await expect(signed).rejects.toThrow('Request was aborted')
    await vi.waitFor(() =>
      expect(frame.requests.some((request) => request.name === 'RPC_ABORT')).toBe(true),
    )
  })

  it('refuses a disallowed method: modal, log, then "Action not allowed" and pending requests rejected', async () => {
    const { appKit, frame } = await setup()
    await login(appKit)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const signed = appKit.auth?.request({ method: 'personal_sign', params: ['0x68', embedded] })
    await vi.waitFor(() => expect(frame.pending).toHaveLength(1))
    const refused = appKit.auth?.request({ method: 'eth_sign', params: [embedded, '0x68'] })
    await expect(refused).rejects.toMatchObject({
      code: 4200,
      message: 'Requested RPC call is not allowed',
      cause: expect.any(RpcNotAllowedError),
    })
    expect(appKit.state.modal.open).toBe(true)
    expect(logged).toHaveBeenCalledWith('Requested RPC call is not allowed', { method: 'eth_sign' })
    expect(appKit.state.toast.open).toBe(false)
    await expect(signed).rejects.toThrow('Request was aborted')
    expect(appKit.state.toast).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Action not allowed',
    })
    expect(
      frame.requests.some(
        (r) => r.name === 'RPC_REQUEST' && (r.payload as { method: string }).method === 'eth_sign',
      ),
    ).toBe(false)
  })

  it('shows the frame over the modal while it asks for the visitor (a passkey)', async () => {
    const { appKit, frame } = await setup()
    await login(appKit)
    frame.setVisible(true, 'recovery')
    expect(appKit.state.modal.open).toBe(true)
    expect(appKit.state.router.view).toBe('ApproveTransaction')
    expect(appKit.state.auth.frameReason).toBe('recovery')
    frame.setVisible(false)
    expect(appKit.state.modal.open).toBe(false)
  })
})

describe('the Solana account', () => {
  const solanaAccount = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

  async function setupBoth({
    frame = createTestFrameHost(),
    evm = true,
  }: {
    frame?: TestFrameHost
    evm?: boolean
  } = {}) {
    const solanaAdapter = createTestAdapter('solana', { connectors: [], chainId: solanaLocal.id })
    const balanceReads: string[] = []
    const getBalance = solanaAdapter.getBalance
    solanaAdapter.getBalance = (parameters) => {
      balanceReads.push(parameters.address)
      return getBalance(parameters)
    }
    const appKit = createAppKit({
      networks: evm ? [airlockLocal, solanaLocal] : [solanaLocal],
      adapters: evm ? [createTestAdapter(), solanaAdapter] : [solanaAdapter],
      projectId: 'test',
      storage: createMemoryStorage(),
      debug: false,
      features: { email: true },
      createFrameHost: frame.createFrameHost,
    })
    instances.push(appKit)
    await appKit.ready
    return { appKit, frame, balanceReads }
  }

  it('a login connects the embedded wallet on eip155 and on solana, on the network the dapp chose', async () => {
    const { appKit, frame } = await setupBoth()
    await login(appKit)
    expect(appKit.state.activeNamespace).toBe('eip155')
    expect(appKit.state.chains.eip155?.account.address).toBe(embedded)
    const solana = appKit.state.chains.solana
    expect(solana?.connectorId).toBe(ID_AUTH)
    expect(solana?.account.status).toBe('connected')
    expect(solana?.account.address).toBe(solanaAccount)
    expect(
      frame.requests.filter((request) => request.name === 'GET_USER').map((r) => r.payload),
    ).toContainEqual({ chainId: solanaLocal.caipNetworkId })
    // The EVM user is unchanged by the Solana read.
    expect(appKit.auth?.user?.address).toBe(embedded)
  })

  it('serves a dapp with only a Solana adapter', async () => {
    const { appKit } = await setupBoth({ evm: false })
    expect(appKit.auth).toBeDefined()
    await login(appKit)
    expect(appKit.state.chains.solana?.account.address).toBe(solanaAccount)
  })

  it('a Solana signature is approved in the frame like an EVM one; success reads the Solana balance', async () => {
    const { appKit, frame, balanceReads } = await setupBoth()
    await login(appKit)
    const reads = balanceReads.length
    const signed = appKit.auth?.requestSolana({
      method: 'solana_signMessage',
      params: { message: '3yZe7d', pubkey: solanaAccount },
      chainId: solanaLocal.caipNetworkId,
    })
    await vi.waitFor(() => expect(frame.pending).toHaveLength(1))
    expect(frame.requests.find((request) => request.name === 'RPC_REQUEST')?.payload).toEqual({
      method: 'solana_signMessage',
      params: { message: '3yZe7d', pubkey: solanaAccount },
      chainNamespace: 'solana',
      chainId: solanaLocal.caipNetworkId,
    })
    expect(appKit.state.router.view).toBe('ApproveTransaction')
    frame.approve({ signature: '5'.repeat(88) })
    await expect(signed).resolves.toEqual({ signature: '5'.repeat(88) })
    expect(appKit.state.modal.open).toBe(false)
    await vi.waitFor(() => expect(balanceReads).toContain(solanaAccount))
    expect(balanceReads.length).toBeGreaterThan(reads)

    // The dapp's node of the chain goes with the request: the frame simulates a transaction there.
    const transaction = appKit.auth?.requestSolana({
      method: 'solana_signTransaction',
      params: { transaction: '3yZe7d' },
      chainId: solanaLocal.caipNetworkId,
      rpcUrl: 'http://127.0.0.1:8899',
    })
    await vi.waitFor(() => expect(frame.pending).toHaveLength(1))
    expect(frame.requests.findLast((request) => request.name === 'RPC_REQUEST')?.payload).toEqual({
      method: 'solana_signTransaction',
      params: { transaction: '3yZe7d' },
      chainNamespace: 'solana',
      chainId: solanaLocal.caipNetworkId,
      rpcUrl: 'http://127.0.0.1:8899',
    })
    frame.approve({ transaction: '3yZe7d' })
    await expect(transaction).resolves.toEqual({ transaction: '3yZe7d' })
  })

  it('asks the frame for one user at a time (a reload reconnects EVM and Solana together)', async () => {
    const frame = createTestFrameHost()
    frame.loggedIn = true
    const create = frame.createFrameHost
    let inFlight = 0
    let most = 0
    frame.createFrameHost = async (parameters) => {
      const host = await create(parameters)
      return {
        ...host,
        request: async (name, payload, options) => {
          if (name !== 'GET_USER') return host.request(name, payload, options)
          inFlight += 1
          most = Math.max(most, inFlight)
          try {
            await new Promise((resolve) => setTimeout(resolve, 20))
            return await host.request(name, payload, options)
          } finally {
            inFlight -= 1
          }
        },
      }
    }
    const { createAuthProvider } = await import('./createAuthProvider.js')
    const provider = createAuthProvider({
      storage: createMemoryStorage(),
      projectId: 'test',
      createFrameHost: frame.createFrameHost,
    })
    const [user, account] = await Promise.all([
      provider.connect({ chainId: 31337 }),
      provider.getSolanaAccount({ chainId: solanaLocal.caipNetworkId }),
    ])
    expect(user.address).toBe(embedded)
    expect(account.address).toBe(solanaAccount)
    expect(most).toBe(1)
    provider.destroy()
  })

  it('checks each address kind: a Solana address for an EVM chain, a 0x one for Solana, or an unknown field is refused', async () => {
    const frame = createTestFrameHost()
    const { appKit } = await setupBoth({ frame })
    await login(appKit)
    const auth = appKit.auth
    if (!auth) throw new Error('no auth connector')
    const host = await Promise.resolve(
      frame.createFrameHost({ projectId: 'test', chainId: 1, enableLogger: false }),
    )
    const request = host.request
    const answers: unknown[] = [
      { address: solanaAccount, chainId: 31337 },
      { address: embedded, chainId: solanaLocal.caipNetworkId },
      { address: 'not base58 0OIl', chainId: solanaLocal.caipNetworkId },
      { address: solanaAccount, chainId: solanaLocal.caipNetworkId, secret: 'x' },
    ]
    // The frame answers GET_USER with the next malformed user.
    frame.createFrameHost = () => ({
      ...host,
      request: (name, payload, options) =>
        name === 'GET_USER' ? Promise.resolve(answers.shift()) : request(name, payload, options),
    })
    const { createAuthProvider } = await import('./createAuthProvider.js')
    const provider = createAuthProvider({
      storage: createMemoryStorage(),
      projectId: 'test',
      createFrameHost: frame.createFrameHost,
    })
    await expect(provider.connect({ chainId: 31337 })).rejects.toBeInstanceOf(AuthResponseError)
    for (let index = 0; index < 3; index++)
      await expect(
        provider.getSolanaAccount({ chainId: solanaLocal.caipNetworkId }),
      ).rejects.toBeInstanceOf(AuthResponseError)
    provider.destroy()
  })
})

describe('classifyRpcResponse', () => {
  it('tells transaction hashes, signed messages and objects apart (spec §5)', () => {
    expect(classifyRpcResponse(txHash)).toBe('transactionHash')
    expect(classifyRpcResponse(`0x${'1'.repeat(62)}`)).toBe('signedMessage')
    expect(classifyRpcResponse(`0x${'1'.repeat(130)}`)).toBe('signedMessage')
    expect(classifyRpcResponse(`0x${'1'.repeat(61)}`)).toBe('object')
    expect(classifyRpcResponse(`0x${'g'.repeat(64)}`)).toBe('object')
    expect(classifyRpcResponse({ hash: txHash })).toBe('object')
  })
})
