import { WalletConnectNoSessionError, WalletConnectRpcError } from '../errors/walletConnect.js'
import { createSignClient } from './protocol/createSignClient.js'
import {
  createDefaultStorage,
  type KeyValueStorage,
  type StoredSession,
} from './protocol/signClientState.js'
import type {
  WalletConnectClientEvent,
  WalletConnectClientParameters,
  WalletConnectMetadata,
  WalletConnectNamespace,
  WalletConnectSession,
} from './types.js'

/** What createWalletConnectClient needs from the loaded sign client. */
export type SignClientHandle = {
  connect: (namespaces: Record<string, WalletConnectNamespace>) => Promise<WalletConnectSession>
  getSession: () => WalletConnectSession | undefined
  getChainId: (namespace: string) => string | undefined
  request: <T>(parameters: { chainId: string; method: string; params?: unknown }) => Promise<T>
  disconnect: () => Promise<void>
  close: () => Promise<void>
}

const defaultRelayUrl = 'wss://relay.walletconnect.org'

/**
 * Starts Airlock's own WalletConnect sign client (`./protocol`) and gives it the client's
 * namespaced surface: each namespace's active chain, wallet methods the session allows sent to the
 * wallet, reads sent to the namespace's `rpcMap` (never to WalletConnect's RPC), and the wallet's
 * events as the client's. No Verify, no telemetry: it talks to the relay only.
 */
export async function createSignClientHandle(
  parameters: WalletConnectClientParameters,
  emit: (event: WalletConnectClientEvent) => void,
  getNamespaces: () => Record<string, WalletConnectNamespace>,
): Promise<SignClientHandle> {
  const client = await createSignClient({
    relayUrl: parameters.relayUrl ?? defaultRelayUrl,
    projectId: parameters.projectId,
    metadata: parameters.metadata ?? defaultMetadata(),
    storage: (parameters.storage as KeyValueStorage | undefined) ?? createDefaultStorage(),
    storageKey: `wc@2:airlock:${parameters.customStoragePrefix ?? ''}`,
    onEvent: (event) => {
      if (event.type === 'deleted') {
        emit({ type: 'disconnect' })
      } else if (event.type === 'session') {
        pickChains(event.session)
        emit({ type: 'session', session: toSession(event.session) })
      } else if (event.name === 'accountsChanged' && Array.isArray(event.data)) {
        const accounts = event.data
          .filter((account): account is string => typeof account === 'string')
          .map((account) => account.split(':').at(-1) ?? account)
        emit({ type: 'accountsChanged', namespace: event.chainId.split(':')[0] ?? '', accounts })
      } else if (event.name === 'chainChanged') {
        const namespace = event.chainId.split(':')[0] ?? ''
        // The payload's chain wins over the request's; it may be a number, hex, decimal or CAIP-2.
        const reference = toChainReference(event.data) ?? event.chainId.split(':')[1]
        if (reference) setChain(`${namespace}:${reference}`)
      }
    },
    // Dropped messages and relay retries change nothing the dapp sees.
    onError: (error) => parameters.onError?.(error),
  })

  const setChain = (chainId: string) => {
    const namespace = chainId.split(':')[0] ?? ''
    client.setChain(namespace, chainId)
    emit({ type: 'chainChanged', chainId })
  }

  /** Each namespace's active chain: kept if still in the session, else the first one asked for. */
  const pickChains = (session: StoredSession) => {
    const asked = getNamespaces()
    for (const [namespace, value] of Object.entries(session.namespaces)) {
      const approved = chainsOf(value)
      const current = session.chains[namespace]
      if (current && approved.includes(current)) continue
      const chain = asked[namespace]?.chains.find((id) => approved.includes(id)) ?? approved[0]
      if (chain) client.setChain(namespace, chain)
    }
  }
  const stored = client.getSession()
  if (stored) pickChains(stored)

  const getSession = () => {
    const session = client.getSession()
    return session ? toSession(session) : undefined
  }
  const getChainId = (namespace: string) => client.getSession()?.chains[namespace]

  const readFromRpc = async <T>(chainId: string, method: string, params: unknown): Promise<T> => {
    const [namespace, reference] = chainId.split(':')
    const url = getNamespaces()[namespace ?? '']?.rpcMap?.[reference ?? '']
    if (!url) {
      throw new WalletConnectRpcError({
        chainId,
        method,
        details: 'no RPC URL for this chain (rpcMap).',
      })
    }
    let body: { result?: unknown; error?: { code: number; message: string } }
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: Date.now(), jsonrpc: '2.0', method, params: params ?? [] }),
      })
      body = (await response.json()) as typeof body
    } catch (error) {
      throw new WalletConnectRpcError({ chainId, method, details: String(error), cause: error })
    }
    if (body.error) {
      throw new WalletConnectRpcError({
        chainId,
        method,
        details: body.error.message,
        cause: body.error,
      })
    }
    return body.result as T
  }

  const request = async <T>({
    chainId,
    method,
    params,
  }: {
    chainId: string
    method: string
    params?: unknown
  }): Promise<T> => {
    const namespace = chainId.split(':')[0] ?? ''
    const session = client.getSession()
    const approved = session?.namespaces[namespace]
    if (namespace === 'eip155') {
      const active = getChainId('eip155') ?? chainId
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return accountsOn(approved?.accounts ?? [], active) as T
        case 'eth_chainId':
          return Number(active.split(':')[1]) as T
        case 'wallet_switchEthereumChain': {
          if (!session || !approved) throw new WalletConnectNoSessionError(method)
          const hex = (params as [{ chainId?: string }] | undefined)?.[0]?.chainId ?? '0x0'
          const target = `eip155:${Number.parseInt(hex, 16)}`
          if (!chainsOf(approved).includes(target)) {
            // Sent for a chain the session knows: the wallet would refuse an unapproved one.
            await client.request({
              chainId: chainsOf(approved)[0] ?? active,
              method,
              params: [{ chainId: hex.startsWith('0x') ? hex : `0x${hex}` }],
            })
          }
          setChain(target)
          return null as T
        }
      }
    }
    if (approved?.methods.includes(method)) {
      return (await client.request({ chainId, method, params })) as T
    }
    // A wallet method with no session to send it over: never a read.
    if (!approved && getNamespaces()[namespace]?.methods.includes(method)) {
      throw new WalletConnectNoSessionError(method)
    }
    return readFromRpc<T>(chainId, method, params)
  }

  return {
    getSession,
    getChainId,
    request,
    async connect(namespaces) {
      const proposed = Object.fromEntries(
        Object.entries(namespaces).map(([namespace, config]) => [
          namespace,
          { chains: [...config.chains], methods: [...config.methods], events: [...config.events] },
        ]),
      )
      const session = await client.propose(proposed, (uri) => emit({ type: 'uri', uri }))
      pickChains(session)
      const settled = toSession(session)
      emit({ type: 'session', session: settled })
      return settled
    },
    async disconnect() {
      if (!client.getSession()) return
      await client.disconnect()
      emit({ type: 'disconnect' })
    },
    async close() {
      client.close()
    },
  }
}

