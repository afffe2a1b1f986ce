/** The dapp as a wallet shows it during pairing. */
export type WalletConnectMetadata = {
  name: string
  description: string
  url: string
  icons: string[]
}

export type WalletConnectClientParameters = {
  projectId: string
  /**
   * The relay both the dapp and the wallet use. Default: WalletConnect's. For local work and
   * tests, Airlock's server serves one at `ws://127.0.0.1:8787/relay`.
   */
  relayUrl?: string | undefined
  /**
   * Kept for compatibility with earlier versions, which loaded WalletConnect's SDK and its Verify
   * iframe. Airlock's own sign client registers nothing with a Verify service and contacts no host
   * but the relay, so this option has no effect.
   */
  verifyUrl?: string | false | undefined
  /** The dapp as the wallet shows it. Default: the page's title and origin. */
  metadata?: WalletConnectMetadata | undefined
  /** Prefix of the client's storage key; give each client in one process its own. */
  customStoragePrefix?: string | undefined
  /**
   * Where the session is kept across reloads: a key-value storage of WalletConnect's
   * `IKeyValueStorage` shape (`getItem`, `setItem`, `removeItem`; sync or async, JSON values).
   * Default: `localStorage` in a browser, memory elsewhere.
   */
  storage?: unknown
  /**
   * Told of what the client recovers from by itself: each message it dropped (forged,
   * undecryptable or malformed: `WalletConnectMessageError`) and relay trouble while it reconnects
   * (`WalletConnectRelayError`). Nothing the dapp sees changes.
   */
  onError?: ((error: Error) => void) | undefined
}

/** What the dapp asks of one namespace (CAIP-2 chain ids). */
export type WalletConnectNamespace = {
  chains: readonly string[]
  methods: readonly string[]
  events: readonly string[]
  /** RPC URL by chain reference (`'1'` for `eip155:1`): reads never go to WalletConnect's RPC. */
  rpcMap?: Record<string, string> | undefined
}

/** An approved session: per namespace, the accounts (CAIP-10) and what the wallet allows. */
export type WalletConnectSession = {
  topic: string
  namespaces: Record<
    string,
    { accounts: string[]; chains?: string[] | undefined; methods: string[]; events: string[] }
  >
  peer: { name: string; url: string; icons: string[] }
}

export type WalletConnectClientEvent =
  /** A pairing URI to show (QR code, "Copy link", deep links). */
  | { type: 'uri'; uri: string }
  /** A session was approved, restored or updated by the wallet. */
  | { type: 'session'; session: WalletConnectSession }
  /** The wallet's active accounts in `namespace` changed (plain addresses). */
  | { type: 'accountsChanged'; namespace: string; accounts: string[] }
  /** The active chain of a namespace changed (CAIP-2), by the wallet or by a switch. */
  | { type: 'chainChanged'; chainId: string }
  /** The session ended, on either side. */
  | { type: 'disconnect' }

/**
 * One WalletConnect sign client shared by every adapter of an instance, namespace-generic
 * (eip155, solana, bip122, …). Creating it loads nothing; the sign client loads on the first
 * `connect`, `restore` or `request`.
 */
export type WalletConnectClient = {
  /** Adds (or replaces) what a namespace asks for in the next proposal. */
  setNamespace: (namespace: string, config: WalletConnectNamespace) => void
  /** Proposes a session for every namespace set so far; resolves once the wallet approves. */
  connect: () => Promise<WalletConnectSession>
  /** Loads the client and returns the stored session, if one is still alive. */
  restore: () => Promise<WalletConnectSession | undefined>
  /** The current session once the client has loaded; undefined before or when there is none. */
  getSession: () => WalletConnectSession | undefined
  /** The active chain (CAIP-2) of `namespace` in the session. */
  getChainId: (namespace: string) => string | undefined
  /**
   * Sends `method` for `chainId` (CAIP-2): wallet methods the session allows go to the wallet,
   * reads to the namespace's `rpcMap`.
   */
  request: <T = unknown>(parameters: {
    chainId: string
    method: string
    params?: unknown
  }) => Promise<T>
  /** Ends the session (no-op when there is none). */
  disconnect: () => Promise<void>
  /**
   * Closes the relay socket and stops the client's timers, keeping the session stored (a new
   * client restores it). Nothing loads if the client never did; it is not to be used afterwards.
   */
  close: () => Promise<void>
  /** Listens to the client's events; returns the unsubscribe function. */
  subscribe: (listener: (event: WalletConnectClientEvent) => void) => () => void
}
