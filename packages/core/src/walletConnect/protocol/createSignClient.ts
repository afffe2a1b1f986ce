import { bytesToHex, hexToBytes, randomBytes } from '@noble/hashes/utils'
import {
  WalletConnectMessageError,
  WalletConnectNoSessionError,
  WalletConnectProposalExpiredError,
  WalletConnectProposalRejectedError,
  WalletConnectRelayError,
  WalletConnectRequestError,
  WalletConnectRequestExpiredError,
} from '../../errors/walletConnect.js'
import { createRelayConnection, createRelaySeed } from './createRelayConnection.js'
import { deriveSessionKey, generateKeyPair, topicOfKey } from './deriveSessionKey.js'
import { openEnvelope, sealEnvelope } from './envelope.js'
import { formatPairingUri } from './formatPairingUri.js'
import {
  createPayloadId,
  pairingTtlSeconds,
  proposalTtlSeconds,
  rpcOptions,
  type SignMethod,
  sessionTtlSeconds,
  userDisconnected,
} from './rpcOptions.js'
import {
  type KeyValueStorage,
  type SignClientState,
  type StoredSession,
  signClientStateSchema,
} from './signClientState.js'
import {
  isWalletRequestMethod,
  type PeerMetadata,
  proposeResultSchema,
  rpcRequestSchema,
  rpcResponseSchema,
  type SessionNamespaceValue,
  type WalletRequestMethod,
  type WalletRequestParams,
  walletRequestParams,
} from './signMessages.js'

export type CreateSignClientParameters = {
  relayUrl: string
  projectId: string
  metadata: PeerMetadata
  storage: KeyValueStorage
  /** The key the client's state is stored under. */
  storageKey: string
  onEvent: (event: SignClientEvent) => void
  /** Messages dropped (bad, forged, undecryptable) and relay trouble: nothing else is affected. */
  onError?: ((error: Error) => void) | undefined
}

export type SignClientEvent =
  /** A session was settled, updated or extended by the wallet. */
  | { type: 'session'; session: StoredSession }
  /** The wallet emitted a session event (`accountsChanged`, `chainChanged`, …). */
  | { type: 'event'; name: string; data: unknown; chainId: string }
  /** The session ended: deleted by the wallet or expired. */
  | { type: 'deleted' }

/** What the dapp asks of one namespace in a proposal. */
export type ProposalNamespace = { chains: string[]; methods: string[]; events: string[] }

export type SignClient = {
  /**
   * Proposes a session over a new pairing; `onUri` gets the pairing URI once the proposal is on
   * the relay. Resolves with the settled session; rejects when the wallet says no or the proposal
   * expires.
   */
  propose: (
    namespaces: Record<string, ProposalNamespace>,
    onUri: (uri: string, expiresAt: number) => void,
  ) => Promise<StoredSession>
  getSession: () => StoredSession | undefined
  /** Sends `wc_sessionRequest` and waits for the wallet's answer. */
  request: (parameters: { chainId: string; method: string; params?: unknown }) => Promise<unknown>
  /** Records the active chain of a namespace (kept across reloads). */
  setChain: (namespace: string, chainId: string) => void
  /** Deletes the session for both sides (no-op without one). */
  disconnect: () => Promise<void>
  /** Closes the relay socket and stops the timers; the session stays stored. */
  close: () => void
}

type Proposal = {
  id: number
  pairingTopic: string
  privateKey: string
  responderPublicKey?: string | undefined
  sessionTopic?: string | undefined
  resolve: (session: StoredSession) => void
  reject: (error: Error) => void
  timer: ReturnType<typeof setTimeout>
}

type PendingRequest = {
  topic: string
  method: string
  resolve: (result: unknown) => void
  reject: (error: Error) => void
  timer: ReturnType<typeof setTimeout>
}

const nowSeconds = () => Math.floor(Date.now() / 1000)

/**
 * The dapp side of WalletConnect's sign protocol (v2) on the relay: pairing and session proposal,
 * settlement, requests, the wallet's events, updates, extensions, pings and deletes, the session
 * kept in `storage` and subscribed again after a reload. Every message is decrypted with its
 * topic's key and checked before it is acted on; anything else is dropped and reported to
 * `onError`.
 *
 * @example
 * const client = await createSignClient({ relayUrl, projectId, metadata, storage, storageKey, onEvent })
 * const session = await client.propose({ eip155: { chains: ['eip155:1'], methods, events } }, showQr)
 */
