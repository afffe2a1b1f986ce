import type {
  AccountNft,
  OnrampPaymentCurrency,
  OnrampProviderInfo,
  OnrampPurchaseCurrency,
  OnrampQuoteResponse,
  TokenBalance,
  Transaction,
} from '@airlock/blockchain-api'
import type { AdapterConnector } from '../adapter/types.js'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../caip/types.js'
import type { AppKitEvent } from '../events/types.js'
import type { Language } from '../i18n/languages.js'
import type { MessageKey } from '../i18n/messages.js'
import type { ModalThemeVariables, ThemeMode } from '../options/types.js'
import type { SiwxState } from './siwx.js'
import type { WalletsState } from './wallets.js'

/** The modal's views (spec §2). */
export type ViewName =
  | 'Connect'
  | 'Account'
  | 'AllWallets'
  | 'Networks'
  | 'ConnectingWalletConnectBasic'
  | 'ConnectingWalletConnect'
  | 'ConnectingExternal'
  | 'ConnectingSiwe'
  | 'ConnectingFarcaster'
  | 'UnsupportedChain'
  | 'SIWXSignMessage'
  | 'ApproveTransaction'
  | 'RegisterAccountName'
  | 'RegisterAccountNameSuccess'
  | 'WalletSend'
  | 'WalletSendPreview'
  | 'WalletReceive'
  | 'NftDetail'
  | 'EmailVerifyOtp'
  | 'EmailVerifyDevice'
  | 'UpdateEmailWallet'
  | 'UpdateEmailPrimaryOtp'
  | 'UpdateEmailSecondaryOtp'
  | 'LinkSocial'
  | 'Swap'
  | 'SwapSelectToken'
  | 'SwapPreview'
  | 'ProfileWallets'
  | 'OnRampProviders'
  | 'BuyInProgress'
  | 'WhatIsAWallet'
  | 'WhatIsANetwork'
  | 'GetWallet'

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

/** An account's kind: AppKit's `eoa`, `smartAccount`, and Bitcoin's `payment`, `ordinal`, `stx`. */
export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal' | 'stx'

/** A connector as the modal lists it: adapter connectors, merged across namespaces where the spec says. */
export type Connector = AdapterConnector & {
  /** Per-namespace connectors merged into this one (multi-chain and auth wallets). */
  connectors?: readonly AdapterConnector[] | undefined
}

export type ConnectedWalletInfo = {
  name: string
  icon?: string | undefined
  type?: 'WALLET_CONNECT' | 'ANNOUNCED' | 'INJECTED' | 'AUTH' | 'EXTERNAL' | undefined
  identifier?: string | undefined
  social?: string | undefined
}

export type AccountEntry = {
  namespace: ChainNamespace
  address: string
  type: AccountType
  publicKey?: string
  path?: string
}

/** Account state of one chain namespace (spec §3). */
export type AccountState = {
  status: ConnectionStatus
  caipAddress: CaipAddress | undefined
  address: string | undefined
  /** Native balance in whole units, full precision; format for display with formatBalance. */
  balance: string | undefined
  balanceSymbol: string | undefined
  addressExplorerUrl: string | undefined
  /** Token balances from the data API (spec §3), zero balances left out; refreshed after a send. */
  tokenBalance: TokenBalance[]
  /**
   * Where `tokenBalance` stands: 'idle' before the first read of this account and network,
   * 'loading' while one runs, 'success' once the data API answered (an empty list is then true),
   * 'error' when it could not ('Token Balance Unavailable').
   */
  tokenBalanceStatus: 'idle' | 'loading' | 'success' | 'error'
  /** Account view tab: 0 Tokens, 1 NFTs, 2 Activity. */
  currentTab: number
  allAccounts: AccountEntry[]
  connectedWalletInfo: ConnectedWalletInfo | undefined
  preferredAccountType: AccountType | undefined
  /** The Sign In With Farcaster channel URL of the last Farcaster login (spec §3). */
  farcasterUrl?: string | undefined
  /** The account's name (spec §3), once registered or looked up. */
  profileName?: string | undefined
  /** The account's avatar URL (spec §3): an ENS avatar the identity route gives. */
  profileImage?: string | undefined
  /** Labels the dapp gave addresses (AppKit's `addAddressLabel`), by address. */
  addressLabels?: Record<string, string> | undefined
}

export type ChainState = {
  namespace: ChainNamespace
  /** Connector of the current connection, if any. */
  connectorId: string | undefined
  /** The namespace's active network. */
  networkId: CaipNetworkId | undefined
  account: AccountState
}

