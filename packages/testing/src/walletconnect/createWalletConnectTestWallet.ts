import { type IWalletKit, WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import type { SessionTypes } from '@walletconnect/types'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import { type Address, type Hex, isAddressEqual, isHex, type LocalAccount } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devAccounts } from '../devnet/devnet.js'
import { type DevWalletChain, devWalletDefaultChains } from '../wallet/devWalletChain.js'
import { ProviderRpcError, providerRpcErrorCodes } from '../wallet/providerRpcError.js'
import { sendDevWalletTransaction } from '../wallet/sendDevWalletTransaction.js'
import {
  bitcoinTestWalletMethods,
  performBitcoinRequest,
  type WalletConnectTestBitcoin,
} from './bitcoinRequests.js'
import { createMemoryKeyValueStorage } from './memoryKeyValueStorage.js'
import {
  performSolanaRequest,
  solanaTestAddress,
  solanaTestWalletMethods,
  type WalletConnectTestSolana,
} from './solanaRequests.js'

export type CreateWalletConnectTestWalletParameters = {
  /** The relay both sides use, e.g. `ws://127.0.0.1:8787/relay` (Airlock's server). */
  relayUrl: string
  /** Any id the relay accepts. Default: `local-dev`. */
  projectId?: string | undefined
  /** Private key of the wallet's account. Default: the devnet's first account. */
  privateKey?: Hex | undefined
  /** Chains the wallet offers. Default: the two devnet chains on ports 8545 and 8546. */
  chains?: readonly DevWalletChain[] | undefined
  /** Chain the wallet starts on. Default: the first chain. */
  initialChainId?: number | undefined
  /**
   * What happens to a session proposal: approved (default), rejected, or held until the test calls
   * `approve()` or `reject()`.
   */
  onProposal?: 'approve' | 'reject' | 'manual' | undefined
  /**
   * What happens to a signing or transaction request: answered (default), rejected by the user, or
   * held until the test calls `approveRequest()` or `rejectRequest()`.
   */
  onRequest?: 'approve' | 'reject' | 'manual' | undefined
  /** Name shown to the dapp. Default: `Airlock Test Wallet`. */
  name?: string | undefined
  /** Storage prefix of this client; unique per wallet by default. */
  storagePrefix?: string | undefined
  /** WalletConnect logger level. Default: `silent`. */
  logLevel?: string | undefined
  /** Also a Solana wallet: its key and chains, approved when a proposal asks for `solana`. */
  solana?: WalletConnectTestSolana | undefined
  /** Also a Bitcoin wallet: a dev account and its chains, approved when a proposal asks for `bip122`. */
  bitcoin?: WalletConnectTestBitcoin | undefined
}

/** A request the wallet received, and what it answered. */
export type WalletConnectTestRequest = {
  id: number
  topic: string
  chainId: string
  method: string
  params: unknown
  outcome: 'pending' | 'approved' | 'rejected' | 'failed'
  result?: unknown
  error?: string
}