export async function createSignClient(
  parameters: CreateSignClientParameters,
): Promise<SignClient> {
  const reportError = (error: Error) => parameters.onError?.(error)
  const state = await loadState(parameters.storage, parameters.storageKey, reportError)
  // A storage may throw synchronously (localStorage's quota): never into the caller or a timer.
  const save = () =>
    settle(() => parameters.storage.setItem(parameters.storageKey, state)).catch(reportError)
  /** Symmetric key of every topic the client listens on. */
  const keys = new Map<string, string>()
  const proposals = new Map<number, Proposal>()
  const requests = new Map<number, PendingRequest>()
  const seen = new Set<string>()
  let sessionTimer: ReturnType<typeof setTimeout> | undefined
  /** The id of the last `wc_sessionUpdate` applied (the relay may deliver out of order). */
  let lastUpdateId: number | undefined

  const relay = createRelayConnection({
    relayUrl: parameters.relayUrl,
    projectId: parameters.projectId,
    seed: hexToBytes(state.seed),
    onMessage: (topic, message) => {
      void onMessage(topic, message).catch(reportError)
    },
    onError: reportError,
  })

  const publish = async (topic: string, payload: object, options: { ttl: number; tag: number }) => {
    const symKey = keys.get(topic)
    if (!symKey) return
    await relay.publish(topic, sealEnvelope({ symKey, message: JSON.stringify(payload) }), options)
  }
  const respond = (topic: string, id: number, method: SignMethod, outcome: object) =>
    publish(topic, { id, jsonrpc: '2.0', ...outcome }, rpcOptions[method].res)

  const listen = async (topic: string, symKey: string) => {
    keys.set(topic, symKey)
    await relay.subscribe(topic)
  }
  const forget = (topic: string) => {
    keys.delete(topic)
    void relay.unsubscribe(topic).catch(reportError)
  }

  const scheduleExpiry = () => {
    clearTimeout(sessionTimer)
    const session = state.session
    if (!session) return
    const delay = Math.min(2 ** 31 - 1, Math.max(0, session.expiry * 1000 - Date.now()))
    sessionTimer = setTimeout(() => endSession(true), delay)
  }

  /** Drops the session here (keys, subscription, storage), failing requests still waiting. */
  const endSession = (emit: boolean) => {
    const session = state.session
    if (!session) return
    clearTimeout(sessionTimer)
    state.session = undefined
    lastUpdateId = undefined
    forget(session.topic)
    for (const [id, pending] of requests) {
      if (pending.topic !== session.topic) continue
      requests.delete(id)
      clearTimeout(pending.timer)
      pending.reject(new WalletConnectRequestExpiredError(pending.method, 'session ended'))
    }
    void save()
    if (emit) parameters.onEvent({ type: 'deleted' })
  }

  const endProposal = (proposal: Proposal, error: Error | undefined) => {
    proposals.delete(proposal.id)
    clearTimeout(proposal.timer)
    if (error) {
      forget(proposal.pairingTopic)
      if (proposal.sessionTopic) forget(proposal.sessionTopic)
      proposal.reject(error)
    }
  }

  async function onMessage(topic: string, encoded: string) {
    const seenKey = `${topic}:${encoded}`
    if (seen.has(seenKey)) return
    seen.add(seenKey)
    if (seen.size > 1000) seen.delete(seen.values().next().value as string)
    const symKey = keys.get(topic)
    if (!symKey) {
      reportError(
        new WalletConnectMessageError({
          topic,
          details: 'A message on a topic the client has no key for.',
        }),
      )
      return
    }
    let payload: unknown
    try {
      payload = JSON.parse(openEnvelope({ symKey, encoded }).message)
    } catch (error) {
      reportError(
        error instanceof WalletConnectMessageError
          ? new WalletConnectMessageError({
              topic,
              details: error.details ?? error.message,
              cause: error,
            })
          : new WalletConnectMessageError({
              topic,
              details: 'The message is not JSON.',
              cause: error,
            }),
      )
      return
    }
    const asRequest = rpcRequestSchema.safeParse(payload)
    if (asRequest.success) {
      await onWalletRequest(topic, asRequest.data)
      return
    }
    const asResponse = rpcResponseSchema.safeParse(payload)
    if (asResponse.success) {
      onResponse(topic, asResponse.data)
      return
    }
    reportError(new WalletConnectMessageError({ topic, details: 'The message is not JSON-RPC.' }))
  }

  function onResponse(
    topic: string,
    response:
      | { id: number; result: unknown }
      | { id: number; error: { code: number; message: string; data?: unknown } },
  ) {
    const pending = requests.get(response.id)
    if (pending && pending.topic === topic) {
      requests.delete(response.id)
      clearTimeout(pending.timer)
      if ('error' in response)
        pending.reject(new WalletConnectRequestError(response.error, pending.method))
      else pending.resolve(response.result)
      return
    }
    const proposal = proposals.get(response.id)
    if (!proposal || proposal.pairingTopic !== topic || proposal.responderPublicKey) {
      // Acknowledgements of our responses and answers nobody waits for any more.
      return
    }
    if ('error' in response) {
      endProposal(proposal, new WalletConnectProposalRejectedError(response.error))
      return
    }
    const result = proposeResultSchema.safeParse(response.result)
    if (!result.success) {
      reportError(
        new WalletConnectMessageError({
          topic,
          details: 'The answer to the session proposal is not { relay, responderPublicKey }.',
        }),
      )
      return
    }
    proposal.responderPublicKey = result.data.responderPublicKey.toLowerCase()
    const derived = deriveSessionKey(proposal.privateKey, proposal.responderPublicKey)
    proposal.sessionTopic = derived.topic
    // The settlement waits on the relay for this subscription.
    void listen(derived.topic, derived.symKey).catch((error: Error) => endProposal(proposal, error))
  }

  async function onWalletRequest(
    topic: string,
    request: { id: number; method: string; params?: unknown },
  ) {
    if (!isWalletRequestMethod(request.method)) {
      await publish(
        topic,
        {
          id: request.id,
          jsonrpc: '2.0',
          error: { code: 10001, message: `Unsupported method ${request.method}` },
        },
        { ttl: 86_400, tag: 0 },
      )
      return
    }
    const method = request.method
    const parsed = walletRequestParams[method].safeParse(request.params ?? {})
    if (!parsed.success) {
      reportError(
        new WalletConnectMessageError({
          topic,
          details: `${method} with params not as the protocol defines them.`,
        }),
      )
      await respond(topic, request.id, method, {
        error: { code: 1004, message: `Invalid ${method} params.` },
      })
      return
    }
    const ok = () => respond(topic, request.id, method, { result: true })
    const isSession = state.session?.topic === topic
    switch (method) {
      case 'wc_sessionSettle':
        return onSettle(topic, request.id, parsed.data as WalletRequestParams<'wc_sessionSettle'>)
      case 'wc_sessionUpdate': {
        if (!isSession || !state.session) return dropStray(topic, method)
        const { namespaces } = parsed.data as WalletRequestParams<'wc_sessionUpdate'>
        // Ids grow with time: an update older than the one applied arrived late; keep the newer.
        const problem =
          lastUpdateId !== undefined && request.id < lastUpdateId
            ? 'The update is older than the one already applied.'
            : namespacesProblem(namespaces)
        if (problem) return refuse(topic, request.id, method, 1003, problem)
        lastUpdateId = request.id
        state.session.namespaces = namespaces
        await save()
        await ok()
        parameters.onEvent({ type: 'session', session: state.session })
        return
      }
      case 'wc_sessionExtend': {
        if (!isSession || !state.session) return dropStray(topic, method)
        const { expiry } = parsed.data as WalletRequestParams<'wc_sessionExtend'>
        const latest = nowSeconds() + sessionTtlSeconds
        state.session.expiry = expiry && expiry > nowSeconds() ? Math.min(expiry, latest) : latest
        scheduleExpiry()
        await save()
        return ok()
      }
      case 'wc_sessionEvent': {
        if (!isSession || !state.session) return dropStray(topic, method)
        const { event, chainId } = parsed.data as WalletRequestParams<'wc_sessionEvent'>
        // Only the session's chains and, on them, the events the wallet approved.
        const allowed = namespacesOfChain(state.session, chainId)
        if (allowed.length === 0) {
          return refuse(topic, request.id, method, 5100, `${chainId} is not in the session.`)
        }
        if (!allowed.some((value) => value.events.includes(event.name))) {
          return refuse(topic, request.id, method, 5102, `${event.name} is not a session event.`)
        }
        await ok()
        parameters.onEvent({ type: 'event', name: event.name, data: event.data, chainId })
        return
      }
      case 'wc_sessionDelete':
        if (!isSession) return dropStray(topic, method)
        await ok()
        endSession(true)
        return
      case 'wc_sessionPing':
      case 'wc_pairingPing':
        return ok()
      case 'wc_pairingDelete': {
        const index = state.pairings.findIndex((pairing) => pairing.topic === topic)
        await ok()
        if (index >= 0) state.pairings.splice(index, 1)
        for (const proposal of proposals.values()) {
          if (proposal.pairingTopic === topic) {
            endProposal(
              proposal,
              new WalletConnectProposalRejectedError(
                parsed.data as WalletRequestParams<'wc_pairingDelete'>,
              ),
            )
          }
        }
        forget(topic)
        await save()
        return
      }
    }
  }

  /** Reports the message as dropped and answers the wallet with the protocol's error. */
  async function refuse(
    topic: string,
    id: number,
    method: WalletRequestMethod,
    code: number,
    problem: string,
  ) {
    reportError(new WalletConnectMessageError({ topic, details: `${method}: ${problem}` }))
    await respond(topic, id, method, { error: { code, message: problem } })
  }

  function dropStray(topic: string, method: WalletRequestMethod) {
    reportError(
      new WalletConnectMessageError({
        topic,
        details: `${method} on a topic that is not the session's.`,
      }),
    )
  }

  async function onSettle(
    topic: string,
    id: number,
    settle: WalletRequestParams<'wc_sessionSettle'>,
  ) {
    if (state.session?.topic === topic) {
      // The relay delivered the settlement again (a reload before it was acknowledged).
      await respond(topic, id, 'wc_sessionSettle', { result: true })
      return
    }
    const proposal = [...proposals.values()].find((candidate) => candidate.sessionTopic === topic)
    if (!proposal) return dropStray(topic, 'wc_sessionSettle')
    const problem =
      settle.controller.publicKey.toLowerCase() !== proposal.responderPublicKey
        ? 'The settlement names another controller than the key that answered the proposal.'
        : settle.expiry <= nowSeconds()
          ? 'The settlement has already expired.'
          : namespacesProblem(settle.namespaces)
    if (problem) {
      reportError(new WalletConnectMessageError({ topic, details: problem }))
      await respond(topic, id, 'wc_sessionSettle', { error: { code: 1004, message: problem } })
      endProposal(proposal, new WalletConnectMessageError({ topic, details: problem }))
      return
    }
    const previous = state.session
    if (previous) {
      await publish(
        previous.topic,
        {
          id: createPayloadId(),
          jsonrpc: '2.0',
          method: 'wc_sessionDelete',
          params: userDisconnected,
        },
        rpcOptions.wc_sessionDelete.req,
      ).catch(reportError)
      endSession(false)
    }
    const session: StoredSession = {
      topic,
      symKey: keys.get(topic) as string,
      pairingTopic: proposal.pairingTopic,
      expiry: Math.min(settle.expiry, nowSeconds() + sessionTtlSeconds),
      namespaces: settle.namespaces,
      peer: {
        publicKey: proposal.responderPublicKey as string,
        metadata: settle.controller.metadata,
      },
      chains: {},
    }
    state.session = session
    const pairingKey = keys.get(proposal.pairingTopic)
    if (pairingKey) {
      state.pairings = state.pairings.filter((pairing) => pairing.expiry > nowSeconds())
      state.pairings.push({
        topic: proposal.pairingTopic,
        symKey: pairingKey,
        expiry: nowSeconds() + pairingTtlSeconds,
      })
    }
    scheduleExpiry()
    await save()
    await respond(topic, id, 'wc_sessionSettle', { result: true })
    endProposal(proposal, undefined)
    proposal.resolve(session)
  }

  // A stored session and its pairings: listened to again, without waiting for the relay.
  if (state.session && state.session.expiry <= nowSeconds()) {
    state.session = undefined
    await save()
  }
  const restored = [
    ...state.pairings.filter((pairing) => pairing.expiry > nowSeconds()),
    ...(state.session ? [state.session] : []),
  ]
  for (const { topic, symKey } of restored) {
    void listen(topic, symKey).catch(reportError)
  }
  scheduleExpiry()

  return {
    getSession: () => state.session,
    async propose(namespaces, onUri) {
      const symKey = bytesToHex(randomBytes(32))
      const pairingTopic = topicOfKey(symKey)
      const self = generateKeyPair()
      const id = createPayloadId()
      const expiryTimestamp = nowSeconds() + proposalTtlSeconds
      try {
        await listen(pairingTopic, symKey)
      } catch (error) {
        forget(pairingTopic)
        throw error
      }
      const settled = new Promise<StoredSession>((resolve, reject) => {
        const proposal: Proposal = {
          id,
          pairingTopic,
          privateKey: self.privateKey,
          resolve,
          reject,
          timer: setTimeout(
            () => endProposal(proposal, new WalletConnectProposalExpiredError()),
            proposalTtlSeconds * 1000,
          ),
        }
        proposals.set(id, proposal)
      })
      settled.catch(() => {})
      try {
        await publish(
          pairingTopic,
          {
            id,
            jsonrpc: '2.0',
            method: 'wc_sessionPropose',
            params: {
              requiredNamespaces: {},
              optionalNamespaces: namespaces,
              relays: [{ protocol: 'irn' }],
              proposer: { publicKey: self.publicKey, metadata: parameters.metadata },
              expiryTimestamp,
              pairingTopic,
            },
          },
          rpcOptions.wc_sessionPropose.req,
        )
      } catch (error) {
        const proposal = proposals.get(id)
        if (proposal) endProposal(proposal, error as Error)
        await settled.catch(() => {})
        throw error
      }
      onUri(
        formatPairingUri({ topic: pairingTopic, symKey, expiryTimestamp }),
        expiryTimestamp * 1000,
      )
      return settled
    },
    async request({ chainId, method, params }) {
      const session = state.session
      if (!session) throw new WalletConnectNoSessionError(method)
      const id = createPayloadId()
      const options = rpcOptions.wc_sessionRequest.req
      const answer = new Promise<unknown>((resolve, reject) => {
        requests.set(id, {
          topic: session.topic,
          method,
          resolve,
          reject,
          timer: setTimeout(() => {
            requests.delete(id)
            reject(new WalletConnectRequestExpiredError(method, 'expired'))
          }, options.ttl * 1000),
        })
      })
      answer.catch(() => {})
      try {
        await publish(
          session.topic,
          {
            id,
            jsonrpc: '2.0',
            method: 'wc_sessionRequest',
            params: {
              request: { method, params, expiryTimestamp: nowSeconds() + options.ttl },
              chainId,
            },
          },
          options,
        )
      } catch (error) {
        const pending = requests.get(id)
        if (pending) {
          requests.delete(id)
          clearTimeout(pending.timer)
        }
        throw error
      }
      return answer
    },
    setChain(namespace, chainId) {
      if (!state.session || state.session.chains[namespace] === chainId) return
      state.session.chains[namespace] = chainId
      void save()
    },
    async disconnect() {
      const session = state.session
      if (!session) return
      try {
        await publish(
          session.topic,
          {
            id: createPayloadId(),
            jsonrpc: '2.0',
            method: 'wc_sessionDelete',
            params: userDisconnected,
          },
          rpcOptions.wc_sessionDelete.req,
        )
      } finally {
        endSession(false)
      }
    },
    close() {
      clearTimeout(sessionTimer)
      const closed = new WalletConnectRelayError({
        details: 'The WalletConnect client was closed.',
      })
      for (const proposal of proposals.values()) {
        clearTimeout(proposal.timer)
        proposal.reject(closed)
      }
      for (const pending of requests.values()) {
        clearTimeout(pending.timer)
        pending.reject(closed)
      }
      proposals.clear()
      requests.clear()
      relay.close()
    },
  }
}

