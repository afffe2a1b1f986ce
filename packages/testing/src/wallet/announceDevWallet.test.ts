// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { announceDevWallet } from './announceDevWallet.js'
import { createDevWallet } from './createDevWallet.js'
import { devWalletIcon } from './devWalletIcon.js'
import type { DevWalletWindow } from './devWalletInitConfig.js'
import { startDevWalletInPage } from './startDevWalletInPage.js'

type AnnounceEvent = CustomEvent<{
  info: { uuid: string; name: string; icon: string; rdns: string }
  provider: unknown
}>

function collectAnnouncements() {
  const events: AnnounceEvent[] = []
  const listener = (event: Event) => events.push(event as AnnounceEvent)
  window.addEventListener('eip6963:announceProvider', listener)
  return { events, stop: () => window.removeEventListener('eip6963:announceProvider', listener) }
}

describe('announceDevWallet', () => {
  it('announces at once and again on every eip6963:requestProvider, until unsubscribed', () => {
    const wallet = createDevWallet({ storage: null })
    const { events, stop } = collectAnnouncements()
    const unsubscribe = announceDevWallet(wallet)
    expect(events).toHaveLength(1)
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(events).toHaveLength(2)

    const detail = events[0]?.detail
    expect(detail?.info).toMatchObject({ name: 'Airlock Dev Wallet', rdns: 'dev.airlock.wallet' })
    expect(detail?.info.icon).toBe(devWalletIcon)
    expect(detail?.info.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(detail?.info.uuid).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
    expect(events[1]?.detail.info.uuid).toBe(detail?.info.uuid)
    // The provider alone is announced, not the test controls.
    expect(detail?.provider).toBe(wallet.provider)
    expect(detail?.provider).not.toHaveProperty('rejectNextRequest')
    expect(Object.isFrozen(detail)).toBe(true)
    expect(Object.isFrozen(detail?.info)).toBe(true)

    unsubscribe()
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(events).toHaveLength(2)
    stop()
  })

  it('takes its own info and can set window.ethereum', async () => {
    const wallet = createDevWallet({ storage: null })
    const { events, stop } = collectAnnouncements()
    const unsubscribe = announceDevWallet(wallet, {
      name: 'Other Wallet',
      rdns: 'com.example.other',
      icon: 'data:image/svg+xml,<svg/>',
      uuid: '00000000-0000-4000-8000-000000000000',
      injectAsWindowEthereum: true,
    })
    expect(events[0]?.detail.info).toEqual({
      name: 'Other Wallet',
      rdns: 'com.example.other',
      icon: 'data:image/svg+xml,<svg/>',
      uuid: '00000000-0000-4000-8000-000000000000',
    })
    const injected = (window as unknown as { ethereum?: typeof wallet.provider }).ethereum
    expect(injected).toBe(wallet.provider)
    expect(await injected?.request({ method: 'eth_chainId' })).toBe('0x7a69')
    unsubscribe()
    expect(window).not.toHaveProperty('ethereum')
    stop()
  })

  it('remembers the authorised site in sessionStorage across a reload', async () => {
    sessionStorage.clear()
    const first = createDevWallet()
    await first.request({ method: 'eth_requestAccounts' })
    first.switchChain(31338)
    const reloaded = createDevWallet()
    expect(await reloaded.request({ method: 'eth_accounts' })).toEqual([first.getState().address])
    expect(await reloaded.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    sessionStorage.clear()
  })
})

describe('startDevWalletInPage', () => {
  it('creates, announces and exposes one wallet per page', () => {
    const { events, stop } = collectAnnouncements()
    const page = window as unknown as DevWalletWindow
    const wallet = startDevWalletInPage({ inMemory: true, initialChainId: 31338 })
    expect(page.airlockDevWallet).toBe(wallet)
    expect(wallet?.getState().chainId).toBe(31338)
    // A second call (an app after the test's init script) finds the same wallet.
    expect(startDevWalletInPage({ inMemory: true })).toBe(wallet)
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(events.map((event) => event.detail.provider)).toEqual([
      wallet?.provider,
      wallet?.provider,
    ])
    delete page.airlockDevWallet
    stop()
  })
})
