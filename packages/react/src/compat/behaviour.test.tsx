// AppKit's behaviours an app relies on, as the drop-in audit lists them (shared/APPKIT-API.md):
// each test is written against the public API only, the way an AppKit app uses it.
import {
  AuthNotConnectedError,
  connect,
  connectEmail,
  connectOtp,
  createMemoryStorage,
  UserRejectedRequestError,
} from '@airlock/core'
import { createTestAdapter, createTestFrameHost } from '@airlock/core/testing'
import { getFreePort } from '@airlock/testing/devnet'
import { act, cleanup, fireEvent, renderHook, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  type AppKitEvent,
  type AppKitInstance,
  createAppKit,
  modal,
  useAppKitConnection,
  useAppKitUpdateEmail,
  useAppKitWallets,
  useDisconnect,
} from '../exports/index.js'
import { airlockLocal, airlockLocal2, solana } from '../exports/networks.js'

/** The modal's views are lazy chunks: allow for a loaded machine. */
const slow = { timeout: 10_000 }
const solanaAddress = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
let made: AppKitInstance[] = []

afterEach(() => {
  cleanup()
  for (const appKit of made) appKit.destroy()
  made = []
  document.body.innerHTML = ''
})

async function start() {
  const evm = createTestAdapter('eip155')
  const sol = createTestAdapter('solana', {
    connectors: [{ id: 'phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' }],
    address: solanaAddress,
    chainId: solana.id,
  })
  const appKit = createAppKit({
    adapters: [evm, sol],
    networks: [airlockLocal, airlockLocal2, solana],
    projectId: 'test',
    storage: createMemoryStorage(),
    debug: false,
  })
  made.push(appKit)
  await appKit.ready
  return { appKit, evm, sol }
}

describe('createAppKit', () => {
  it('is idempotent: a second call returns the instance the first made, also as `modal`', async () => {
    const { appKit } = await start()
    const again = createAppKit({ networks: [airlockLocal2], projectId: 'other' })
    expect(again).toBe(appKit)
    expect(modal).toBe(appKit)
    expect(document.querySelectorAll('airlock-modal')).toHaveLength(1)
    appKit.destroy()
    made = []
    expect(modal).toBeUndefined()
    const next = createAppKit({ networks: [airlockLocal2], storage: createMemoryStorage() })
    made.push(next)
    expect(next).not.toBe(appKit)
    expect(next.getCaipNetwork()?.id).toBe(31338)
  })

  it('setTermsConditionsUrl and setPrivacyPolicyUrl change the legal notice of the open Connect view', async () => {
    const { appKit } = await start()
    await act(() => appKit.open())
    const shadow = () => document.querySelector('airlock-modal')?.shadowRoot
    const links = () =>
      [...(shadow()?.querySelectorAll('a') ?? [])].map((link) => [
        link.textContent,
        link.getAttribute('href'),
      ])
    await waitFor(() => expect(shadow()?.textContent).toContain('Airlock Dev Wallet'), slow)
    expect(links()).toEqual([])
    act(() => appKit.setTermsConditionsUrl('https://example.com/terms'))
    await waitFor(
      () =>
        expect(shadow()?.textContent).toContain(
          'By connecting, you agree to our Terms of Service.',
        ),
      slow,
    )
    act(() => appKit.setPrivacyPolicyUrl('https://example.com/privacy'))
    await waitFor(
      () =>
        expect(links()).toEqual([
          ['Terms of Service', 'https://example.com/terms'],
          ['Privacy Policy', 'https://example.com/privacy'],
        ]),
      slow,
    )
  })

  it('honours `allWallets` and accepts the other AppKit-only options without passing them on', () => {
    const hidden = createAppKit({
      networks: [airlockLocal],
      storage: createMemoryStorage(),
      allWallets: 'HIDE',
      termsConditionsUrl: 'https://example.com/terms',
      tokens: { 'eip155:31337': { address: '0x0000000000000000000000000000000000000001' } },
      enableCoinbase: false,
      manualWCControl: false,
      enableMobileFullScreen: true,
      newInstance: true,
    })
    made.push(hidden)
    expect(hidden.options.features.allWallets).toBe(false)
    expect(hidden.options.termsConditionsUrl).toBe('https://example.com/terms')
    for (const key of ['tokens', 'enableCoinbase', 'manualWCControl']) {
      expect(hidden.options).not.toHaveProperty(key)
    }
    const onlyMobile = createAppKit({
      networks: [airlockLocal],
      storage: createMemoryStorage(),
      allWallets: 'ONLY_MOBILE',
      isMobile: () => true,
      newInstance: true,
    })
    made.push(onlyMobile)
    expect(onlyMobile.options.features.allWallets).toBe(true)
    // An explicit `features.allWallets` wins.
    const explicit = createAppKit({
      networks: [airlockLocal],
      storage: createMemoryStorage(),
      allWallets: 'HIDE',
      features: { allWallets: true },
      newInstance: true,
    })
    made.push(explicit)
    expect(explicit.options.features.allWallets).toBe(true)
  })
})

