const evmAddress = /^(0x)?[0-9a-fA-F]{40}$/
const solanaAddress = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** An EVM address: 40 hex characters with an optional 0x prefix (checksum not checked here). */
export function isEvmAddress(value: string): boolean {
  return evmAddress.test(value)
}

/** A Solana address: 32 to 44 base58 characters. */
export function isSolanaAddress(value: string): boolean {
  return solanaAddress.test(value)
}