/**
 * One wallet connection of a namespace. Several can be live at once (multi-wallet): the namespace's
 * account shows the active one (`ChainState.connectorId`), the others wait to be switched to.
 */
export type WalletConnection = {
  connectorId: string
  /** The wallet's accounts, the one in use first. */
  accounts: { address: string }[]
  /** The chain the connection is on, when known. */
  caipNetworkId?: CaipNetworkId | undefined
}

/** A wallet the visitor used lately (at most 2 are kept). */
export type RecentWallet = {
  id: string
  name: string
  imageUrl?: string | undefined
  rdns?: string | undefined
}

export type ToastVariant = 'success' | 'loading' | 'error'

export type ToastState = {
  message: string
  variant: ToastVariant
  open: boolean
  autoClose: boolean
}

export type Alert = {
  id:
    | 'PROJECT_ID_NOT_CONFIGURED'
    | 'INVALID_PROJECT_ID'
    | 'ORIGIN_NOT_ALLOWED'
    | 'NETWORK_NOT_FOUND'
    | 'SOCIALS_TIMEOUT'
  variant: 'warning' | 'error'
  message: MessageKey
  description: MessageKey
}

/** What a view needs to know beyond its name (the connector being connected, …). */
export type RouterData = {
  connectorId?: string | undefined
  walletId?: string | undefined
  /** The NFT shown by NftDetail: `chainId:contract:tokenId`. */
  nftId?: string | undefined
  /** The email the email views are about (the one being logged in, or the current one). */
  email?: string | undefined
  /** The email an update moves to. */
  newEmail?: string | undefined
  /** The side of the swap SwapSelectToken picks a token for. */
  swapTarget?: 'from' | 'to' | undefined
  /** The name RegisterAccountName and RegisterAccountNameSuccess are about (`alice.reown.id`). */
  name?: string | undefined
  /** What `open({ view: 'WalletSend', arguments })` asked to send (openSend prefilled the form). */
  send?: SendArguments | undefined
  /** What `open({ view: 'Swap', arguments })` asked to swap, for the Swap view to start from. */
  swap?: SwapArguments | undefined
  /**
   * On Buy opened for an embedded-wallet approval the account cannot pay: a swap from another
   * token held that would pay for it instead (`fundApprovalWithSwap`).
   */
  fundSwap?: FundSwapOffer | undefined
}

/**
 * A swap into what an approval lacks, from another token the account holds: offered on the Buy
 * that the approval's "Buy" opened.
 */
export type FundSwapOffer = {
  /** Whole units the approval lacks (`0.0301`), of `missingSymbol` (the network's coin). */
  missing: string
  missingSymbol: string
  /** The token the swap pays with (`AUSD`). */
  symbol: string
  /** The Swap form's start: that token, into the coin, the missing amount's worth and a margin. */
  swap: SwapArguments
}

/**
 * AppKit's `arguments` of `open({ view: 'WalletSend' })`: the amount in whole units, the token
 * (its contract or mint address, CAIP-10 or bare; a native placeholder such as
 * `0xeeee…eeee`, the zero address or `native` for the network's own currency), the receiver, and
 * the network (default: the active namespace and its network).
 */
export type SendArguments = {
  amount: string
  assetAddress: string
  to: string
  namespace?: ChainNamespace | undefined
  chainId?: string | number | undefined
}

/** AppKit's `arguments` of `open({ view: 'Swap' })`: the tokens (symbols or addresses) and amount. */
export type SwapArguments = {
  fromToken?: string | undefined
  toToken?: string | undefined
  amount?: string | undefined
}

export type FetchStatus = 'idle' | 'loading' | 'success' | 'error'

/** The active account's history (spec §4 "Transaction fetching"). */
export type TransactionsState = {
  /** CAIP address the list belongs to; a different account starts a fresh list. */
  caipAddress: CaipAddress | undefined
  transactions: Transaction[]
  status: FetchStatus
  /** True when the last page came back empty (or the fetch failed). */
  empty: boolean
  /** Cursor of the next page; undefined on the last one. */
  next: string | undefined
  /** Names of the rows' counterparties by lower-case address (`fetchCounterpartyNames`). */
  names: Record<string, string>
}

/** The active account's NFTs. */
export type NftsState = {
  caipAddress: CaipAddress | undefined
  nfts: AccountNft[]
  status: FetchStatus
}

/** The token being sent: a token balance entry (spec §3 "Send state"). */
export type SendToken = Pick<
  TokenBalance,
  'name' | 'symbol' | 'address' | 'quantity' | 'price' | 'iconUrl'
>