describe("AppKit's createAppKit options, honoured", () => {
  it('chainImages and customRpcUrls reach the networks, viem chains too', async () => {
    const viemChain = {
      id: 31338,
      name: 'Local Two',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
    }
    const appKit = createAppKit({
      networks: [airlockLocal, viemChain],
      defaultNetwork: airlockLocal,
      storage: createMemoryStorage(),
      chainImages: { 31337: 'https://example.com/31337.png', 31338: 'https://example.com/b.png' },
      customRpcUrls: { 'eip155:31338': [{ url: 'https://rpc.example.com/31338' }] },
      newInstance: true,
    })
    made.push(appKit)
    const [first, second] = appKit.getCaipNetworks()
    expect(first?.assets?.imageUrl).toBe('https://example.com/31337.png')
    expect(first?.rpcUrls.default.http).toEqual(airlockLocal.rpcUrls.default.http)
    expect(second?.assets?.imageUrl).toBe('https://example.com/b.png')
    expect(second?.rpcUrls.default.http).toEqual([
      'https://rpc.example.com/31338',
      'http://127.0.0.1:8546',
    ])
    expect(appKit.getCaipNetwork()?.assets?.imageUrl).toBe('https://example.com/31337.png')
  })

  it('showWallets and enableWallets: false decide the wallets of the Connect view; features win', () => {
    const make = (options: Partial<Parameters<typeof createAppKit>[0]>) => {
      const appKit = createAppKit({
        networks: [airlockLocal],
        storage: createMemoryStorage(),
        newInstance: true,
        enableModal: false,
        ...options,
      })
      made.push(appKit)
      return appKit.options.features
    }
    expect(make({ showWallets: false }).emailShowWallets).toBe(false)
    expect(
      make({ showWallets: false, features: { emailShowWallets: true } }).emailShowWallets,
    ).toBe(true)
    expect(make({ enableWallets: false }).connectMethodsOrder).toEqual(['email', 'social'])
    expect(
      make({ enableWallets: false, features: { connectMethodsOrder: ['wallet', 'email'] } })
        .connectMethodsOrder,
    ).toEqual(['email'])
    expect(make({ enableWallets: true }).connectMethodsOrder).toEqual(['email', 'social', 'wallet'])
  })

  it('disableAppend leaves the modal out of the page', () => {
    const appKit = createAppKit({
      networks: [airlockLocal],
      storage: createMemoryStorage(),
      disableAppend: true,
    })
    made.push(appKit)
    expect(document.querySelector('airlock-modal')).toBeNull()
  })
})

