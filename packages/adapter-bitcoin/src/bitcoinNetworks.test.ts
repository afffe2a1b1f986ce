import { bitcoin, bitcoinSignet, bitcoinTestnet } from '@airlock/core/networks'
import { expect, it } from 'vitest'
import { toAddressFormat, toChainReference, toWalletChain } from './bitcoinNetworks.js'

it("AppKit's bitcoinSignet is the wallets' bitcoin:signet, with testnet's tb1 addresses", () => {
  expect(toWalletChain(bitcoinSignet)).toBe('bitcoin:signet')
  expect(toChainReference('bitcoin:signet')).toBe(bitcoinSignet.id)
  expect(toAddressFormat(bitcoinSignet)).toBe('testnet')
  expect(toAddressFormat(bitcoinTestnet)).toBe('testnet')
  expect(toAddressFormat(bitcoin)).toBe('mainnet')
})
