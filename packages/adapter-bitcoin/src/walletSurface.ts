import type { BitcoinAccountAddress, SignMessageParameters } from './types.js'

/**
 * One wallet as the adapter drives it, whichever surface it was found on. Broadcasting is the
 * adapter's (through the data API), so every wallet can send, not only those that broadcast.
 */
export type BitcoinWalletSurface = {
  id: string
  name: string
  icon?: string | undefined
  source: 'wallet-standard' | 'sats-connect' | 'walletconnect'
  /** Asks the wallet for its payment and ordinals addresses. */
  connect: () => Promise<BitcoinAccountAddress[]>
  /** The addresses already authorized, without prompting; empty when none. */
  getAccounts: () => Promise<BitcoinAccountAddress[]>
  disconnect: () => Promise<void>
  /** Base64 signature. */
  signMessage: (parameters: Required<SignMessageParameters>) => Promise<string>
  /** Signs the listed inputs of a base64 PSBT; answers the PSBT, not finalized. */
  signPsbt: (parameters: {
    psbt: string
    signInputs: { address: string; index: number; sighashTypes?: readonly number[] | undefined }[]
  }) => Promise<string>
  /**
   * Builds, signs and broadcasts a payment itself (WalletConnect's `sendTransfer`); answers the
   * txid. Without it, the adapter builds the PSBT and broadcasts through the data API.
   */
  sendTransfer?:
    | ((parameters: { amount: string; recipient: string }) => Promise<string>)
    | undefined
  /**
   * Moves the wallet to a network, named as Wallet Standard does (`chain`, e.g. `bitcoin:testnet`)
   * and by its CAIP-2 id. A network the wallet does not serve throws core's
   * `ChainNotSupportedError`; afterwards `getAccounts` answers that network's addresses.
   */
  switchChain: (target: { chain: string; caipNetworkId: string }) => Promise<void>
  /** The Wallet Standard chain the wallet is on, when it says (undefined: it does not). */
  getChain: () => string | undefined
  request: (method: string, params?: unknown) => Promise<unknown>
  /**
   * Accounts (or the network, and with it the accounts) changed from the wallet's side, with the
   * chain they are on when the wallet says; returns the unsubscribe.
   */
  onAccountsChanged: (
    listener: (accounts: BitcoinAccountAddress[], chain?: string | undefined) => void,
  ) => () => void
}

export function toPurpose(purpose: string | undefined): BitcoinAccountAddress['purpose'] {
  if (purpose === 'ordinals' || purpose === 'ordinal') return 'ordinal'
  if (purpose === 'stx') return 'stx'
  return 'payment'
}

/** Payment first, then ordinals (AppKit reads index 0 as payment, 1 as ordinal). */
export function sortAccounts(accounts: BitcoinAccountAddress[]): BitcoinAccountAddress[] {
  const rank = { payment: 0, ordinal: 1, stx: 2 }
  return [...accounts].sort((a, b) => rank[a.purpose] - rank[b.purpose])
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

export function base64ToBytes(base64: string): Uint8Array {
  return Uint8Array.from(atob(base64), (character) => character.charCodeAt(0))
}

export function bytesToHex(bytes: Uint8Array): string {
  let hex = ''
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0')
  return hex
}
