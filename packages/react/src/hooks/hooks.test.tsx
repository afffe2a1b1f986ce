import { connect, createMemoryStorage } from '@airlock/core'
import { airlockLocal, airlockLocal2 } from '@airlock/core/networks'
import { createTestAdapter } from '@airlock/core/testing'
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { AppKitProvider } from '../AppKitProvider.js'
import { type AppKitInstance, createAppKit } from '../createAppKit.js'
import { useAppKit } from './useAppKit.js'
import { useAppKitAccount } from './useAppKitAccount.js'
import { useAppKitEvents } from './useAppKitEvents.js'
import { useAppKitNetwork } from './useAppKitNetwork.js'
import { useAppKitProvider } from './useAppKitProvider.js'
import { useAppKitState } from './useAppKitState.js'
import { useAppKitTheme } from './useAppKitTheme.js'
import { useDisconnect } from './useDisconnect.js'
import { useWalletInfo } from './useWalletInfo.js'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
let appKit: AppKitInstance | undefined

afterEach(() => {
  // Components go before their instance, as in an app; a hook left mounted on a destroyed default
  // instance would throw AppKitNotCreatedError.
  cleanup()
  appKit?.destroy()
  appKit = undefined
  document.body.innerHTML = ''
})

async function setup() {
  const adapter = createTestAdapter('eip155')
  appKit = createAppKit({
    adapters: [adapter],
    networks: [airlockLocal, airlockLocal2],
    projectId: 'test',
    storage: createMemoryStorage(),
    debug: false,
  })
  await appKit.ready
  return { appKit, adapter }
}

describe('before createAppKit', () => {
  it('throws the spec message from useAppKit and the events variant from useAppKitEvents', () => {
    const silence = console.error
    console.error = () => {}
    try {
      expect(() => renderHook(() => useAppKit())).toThrow(
        'Please call "createAppKit" before using "useAppKit" hook',
      )
      expect(() => renderHook(() => useAppKitEvents())).toThrow(
        'Please call "createAppKit" before using "useAppKitEvents" hook',
      )
    } finally {
      console.error = silence
    }
  })
})

describe('hooks on a real instance', () => {
  it('follow the modal, the account, the network and the events', async () => {
    const { appKit } = await setup()
    const { result } = renderHook(() => ({
      modal: useAppKit(),
      state: useAppKitState(),
      account: useAppKitAccount(),
      network: useAppKitNetwork(),
      events: useAppKitEvents(),
      wallet: useWalletInfo(),
      disconnect: useDisconnect(),
    }))
    expect(result.current.account).toMatchObject({
      isConnected: false,
      address: undefined,
      status: 'disconnected',
    })
    expect(result.current.network).toMatchObject({ chainId: 31337, caipNetworkId: 'eip155:31337' })

    await act(() => result.current.modal.open({ view: 'Networks' }))
    expect(result.current.state).toMatchObject({
      open: true,
      selectedNetworkId: 'eip155:31337',
      activeChain: 'eip155',
    })
    expect(result.current.events.data.event).toBe('MODAL_OPEN')
    await act(() => result.current.modal.close())
    expect(result.current.state.open).toBe(false)

    await act(() => connect(appKit, { connectorId: 'dev.airlock.wallet' }))
    expect(result.current.account).toMatchObject({
      isConnected: true,
      address: account,
      caipAddress: `eip155:31337:${account}`,
    })
    expect(result.current.wallet.walletInfo?.name).toBe('Airlock Dev Wallet')

    await act(() => result.current.network.switchNetwork(airlockLocal2))
    expect(result.current.network.chainId).toBe(31338)
    expect(result.current.account.caipAddress).toBe(`eip155:31338:${account}`)

    await act(() => result.current.disconnect.disconnect())
    expect(result.current.account.isConnected).toBe(false)
    expect(result.current.events.data.event).toBe('DISCONNECT_SUCCESS')
  })

  it('re-render only when their value changes, and keep its identity otherwise', async () => {
    const { appKit } = await setup()
    let renders = 0
    const { result } = renderHook(() => {
      renders++
      return useAppKitAccount()
    })
    const before = { renders, account: result.current }
    // The modal opening, a toast, a theme change: nothing the account hook returns.
    await act(async () => {
      appKit.open({ view: 'Networks' })
      appKit.setThemeMode('dark')
    })
    expect(renders).toBe(before.renders)
    expect(result.current).toBe(before.account)

    await act(() => connect(appKit, { connectorId: 'dev.airlock.wallet' }))
    expect(renders).toBeGreaterThan(before.renders)
    expect(result.current.address).toBe(account)
  })

  it('useAppKitEvents reports every event, even one equal to the last', async () => {
    const { appKit } = await setup()
    const seen: unknown[] = []
    renderHook(() => {
      seen.push(useAppKitEvents())
    })
    const event = { timestamp: 1, data: { type: 'track' as const, event: 'MODAL_OPEN' as const } }
    await act(async () => {
      appKit.state.lastEvent = { ...event }
    })
    await act(async () => {
      appKit.state.lastEvent = { ...event }
    })
    expect(seen.filter((value) => (value as typeof event).timestamp === 1)).toHaveLength(2)
  })

  it('gives the connected provider and theme setters', async () => {
    const { appKit, adapter } = await setup()
    const provider = { request: async () => null }
    adapter.getProvider = () => provider
    const { result } = renderHook(() => ({
      provider: useAppKitProvider('eip155'),
      theme: useAppKitTheme(),
    }))
    expect(result.current.provider.walletProvider).toBeUndefined()
    await act(() => connect(appKit, { connectorId: 'dev.airlock.wallet' }))
    expect(result.current.provider.walletProvider).toBe(provider)
    await act(async () => result.current.theme.setThemeMode('dark'))
    await act(async () => result.current.theme.setThemeVariables({ '--w3m-accent': '#ff0066' }))
    expect(result.current.theme).toMatchObject({
      themeMode: 'dark',
      themeVariables: { '--w3m-accent': '#ff0066' },
    })
  })

  it('scopes hooks to the instance given to AppKitProvider', async () => {
    const { appKit: first } = await setup()
    const second = createAppKit({
      networks: [airlockLocal2],
      projectId: 'other',
      storage: createMemoryStorage(),
      enableModal: false,
      newInstance: true,
    })
    // createAppKit made `second` the default; the provider pins `first`.
    const { result } = renderHook(() => useAppKitNetwork(), {
      wrapper: ({ children }) => <AppKitProvider appKit={first}>{children}</AppKitProvider>,
    })
    expect(result.current.chainId).toBe(31337)
    second.destroy()
  })
})

