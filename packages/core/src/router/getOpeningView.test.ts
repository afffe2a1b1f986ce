import { describe, expect, it } from 'vitest'
import { type GetOpeningViewParameters, getOpeningView } from './getOpeningView.js'

const base: GetOpeningViewParameters = {
  hasAdapters: true,
  isConnected: false,
  isMobile: false,
  unsupportedChain: false,
  enableNetworkSwitch: true,
  allowUnsupportedChain: false,
  basic: false,
}

describe('getOpeningView (spec §2 opening rules)', () => {
  it('shows an explicit view', () => {
    expect(getOpeningView({ ...base, view: 'Networks', isConnected: true })).toBe('Networks')
  })
  it('sends mobile visitors with no adapters and no address to AllWallets', () => {
    expect(getOpeningView({ ...base, hasAdapters: false, isMobile: true })).toBe('AllWallets')
  })
  it('sends others with no adapters and no address to ConnectingWalletConnectBasic', () => {
    expect(getOpeningView({ ...base, hasAdapters: false })).toBe('ConnectingWalletConnectBasic')
  })
  it('shows Account when connected, with or without adapters', () => {
    expect(getOpeningView({ ...base, isConnected: true })).toBe('Account')
    expect(getOpeningView({ ...base, hasAdapters: false, isConnected: true })).toBe('Account')
  })
  it('shows Connect otherwise', () => {
    expect(getOpeningView(base)).toBe('Connect')
  })
  it('shows UnsupportedChain only when every condition holds', () => {
    const unsupported = { ...base, isConnected: true, unsupportedChain: true }
    expect(getOpeningView(unsupported)).toBe('UnsupportedChain')
    expect(getOpeningView({ ...unsupported, enableNetworkSwitch: false })).toBe('Account')
    expect(getOpeningView({ ...unsupported, allowUnsupportedChain: true })).toBe('Account')
    expect(getOpeningView({ ...unsupported, basic: true })).toBe('Account')
    expect(getOpeningView({ ...unsupported, view: 'Networks' })).toBe('Networks')
  })
})
