import { connect, createMemoryStorage } from '@airlock/core'
import { airlockLocal, airlockLocal2 } from '@airlock/core/networks'
import { createTestAdapter } from '@airlock/core/testing'
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { AppKitProvider } from '../AppKitProvider.js'
import { type AppKitInstance, createAppKit } from '../createAppKit.js'
import { useAppKitAccount } from './useAppKitAccount.js'
import { useAppKitEvents } from './useAppKitEvents.js'
import { useAppKitNetwork } from './useAppKitNetwork.js'

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

describe('hooks on a real instance', () => {
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
