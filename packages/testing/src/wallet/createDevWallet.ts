import { type Address, type Hex, isAddress, isAddressEqual, isHex, type LocalAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devAccounts } from '../devnet/devnet.js'
import { type DevWalletChain, devWalletDefaultChains, toHexChainId } from './devWalletChain.js'
import {
  type DevWalletStorage,
  getDefaultDevWalletStorage,
  readDevWalletSession,
  writeDevWalletSession,
} from './devWalletSession.js'
import { forwardRpcRequest } from './forwardRpcRequest.js'
import {
  parseAddEthereumChainParameter,
  parseHexChainId,
} from './parseAddEthereumChainParameter.js'
import { ProviderRpcError, providerRpcErrorCodes } from './providerRpcError.js'
import { sendDevWalletTransaction } from './sendDevWalletTransaction.js'

export type CreateDevWalletParameters = {
  /** Private keys of the wallet's accounts. Default: the devnet's ten dev accounts. */
  accounts?: readonly Hex[] | undefined
  /** Chains the wallet knows. Default: the two devnet chains on ports 8545 and 8546. */
  chains?: readonly DevWalletChain[] | undefined
  /** Chain to start on. Default: the first chain (or the one remembered from this tab). */
  initialChainId?: number | undefined
  /**
   * Where the wallet remembers, across reloads, that the site was authorised, the account and
   * the chain. Default: `sessionStorage` when available; `null` keeps everything in memory.
   */
  storage?: DevWalletStorage | null | undefined
  /** Key under which the session is stored. Default: `'airlock-dev-wallet'`. */
  storageKey?: string | undefined
}

/** One `request` call as the dapp made it, for assertions. */
export type DevWalletRequest = { method: string; params: unknown }

/** Arguments of EIP-1193 `request`. */
export type DevWalletRequestArguments = { method: string; params?: readonly unknown[] | object }

/** Events of EIP-1193, with the payloads the dev wallet emits. */
export type DevWalletEvents = {
  connect: (info: { chainId: Hex }) => void
  disconnect: (error: ProviderRpcError) => void
  accountsChanged: (accounts: Address[]) => void
  chainChanged: (chainId: Hex) => void
  message: (message: { type: string; data: unknown }) => void
}

/** The EIP-1193 face of the wallet: what is announced to dapps. */
export type DevWalletProvider = {
  readonly isAirlockDevWallet: true
  request: (args: DevWalletRequestArguments) => Promise<unknown>
  on: <event extends keyof DevWalletEvents>(
    event: event,
    listener: DevWalletEvents[event],
  ) => DevWalletProvider
  removeListener: <event extends keyof DevWalletEvents>(
    event: event,
    listener: DevWalletEvents[event],
  ) => DevWalletProvider
}

/** What the wallet looks like from the outside at one moment. */
export type DevWalletState = {
  /** Whether the site may see the account (`eth_accounts` returns it). */
  authorized: boolean
  accountIndex: number
  address: Address
  chainId: number
  chains: DevWalletChain[]
}

/** The provider plus the controls a test uses to act as the wallet's user. */
export type DevWallet = DevWalletProvider & {
  /** The provider alone, without the controls; this is what `announceDevWallet` announces. */
  readonly provider: DevWalletProvider
  /** Every request so far, oldest first. */
  readonly requests: readonly DevWalletRequest[]
  /**
   * The next request that asks the user (connect, sign, send, switch or add a chain) — or, with
   * `method`, the next request of that method — fails with 4001 'User rejected the request.'.
   * Each call queues one rejection.
   */
  rejectNextRequest: (options?: { method?: string | undefined }) => void
  /** Moves the wallet to a chain it knows, as its user would; emits `chainChanged`. */
  switchChain: (chainId: number) => void
  /** Teaches the wallet a chain (or replaces the one with the same id) without switching. */
  addChain: (chain: DevWalletChain) => void
  /** Selects another account; emits `accountsChanged` when the site is authorised. */
  setAccount: (index: number) => void
  /** Disconnects the site: emits `accountsChanged` with `[]` and `disconnect` (4900). */
  disconnect: () => void
  getState: () => DevWalletState
}

