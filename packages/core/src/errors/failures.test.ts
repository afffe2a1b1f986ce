import { AirlockError } from '@airlock/blockchain-api'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../actions/connect.js'
import { disconnect } from '../actions/disconnect.js'
import { fetchBalance } from '../actions/fetchBalance.js'
import { switchNetwork } from '../actions/switchNetwork.js'
import { type AppKit, createAppKit } from '../createAppKit.js'
import { createEmitter } from '../events/createEmitter.js'
import type { AppKitErrorEvent, AppKitEvent } from '../events/types.js'
import { airlockLocal, airlockLocal2 } from '../networks/local.js'
import { solana } from '../networks/solana.js'
import { createMemoryStorage } from '../storage/createStorage.js'
import { storageKeys } from '../storage/keys.js'
import { createTestAdapter, type TestAdapter } from '../test/createTestAdapter.js'
import { DisconnectError, UserRejectedRequestError } from './appKit.js'
import { AdapterError, AdapterSetupError, WalletRequestError } from './wallet.js'

// Every failure reaches the dapp as an error of the family: thrown by the action it called, or,
// where no call of the dapp's is waiting, as an error event.

const instances: AppKit[] = []
afterEach(() => {
  for (const appKit of instances.splice(0)) appKit.destroy()
})

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const connectorId = 'dev.airlock.wallet'

function create(adapters: TestAdapter[], storage = createMemoryStorage()) {
  const appKit = createAppKit({
    networks: [airlockLocal, airlockLocal2, solana],
    adapters,
    projectId: 'test',
    storage,
  })
  instances.push(appKit)
  const errors: AppKitErrorEvent[] = []
  appKit.events.subscribe((event) => {
    if (event.data.type === 'error') errors.push(event as AppKitErrorEvent)
  })
  return { appKit, errors }
}

/** Storage that says `namespace` was connected with the dev wallet, as after a reload. */
function storedConnection(namespace: 'eip155' | 'solana') {
  return createMemoryStorage({
    [storageKeys.connectionStatus]: JSON.stringify({ [namespace]: 'connected' }),
    [storageKeys.connectorIds]: JSON.stringify({ [namespace]: connectorId }),
  })
}

describe('an adapter that cannot set up', () => {
  it('makes ready reject with AdapterSetupError, reports it, and leaves the others working', async () => {
    const broken = createTestAdapter('solana', { address: 'So1ana', chainId: solana.id })
    const cause = new Error('wallet standard registry unavailable')
    broken.failNext('setup', cause)
    const working = createTestAdapter('eip155')
    const { appKit, errors } = create([working, broken])

    const error = await appKit.ready.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(AdapterSetupError)
    expect(error).toMatchObject({ code: 'ADAPTER_SETUP_FAILED', namespace: 'solana', cause })
    expect(errors.map((event) => event.data.event)).toEqual(['ADAPTER_SETUP_ERROR'])
    expect(errors[0]?.data.error).toBe(error)
    expect(errors[0]?.data.properties).toMatchObject({
      namespace: 'solana',
      code: 'ADAPTER_SETUP_FAILED',
    })

    await connect(appKit, { connectorId, namespace: 'eip155' })
    expect(appKit.state.chains.eip155?.account.address).toBe(account)
  })

  it('drops its stored connection instead of asking it to reconnect', async () => {
    const broken = createTestAdapter('eip155')
    broken.failNext('setup', new Error('no provider'))
    const { appKit } = create([broken], storedConnection('eip155'))
    await expect(appKit.ready).rejects.toBeInstanceOf(AdapterSetupError)
    expect(appKit.state.chains.eip155?.account.status).toBe('disconnected')
    expect(broken.calls.map((call) => call.method)).not.toContain('reconnect')
  })

  it('resolves ready when every adapter sets up', async () => {
    const { appKit, errors } = create([createTestAdapter('eip155')])
    await expect(appKit.ready).resolves.toBeUndefined()
    expect(errors).toEqual([])
  })
})