describe('the default instance', () => {
  it('destroying an older instance leaves hooks on the current one', async () => {
    const older = createAppKit({
      networks: [airlockLocal2],
      projectId: 'older',
      storage: createMemoryStorage(),
      enableModal: false,
      newInstance: true,
    })
    const { appKit: current } = await setup()
    const { result } = renderHook(() => useAppKitNetwork())
    expect(result.current.chainId).toBe(31337)
    older.destroy()
    expect(result.current.chainId).toBe(31337)
    await act(() => current.switchNetwork(airlockLocal2))
    expect(result.current.chainId).toBe(31338)
  })

  it('destroying the current instance hands hooks back to the one made before it', async () => {
    const { appKit: first } = await setup()
    const second = createAppKit({
      networks: [airlockLocal2],
      projectId: 'second',
      storage: createMemoryStorage(),
      enableModal: false,
      newInstance: true,
    })
    const { result } = renderHook(() => useAppKitNetwork())
    expect(result.current.chainId).toBe(31338)
    act(() => second.destroy())
    expect(result.current.chainId).toBe(31337)
    expect(first.state.activeNetworkId).toBe('eip155:31337')
  })
})

describe('createAppKit in the page', () => {
  it('mounts the modal host and registers <appkit-button>', async () => {
    const { appKit } = await setup()
    expect(document.querySelector('airlock-modal')?.shadowRoot).toBeTruthy()
    expect(customElements.get('appkit-button')).toBeDefined()
    render(<appkit-button />)
    const host = document.querySelector('appkit-button') as HTMLElement
    await waitFor(() =>
      expect(host.shadowRoot?.querySelector('button')?.textContent).toContain('Connect Wallet'),
    )
    await act(() => connect(appKit, { connectorId: 'dev.airlock.wallet' }))
    await waitFor(() =>
      expect(host.shadowRoot?.querySelector('button')?.textContent).toContain('0xf3…b92266'),
    )
    expect(screen).toBeDefined()
  })
})

describe('elements already in the page', () => {
  it('render once createAppKit runs, even when they upgraded before it', async () => {
    document.body.innerHTML = '<appkit-connect-button></appkit-connect-button>'
    const host = document.querySelector('appkit-connect-button') as HTMLElement
    await setup()
    await waitFor(() =>
      expect(host.shadowRoot?.querySelector('button')?.textContent).toContain('Connect Wallet'),
    )
  })
})
