import {
  type AdapterCapabilityName,
  type AdapterConnection,
  type AdapterEvent,
  type AppKitStorage,
  type CaipNetwork,
  type ChainAdapter,
  createMemoryStorage,
  isUserRejection,
  UserRejectedRequestError,
} from '@airlock/core'
import type { WalletConnectClient, WalletConnectNamespace } from '@airlock/core/walletconnect'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConformanceSetupError } from './ConformanceSetupError.js'

/** What a page keeps across a reload: the storage the adapter and core write to. */
export type AdapterConformanceSession = {
  /** The networks the adapter is given (those of its namespace). */
  networks: readonly CaipNetwork[]
  /** The page's storage; the same object is handed to `setup` as `context.storage`. */
  storage: AppKitStorage
}

/** The dev wallet as the kit drives it: a user who approves, refuses, switches and leaves. */
export type ConformanceWallet = {
  /** The connector id the adapter reports for this wallet. */
  connectorId: string
  /** The wallet's account addresses, in the form the adapter reports them. */
  accounts: readonly string[]
  /** The next connect (`'connect'`) or signature (`'signMessage'`) is refused with 4001. */
  rejectNext: (request: 'connect' | 'signMessage') => void
  /** Selects another account, as the wallet's user would. */
  setAccount: (index: number) => void
  /** The user disconnects the site from inside the wallet. */
  disconnect: () => void
  /** How many requests so far would have shown the user a prompt. */
  promptCount: () => number
  /** Stops announcing the wallet. */
  cleanup: () => void
}

export type AdapterConformanceParameters<adapter extends ChainAdapter = ChainAdapter> = {
  /** Names the `describe` block, e.g. `'WagmiAdapter'`. */
  name: string
  /** The networks of the adapter's namespace, two at least; a wallet starts on the first. */
  networks: () => readonly CaipNetwork[]
  /** A new adapter, as a page builds it on each load. */
  createAdapter: (session: AdapterConformanceSession) => adapter
  /** A new dev wallet, already discoverable by the adapter. */
  createWallet: () => ConformanceWallet
  /** The native balance of `address` on `network`, read from the chain in whole units. */
  readBalance: (parameters: { address: string; network: CaipNetwork }) => Promise<string>
  /** A network of the namespace whose RPC does not answer. Default: the first with a dead RPC URL. */
  unreachableNetwork?: (() => CaipNetwork) | undefined
  /** Whether `signature` is `address`'s signature of `message`, checked without the adapter. */
  verifyMessage: (parameters: {
    address: string
    message: string
    signature: string
  }) => Promise<boolean>
  /**
   * A second wallet of the namespace, with a connector id and a first account of its own. With it
   * the kit holds the adapter's connection set to the adapter kit's behaviour: several live
   * wallets, the active one, `switchConnection`, and the hand-over when the active one ends.
   */
  createSecondWallet?: (() => ConformanceWallet) | undefined
  /**
   * The adapter as a dapp builds it with no `walletConnect` option. With it the kit checks the one
   * WalletConnect default of every adapter: on, listed, its namespace declared on the shared client.
   */
  createDefaultAdapter?: ((session: AdapterConformanceSession) => adapter) | undefined
}

/** One adapter set up in one page, with the events it emitted. */
export type ConformanceHarness<adapter extends ChainAdapter = ChainAdapter> = {
  adapter: adapter
  wallet: ConformanceWallet
  session: AdapterConformanceSession
  events: AdapterEvent[]
}

/** Everything `createHarness` can be told: reuse a wallet or a page's storage (a reload). */
export type ConformanceHarnessOptions = {
  wallet?: ConformanceWallet | undefined
  session?: AdapterConformanceSession | undefined
  networks?: readonly CaipNetwork[] | undefined
}