export type WalletConnectTestWallet = {
  /** The account every session exposes. */
  readonly address: Address
  /** The chain the wallet is on. */
  readonly chainId: number
  /** The underlying WalletKit client, for anything this object does not cover. */
  readonly walletKit: IWalletKit
  /** Requests received so far, oldest first. */
  readonly requests: readonly WalletConnectTestRequest[]
  /** Pairs from a `wc:` URI. With `onProposal: 'approve'`, resolves once the session is settled. */
  pair: (uri: string) => Promise<SessionTypes.Struct | undefined>
  /** The next proposal not yet answered (waits for it). */
  nextProposal: (options?: { timeoutMs?: number }) => Promise<WalletKitTypes.SessionProposal>
  /** Approves a proposal (default: the oldest waiting one) with the wallet's account and chains. */
  approve: (proposal?: WalletKitTypes.SessionProposal) => Promise<SessionTypes.Struct>
  /** Rejects a proposal (default: the oldest waiting one) as the user would. */
  reject: (proposal?: WalletKitTypes.SessionProposal) => Promise<void>
  /** The next request still waiting for an answer (waits for it); for `onRequest: 'manual'`. */
  nextRequest: (options?: { timeoutMs?: number }) => Promise<WalletConnectTestRequest>
  /** Answers a held request (default: the oldest). */
  approveRequest: (request?: WalletConnectTestRequest) => Promise<void>
  /** Rejects a held request (default: the oldest) with EIP-1193 code 4001. */
  rejectRequest: (request?: WalletConnectTestRequest) => Promise<void>
  /** Settled sessions. */
  sessions: () => SessionTypes.Struct[]
  /**
   * Moves to another chain: adds it to each session's namespace if missing (session update) and
   * emits `chainChanged`.
   */
  switchChain: (chainId: number) => Promise<void>
  /**
   * Moves to another account, as a user picking one in the wallet: each session's accounts become
   * the new address on every chain (session update), then `accountsChanged` is emitted.
   */
  switchAccount: (privateKey: Hex) => Promise<void>
  /** Ends a session from the wallet's side (default: all of them). */
  disconnect: (topic?: string) => Promise<void>
  /** Closes the relay socket and stops timers. */
  close: () => Promise<void>
}

const methods = [
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'wallet_switchEthereumChain',
]
const events = ['chainChanged', 'accountsChanged']
let created = 0

/**
 * A WalletConnect wallet for tests, built on `@reown/walletkit`: pairs from a URI, approves or
 * rejects proposals, signs with a local key, sends transactions to the local chain, switches
 * chains and disconnects from its side. Node only.
 *
 * @example
 * const wallet = await createWalletConnectTestWallet({ relayUrl: 'ws://127.0.0.1:8787/relay' })
 * await wallet.pair(uri) // the `wc:` URI the dapp shows
 * await wallet.disconnect()
 * await wallet.close()
 */
