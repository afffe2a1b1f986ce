import { ed25519 } from '@noble/curves/ed25519'
import { sha256 } from '@noble/hashes/sha2'

const base58Alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Base58 (Bitcoin alphabet), as Solana writes addresses and signatures. */
export function toBase58(bytes: Uint8Array): string {
  let value = 0n
  for (const byte of bytes) value = (value << 8n) | BigInt(byte)
  let out = ''
  while (value > 0n) {
    out = base58Alphabet[Number(value % 58n)] + out
    value /= 58n
  }
  for (const byte of bytes) {
    if (byte !== 0) break
    out = `1${out}`
  }
  return out
}

export type SolanaDevAccount = {
  /** 32-byte ed25519 private key seed. */
  seed: Uint8Array
  publicKey: Uint8Array
  /** Base58 address. */
  address: string
}

/** A deterministic key: the same `label` gives the same account on every machine. */
export function deriveSolanaDevAccount(label: string): SolanaDevAccount {
  const seed = sha256(new TextEncoder().encode(`airlock solana dev account: ${label}`))
  const publicKey = ed25519.getPublicKey(seed)
  return { seed, publicKey, address: toBase58(publicKey) }
}

/**
 * The local Solana chain's funded accounts. `wallet` is the Airlock Dev Wallet's Solana account
 * (100 SOL, 1,000 AUSD, 250 AGLD); `receiver` holds 10 SOL and 5 AUSD; `fresh` holds 10 SOL and no
 * token account (a transfer to it creates the associated token account).
 */
export const solanaDevAccounts = {
  wallet: deriveSolanaDevAccount('wallet'),
  receiver: deriveSolanaDevAccount('receiver'),
  fresh: deriveSolanaDevAccount('fresh'),
} as const

/** The seeded SPL tokens (classic token program). */
export const solanaDevTokens = {
  usd: {
    address: deriveSolanaDevAccount('mint: AUSD').address,
    name: 'Airlock USD',
    symbol: 'AUSD',
    decimals: 6,
  },
  gold: {
    address: deriveSolanaDevAccount('mint: AGLD').address,
    name: 'Airlock Gold',
    symbol: 'AGLD',
    decimals: 9,
  },
} as const

/** CAIP-2 reference of the local chain: the first 32 characters of its genesis hash. */
export const solanaLocalGenesisHash = 'AirLockLocaLSoLana1111111111111111111111111'
export const solanaLocalChainReference = solanaLocalGenesisHash.slice(0, 32)