describe('switchNetwork', () => {
  it('swallows a failure (error toast and error event) unless throwOnFailure', async () => {
    const { appKit, evm } = await start()
    await connect(appKit, { connectorId: 'dev.airlock.wallet' })
    const events: AppKitEvent[] = []
    appKit.subscribeEvents((event) => events.push(event))

    evm.failNext('switchNetwork', Object.assign(new Error('User rejected'), { code: 4001 }))
    await expect(appKit.switchNetwork(airlockLocal2)).resolves.toBeUndefined()
    expect(appKit.getChainId()).toBe(31337)
    expect(appKit.state.toast).toMatchObject({ open: true, variant: 'error' })
    expect(events.at(-1)?.data).toMatchObject({ type: 'error', event: 'SWITCH_NETWORK_ERROR' })

    evm.failNext('switchNetwork', Object.assign(new Error('User rejected'), { code: 4001 }))
    await expect(
      appKit.switchNetwork(airlockLocal2, { throwOnFailure: true }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('takes a plain chain object, matched by its id', async () => {
    const { appKit } = await start()
    const { caipNetworkId: _id, chainNamespace: _namespace, ...viemShaped } = airlockLocal2
    await appKit.switchNetwork(viemShaped)
    expect(appKit.getCaipNetworkId()).toBe(31338)
  })
})

describe('disconnect', () => {
  it("disconnect('eip155') leaves the other namespace connected; no argument disconnects all", async () => {
    const { appKit } = await start()
    await connect(appKit, { connectorId: 'dev.airlock.wallet' })
    await connect(appKit, { connectorId: 'phantom' })
    expect(appKit.getAccount('solana')?.isConnected).toBe(true)
    await appKit.disconnect('eip155')
    expect(appKit.getAccount('eip155')?.isConnected).toBe(false)
    expect(appKit.getAccount('solana')?.address).toBe(solanaAddress)
    await appKit.disconnect()
    expect(appKit.getAccount('solana')?.isConnected).toBe(false)
  })
})

describe('multi-wallet', () => {
  const second = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  async function twoWallets() {
    const evm = createTestAdapter('eip155', {
      connectors: [
        { id: 'wallet.one', name: 'Wallet One', type: 'ANNOUNCED', chain: 'eip155' },
        { id: 'wallet.two', name: 'Wallet Two', type: 'ANNOUNCED', chain: 'eip155' },
      ],
      addresses: { 'wallet.two': second },
    })
    const appKit = createAppKit({
      adapters: [evm],
      networks: [airlockLocal],
      projectId: 'test',
      storage: createMemoryStorage(),
      debug: false,
      newInstance: true,
    })
    made.push(appKit)
    await appKit.ready
    await connect(appKit, { connectorId: 'wallet.one' })
    await connect(appKit, { connectorId: 'wallet.two' })
    return appKit
  }

  it('the instance lists, switches, reports, and a disconnected wallet becomes recent, then deletable', async () => {
    const appKit = await twoWallets()
    const reports: number[] = []
    appKit.subscribeConnections((state) =>
      reports.push(state.connections.get('eip155')?.length ?? 0),
    )
    expect(appKit.getConnections('eip155').map((c) => c.connectorId)).toEqual([
      'wallet.one',
      'wallet.two',
    ])
    const errors: Error[] = []
    const { result } = renderHook(() =>
      useAppKitConnection({ onError: (error) => errors.push(error) }),
    )
    await act(() =>
      result.current.switchConnection({
        connection: appKit.getConnections('eip155')[0] as never,
        address: second,
      }),
    )
    expect(errors.map((error) => error.name)).toEqual(['ConnectionNotFoundError'])
    const { result: disconnecting } = renderHook(() => useDisconnect())
    await act(() => disconnecting.current.disconnect({ id: 'wallet.one' }))
    expect(reports.at(-1)).toBe(1)
    expect(appKit.getRecentConnections('eip155').map((c) => c.connectorId)).toEqual(['wallet.one'])
    await appKit.switchConnection({
      connection: appKit.getRecentConnections('eip155')[0] as never,
      namespace: 'eip155',
    })
    expect(appKit.getAddress()).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    await appKit.disconnect('eip155')
    expect(appKit.getConnections('eip155')).toEqual([])
    appKit.deleteConnection({ address: second, connectorId: 'wallet.two', namespace: 'eip155' })
    expect(appKit.getRecentConnections('eip155').map((c) => c.connectorId)).toEqual(['wallet.one'])
  })
})

describe('the instance', () => {
  it('reads and reports in AppKit’s shapes', async () => {
    const { appKit } = await start()
    const states: unknown[] = []
    const accounts: unknown[] = []
    const networks: unknown[] = []
    appKit.subscribeState((state) => states.push(state))
    appKit.subscribeAccount((account) => accounts.push(account))
    appKit.subscribeNetwork((network) => networks.push(network))
    expect(appKit.getState()).toEqual({
      open: false,
      loading: false,
      selectedNetworkId: 'eip155:31337',
      activeChain: 'eip155',
      initialized: true,
      connectingWallet: undefined,
    })
    await appKit.open()
    expect(appKit.isOpen()).toBe(true)
    await waitFor(() => expect(states.at(-1)).toMatchObject({ open: true }))
    await appKit.close()
    await connect(appKit, { connectorId: 'dev.airlock.wallet' })
    await waitFor(() => expect(accounts.at(-1)).toMatchObject({ isConnected: true }))
    expect(appKit.getAddress()).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(appKit.getCaipAddress()).toBe('eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(appKit.getWalletInfo()).toMatchObject({ name: 'Airlock Dev Wallet' })
    expect(appKit.getActiveChainNamespace()).toBe('eip155')
    expect(appKit.getCaipNetworks('solana').map((network) => network.id)).toEqual([solana.id])
    expect(appKit.getCaipNetwork('eip155', 31338)?.name).toBe(airlockLocal2.name)
    await appKit.switchNetwork(airlockLocal2)
    await waitFor(() => expect(networks.at(-1)).toMatchObject({ chainId: 31338 }))
    appKit.setThemeMode('dark')
    expect(appKit.getThemeMode()).toBe('dark')
    expect(appKit.getError()).toBe('')
    expect(appKit.getConnectors().map((connector) => connector.id)).toContain('phantom')
  })
})

describe('headless', () => {
  it('useAppKitWallets lists the wallets and connects the one picked, per namespace', async () => {
    const { appKit } = await start()
    const { result } = renderHook(() => useAppKitWallets())
    expect(result.current.isInitialized).toBe(true)
    expect(result.current.wallets.map((wallet) => wallet.name)).toEqual(
      expect.arrayContaining(['Airlock Dev Wallet', 'Phantom']),
    )
    const phantom = result.current.wallets.find((wallet) => wallet.id === 'phantom')
    expect(phantom).toMatchObject({ isInjected: true, connectors: [{ chain: 'solana' }] })
    await act(() => result.current.connect(phantom as NonNullable<typeof phantom>, 'solana'))
    expect(appKit.getAccount('solana')?.address).toBe(solanaAddress)
    expect(appKit.getAccount('eip155')?.isConnected).toBe(false)
    expect(result.current.wcUri).toBeUndefined()
  })
})

describe('wallet button: useAppKitUpdateEmail', () => {
  it('moves the email wallet to a new email through the modal’s views; closing the modal first is a rejection', async () => {
    const frame = createTestFrameHost()
    const appKit = createAppKit({
      adapters: [createTestAdapter('eip155')],
      networks: [airlockLocal, airlockLocal2],
      projectId: 'test',
      // Nothing answers there: the update needs no server, and must not reach a local stack.
      apiUrl: `http://127.0.0.1:${await getFreePort()}`,
      storage: createMemoryStorage(),
      debug: false,
      createFrameHost: frame.createFrameHost,
    })
    made.push(appKit)
    await appKit.ready
    const onSuccess = vi.fn()
    const onError = vi.fn()
    const { result } = renderHook(() => useAppKitUpdateEmail({ onSuccess, onError }))
    expect(result.current).toMatchObject({
      data: undefined,
      error: undefined,
      isPending: false,
      isError: false,
      isSuccess: false,
    })

    // Only the email or social wallet has an email to update.
    await act(() => result.current.updateEmail())
    expect(result.current.error).toBeInstanceOf(AuthNotConnectedError)
    expect(onError).toHaveBeenCalledWith(result.current.error)
    expect(appKit.isOpen()).toBe(false)

    await act(async () => {
      await connectEmail(appKit, { email: 'ada@example.com' })
      await connectOtp(appKit, { otp: '123456' })
    })
    await act(() => appKit.close())

    // Closing the modal before the update is done rejects, as AppKit's does.
    let updating: Promise<void> | undefined
    act(() => {
      updating = result.current.updateEmail()
    })
    expect(result.current.isPending).toBe(true)
    expect(appKit.isOpen()).toBe(true)
    await act(async () => {
      await appKit.close()
      await updating
    })
    expect(result.current.error).toBeInstanceOf(UserRejectedRequestError)
    expect(result.current.isPending).toBe(false)

    // The visitor types the new email, then the current email's code and the new one's.
    act(() => {
      updating = result.current.updateEmail()
    })
    expect(result.current).toMatchObject({ isPending: true, isError: false })
    const shadow = () => document.querySelector('airlock-modal')?.shadowRoot
    await waitFor(() => expect(shadow()?.querySelector('form')).toBeTruthy(), slow)
    const view = within(shadow()?.querySelector('div') as HTMLElement)
    const field = await view.findByRole('textbox', { name: 'Email' }, slow)
    expect((field as HTMLInputElement).value).toBe('ada@example.com')
    const save = view.getByRole('button', { name: 'Save' })
    expect((save as HTMLButtonElement).disabled).toBe(true)
    fireEvent.change(field, { target: { value: 'new@example.com' } })
    fireEvent.click(save)
    await view.findByText('Enter the code we sent to your current email, ada@example.com', {}, slow)
    fireEvent.change(view.getByRole('textbox', { name: 'One-time code' }), {
      target: { value: '123456' },
    })
    await view.findByText('Enter the code we sent to your new email, new@example.com', {}, slow)
    fireEvent.change(view.getByRole('textbox', { name: 'One-time code' }), {
      target: { value: '123456' },
    })
    await act(() => updating)
    expect(result.current).toMatchObject({
      data: { email: 'new@example.com' },
      error: undefined,
      isPending: false,
      isSuccess: true,
      isError: false,
    })
    expect(onSuccess).toHaveBeenCalledWith({ email: 'new@example.com' })
    expect(appKit.isOpen()).toBe(false)
    expect(frame.requests.map((request) => request.name)).toEqual(
      expect.arrayContaining([
        'UPDATE_EMAIL',
        'UPDATE_EMAIL_PRIMARY_OTP',
        'UPDATE_EMAIL_SECONDARY_OTP',
      ]),
    )
  })
})