/** Builds harnesses for one adapter and cleans them up after each test. */
export function createConformanceHarnesses<adapter extends ChainAdapter>(
  parameters: Pick<AdapterConformanceParameters<adapter>, 'networks' | 'createAdapter'> & {
    createWallet: () => ConformanceWallet
  },
) {
  const cleanups: (() => void)[] = []
  afterEach(() => {
    for (const cleanup of cleanups.splice(0).reverse()) cleanup()
  })

  async function createHarness(
    options: ConformanceHarnessOptions = {},
  ): Promise<ConformanceHarness<adapter>> {
    const wallet = options.wallet ?? parameters.createWallet()
    if (!options.wallet) cleanups.push(() => wallet.cleanup())
    const session = options.session ?? {
      networks: options.networks ?? parameters.networks(),
      storage: createMemoryStorage(),
    }
    const adapter = parameters.createAdapter(session)
    cleanups.push(() => adapter.teardown?.())
    const events: AdapterEvent[] = []
    await adapter.setup({
      networks: session.networks,
      projectId: 'test',
      storage: session.storage,
      emit: (event) => events.push(event),
    })
    return { adapter, wallet, session, events }
  }

  async function connected(options: ConformanceHarnessOptions = {}) {
    const harness = await createHarness(options)
    const connection = await harness.adapter.connect({ connectorId: harness.wallet.connectorId })
    return { ...harness, connection }
  }

  return { createHarness, connected, cleanups }
}

/** The events of one type, in order. */
export function eventsOf<type extends AdapterEvent['type']>(
  events: readonly AdapterEvent[],
  type: type,
): Extract<AdapterEvent, { type: type }>[] {
  return events.filter(
    (event): event is Extract<AdapterEvent, { type: type }> => event.type === type,
  )
}

/** The error a promise rejects with; fails the test when it resolves. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable('expected a rejection'),
    (error: unknown) => error,
  )
}

/** Every `code` along an error's `cause` chain. */
export function codesInCauseChain(error: unknown): unknown[] {
  const codes: unknown[] = []
  let current = error
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth++) {
    codes.push((current as { code?: unknown }).code)
    current = (current as { cause?: unknown }).cause
  }
  return codes
}

/** A user's refusal, as every adapter must report it: core's one class, spec text, code 4001 kept. */
export function expectUserRejection(error: unknown): void {
  expect(error).toBeInstanceOf(UserRejectedRequestError)
  expect(error).toMatchObject({ message: 'User rejected the request.', code: 'USER_REJECTED' })
  expect(isUserRejection(error)).toBe(true)
}