/** Spec §3 "Send state". Amounts are decimal strings in whole units. */
export type SendState = {
  token: SendToken | undefined
  sendTokenAmount: string | undefined
  receiverAddress: string | undefined
  /**
   * The name typed as receiver (`alice.eth`, `bob.reown.id`): `receiverAddress` is what it
   * resolves to, undefined until then. Undefined when an address was typed.
   */
  receiverName: string | undefined
  receiverProfileName: string | undefined
  receiverProfileImageUrl: string | undefined
  /** Gas price in wei. */
  gasPrice: string | undefined
  gasPriceInUSD: number | undefined
  networkBalanceInUSD: number | undefined
  loading: boolean
  /** What the preview's simulation of the transfer says (`simulateSend`). */
  simulation?: TransactionSimulation | undefined
}

/** The embedded wallet behind the auth connector (email login), and its frame. */
export type AuthState = {
  /** The logged-in user's email and social user name. */
  email: string | undefined
  username: string | undefined
  /** How the user logged in; undefined while nobody is. */
  authProvider: 'email' | undefined
  smartAccountDeployed: boolean | undefined
  /**
   * The embedded wallet's eip155 accounts by type (`['eoa', 'smartAccount']` on a chain with a
   * bundler) and the one in use: the Account view's toggle switches between them.
   */
  accounts: { address: string; type: 'eoa' | 'smartAccount' }[] | undefined
  /** True while the frame asks to be shown over the modal (an approval, a passkey). */
  frameVisible: boolean
  frameReason: 'approve' | 'recovery' | 'unlock' | 'export' | undefined
  /** Requests waiting for the visitor's approval in the frame. */
  pendingApprovals: number
}

/** Everything the modal shows lives here, inside one instance: no module-level state. */
export type AppKitState = {
  /** `namespace` narrows the Connect view to one chain namespace when open({ namespace }) asked for it. */
  modal: {
    open: boolean
    /**
     * True until every adapter has set up and stored connections are restored (or dropped), and
     * while the dapp says so (AppKit's `setLoading`).
     */
    loading: boolean
    /** True once every adapter has set up and stored connections are restored (or dropped). */
    initialized: boolean
    /** True for 500 ms after the visitor tried to close a modal that may not close. */
    shake: boolean
    namespace: ChainNamespace | undefined
  }
  router: { view: ViewName; history: ViewName[]; data: RouterData }
  activeNamespace: ChainNamespace | undefined
  activeNetworkId: CaipNetworkId
  chains: Partial<Record<ChainNamespace, ChainState>>
  /** Connectors reported by each adapter, as reported. */
  adapterConnectors: Partial<Record<ChainNamespace, AdapterConnector[]>>
  recentWallets: RecentWallet[]
  /** Live connections by namespace, in the order they were made (the active one among them). */
  connections: Partial<Record<ChainNamespace, WalletConnection[]>>
  /**
   * Connections made on this device (stored, so they survive a reload), live or not: the ones not
   * live are the namespace's recent connections, which switching to reconnects.
   */
  storedConnections: Partial<Record<ChainNamespace, WalletConnection[]>>
  connection: {
    /** The attempt in flight or last failed, for the Connecting views. */
    status: 'idle' | 'pending' | 'error'
    connectorId: string | undefined
    error: MessageKey | undefined
    /** WalletConnect pairing URI; closing the modal resets it. */
    uri: string | undefined
    /** When the pairing behind `uri` expires (ms since the epoch). */
    uriExpiresAt: number | undefined
    /** Counts connection attempts: a superseded attempt's failure is not shown. */
    attempt: number
  }
  /** True while the wallet sits on a chain the app did not configure. */
  unsupportedChain: boolean
  toast: ToastState
  transactions: TransactionsState
  nfts: NftsState
  send: SendState
  /** The swap form; created by `initSwap` when the Swap view first opens. */
  swap?: SwapState | undefined
  /** The Buy form and the purchase it started; created by `initOnramp` when Buy first opens. */
  onramp?: OnrampState | undefined
  theme: {
    themeMode: ThemeMode
    /** AppKit's theme variables under the `--w3m-*` names the modal maps (`--apkt-*` ones win). */
    themeVariables: ModalThemeVariables
    /** The QR code's colour (`--apkt-qr-color` or `--w3m-qr-color`); undefined: the theme's own. */
    qrColor?: string | undefined
  }
  /**
   * The legal links under the Connect view (options `termsConditionsUrl`, `privacyPolicyUrl`), and
   * whether the visitor ticked `features.legalCheckbox` (one tick for every view it gates, kept
   * until the page reloads, as AppKit's `isLegalCheckboxChecked`).
   */
  legal: {
    termsConditionsUrl?: string | undefined
    privacyPolicyUrl?: string | undefined
    checked: boolean
  }
  alerts: Alert[]
  /** The wallet registry as loaded so far (AllWallets, featured and recommended). */
  wallets: WalletsState
  /** Sign-in with the wallet: whether it is on, required, and the active account's session. */
  siwx: SiwxState
  /** Email login and the embedded wallet (present in every instance; empty when it is off). */
  auth: AuthState
  /** Latest tracked event (read by useAppKitEvents). */
  lastEvent: AppKitEvent | undefined
  /** The modal's language (its catalogue is loaded); `dir` follows from it (getTextDirection). */
  language: Language
  /** Text for the polite live region; changes announce themselves to screen readers. */
  announcement: string
  /**
   * Counts the changes made to `appKit.options` after creation (updateOptions, updateFeatures,
   * addNetwork, …): a selection that reads the options runs again when it moves.
   */
  optionsRevision: number
}

