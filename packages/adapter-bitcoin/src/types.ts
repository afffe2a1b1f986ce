import type { CaipNetworkId } from '@airlock/core'

/** AppKit's purposes: `ordinal` is what Wallet Standard and sats-connect call `ordinals`. */
export type BitcoinAddressPurpose = 'payment' | 'ordinal' | 'stx'

/** One address a Bitcoin wallet hands out. */
export type BitcoinAccountAddress = {
  address: string
  /** Hex: 33 bytes for P2WPKH, 32 (x-only) for P2TR. */
  publicKey?: string | undefined
  path?: string | undefined
  purpose: BitcoinAddressPurpose
}

export type SignMessageParameters = {
  address: string
  message: string
  /** Default: 'bip322' (BIP-322 simple, which P2TR and P2WPKH both support). */
  protocol?: 'ecdsa' | 'bip322' | undefined
}

export type SignPSBTParameters = {
  /** The PSBT, base64. */
  psbt: string
  signInputs: {
    address: string
    index: number
    /** Default: SIGHASH_ALL (SIGHASH_DEFAULT for taproot). */
    sighashTypes?: readonly number[] | undefined
    publicKey?: string | undefined
  }[]
  /** Finalizes, broadcasts through the data API, and answers the txid. */
  broadcast?: boolean | undefined
}

export type SignPSBTReturnType = { psbt: string; txid?: string | undefined }

export type SendTransferParameters = {
  /** Sats, as a decimal string. */
  amount: string
  recipient: string
}

/**
 * What `useAppKitProvider('bip122').walletProvider` is: AppKit's `BitcoinConnector` shape, the
 * same for every wallet whatever surface it was found on.
 */
export type BitcoinConnector = {
  id: string
  name: string
  imageUrl?: string | undefined
  chain: 'bip122'
  /** Which surface the wallet was found on; `walletconnect` for the WalletConnect session. */
  source: 'wallet-standard' | 'sats-connect' | 'walletconnect'
  connect: () => Promise<string>
  disconnect: () => Promise<void>
  getAccountAddresses: () => Promise<BitcoinAccountAddress[]>
  /** A base64 signature (BIP-322 witness, or 65-byte ECDSA with a BIP-137 header). */
  signMessage: (parameters: SignMessageParameters) => Promise<string>
  signPSBT: (parameters: SignPSBTParameters) => Promise<SignPSBTReturnType>
  /** Builds, signs and broadcasts a payment from the payment address; resolves with the txid. */
  sendTransfer: (parameters: SendTransferParameters) => Promise<string>
  switchNetwork: (caipNetworkId: CaipNetworkId) => Promise<void>
  /** The wallet's own RPC (sats-connect), for methods this shape does not cover. */
  request: <result = unknown>(args: { method: string; params?: unknown }) => Promise<result>
}
