import type { CaipNetwork } from '@airlock/core'

/** The Wallet Standard chain of each known bip122 network (CAIP-2 reference → chain). */
const walletChains: Record<
  string,
  'bitcoin:mainnet' | 'bitcoin:testnet' | 'bitcoin:regtest' | 'bitcoin:signet'
> = {
  '000000000019d6689c085ae165831e93': 'bitcoin:mainnet',
  '000000000933ea01ad0ee984209779ba': 'bitcoin:testnet',
  '0f9188f13cb7b2c71f2a335e3a4fc328': 'bitcoin:regtest',
  '00000008819873e925422c1ff0f99f7c': 'bitcoin:signet',
}

/** The CAIP-2 reference of a wallet-side chain (`bitcoin:testnet` → its genesis hash prefix). */
export function toChainReference(chain: string): string {
  const known = Object.entries(walletChains).find(([, name]) => name === chain)
  return known?.[0] ?? chain.replace(/^bitcoin:/, '')
}

/** The wallet-side chain name of a network; regtest for the local stack. */
export function toWalletChain(network: CaipNetwork): string {
  return walletChains[String(network.id)] ?? `bitcoin:${String(network.id)}`
}

/** Which address format (and bitcoinjs network) a network uses. */
export function toAddressFormat(network: CaipNetwork): 'mainnet' | 'testnet' | 'regtest' {
  const chain = walletChains[String(network.id)]
  if (chain === 'bitcoin:mainnet') return 'mainnet'
  if (chain === 'bitcoin:regtest') return 'regtest'
  return 'testnet'
}
