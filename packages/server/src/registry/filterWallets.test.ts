import { expect, test } from 'vitest'
import { filterWallets } from './filterWallets.js'
import { walletCatalogue } from './walletCatalogue.js'

const names = (chains: string[]) =>
  filterWallets(walletCatalogue, { page: 1, entries: 500, chains }).data.map(
    (wallet) => wallet.name,
  )

// The chains a dapp asks for when it connects one namespace: its networks of that namespace, here
// the test and local ones no wallet lists by id.
const solanaDevnet = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const solanaLocal = 'solana:AirLockLocaLSoLana11111111111111'
const bitcoinRegtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const anvil = 'eip155:31337'

test("a namespace's chains list only the wallets that serve that namespace, on any of its networks", () => {
  const solana = names([solanaDevnet, solanaLocal])
  expect(solana).toEqual(expect.arrayContaining(['Phantom', 'Solflare', 'Backpack', 'Glow']))
  expect(solana).not.toContain('Rainbow')
  expect(solana).not.toContain('MetaMask')
  expect(solana).not.toContain('Xverse')

  const bitcoin = names([bitcoinRegtest])
  expect(bitcoin).toEqual(expect.arrayContaining(['Xverse', 'Leather', 'UniSat Wallet']))
  expect(bitcoin).not.toContain('Rainbow')
  expect(bitcoin).not.toContain('Solflare')

  const evm = names([anvil])
  expect(evm).toEqual(expect.arrayContaining(['MetaMask', 'Rainbow', 'Phantom']))
  expect(evm).not.toContain('Solflare')
  expect(evm).not.toContain('Xverse')

  // Every wallet listed for a namespace's chains lists a chain of that namespace.
  for (const [namespace, chains] of [
    ['solana:', [solanaDevnet]],
    ['bip122:', [bitcoinRegtest]],
    ['eip155:', [anvil]],
  ] as const) {
    const { data } = filterWallets(walletCatalogue, { page: 1, entries: 500, chains: [...chains] })
    for (const wallet of data) {
      expect(
        wallet.chains.some((chain) => chain.startsWith(namespace)),
        `${wallet.name} on ${namespace}`,
      ).toBe(true)
    }
  }
})

test('two namespaces together list the wallets of either; no chains lists every wallet', () => {
  const both = names([anvil, solanaDevnet])
  expect(both).toEqual(expect.arrayContaining(['Rainbow', 'Solflare']))
  expect(both).not.toContain('Xverse')
  expect(names([])).toHaveLength(walletCatalogue.length)
})
