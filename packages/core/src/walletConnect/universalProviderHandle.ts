import { UniversalProvider } from '@walletconnect/universal-provider'
import { getLocalVerifyUrl } from './getLocalVerifyUrl.js'
import type {
  WalletConnectClientEvent,
  WalletConnectClientParameters,
  WalletConnectMetadata,
  WalletConnectNamespace,
  WalletConnectSession,
} from './types.js'
import { setWalletConnectVerifyUrl } from './walletConnectInternals.js'

type SessionStruct = {
  topic: string
  namespaces: Record<
    string,
    { accounts: string[]; chains?: string[] | undefined; methods: string[]; events: string[] }
  >
  peer: { metadata: { name: string; url: string; icons: string[] } }
}
type SessionEvent = {
  topic: string
  params: { chainId: string; event: { name: string; data: unknown } }
}
/** What createWalletConnectClient needs from the loaded SDK. */
export type UniversalProviderHandle = {
  provider: InstanceType<typeof UniversalProvider>
  connect: (namespaces: Record<string, WalletConnectNamespace>) => Promise<WalletConnectSession>
  getSession: () => WalletConnectSession | undefined
  getChainId: (namespace: string) => string | undefined
  request: <T>(parameters: { chainId: string; method: string; params?: unknown }) => Promise<T>
  disconnect: () => Promise<void>
  close: () => Promise<void>
}

/**
 * Starts WalletConnect's `UniversalProvider` (its sign client, no modal) and turns its events
 * into the client's namespaced ones. Telemetry is off; the Verify iframe points at the local
 * server when the relay is not WalletConnect's, so a page never waits on verify.walletconnect.org.
 */
export async function createUniversalProviderHandle(
  parameters: WalletConnectClientParameters,
  emit: (event: WalletConnectClientEvent) => void,
): Promise<UniversalProviderHandle> {
  const metadata = parameters.metadata ?? defaultMetadata()
  const provider = await UniversalProvider.init({
    projectId: parameters.projectId,
    ...(parameters.relayUrl ? { relayUrl: parameters.relayUrl } : {}),
    ...(metadata ? { metadata } : {}),
    ...(parameters.customStoragePrefix
      ? { customStoragePrefix: parameters.customStoragePrefix }
      : {}),
    ...(parameters.storage
      ? { storage: parameters.storage as UniversalProviderOptions['storage'] }
      : {}),
    telemetryEnabled: false,
    disableProviderPing: true,
    logger: 'error',
  })
  const verifyUrl = getLocalVerifyUrl(parameters)
  if (verifyUrl) setWalletConnectVerifyUrl(provider, verifyUrl)

  const getSession = () =>
    provider.session ? toSession(provider.session as unknown as SessionStruct) : undefined
  provider.on('display_uri', (uri: string) => emit({ type: 'uri', uri }))
  provider.on('default_chain_changed', (change: { currentCaipChainId: string }) =>
    emit({ type: 'chainChanged', chainId: change.currentCaipChainId }),
  )
  provider.on('session_update', () => {
    const session = getSession()
    if (session) emit({ type: 'session', session })
  })
  provider.on('session_delete', () => emit({ type: 'disconnect' }))
  provider.client.on('session_event', ({ topic, params }: SessionEvent) => {
    if (topic !== provider.session?.topic || params.event.name !== 'accountsChanged') return
    if (!Array.isArray(params.event.data)) return
    const namespace = params.chainId.split(':')[0] ?? ''
    const accounts = params.event.data
      .filter((account): account is string => typeof account === 'string')
      .map((account) => account.split(':').at(-1) ?? account)
    emit({ type: 'accountsChanged', namespace, accounts })
  })

  return {
    provider,
    getSession,
    async connect(namespaces) {
      const optionalNamespaces = Object.fromEntries(
        Object.entries(namespaces).map(([namespace, config]) => [
          namespace,
          {
            chains: [...config.chains],
            methods: [...config.methods],
            events: [...config.events],
            ...(config.rpcMap ? { rpcMap: { ...config.rpcMap } } : {}),
          },
        ]),
      )
      await provider.connect({ optionalNamespaces })
      const session = getSession()
      if (!session) throw new Error('WalletConnect: the wallet approved no session')
      emit({ type: 'session', session })
      return session
    },
    getChainId(namespace) {
      const chain = (
        provider.rpcProviders[namespace] as { getDefaultChain?: () => string } | undefined
      )?.getDefaultChain?.()
      if (!chain) return undefined
      return chain.includes(':') ? chain : `${namespace}:${chain}`
    },
    request({ chainId, method, params }) {
      return provider.request({ method, params: params as object | undefined }, chainId)
    },
    async disconnect() {
      if (!provider.session) return
      try {
        await provider.disconnect()
      } catch (error) {
        // The wallet ended the session first: nothing is left to end.
        if (!/No matching key/i.test(String((error as Error)?.message))) throw error
      }
      emit({ type: 'disconnect' })
    },
    async close() {
      // The session stays stored for the next instance; only this one's socket and timers go.
      provider.events.removeAllListeners()
      const core = provider.client.core as unknown as {
        heartbeat?: { stop?: () => void }
        relayer: { transportClose: () => Promise<void> }
      }
      core.heartbeat?.stop?.()
      await core.relayer.transportClose()
    },
  }
}

type UniversalProviderOptions = Parameters<typeof UniversalProvider.init>[0]

function toSession(session: SessionStruct): WalletConnectSession {
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
      icons: [...session.peer.metadata.icons],
    },
  }
}

function defaultMetadata(): WalletConnectMetadata | undefined {
  if (typeof document === 'undefined' || typeof location === 'undefined') return undefined
  return {
    name: document.title || location.host,
    description: document.title || location.host,
    url: location.origin,
    icons: [],
  }
}
