import { HDKey } from '@scure/bip32'
import { entropyToMnemonic, mnemonicToSeedSync } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english'
import { type Address, bytesToHex, type Hex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { KeyDerivationError } from '../errors/custody.js'

/** The EVM derivation path of the embedded wallet's first account. */
export const evmDerivationPath = "m/44'/60'/0'/0/0"

export type WalletKey = {
  /** The private key of `evmDerivationPath`; zero it with `fill(0)` when done. */
  privateKey: Uint8Array
  address: Address
}

/**
 * The wallet's EVM key from its entropy: entropy → BIP-39 mnemonic → seed → `m/44'/60'/0'/0/0`,
 * so an exported mnemonic restores the same account in any wallet.
 */
export function deriveWalletKey(entropy: Uint8Array): WalletKey {
  const seed = mnemonicToSeedSync(entropyToMnemonic(entropy, wordlist))
  const node = HDKey.fromMasterSeed(seed).derive(evmDerivationPath)
  seed.fill(0)
  const privateKey = node.privateKey
  if (!privateKey) throw new KeyDerivationError({ details: 'derivation gave no private key' })
  const copy = Uint8Array.from(privateKey)
  node.wipePrivateData()
  return { privateKey: copy, address: privateKeyToAddress(bytesToHex(copy) as Hex) }
}

/** The mnemonic of the wallet's entropy, for the in-frame export after a step-up. */
export function entropyToWalletMnemonic(entropy: Uint8Array): string {
  return entropyToMnemonic(entropy, wordlist)
}