async function loadState(
  storage: KeyValueStorage,
  key: string,
  reportError: (error: Error) => void,
): Promise<SignClientState> {
  // Unreadable (a throwing getItem, text that is not JSON) or invalid: a clean start.
  const stored = await settle(() => storage.getItem(key)).catch((error: unknown) => {
    reportError(
      new WalletConnectMessageError({
        details: 'The stored WalletConnect state could not be read; starting afresh.',
        cause: error,
      }),
    )
    return undefined
  })
  if (stored !== undefined && stored !== null) {
    const parsed = signClientStateSchema.safeParse(stored)
    if (parsed.success) return parsed.data
    reportError(
      new WalletConnectMessageError({
        details: 'The stored WalletConnect state is not valid; starting afresh.',
      }),
    )
  }
  return { version: 1, seed: createRelaySeed(), pairings: [] }
}

/** What is wrong with a wallet's session namespaces, if anything. */
function namespacesProblem(namespaces: Record<string, SessionNamespaceValue>): string | undefined {
  if (Object.keys(namespaces).length === 0) return 'The session has no namespace.'
  const outside = Object.entries(namespaces).some(([namespace, value]) =>
    value.accounts.some((account) => !account.startsWith(`${namespace.split(':')[0]}:`)),
  )
  return outside ? 'The session lists accounts outside their namespace.' : undefined
}

/** The session namespaces a chain (CAIP-2) belongs to: by key, `chains` or accounts. */
function namespacesOfChain(session: StoredSession, chainId: string): SessionNamespaceValue[] {
  return Object.entries(session.namespaces)
    .filter(
      ([key, value]) =>
        key === chainId ||
        (value.chains ?? []).includes(chainId) ||
        value.accounts.some((account) => account.startsWith(`${chainId}:`)),
    )
    .map(([, value]) => value)
}

/** Runs a storage call, sync or async, as a promise: a synchronous throw becomes a rejection. */
async function settle(run: () => unknown): Promise<unknown> {
  return run()
}