/** A token the swap form offers: the server's swap list, with the visitor's balance when held. */
export type SwapTokenOption = {
  name: string
  symbol: string
  /** CAIP-10 (`eip155:1:0xeeee…eeee` for the native currency). */
  address: string
  decimals: number
  logoUri: string
  /** Whole units, full precision; undefined when the visitor holds none. */
  balance: string | undefined
  /** USD per whole token; 0 when unknown. */
  price: number
}

/** The swap form. Amounts are decimal strings in whole units. */
export type SwapState = {
  /** The server's swap tokens on the active network, with balances. */
  tokens: SwapTokenOption[]
  status: FetchStatus
  /** Why swaps cannot run here ('Network not supported for Swaps'), when they cannot. */
  error: MessageKey | undefined
  fromToken: SwapTokenOption | undefined
  toToken: SwapTokenOption | undefined
  fromAmount: string | undefined
  /** What the quote buys, in whole units of `toToken`. */
  toAmount: string | undefined
  /** The quote behind `toAmount`: the amount it was asked for (base units) and its price impact. */
  quote: { fromAmount: string; toAmount: string; priceImpact: number | undefined } | undefined
  quoteStatus: FetchStatus
  /** True when the swap contract may not yet move `fromAmount`: an approval comes first. */
  approvalNeeded: boolean
  gasPriceInUSD: number | undefined
  networkBalanceInUSD: number | undefined
  /** True while the approval or the swap is with the wallet. */
  loading: boolean
  /** What the preview's simulation of the approval and the swap says (`simulateSwap`). */
  simulation?: TransactionSimulation | undefined
}

/**
 * A preview's simulation on the chain's node (`eth_simulateV1`): what leaves and enters the
 * account (amounts in whole units, by symbol, with the counterparty), a revert with its reason, or none (the node has no
 * simulation, or it failed: the preview stays as it was).
 */
export type TransactionSimulation =
  | { status: 'pending' }
  | {
      status: 'success'
      /**
       * Each asset that leaves (`out`) or enters (`in`) the account, with the address it goes to
       * or comes from (the recipient, the pool of a swap).
       */
      changes: {
        direction: 'out' | 'in'
        symbol: string
        amount: string
        counterparty: string
      }[]
    }
  | { status: 'reverted'; reason: string | undefined }
  | { status: 'unavailable' }

/** The Buy form (on-ramp) and the purchase it opened. Amounts are decimal strings. */
export type OnrampState = {
  /** The options call: it never fails (the built-in list stands in). */
  status: FetchStatus
  /** Providers that deliver to the active namespace. */
  providers: OnrampProviderInfo[]
  /** What can be bought on the active network. */
  purchaseCurrencies: OnrampPurchaseCurrency[]
  paymentCurrencies: OnrampPaymentCurrency[]
  /** Id of the currency bought (`AUSD`). */
  purchaseCurrency: string | undefined
  /** Id of the fiat currency paid with (`USD`). */
  paymentCurrency: string
  amount: string | undefined
  /** Id of the chosen provider. */
  provider: string | undefined
  quote: OnrampQuoteResponse | undefined
  quoteStatus: FetchStatus
  /** The purchase opened in the provider's window, followed until it ends. */
  purchase: OnrampPurchaseState | undefined
}

export type OnrampPurchaseState = {
  /** Set when the server follows the purchase (the sandbox). */
  id: string | undefined
  provider: string
  providerName: string
  status: 'pending' | 'completed' | 'failed'
  symbol: string
  /** Whole tokens bought, once known. */
  amount: string | undefined
  txHash: string | undefined
}
