import { describe, expect, it } from 'vitest'
import { accountTabs, getAccountTabs } from './getAccountTabs.js'

describe('getAccountTabs', () => {
  it('lists Tokens, NFTs and Activity on eip155, in that order', () => {
    expect(getAccountTabs({ namespace: 'eip155', history: true })).toEqual([
      'tokens',
      'nfts',
      'activity',
    ])
    expect(accountTabs).toEqual(['tokens', 'nfts', 'activity'])
  })

  it('hides NFTs where the data API serves none: Solana and Bitcoin', () => {
    expect(getAccountTabs({ namespace: 'solana', history: true })).toEqual(['tokens', 'activity'])
    expect(getAccountTabs({ namespace: 'bip122', history: true })).toEqual(['tokens', 'activity'])
  })

  it('hides Activity when the history feature is off', () => {
    expect(getAccountTabs({ namespace: 'eip155', history: false })).toEqual(['tokens', 'nfts'])
    expect(getAccountTabs({ namespace: 'bip122', history: false })).toEqual(['tokens'])
  })

  it('shows no tab for a namespace the data API does not serve, or none', () => {
    expect(getAccountTabs({ namespace: 'polkadot', history: true })).toEqual([])
    expect(getAccountTabs({ namespace: undefined, history: true })).toEqual([])
  })
})