describe('errors no call of the dapp is waiting for arrive as error events', () => {
  it("an adapter's own error event becomes ADAPTER_ERROR with an AdapterError", async () => {
    const adapter = createTestAdapter('eip155')
    const { appKit, errors } = create([adapter])
    await appKit.ready
    const cause = new Error('provider disconnected')
    adapter.emit({ type: 'error', error: cause })
    expect(errors).toHaveLength(1)
    const [event] = errors
    expect(event?.data.event).toBe('ADAPTER_ERROR')
    expect(event?.data.error).toBeInstanceOf(AdapterError)
    expect(event?.data.error).toMatchObject({ code: 'ADAPTER_ERROR', cause })
    expect(appKit.state.lastEvent).toMatchObject({
      data: { type: 'error', event: 'ADAPTER_ERROR' },
    })
  })

  it('an adapter error already of the family is passed on as it is', async () => {
    const adapter = createTestAdapter('eip155')
    const { appKit, errors } = create([adapter])
    await appKit.ready
    const error = new AirlockError('Chain is not supported', { code: 'CHAIN_NOT_SUPPORTED' })
    adapter.emit({ type: 'error', error })
    expect(errors[0]?.data.error).toBe(error)
  })

  it('a stored connection that fails to restore: RECONNECT_ERROR, and the namespace is disconnected', async () => {
    const adapter = createTestAdapter('eip155')
    const cause = new Error('session store corrupt')
    adapter.failNext('reconnect', cause)
    const { appKit, errors } = create([adapter], storedConnection('eip155'))
    await appKit.ready
    expect(appKit.state.chains.eip155?.account.status).toBe('disconnected')
    expect(errors.map((event) => event.data.event)).toEqual(['RECONNECT_ERROR'])
    expect(errors[0]?.data.error).toBeInstanceOf(WalletRequestError)
    expect(errors[0]?.data.error.walk()).toBe(cause)
  })

  it('a balance that cannot be read: BALANCE_ERROR, and no balance is made up', async () => {
    const adapter = createTestAdapter('eip155')
    const { appKit, errors } = create([adapter])
    await appKit.ready
    await connect(appKit, { connectorId })
    await vi.waitFor(() => expect(appKit.state.chains.eip155?.account.balance).toBe('10000'))
    appKit.state.chains.eip155!.account.balance = undefined
    adapter.failNext('getBalance', new Error('rpc timeout'))
    await expect(fetchBalance(appKit, { namespace: 'eip155', force: true })).resolves.toBe(
      undefined,
    )
    expect(appKit.state.chains.eip155?.account.balance).toBeUndefined()
    expect(errors.map((event) => event.data)).toEqual([
      expect.objectContaining({
        event: 'BALANCE_ERROR',
        properties: expect.objectContaining({ code: 'WALLET_REQUEST_FAILED', namespace: 'eip155' }),
      }),
    ])
  })
})

describe('errors from wallets are put into the family', () => {
  it('a rejection becomes UserRejectedRequestError, the Connecting view says it was declined', async () => {
    const adapter = createTestAdapter('eip155')
    const { appKit } = create([adapter])
    await appKit.ready
    const rejection = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    adapter.failNext('connect', rejection)
    const error = await connect(appKit, { connectorId }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ code: 'USER_REJECTED', cause: rejection })
    expect(appKit.state.connection).toMatchObject({
      status: 'error',
      error: 'connectionDeclined',
    })
  })

  it('any other wallet failure becomes WalletRequestError with the original underneath', async () => {
    const adapter = createTestAdapter('eip155')
    const { appKit } = create([adapter])
    await appKit.ready
    const cause = new TypeError('provider.request is not a function')
    adapter.failNext('connect', cause)
    const error = await connect(appKit, { connectorId }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(WalletRequestError)
    expect(error).toMatchObject({
      code: 'WALLET_REQUEST_FAILED',
      operation: 'connect',
      shortMessage: 'Something went wrong',
    })
    expect((error as WalletRequestError).walk()).toBe(cause)
    expect(appKit.state.connection.error).toBe('somethingWentWrong')
  })

  it('a failed network switch throws the family error and keeps the active network', async () => {
    const adapter = createTestAdapter('eip155')
    const { appKit } = create([adapter])
    await appKit.ready
    await connect(appKit, { connectorId })
    adapter.failNext('switchNetwork', new Error('wallet busy'))
    await expect(switchNetwork(appKit, { network: airlockLocal2 })).rejects.toMatchObject({
      name: 'WalletRequestError',
      code: 'WALLET_REQUEST_FAILED',
      operation: 'switchNetwork',
    })
    expect(appKit.state.activeNetworkId).toBe(airlockLocal.caipNetworkId)
  })

  it('a failed disconnect aggregates family errors under DisconnectError', async () => {
    const adapter = createTestAdapter('eip155')
    const { appKit } = create([adapter])
    await appKit.ready
    await connect(appKit, { connectorId })
    adapter.failNext('disconnect', new Error('socket closed'))
    const error = await disconnect(appKit).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(DisconnectError)
    expect((error as DisconnectError).code).toBe('DISCONNECT_FAILED')
    expect((error as DisconnectError).failures[0]?.error).toBeInstanceOf(WalletRequestError)
  })
})

describe('a listener that throws', () => {
  it('never breaks an action: connect completes and other listeners still hear every event', async () => {
    const reported: unknown[] = []
    const original = globalThis.reportError
    globalThis.reportError = (error: unknown) => reported.push(error)
    try {
      const adapter = createTestAdapter('eip155')
      const { appKit } = create([adapter])
      await appKit.ready
      const thrown = new Error('bug in the dapp')
      appKit.events.subscribe(() => {
        throw thrown
      })
      const heard: AppKitEvent[] = []
      appKit.events.subscribe((event) => heard.push(event))

      await connect(appKit, { connectorId })
      expect(appKit.state.chains.eip155?.account.status).toBe('connected')
      expect(appKit.state.connection.status).toBe('idle')
      expect(heard.map((event) => event.data.event)).toEqual(['SELECT_WALLET', 'CONNECT_SUCCESS'])
      expect(reported).toEqual([thrown, thrown])
    } finally {
      globalThis.reportError = original
    }
  })

  it('is handed to onListenerError when one is given', () => {
    const seen: unknown[] = []
    const emitter = createEmitter<number>({ onListenerError: (error) => seen.push(error) })
    const values: number[] = []
    emitter.subscribe((value) => {
      if (value === 2) throw new RangeError('two')
    })
    emitter.subscribe((value) => values.push(value))
    emitter.emit(1)
    emitter.emit(2)
    emitter.emit(3)
    expect(values).toEqual([1, 2, 3])
    expect(seen).toEqual([new RangeError('two')])
  })
})
