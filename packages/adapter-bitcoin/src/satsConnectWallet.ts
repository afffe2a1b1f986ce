import { ChainNotSupportedError, UserRejectedRequestError } from '@airlock/core'
import { isWalletRejection } from '@airlock/core/adapter'
import { SatsConnectRequestError } from './errors.js'
import { type BitcoinWalletSurface, sortAccounts, toPurpose } from './walletSurface.js'

/** An entry of `window.btc_providers` (the sats-connect registry). */
export type SatsConnectProviderInfo = {
  id: string
  name: string
  icon?: string | undefined
  methods?: readonly string[] | undefined
}

type SatsConnectProvider = {
  request: (method: string, params?: unknown) => Promise<unknown>
  addListener?: (event: string, listener: (...args: unknown[]) => void) => () => void
}

type RpcAnswer = { result?: unknown; error?: { code: number; message: string } }
type SatsAddress = { address: string; publicKey?: string; purpose?: string }
/** How sats-connect answers name the network (`getAddresses`, `networkChange`…). */
type SatsNetwork = { bitcoin?: { name?: string } } | undefined

// sats-connect's network names.
const networkNames: Record<string, string> = {
  'bitcoin:mainnet': 'Mainnet',
  'bitcoin:testnet': 'Testnet',
  'bitcoin:regtest': 'Regtest',
  'bitcoin:signet': 'Signet',
}

/** The sats-connect providers of a page: each registry entry whose provider object exists. */
export function readSatsConnectProviders(
  target: Record<string, unknown>,
): { info: SatsConnectProviderInfo; provider: SatsConnectProvider }[] {
  const registry = target.btc_providers
  if (!Array.isArray(registry)) return []
  return registry.flatMap((info: SatsConnectProviderInfo) => {
    if (typeof info?.id !== 'string' || typeof info.name !== 'string') return []
    // The id is a dotted path on window (e.g. 'XverseProviders.BitcoinProvider').
    const provider = info.id
      .split('.')
      .reduce<unknown>(
        (object, key) => (object as Record<string, unknown> | undefined)?.[key],
        target,
      )
    if (typeof (provider as SatsConnectProvider | undefined)?.request !== 'function') return []
    return [{ info, provider: provider as SatsConnectProvider }]
  })
}

/** Drives a sats-connect wallet (Xverse, Leather, Magic Eden, the Airlock Dev Wallet…). */
export function toSatsConnectSurface(
  info: SatsConnectProviderInfo,
  provider: SatsConnectProvider,
): BitcoinWalletSurface {
  let accounts: ReturnType<typeof toAddresses> = []
  /** The wallet's network as its last answer named it. */
  let chain: string | undefined
  const noteNetwork = (network: SatsNetwork) => {
    const name = network?.bitcoin?.name
    const found = Object.entries(networkNames).find(([, value]) => value === name)
    if (found) chain = found[0]
  }
  const call = async <result>(method: string, params?: unknown): Promise<result> => {
    const answer = (await provider.request(method, params)) as RpcAnswer
    if (answer?.error) {
      // sats-connect's -32000, or some wallets' EIP-1193 4001.
      if (isWalletRejection(answer, 'bip122')) {
        throw new UserRejectedRequestError(answer.error)
      }
      throw new SatsConnectRequestError({ wallet: info.name, method, error: answer.error })
    }
    return answer?.result as result
  }
  const toAddresses = (addresses: readonly SatsAddress[]) =>
    sortAccounts(
      addresses
        .filter((item) => item.purpose !== 'stx')
        .map((item) => ({
          address: item.address,
          publicKey: item.publicKey,
          purpose: toPurpose(item.purpose),
        })),
    )
  return {
    id: info.id,
    name: info.name,
    icon: info.icon,
    source: 'sats-connect',
    async connect() {
      const { addresses, network } = await call<{
        addresses: SatsAddress[]
        network?: SatsNetwork
      }>('getAddresses', { purposes: ['payment', 'ordinals'], message: 'Connect' })
      noteNetwork(network)
      accounts = toAddresses(addresses)
      return accounts
    },
    async getAccounts() {
      if (accounts.length > 0) return accounts
      const answer = await call<{ addresses: SatsAddress[]; network?: SatsNetwork }>(
        'wallet_getAccount',
      ).catch(() => undefined)
      noteNetwork(answer?.network)
      accounts = answer ? toAddresses(answer.addresses) : []
      return accounts
    },
    async disconnect() {
      accounts = []
      await call('wallet_disconnect').catch(() => undefined)
    },
    async signMessage({ address, message, protocol }) {
      const { signature } = await call<{ signature: string }>('signMessage', {
        address,
        message,
        protocol: protocol === 'ecdsa' ? 'ECDSA' : 'BIP322',
      })
      return signature
    },
    async signPsbt({ psbt, signInputs }) {
      const byAddress: Record<string, number[]> = {}
      for (const input of signInputs) {
        byAddress[input.address] = [...(byAddress[input.address] ?? []), input.index]
      }
      const answer = await call<{ psbt: string }>('signPsbt', {
        psbt,
        signInputs: byAddress,
        broadcast: false,
      })
      return answer.psbt
    },
    async switchChain({ chain: target }) {
      if (target === chain) return
      const name = networkNames[target]
      if (!name) {
        throw new ChainNotSupportedError(
          target,
          undefined,
          `sats-connect has no name for ${target}`,
        )
      }
      try {
        await call('wallet_changeNetwork', { name })
      } catch (error) {
        // Invalid params (-32602) or an unrecognized chain (4902): the wallet has no such network.
        if (
          error instanceof SatsConnectRequestError &&
          (error.rpcCode === -32602 || error.rpcCode === 4902)
        ) {
          throw new ChainNotSupportedError(target, error, error.shortMessage)
        }
        throw error
      }
      chain = target
      accounts = []
    },
    getChain: () => chain,
    request: (method, params) => call(method, params),
    onAccountsChanged(listener) {
      const reread = (network?: SatsNetwork) => {
        noteNetwork(network)
        accounts = []
        void this.getAccounts().then(
          (next) => listener(next, chain),
          () => listener([]),
        )
      }
      const offAccounts = provider.addListener?.('accountChange', () => reread())
      const offNetwork = provider.addListener?.('networkChange', (event) =>
        reread(event as SatsNetwork),
      )
      return () => {
        offAccounts?.()
        offNetwork?.()
      }
    },
  }
}
