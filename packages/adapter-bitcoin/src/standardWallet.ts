import { ChainNotSupportedError } from '@airlock/core'
import { UnsupportedWalletMethodError } from '@airlock/core/adapter'
import { BitcoinAddressNotAuthorizedError, BitcoinWalletResponseError } from './errors.js'
import {
  type BitcoinWalletSurface,
  base64ToBytes,
  bytesToBase64,
  bytesToHex,
  sortAccounts,
  toPurpose,
} from './walletSurface.js'

/** A Wallet Standard account with the `purpose` Bitcoin wallets add. */
type StandardAccount = {
  address: string
  publicKey: Uint8Array
  chains: readonly string[]
  purpose?: string | undefined
}

/** The parts of a Wallet Standard wallet (`bitcoin:*` features) the adapter uses. */
export type StandardBitcoinWallet = {
  name: string
  icon: string
  chains: readonly string[]
  accounts: readonly StandardAccount[]
  features: Record<string, unknown>
}

type Feature<method extends string, fn> = { [key in method]: fn } & { version: string }

/** True for a wallet with `bitcoin:connect` (the Bitcoin Wallet Standard extension). */
export function isStandardBitcoinWallet(wallet: unknown): wallet is StandardBitcoinWallet {
  const features = (wallet as { features?: unknown } | undefined)?.features
  return typeof features === 'object' && features !== null && 'bitcoin:connect' in features
}

/** Drives a Wallet Standard Bitcoin wallet. */
export function toStandardSurface(wallet: StandardBitcoinWallet): BitcoinWalletSurface {
  const feature = <value>(name: string): value => {
    const found = wallet.features[name]
    if (!found) throw new UnsupportedWalletMethodError(name)
    return found as value
  }
  const toAddresses = (accounts: readonly StandardAccount[]) =>
    sortAccounts(
      accounts.map((account) => ({
        address: account.address,
        publicKey: bytesToHex(account.publicKey),
        purpose: toPurpose(account.purpose),
      })),
    )
  const accountOf = (address: string) => {
    const account = wallet.accounts.find((item) => item.address === address)
    if (!account) throw new BitcoinAddressNotAuthorizedError({ wallet: wallet.name, address })
    return account
  }
  return {
    id: wallet.name,
    name: wallet.name,
    icon: wallet.icon,
    source: 'wallet-standard',
    async connect() {
      const { connect } =
        feature<
          Feature<
            'connect',
            (input: { purposes: string[] }) => Promise<{ accounts: StandardAccount[] }>
          >
        >('bitcoin:connect')
      const { accounts } = await connect({ purposes: ['payment', 'ordinals'] })
      return toAddresses(accounts)
    },
    getAccounts: async () => toAddresses(wallet.accounts),
    async disconnect() {
      const disconnect = wallet.features['standard:disconnect'] as
        | Feature<'disconnect', () => Promise<void>>
        | undefined
      await disconnect?.disconnect()
    },
    async signMessage({ address, message, protocol }) {
      const { signMessage } =
        feature<
          Feature<
            'signMessage',
            (
              ...inputs: { account: StandardAccount; message: Uint8Array; protocol: string }[]
            ) => Promise<{ signature: Uint8Array }[]>
          >
        >('bitcoin:signMessage')
      const [output] = await signMessage({
        account: accountOf(address),
        message: new TextEncoder().encode(message),
        protocol,
      })
      if (!output) {
        throw new BitcoinWalletResponseError({ wallet: wallet.name, missing: 'signature' })
      }
      return bytesToBase64(output.signature)
    },
    async signPsbt({ psbt, signInputs }) {
      const { signTransaction } =
        feature<
          Feature<
            'signTransaction',
            (input: {
              psbt: Uint8Array
              inputsToSign: {
                account: StandardAccount
                signingIndexes: number[]
                sigHash?: number
              }[]
            }) => Promise<{ signedPsbt: Uint8Array }[]>
          >
        >('bitcoin:signTransaction')
      // One entry per input: each may carry its own sighash type.
      const [output] = await signTransaction({
        psbt: base64ToBytes(psbt),
        inputsToSign: signInputs.map((input) => ({
          account: accountOf(input.address),
          signingIndexes: [input.index],
          ...(input.sighashTypes?.[0] === undefined ? {} : { sigHash: input.sighashTypes[0] }),
        })),
      })
      if (!output) throw new BitcoinWalletResponseError({ wallet: wallet.name, missing: 'PSBT' })
      return bytesToBase64(output.signedPsbt)
    },
    async switchChain({ chain }) {
      if (!wallet.chains.includes(chain)) {
        throw new ChainNotSupportedError(chain, undefined, `${wallet.name} does not serve ${chain}`)
      }
      if (wallet.accounts[0]?.chains.includes(chain)) return
      // Not in the Bitcoin extension of Wallet Standard yet; AppKit calls it too.
      const switcher = wallet.features['bitcoin:switchNetwork'] as
        | Feature<'switchNetwork', (input: { chain: string }) => Promise<void>>
        | undefined
      if (!switcher) {
        throw new ChainNotSupportedError(chain, undefined, `${wallet.name} cannot switch networks`)
      }
      try {
        await switcher.switchNetwork({ chain })
      } catch (error) {
        // 4902: the wallet does not recognize the chain (as EVM wallets answer).
        if ((error as { code?: unknown })?.code === 4902) {
          throw new ChainNotSupportedError(chain, error, (error as Error).message)
        }
        throw error
      }
    },
    getChain: () => wallet.accounts[0]?.chains[0],
    async request(method) {
      // A Wallet Standard wallet has features, not an RPC.
      throw new UnsupportedWalletMethodError(method)
    },
    onAccountsChanged(listener) {
      const events = wallet.features['standard:events'] as
        | Feature<
            'on',
            (
              event: 'change',
              listener: (properties: { accounts?: readonly StandardAccount[] }) => void,
            ) => () => void
          >
        | undefined
      if (!events) return () => undefined
      return events.on('change', (properties) => {
        if (properties.accounts) {
          listener(toAddresses(properties.accounts), properties.accounts[0]?.chains[0])
        }
      })
    },
  }
}