/** A namespace's approved chains: its `chains`, else those its accounts are on. */
function chainsOf(value: { chains?: string[] | undefined; accounts: string[] }): string[] {
  if (value.chains?.length) return value.chains
  return [...new Set(value.accounts.map((account) => account.split(':').slice(0, 2).join(':')))]
}

function accountsOn(accounts: string[], chainId: string): string[] {
  return [
    ...new Set(
      accounts
        .filter((account) => account.startsWith(`${chainId}:`))
        .map((account) => account.split(':').at(-1) ?? account),
    ),
  ]
}

function toChainReference(data: unknown): string | undefined {
  if (typeof data === 'number' && Number.isFinite(data)) return String(data)
  if (typeof data !== 'string' || data === '') return undefined
  if (data.includes(':')) return data.split(':')[1]
  if (/^0x[0-9a-f]+$/i.test(data)) return String(Number.parseInt(data, 16))
  return data
}

function toSession(session: StoredSession): WalletConnectSession {
  return {
    topic: session.topic,
    namespaces: Object.fromEntries(
      Object.entries(session.namespaces).map(([namespace, value]) => [
        namespace,
        {
          accounts: [...value.accounts],
          chains: value.chains ? [...value.chains] : undefined,
          methods: [...value.methods],
          events: [...value.events],
        },
      ]),
    ),
    peer: {
      name: session.peer.metadata.name,
      url: session.peer.metadata.url,
      icons: [...(session.peer.metadata.icons ?? [])],
    },
  }
}

function defaultMetadata(): WalletConnectMetadata {
  if (typeof document === 'undefined' || typeof location === 'undefined') {
    return { name: 'Airlock', description: 'Airlock', url: 'https://airlock.invalid', icons: [] }
  }
  return {
    name: document.title || location.host,
    description: document.title || location.host,
    url: location.origin,
    icons: [],
  }
}
