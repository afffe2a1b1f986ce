import {
  type AdapterConnector,
  type AppKit,
  type AppKitState,
  type ChainNamespace,
  type ConnectErrorType,
  type ConnectSocialErrorType,
  connect,
  connectSocial,
  openModal,
  parseCaipAddress,
  pushView,
  type RegistryWallet,
  type SocialProvider,
  selectAccount,
  UserRejectedRequestError,
  watchState,
} from '@airlock/core'

/** The social logins AppKit's wallet button takes as a wallet name. */
const walletButtonSocials = [
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
  'farcaster',
] as const satisfies readonly SocialProvider[]

/** Wallets AppKit's wallet button knows by a short name (its `Wallet` type). */
export type WalletButtonName =
  | 'coinbase'
  | 'metamask'
  | 'trust'
  | 'okx'
  | 'bitget'
  | 'binance'
  | 'uniswap'
  | 'safepal'
  | 'rainbow'
  | 'bybit'
  | 'tokenpocket'
  | 'ledger'
  | 'timeless-x'
  | 'safe'
  | 'zerion'
  | 'oneinch'
  | 'crypto-com'
  | 'imtoken'
  | 'kraken'
  | 'ronin'
  | 'robinhood'
  | 'exodus'
  | 'argent'
  | 'jupiter'
  | 'solflare'
  | 'phantom'
  | 'coin98'
  | 'magic-eden'
  | 'backpack'
  | 'frontier'

/**
 * A wallet to connect directly, as AppKit's wallet button names it: `walletConnect`, `email`, a
 * social login, a wallet by short name (`metamask`), or here also any connector id, rdns, wallet
 * name or registry wallet id.
 */
export type Wallet =
  | WalletButtonName
  | (typeof walletButtonSocials)[number]
  | 'walletConnect'
  | 'email'
  | (string & {})

/** The connected account: AppKit's `ParsedCaipAddress`. */
export type ParsedCaipAddress = {
  chainNamespace: ChainNamespace
  chainId: string
  address: string
}

export type ConnectWalletParameters = {
  wallet: Wallet
  /** Only this namespace's wallets; default the active namespace's, then any. */
  namespace?: ChainNamespace | undefined
}
export type ConnectWalletReturnType = ParsedCaipAddress
export type ConnectWalletErrorType =
  | ConnectErrorType
  | ConnectSocialErrorType
  | UserRejectedRequestError

const simple = (value: string | undefined) => value?.toLowerCase().replace(/[^a-z0-9]/g, '')

/** The installed wallet `wallet` names: by connector id, rdns (`io.metamask`) or simple name. */
export function findWalletConnector(
  state: AppKitState,
  wallet: string,
  namespace?: ChainNamespace | undefined,
): AdapterConnector | undefined {
  const wanted = simple(wallet)
  const lists = namespace
    ? [state.adapterConnectors[namespace]]
    : [
        state.activeNamespace ? state.adapterConnectors[state.activeNamespace] : undefined,
        ...Object.values(state.adapterConnectors),
      ]
  for (const list of lists) {
    const found = list?.find(
      (connector) =>
        connector.type !== 'AUTH' &&
        (connector.id === wallet ||
          simple(connector.name) === wanted ||
          connector.info?.rdns?.split('.').some((part) => simple(part) === wanted)),
    )
    if (found) return found
  }
  return undefined
}

/** A registry wallet already loaded (featured, recommended, listed or found) by id or name. */
function findRegistryWallet(state: AppKitState, wallet: string): RegistryWallet | undefined {
  const { featured, recommended, list, search } = state.wallets
  const wanted = simple(wallet)
  return [...featured, ...recommended, ...list, ...search.results].find(
    (item) => item.id === wallet || simple(item.name) === wanted,
  )
}

function hasWalletConnect(state: AppKitState): boolean {
  return Object.values(state.adapterConnectors).some((connectors) =>
    connectors?.some((connector) => connector.type === 'WALLET_CONNECT'),
  )
}

function parsedAccount(appKit: AppKit, namespace?: ChainNamespace): ParsedCaipAddress | undefined {
  const caipAddress = selectAccount(appKit.state, namespace)?.caipAddress
  if (!caipAddress) return undefined
  const { namespace: chainNamespace, reference, address } = parseCaipAddress(caipAddress)
  return { chainNamespace, chainId: reference, address }
}

/**
 * Waits for the visitor to connect in the modal: resolves with the account once one appears that
 * was not there before, rejects with UserRejectedRequestError when the modal closes first.
 */
function connectInModal(
  appKit: AppKit,
  namespace: ChainNamespace | undefined,
  show: () => void,
): Promise<ParsedCaipAddress> {
  const before = selectAccount(appKit.state, namespace)?.caipAddress
  return new Promise((resolve, reject) => {
    const check = () => {
      const caipAddress = selectAccount(appKit.state, namespace)?.caipAddress
      const account = caipAddress && caipAddress !== before && parsedAccount(appKit, namespace)
      if (account) {
        stop()
        resolve(account)
      } else if (!appKit.state.modal.open) {
        stop()
        reject(new UserRejectedRequestError())
      }
    }
    const stop = watchState(appKit, check)
    show()
  })
}

/**
 * Connects one wallet directly, as AppKit's wallet button does. An installed wallet connects at
 * once; `email` and `farcaster` open the Connect view; the other socials open the provider's
 * login popup (call from a click); `walletConnect` opens the QR code, a registry wallet that is
 * not installed its WalletConnect pairing, and an unknown name the wallet list. Resolves with the
 * connected account; closing the modal first rejects with UserRejectedRequestError.
 *
 * @example const { address } = await connectWallet(appKit, { wallet: 'metamask' })
 */
export async function connectWallet(
  appKit: AppKit,
  { wallet, namespace }: ConnectWalletParameters,
): Promise<ConnectWalletReturnType> {
  const { state } = appKit
  if (wallet === 'email' || wallet === 'farcaster') {
    return connectInModal(appKit, namespace, () =>
      openModal(appKit, { view: 'Connect', namespace }),
    )
  }
  if ((walletButtonSocials as readonly string[]).includes(wallet)) {
    await connectSocial(appKit, { provider: wallet as Exclude<SocialProvider, 'farcaster'> })
    const account = parsedAccount(appKit, namespace)
    if (!account) throw new UserRejectedRequestError()
    return account
  }
  const connector =
    wallet === 'walletConnect' ? undefined : findWalletConnector(state, wallet, namespace)
  if (connector && connector.type !== 'WALLET_CONNECT') {
    const connection = await connect(appKit, { connectorId: connector.id, namespace })
    return (
      parsedAccount(appKit, connector.chain) ?? {
        chainNamespace: connector.chain,
        chainId: String(connection.chainId),
        address: connection.address,
      }
    )
  }
  const registryWallet = wallet === 'walletConnect' ? undefined : findRegistryWallet(state, wallet)
  return connectInModal(appKit, namespace, () => {
    if (wallet === 'walletConnect') {
      return openModal(appKit, { view: 'ConnectingWalletConnect', namespace })
    }
    if (!registryWallet || !hasWalletConnect(state)) return openModal(appKit, { namespace })
    // Back from the wallet's pairing leads to the Connect view, as choosing it there does.
    openModal(appKit, { view: 'Connect', namespace })
    pushView(appKit, { view: 'ConnectingWalletConnect', data: { walletId: registryWallet.id } })
  })
}