export async function createWalletConnectTestWallet(
  parameters: CreateWalletConnectTestWalletParameters,
): Promise<WalletConnectTestWallet> {
  const chains = parameters.chains ?? devWalletDefaultChains
  if (chains.length === 0) throw new Error('The wallet needs at least one chain')
  let account: LocalAccount = privateKeyToAccount(
    parameters.privateKey ?? (devAccounts[0].privateKey as Hex),
  )
  let chainId = parameters.initialChainId ?? chains[0]!.id
  const onProposal = parameters.onProposal ?? 'approve'
  const onRequest = parameters.onRequest ?? 'approve'
  created++
  const storagePrefix =
    parameters.storagePrefix ?? `airlock-test-wallet-${process.pid}-${created}-${Date.now()}`

  const walletKit = await withoutHostedServices(async () => {
    const core = new Core({
      projectId: parameters.projectId ?? 'local-dev',
      relayUrl: parameters.relayUrl,
      customStoragePrefix: storagePrefix,
      storage: createMemoryKeyValueStorage(),
      logger: parameters.logLevel ?? 'silent',
      telemetryEnabled: false,
    })
    return WalletKit.init({
      core,
      metadata: {
        name: parameters.name ?? 'Airlock Test Wallet',
        description: 'A WalletConnect wallet for tests',
        url: 'https://airlock.invalid/test-wallet',
        icons: [],
      },
    })
  })

  const proposals: WalletKitTypes.SessionProposal[] = []
  const proposalWaiters: ((proposal: WalletKitTypes.SessionProposal) => void)[] = []
  const requests: WalletConnectTestRequest[] = []
  const held: WalletConnectTestRequest[] = []
  const requestWaiters: ((request: WalletConnectTestRequest) => void)[] = []
  /** Outcome of each proposal answered automatically, by proposal id. */
  const outcomes = new Map<number, Promise<SessionTypes.Struct | undefined>>()

  const chainOf = (id: number) => chains.find((chain) => chain.id === id)
  const caip = (id: number) => `eip155:${id}`

  const approve = async (proposal = proposals[0]) => {
    if (!proposal) throw new Error('No session proposal is waiting')
    removeFrom(proposals, proposal)
    const solana = parameters.solana
    const bitcoin = parameters.bitcoin
    const namespaces = buildApprovedNamespaces({
      proposal: proposal.params,
      supportedNamespaces: {
        eip155: {
          chains: chains.map((chain) => caip(chain.id)),
          methods,
          events,
          accounts: chains.map((chain) => `${caip(chain.id)}:${account.address}`),
        },
        ...(solana
          ? {
              solana: {
                chains: Object.keys(solana.chains),
                methods: solanaTestWalletMethods,
                events,
                accounts: Object.keys(solana.chains).map(
                  (chain) => `${chain}:${solanaTestAddress(solana)}`,
                ),
              },
            }
          : {}),
        ...(bitcoin
          ? {
              bip122: {
                chains: Object.keys(bitcoin.chains),
                methods: bitcoinTestWalletMethods,
                events: ['bip122_addressesChanged'],
                accounts: Object.keys(bitcoin.chains).map(
                  (chain) => `${chain}:${bitcoin.account.payment.address}`,
                ),
              },
            }
          : {}),
      },
    })
    return walletKit.approveSession({ id: proposal.id, namespaces })
  }

  const reject = async (proposal = proposals[0]) => {
    if (!proposal) throw new Error('No session proposal is waiting')
    removeFrom(proposals, proposal)
    await walletKit.rejectSession({ id: proposal.id, reason: getSdkError('USER_REJECTED') })
  }

  walletKit.on('session_proposal', (proposal) => {
    if (onProposal === 'manual') {
      proposals.push(proposal)
      proposalWaiters.shift()?.(proposal)
      return
    }
    const outcome =
      onProposal === 'approve' ? approve(proposal) : reject(proposal).then(() => undefined)
    outcome.catch(() => {})
    outcomes.set(proposal.id, outcome)
  })

  const answer = async (request: WalletConnectTestRequest) => {
    removeFrom(held, request)
    try {
      request.result = await perform(request)
      request.outcome = 'approved'
      await walletKit.respondSessionRequest({
        topic: request.topic,
        response: { id: request.id, jsonrpc: '2.0', result: request.result },
      })
    } catch (error) {
      const rpcError =
        error instanceof ProviderRpcError
          ? error
          : new ProviderRpcError(providerRpcErrorCodes.internalError, toError(error).message)
      request.outcome = 'failed'
      request.error = rpcError.message
      await walletKit.respondSessionRequest({
        topic: request.topic,
        response: {
          id: request.id,
          jsonrpc: '2.0',
          error: { code: rpcError.code, message: rpcError.message },
        },
      })
    }
  }

  const refuse = async (request: WalletConnectTestRequest) => {
    removeFrom(held, request)
    request.outcome = 'rejected'
    request.error = 'User rejected the request.'
    await walletKit.respondSessionRequest({
      topic: request.topic,
      response: {
        id: request.id,
        jsonrpc: '2.0',
        error: { code: providerRpcErrorCodes.userRejectedRequest, message: request.error },
      },
    })
  }

  type Eip155Namespace = SessionTypes.Namespace
  /**
   * For each session with an eip155 namespace: replaces the namespace with what `change` returns
   * (a session update, skipped when it returns the same object), then emits `event`.
   */
  const updateSessions = async (
    change: (eip155: Eip155Namespace) => Eip155Namespace,
    event: { name: string; data: unknown },
  ) => {
    for (const session of Object.values(walletKit.getActiveSessions())) {
      const eip155 = session.namespaces.eip155
      if (!eip155) continue
      const next = change(eip155)
      if (next !== eip155) {
        await walletKit.updateSession({
          topic: session.topic,
          namespaces: { ...session.namespaces, eip155: next },
        })
      }
      await walletKit.emitSessionEvent({ topic: session.topic, event, chainId: caip(chainId) })
    }
  }

  const switchChain = async (next: number) => {
    if (!chainOf(next)) {
      throw new ProviderRpcError(
        providerRpcErrorCodes.unrecognizedChain,
        `The wallet does not know chain ${next}.`,
      )
    }
    chainId = next
    const account = `${caip(next)}:${accountAddress()}`
    await updateSessions(
      (eip155) =>
        eip155.accounts.includes(account)
          ? eip155
          : {
              ...eip155,
              chains: [...new Set([...(eip155.chains ?? []), caip(next)])],
              accounts: [...eip155.accounts, account],
            },
      { name: 'chainChanged', data: next },
    )
  }
  const accountAddress = () => account.address

  const switchAccount = async (privateKey: Hex) => {
    account = privateKeyToAccount(privateKey)
    await updateSessions(
      (eip155) => ({
        ...eip155,
        accounts: (eip155.chains ?? [...new Set(eip155.accounts.map(chainOfAccount))]).map(
          (chain) => `${chain}:${account.address}`,
        ),
      }),
      { name: 'accountsChanged', data: [account.address] },
    )
  }

  // What each method does once the user said yes.
  const perform = async (request: WalletConnectTestRequest): Promise<unknown> => {
    if (parameters.solana && request.method.startsWith('solana_')) {
      return performSolanaRequest(parameters.solana, request)
    }
    if (parameters.bitcoin && request.chainId.startsWith('bip122:')) {
      return performBitcoinRequest(parameters.bitcoin, request)
    }
    const params = Array.isArray(request.params) ? (request.params as unknown[]) : []
    const requestChain = Number(request.chainId.split(':')[1] ?? chainId)
    switch (request.method) {
      case 'personal_sign':
        assertOwnAccount(params[1])
        return account.signMessage({ message: toSignable(params[0]) })
      case 'eth_sign':
        assertOwnAccount(params[0])
        return account.signMessage({ message: toSignable(params[1]) })
      case 'eth_signTypedData':
      case 'eth_signTypedData_v4': {
        assertOwnAccount(params[0])
        const typedData = typeof params[1] === 'string' ? JSON.parse(params[1]) : params[1]
        return account.signTypedData(typedData)
      }
      case 'eth_sendTransaction': {
        const chain = chainOf(requestChain)
        if (!chain) {
          throw new ProviderRpcError(
            providerRpcErrorCodes.unrecognizedChain,
            `The wallet does not know chain ${requestChain}.`,
          )
        }
        return sendDevWalletTransaction(account, chain, params[0])
      }
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [account.address]
      case 'eth_chainId':
        return `0x${chainId.toString(16)}`
      case 'wallet_switchEthereumChain': {
        const target = (params[0] as { chainId?: string } | undefined)?.chainId
        if (typeof target !== 'string' || !isHex(target)) {
          throw new ProviderRpcError(providerRpcErrorCodes.invalidParams, 'Expected { chainId }.')
        }
        await switchChain(Number(target))
        return null
      }
      default:
        throw new ProviderRpcError(
          providerRpcErrorCodes.unsupportedMethod,
          `The test wallet does not support ${request.method}.`,
        )
    }
  }

  const assertOwnAccount = (address: unknown) => {
    if (typeof address !== 'string' || !isAddressEqual(address as Address, account.address)) {
      throw new ProviderRpcError(
        providerRpcErrorCodes.unauthorized,
        `The wallet cannot sign for ${String(address)}.`,
      )
    }
  }

  walletKit.on('session_request', (event) => {
    const request: WalletConnectTestRequest = {
      id: event.id,
      topic: event.topic,
      chainId: event.params.chainId,
      method: event.params.request.method,
      params: event.params.request.params,
      outcome: 'pending',
    }
    requests.push(request)
    const automatic = ['eth_accounts', 'eth_requestAccounts', 'eth_chainId'].includes(
      request.method,
    )
    if (onRequest === 'approve' || automatic) {
      void answer(request).catch(() => {})
      return
    }
    if (onRequest === 'reject') {
      void refuse(request).catch(() => {})
      return
    }
    held.push(request)
    requestWaiters.shift()?.(request)
  })

  return {
    get address() {
      return account.address
    },
    get chainId() {
      return chainId
    },
    walletKit,
    requests,
    async pair(uri) {
      const proposal = new Promise<WalletKitTypes.SessionProposal>((resolve) => {
        const listener = (event: WalletKitTypes.SessionProposal) => {
          walletKit.off('session_proposal', listener)
          resolve(event)
        }
        walletKit.on('session_proposal', listener)
      })
      await walletKit.pair({ uri })
      if (onProposal === 'manual') return undefined
      const { id } = await withTimeout(proposal, 15_000, 'No session proposal arrived')
      return withTimeout(
        outcomes.get(id) ?? Promise.resolve(undefined),
        15_000,
        'The session was not settled',
      )
    },
    nextProposal({ timeoutMs = 15_000 } = {}) {
      const waiting = proposals[0]
      if (waiting) return Promise.resolve(waiting)
      return withTimeout(
        new Promise((resolve) => proposalWaiters.push(resolve)),
        timeoutMs,
        'No session proposal arrived',
      )
    },
    approve,
    reject,
    nextRequest({ timeoutMs = 15_000 } = {}) {
      const waiting = held[0]
      if (waiting) return Promise.resolve(waiting)
      return withTimeout(
        new Promise((resolve) => requestWaiters.push(resolve)),
        timeoutMs,
        'No request arrived',
      )
    },
    async approveRequest(request = held[0]) {
      if (!request) throw new Error('No request is waiting')
      await answer(request)
    },
    async rejectRequest(request = held[0]) {
      if (!request) throw new Error('No request is waiting')
      await refuse(request)
    },
    sessions: () => Object.values(walletKit.getActiveSessions()),
    switchChain,
    switchAccount,
    async disconnect(topic) {
      const topics = topic ? [topic] : Object.keys(walletKit.getActiveSessions())
      for (const sessionTopic of topics) {
        await walletKit.disconnectSession({
          topic: sessionTopic,
          reason: getSdkError('USER_DISCONNECTED'),
        })
      }
    },
    async close() {
      walletKit.core.heartbeat.stop()
      await walletKit.core.relayer.transportClose().catch(() => {})
      walletKit.core.events.removeAllListeners()
      walletKit.events.removeAllListeners()
    },
  }
}

/** `eip155:1:0xabc…` → `eip155:1`. */
function chainOfAccount(account: string): string {
  return account.split(':').slice(0, 2).join(':')
}

/**
 * WalletConnect's SDK calls hosted services (Verify, telemetry) that a local test cannot reach;
 * it skips them in test runs, which it recognises by `IS_VITEST`. Set only while the client is
 * built: that is when it reads it.
 */
async function withoutHostedServices<value>(build: () => Promise<value>): Promise<value> {
  const previous = process.env.IS_VITEST
  process.env.IS_VITEST = 'true'
  try {
    return await build()
  } finally {
    if (previous === undefined) delete process.env.IS_VITEST
    else process.env.IS_VITEST = previous
  }
}

function toSignable(message: unknown): string | { raw: Hex } {
  if (typeof message === 'string' && isHex(message)) return { raw: message }
  return String(message)
}

function removeFrom<item>(list: item[], item: item) {
  const index = list.indexOf(item)
  if (index >= 0) list.splice(index, 1)
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error))
}

function withTimeout<value>(promise: Promise<value>, ms: number, message: string): Promise<value> {
  let timer: NodeJS.Timeout | undefined
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(message)), ms)
    }),
  ]).finally(() => clearTimeout(timer))
}