// Methods a real wallet would show a prompt for; only these are refused by a bare rejectNextRequest.
const promptingMethods = new Set([
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_watchAsset',
])

// Wallet-side methods a node must never answer for the wallet.
const unsupportedMethodPattern =
  /^(eth_sign|eth_signTransaction|eth_signTypedData(_v1|_v3)?|eth_subscribe|eth_unsubscribe|eth_decrypt|eth_getEncryptionPublicKey|personal_.*|wallet_.*)$/

/**
 * Creates the Airlock Dev Wallet: an EIP-1193 provider backed by local private keys (viem local
 * accounts). It signs locally, fills and signs transactions itself and sends them with
 * `eth_sendRawTransaction`, and forwards every other read to the current chain's RPC. The returned
 * object also carries controls for tests.
 *
 * @example
 * const wallet = createDevWallet({ chains: [{ id: 31337, name: 'Local', rpcUrl }] })
 * const [address] = (await wallet.request({ method: 'eth_requestAccounts' })) as Address[]
 * wallet.rejectNextRequest({ method: 'personal_sign' })
 */
export function createDevWallet(parameters: CreateDevWalletParameters = {}): DevWallet {
  const accounts: LocalAccount[] = (
    parameters.accounts ?? devAccounts.map((account) => account.privateKey)
  ).map((key) => privateKeyToAccount(key))
  if (accounts.length === 0) throw new Error('createDevWallet needs at least one account.')
  const storageKey = parameters.storageKey ?? 'airlock-dev-wallet'
  const storage =
    parameters.storage === null ? undefined : (parameters.storage ?? getDefaultDevWalletStorage())
  const session = readDevWalletSession(storage, storageKey)

  const chains = new Map<number, DevWalletChain>()
  for (const chain of parameters.chains ?? devWalletDefaultChains) chains.set(chain.id, chain)
  const addedChains = new Map<number, DevWalletChain>()
  for (const chain of session?.addedChains ?? []) {
    if (!chains.has(chain.id)) {
      chains.set(chain.id, chain)
      addedChains.set(chain.id, chain)
    }
  }
  const firstChain = chains.values().next().value
  if (!firstChain) throw new Error('createDevWallet needs at least one chain.')
  if (parameters.initialChainId !== undefined && !chains.has(parameters.initialChainId)) {
    throw new Error(
      `initialChainId ${parameters.initialChainId} is not one of the wallet's chains.`,
    )
  }

  const state = {
    authorized: session?.authorized ?? false,
    accountIndex: session && session.accountIndex < accounts.length ? session.accountIndex : 0,
    chainId:
      session && chains.has(session.chainId)
        ? session.chainId
        : (parameters.initialChainId ?? firstChain.id),
    connected: true,
  }
  const requests: DevWalletRequest[] = []
  const rejections: { method: string | undefined }[] = []
  const listeners = new Map<keyof DevWalletEvents, Set<(...args: never[]) => void>>()
  let sending: Promise<unknown> = Promise.resolve()

  const account = () => accounts[state.accountIndex] as LocalAccount
  const chain = () => chains.get(state.chainId) as DevWalletChain
  const visibleAccounts = (): Address[] => (state.authorized ? [account().address] : [])
  const persist = () =>
    writeDevWalletSession(storage, storageKey, {
      authorized: state.authorized,
      accountIndex: state.accountIndex,
      chainId: state.chainId,
      addedChains: [...addedChains.values()],
    })

  function emit<event extends keyof DevWalletEvents>(
    event: event,
    ...args: Parameters<DevWalletEvents[event]>
  ) {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        ;(listener as unknown as (...values: typeof args) => void)(...args)
      } catch (error) {
        // A failing dapp listener must not break the wallet or the other listeners.
        console.error(error)
      }
    }
  }

  function authorize() {
    if (!state.connected) {
      state.connected = true
      emit('connect', { chainId: toHexChainId(state.chainId) })
    }
    if (!state.authorized) {
      state.authorized = true
      persist()
      emit('accountsChanged', visibleAccounts())
    }
    return visibleAccounts()
  }

  function moveToChain(chainId: number) {
    if (!chains.has(chainId)) {
      throw new ProviderRpcError(
        providerRpcErrorCodes.unrecognizedChain,
        `Unrecognized chain ID "${toHexChainId(chainId)}". Try adding the chain using wallet_addEthereumChain first.`,
      )
    }
    if (chainId === state.chainId) return
    state.chainId = chainId
    persist()
    emit('chainChanged', toHexChainId(chainId))
  }

  function addChain(added: DevWalletChain) {
    chains.set(added.id, added)
    addedChains.set(added.id, added)
    persist()
  }

  function requireAuthorized(address?: unknown) {
    if (!state.authorized) {
      throw new ProviderRpcError(
        providerRpcErrorCodes.unauthorized,
        'The requested account and/or method has not been authorized by the user.',
      )
    }
    if (
      address !== undefined &&
      (typeof address !== 'string' ||
        !isAddress(address, { strict: false }) ||
        !isAddressEqual(address, account().address))
    ) {
      throw new ProviderRpcError(
        providerRpcErrorCodes.unauthorized,
        `The wallet cannot sign for ${String(address)}; the selected account is ${account().address}.`,
      )
    }
    return account()
  }

  function takeRejection(method: string): boolean {
    const index = rejections.findIndex((rejection) =>
      rejection.method === undefined ? promptingMethods.has(method) : rejection.method === method,
    )
    if (index === -1) return false
    rejections.splice(index, 1)
    return true
  }

  function permissions() {
    if (!state.authorized) return []
    const origin = globalThis.location?.origin ?? 'airlock-dev-wallet'
    return [
      {
        parentCapability: 'eth_accounts',
        invoker: origin,
        caveats: [{ type: 'restrictReturnedAccounts', value: visibleAccounts() }],
      },
    ]
  }

  async function handle(method: string, params: readonly unknown[]): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts':
        return authorize()
      case 'eth_accounts':
        return visibleAccounts()
      case 'eth_coinbase':
        return visibleAccounts()[0] ?? null
      case 'eth_chainId':
        return toHexChainId(state.chainId)
      case 'net_version':
        return String(state.chainId)
      case 'personal_sign': {
        // Most dapps send [message, address]; some old ones send [address, message].
        const [first, second] = params
        const swapped =
          typeof first === 'string' &&
          isAddress(first, { strict: false }) &&
          !(typeof second === 'string' && isAddress(second, { strict: false }))
        const [message, address] = swapped ? [second, first] : [first, second]
        const signer = requireAuthorized(address)
        if (typeof message !== 'string') {
          throw new ProviderRpcError(
            providerRpcErrorCodes.invalidParams,
            'Expected the message to sign as a string.',
          )
        }
        return signer.signMessage({ message: isHex(message) ? { raw: message } : message })
      }
      case 'eth_signTypedData_v4': {
        const [address, data] = params
        const signer = requireAuthorized(address)
        let typedData: unknown
        try {
          typedData = typeof data === 'string' ? JSON.parse(data) : data
        } catch {
          throw new ProviderRpcError(
            providerRpcErrorCodes.invalidParams,
            'Expected the typed data as a JSON string.',
          )
        }
        if (typeof typedData !== 'object' || typedData === null) {
          throw new ProviderRpcError(
            providerRpcErrorCodes.invalidParams,
            'Expected typed data with domain, types, primaryType and message.',
          )
        }
        try {
          return await signer.signTypedData(
            typedData as Parameters<LocalAccount['signTypedData']>[0],
          )
        } catch (cause) {
          throw new ProviderRpcError(
            providerRpcErrorCodes.invalidParams,
            `Invalid typed data: ${cause instanceof Error ? cause.message : String(cause)}`,
            { cause },
          )
        }
      }
      case 'eth_sendTransaction': {
        const transaction = params[0]
        const signer = requireAuthorized()
        const target = chain()
        // One at a time, so two quick sends never take the same nonce.
        const result = sending.then(() => sendDevWalletTransaction(signer, target, transaction))
        sending = result.catch(() => undefined)
        return result
      }
      case 'wallet_switchEthereumChain': {
        const parameter = params[0] as { chainId?: unknown } | undefined
        moveToChain(parseHexChainId(parameter?.chainId))
        return null
      }
      case 'wallet_addEthereumChain': {
        const added = parseAddEthereumChainParameter(params[0])
        if (!chains.has(added.id)) addChain(added)
        // As extensions do after the user approves the new network, move to it.
        moveToChain(added.id)
        return null
      }
      case 'wallet_requestPermissions': {
        const parameter = params[0] as Record<string, unknown> | undefined
        if (!parameter || typeof parameter !== 'object' || !('eth_accounts' in parameter)) {
          throw new ProviderRpcError(
            providerRpcErrorCodes.invalidParams,
            'Only the eth_accounts permission can be requested.',
          )
        }
        authorize()
        return permissions()
      }
      case 'wallet_getPermissions':
        return permissions()
      case 'wallet_revokePermissions':
        revoke()
        return null
      case 'wallet_watchAsset':
        return true
      default:
        if (unsupportedMethodPattern.test(method)) {
          throw new ProviderRpcError(
            providerRpcErrorCodes.unsupportedMethod,
            `The Airlock Dev Wallet does not support ${method}.`,
          )
        }
        return forwardRpcRequest(chain(), method, params)
    }
  }

  function revoke() {
    if (!state.authorized) return
    state.authorized = false
    persist()
    emit('accountsChanged', [])
  }

  const provider: DevWalletProvider = {
    isAirlockDevWallet: true,
    async request(args) {
      if (typeof args !== 'object' || args === null || typeof args.method !== 'string') {
        throw new ProviderRpcError(
          providerRpcErrorCodes.invalidParams,
          'Expected request({ method, params? }) with a string method.',
        )
      }
      const { method } = args
      const params = args.params === undefined ? [] : args.params
      requests.push({ method, params })
      if (takeRejection(method)) {
        throw new ProviderRpcError(
          providerRpcErrorCodes.userRejectedRequest,
          'User rejected the request.',
        )
      }
      return handle(method, Array.isArray(params) ? params : [params])
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener)
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }

  return {
    ...provider,
    provider,
    requests,
    rejectNextRequest(options = {}) {
      rejections.push({ method: options.method })
    },
    switchChain(chainId) {
      moveToChain(chainId)
    },
    addChain(added) {
      addChain(added)
    },
    setAccount(index) {
      if (!Number.isInteger(index) || index < 0 || index >= accounts.length) {
        throw new Error(`Account index ${index} is out of range (0 to ${accounts.length - 1}).`)
      }
      if (index === state.accountIndex) return
      state.accountIndex = index
      persist()
      if (state.authorized) emit('accountsChanged', visibleAccounts())
    },
    disconnect() {
      revoke()
      if (state.connected) {
        state.connected = false
        emit(
          'disconnect',
          new ProviderRpcError(
            providerRpcErrorCodes.disconnected,
            'The user disconnected the site.',
          ),
        )
      }
    },
    getState() {
      return {
        authorized: state.authorized,
        accountIndex: state.accountIndex,
        address: account().address,
        chainId: state.chainId,
        chains: [...chains.values()],
      }
    },
  }
}
