import { createLazyLoader } from '../adapter/createLazyLoader.js'
import type {
  WalletConnectClient,
  WalletConnectClientEvent,
  WalletConnectClientParameters,
  WalletConnectNamespace,
} from './types.js'

export type CreateWalletConnectClientParameters = WalletConnectClientParameters
export type CreateWalletConnectClientReturnType = WalletConnectClient

/**
 * A WalletConnect client for every namespace an app uses, on Airlock's own sign client (the
 * WalletConnect v2 sign protocol on `@noble`'s x25519, ed25519, HKDF and ChaCha20-Poly1305; no
 * WalletConnect or Reown package). Nothing loads until the first `connect`, `restore` or `request`. Adapters get the instance's one client from their setup context
 * (`context.getWalletConnectClient`), so an EVM and a Solana adapter share a session.
 *
 * @example
 * const client = createWalletConnectClient({ projectId, relayUrl: 'ws://127.0.0.1:8787/relay' })
 * client.setNamespace('eip155', { chains: ['eip155:1'], methods: ['personal_sign'], events: [] })
 * client.subscribe((event) => event.type === 'uri' && showQrCode(event.uri))
 * const session = await client.connect()
 */
export function createWalletConnectClient(
  parameters: CreateWalletConnectClientParameters,
): CreateWalletConnectClientReturnType {
  const namespaces = new Map<string, WalletConnectNamespace>()
  const listeners = new Set<(event: WalletConnectClientEvent) => void>()
  const emit = (event: WalletConnectClientEvent) => {
    for (const listener of listeners) listener(event)
  }
  // Loaded on first use: pages whose users never pick WalletConnect never download the client;
  // a chunk that failed to load is fetched again on the next call.
  const loader = createLazyLoader(() =>
    import('./signClientHandle.js').then(({ createSignClientHandle }) =>
      createSignClientHandle(parameters, emit, () => Object.fromEntries(namespaces)),
    ),
  )
  const load = loader.load

  return {
    setNamespace: (namespace, config) => {
      namespaces.set(namespace, config)
    },
    connect: async () => (await load()).connect(Object.fromEntries(namespaces)),
    restore: async () => (await load()).getSession(),
    getSession: () => loader.current()?.getSession(),
    getChainId: (namespace) => loader.current()?.getChainId(namespace),
    request: async (request) => (await load()).request(request),
    disconnect: async () => {
      if (!loader.started()) return
      await (await load()).disconnect()
    },
    close: async () => {
      listeners.clear()
      if (!loader.started()) return
      await (await load()).close()
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