/** Lets every pending callback of already-emitted wallet events run. */
async function settle(): Promise<void> {
  for (let round = 0; round < 5; round++) await new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * The namespace-generic part of the adapter contract, as one Vitest suite: discovery, connect,
 * reconnect without a prompt, a refused connection and signature (4001 → `UserRejectedRequestError`),
 * balance, a signature the chain verifies, wallet-side account change and disconnect, disconnect
 * and teardown. Every chain adapter (eip155, solana, bip122) runs it with its own dev wallet.
 *
 * @example
 * describeAdapterConformance({
 *   name: 'SolanaAdapter',
 *   networks: () => [solanaLocal, solanaLocal2],
 *   createAdapter: ({ networks }) => new SolanaAdapter({ networks }),
 *   createWallet: () => registerConformanceSolanaWallet(),
 *   readBalance, verifyMessage,
 * })
 */
export function describeAdapterConformance<adapter extends ChainAdapter>(
  parameters: AdapterConformanceParameters<adapter>,
): void {
  describe(`${parameters.name} conforms to the adapter contract`, () => {
    const { createHarness, connected } = createConformanceHarnesses(parameters)

    function signMessage(adapter: ChainAdapter, message: string, address: string) {
      const name = `${adapter.namespace}:signMessage` as Extract<
        AdapterCapabilityName,
        `${string}:signMessage`
      >
      const sign = adapter.capabilities?.[name]
      if (!sign)
        throw new ConformanceSetupError(
          `${parameters.name} has no ${adapter.namespace}:signMessage.`,
        )
      return sign({ message, address })
    }

    it('reports the wallet as a connector of its namespace', async () => {
      const { adapter, events, wallet } = await createHarness()
      await vi.waitFor(() => {
        const connectors = eventsOf(events, 'connectors').at(-1)?.connectors ?? []
        const connector = connectors.find(({ id }) => id === wallet.connectorId)
        expect(connector).toMatchObject({ chain: adapter.namespace })
        expect(connector?.name).toEqual(expect.any(String))
      })
    })

    it('connects: resolves with the account and chain and emits connect', async () => {
      const { adapter, events, wallet, connection } = await connected()
      const [network] = parameters.networks()
      expect(connection).toMatchObject({
        connectorId: wallet.connectorId,
        address: wallet.accounts[0],
      })
      expect(String(connection.chainId)).toBe(String(network?.id))
      expect(eventsOf(events, 'connect')).toEqual([{ type: 'connect', ...connection }])
      expect(adapter.getProvider({ connectorId: wallet.connectorId })).toBeTruthy()
    })

    it('reconnects a fresh adapter in the same page session without a prompt', async () => {
      const first = await connected()
      first.adapter.teardown?.()
      const prompts = first.wallet.promptCount()
      const second = await createHarness({ wallet: first.wallet, session: first.session })
      const restored = await second.adapter.reconnect({
        connectorId: first.wallet.connectorId,
        chainId: first.connection.chainId,
      })
      expect(restored).toMatchObject(withoutAccounts(first.connection))
      expect(first.wallet.promptCount()).toBe(prompts)
      expect(eventsOf(second.events, 'connect')).toEqual([{ type: 'connect', ...restored }])
    })

    it('does not reconnect a wallet that never authorised the site, nor an unknown one', async () => {
      const { adapter, wallet } = await createHarness()
      expect(await adapter.reconnect({ connectorId: wallet.connectorId })).toBeUndefined()
      expect(await adapter.reconnect({ connectorId: 'io.nowhere' })).toBeUndefined()
      expect(wallet.promptCount()).toBe(0)
    })

    it('reports a refused connection as UserRejectedRequestError, and a retry connects', async () => {
      const { adapter, wallet, events } = await createHarness()
      wallet.rejectNext('connect')
      const error = await rejectionOf(adapter.connect({ connectorId: wallet.connectorId }))
      expectUserRejection(error)
      expect(eventsOf(events, 'connect')).toEqual([])
      const connection = await adapter.connect({ connectorId: wallet.connectorId })
      expect(connection.address).toBe(wallet.accounts[0])
    })

    it('fails clearly for a connector it does not have', async () => {
      const { adapter } = await createHarness()
      const error = await rejectionOf(adapter.connect({ connectorId: 'io.nowhere' }))
      expect(error).toBeInstanceOf(Error)
      expect(isUserRejection(error)).toBe(false)
    })

    it('reads the native balance in whole units with the network symbol', async () => {
      const { adapter, connection } = await connected()
      for (const network of parameters.networks().slice(0, 2)) {
        const expected = await parameters.readBalance({ address: connection.address, network })
        expect(await adapter.getBalance({ address: connection.address, network })).toEqual({
          balance: expected,
          symbol: network.nativeCurrency.symbol,
        })
      }
    })

    it('reports a balance it cannot read as an error, never as zero', async () => {
      const { adapter, connection } = await connected()
      const [network] = parameters.networks()
      if (!network) throw new ConformanceSetupError('no network')
      const unreachable = parameters.unreachableNetwork?.() ?? {
        ...network,
        rpcUrls: { default: { http: ['http://127.0.0.1:9/'] } },
      }
      await expect(
        adapter.getBalance({ address: connection.address, network: unreachable }),
      ).rejects.toBeInstanceOf(Error)
    })

    it('signs a message that verifies against the address', async () => {
      const { adapter, connection } = await connected()
      const message = 'Sign in to Airlock'
      const signature = await signMessage(adapter, message, connection.address)
      expect(
        await parameters.verifyMessage({ address: connection.address, message, signature }),
      ).toBe(true)
      expect(
        await parameters.verifyMessage({
          address: connection.address,
          message: 'other',
          signature,
        }),
      ).toBe(false)
    })

    it('reports a refused signature as UserRejectedRequestError', async () => {
      const { adapter, wallet, connection } = await connected()
      wallet.rejectNext('signMessage')
      expectUserRejection(await rejectionOf(signMessage(adapter, 'no', connection.address)))
    })

    it('turns an account change and a disconnect inside the wallet into events', async () => {
      const { wallet, events } = await connected()
      wallet.setAccount(1)
      await vi.waitFor(() =>
        expect(eventsOf(events, 'accountChanged').at(-1)).toMatchObject({
          connectorId: wallet.connectorId,
          address: wallet.accounts[1],
        }),
      )
      wallet.disconnect()
      await vi.waitFor(() =>
        expect(eventsOf(events, 'disconnect')).toEqual([
          { type: 'disconnect', connectorId: wallet.connectorId },
        ]),
      )
    })

    it('disconnects: emits disconnect once, and a reload does not reconnect', async () => {
      const { adapter, events, wallet, session } = await connected()
      await adapter.disconnect({ connectorId: wallet.connectorId })
      expect(eventsOf(events, 'disconnect')).toEqual([
        { type: 'disconnect', connectorId: wallet.connectorId },
      ])
      adapter.teardown?.()
      const again = await createHarness({ wallet, session })
      expect(await again.adapter.reconnect({ connectorId: wallet.connectorId })).toBeUndefined()
    })

    describeConnectionSet(parameters, { createHarness, connected, signMessage })

    const createDefaultAdapter = parameters.createDefaultAdapter
    it.runIf(createDefaultAdapter)(
      "lists WalletConnect by default, its namespace declared on the instance's shared client",
      async () => {
        if (!createDefaultAdapter) return
        const wallet = parameters.createWallet()
        const session = { networks: parameters.networks(), storage: createMemoryStorage() }
        const adapter = createDefaultAdapter(session)
        const events: AdapterEvent[] = []
        const declared = new Map<string, WalletConnectNamespace>()
        let shared: WalletConnectClient | undefined
        try {
          await adapter.setup({
            networks: session.networks,
            projectId: 'test',
            storage: session.storage,
            emit: (event) => events.push(event),
            getWalletConnectClient: (create) => {
              if (shared) return shared
              const client = create()
              shared = {
                ...client,
                setNamespace: (namespace, config) => {
                  declared.set(namespace, config)
                  client.setNamespace(namespace, config)
                },
              }
              return shared
            },
          })
          await vi.waitFor(() => {
            const connectors = eventsOf(events, 'connectors').at(-1)?.connectors ?? []
            expect(connectors.find(({ id }) => id === wallet.connectorId)).toBeDefined()
            expect(connectors.find(({ id }) => id === 'walletConnect')).toMatchObject({
              type: 'WALLET_CONNECT',
              chain: adapter.namespace,
            })
          })
          const chains = declared.get(adapter.namespace)?.chains ?? []
          expect(chains.length).toBeGreaterThan(0)
          for (const chain of chains) expect(chain.startsWith(`${adapter.namespace}:`)).toBe(true)
        } finally {
          adapter.teardown?.()
          wallet.cleanup()
        }
      },
    )

    it('stops reporting after teardown', async () => {
      const { adapter, wallet, events } = await connected()
      adapter.teardown?.()
      const before = events.length
      wallet.setAccount(1)
      wallet.disconnect()
      await settle()
      expect(events.slice(before)).toEqual([])
    })
  })
}

type ConnectionSetSuite<adapter extends ChainAdapter> = {
  createHarness: (options?: ConformanceHarnessOptions) => Promise<ConformanceHarness<adapter>>
  connected: (
    options?: ConformanceHarnessOptions,
  ) => Promise<ConformanceHarness<adapter> & { connection: AdapterConnection }>
  signMessage: (adapter: ChainAdapter, message: string, address: string) => Promise<string>
}

/**
 * The adapter kit's connection set, as every adapter must keep it: several wallets live at once,
 * the latest to connect active, `switchConnection` without a prompt, and when the active one ends
 * (from the dapp or inside the wallet) the active role passing to the wallet that stays.
 */
function describeConnectionSet<adapter extends ChainAdapter>(
  parameters: AdapterConformanceParameters<adapter>,
  suite: ConnectionSetSuite<adapter>,
): void {
  const { createSecondWallet } = parameters
  const cleanups: (() => void)[] = []
  afterEach(() => {
    for (const cleanup of cleanups.splice(0).reverse()) cleanup()
  })

  /** Two wallets connected in one page, the second one last (so active). */
  async function twoConnected() {
    if (!createSecondWallet) throw new ConformanceSetupError('createSecondWallet is not given.')
    const second = createSecondWallet()
    cleanups.push(() => second.cleanup())
    const harness = await suite.connected()
    const secondConnection = await harness.adapter.connect({ connectorId: second.connectorId })
    return { ...harness, second, secondConnection }
  }

  /** Whether the active connection signs for `address` (a signature that verifies). */
  async function signsAs(adapter: ChainAdapter, address: string): Promise<boolean> {
    const message = `Signed by ${address}`
    const signature = await suite.signMessage(adapter, message, address)
    return parameters.verifyMessage({ address, message, signature })
  }

  describe.runIf(createSecondWallet)('the connection set (several wallets at once)', () => {
    it('keeps two wallets live, the latest active; switchConnection moves between them without a prompt', async () => {
      const { adapter, wallet, second, connection, secondConnection, events } = await twoConnected()
      expect(secondConnection).toMatchObject({
        connectorId: second.connectorId,
        address: second.accounts[0],
      })
      expect(eventsOf(events, 'connect').map(({ connectorId }) => connectorId)).toEqual([
        wallet.connectorId,
        second.connectorId,
      ])
      expect(adapter.switchConnection).toBeTypeOf('function')
      const prompts = wallet.promptCount() + second.promptCount()
      expect(await adapter.switchConnection?.({ connectorId: wallet.connectorId })).toMatchObject({
        connectorId: wallet.connectorId,
        address: connection.address,
      })
      expect(await adapter.switchConnection?.({ connectorId: 'io.nowhere' })).toBeUndefined()
      expect(wallet.promptCount() + second.promptCount()).toBe(prompts)
      expect(await signsAs(adapter, connection.address)).toBe(true)
      await adapter.switchConnection?.({ connectorId: second.connectorId })
      expect(await signsAs(adapter, secondConnection.address)).toBe(true)
    })

    it('hands the active role to the wallet that stays when the active one disconnects', async () => {
      const { adapter, wallet, second, connection, events } = await twoConnected()
      await adapter.disconnect({ connectorId: second.connectorId })
      expect(eventsOf(events, 'disconnect')).toEqual([
        { type: 'disconnect', connectorId: second.connectorId },
      ])
      expect(await adapter.switchConnection?.({ connectorId: second.connectorId })).toBeUndefined()
      expect(await signsAs(adapter, connection.address)).toBe(true)
      expect(await adapter.switchConnection?.({ connectorId: wallet.connectorId })).toMatchObject({
        connectorId: wallet.connectorId,
      })
    })

    it('hands over too when the active wallet disconnects the site from inside', async () => {
      const { adapter, second, connection, events } = await twoConnected()
      second.disconnect()
      await vi.waitFor(() =>
        expect(eventsOf(events, 'disconnect')).toEqual([
          { type: 'disconnect', connectorId: second.connectorId },
        ]),
      )
      expect(await signsAs(adapter, connection.address)).toBe(true)
    })

    it('ends every live wallet on a disconnect without a connector id', async () => {
      const { adapter, wallet, second, session, events } = await twoConnected()
      await adapter.disconnect({})
      expect(
        eventsOf(events, 'disconnect')
          .map(({ connectorId }) => connectorId)
          .sort(),
      ).toEqual([wallet.connectorId, second.connectorId].sort())
      for (const { connectorId } of [wallet, second]) {
        expect(await adapter.switchConnection?.({ connectorId })).toBeUndefined()
      }
      adapter.teardown?.()
      const again = await suite.createHarness({ wallet, session })
      expect(await again.adapter.reconnect({ connectorId: wallet.connectorId })).toBeUndefined()
      expect(await again.adapter.reconnect({ connectorId: second.connectorId })).toBeUndefined()
    })
  })
}

function withoutAccounts(connection: AdapterConnection) {
  const { accounts: _, ...rest } = connection
  return rest
}
