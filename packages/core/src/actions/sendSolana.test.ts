import { afterEach, describe, expect, it } from 'vitest'
import type { AdapterCapabilities } from '../adapter/types.js'
import { type AppKit, createAppKit } from '../createAppKit.js'
import { solanaLocal } from '../networks/local.js'
import { createMemoryStorage } from '../storage/createStorage.js'
import { createTestAdapter } from '../test/createTestAdapter.js'
import { connect } from './connect.js'
import { sendTokens } from './sendTokens.js'
import { setReceiverAddress } from './setReceiverAddress.js'
import { setSendAmount } from './setSendAmount.js'
import { setSendToken } from './setSendToken.js'
import { simulateSend } from './simulateSend.js'

const instances: AppKit[] = []
afterEach(() => {
  for (const appKit of instances.splice(0)) appKit.destroy()
})

const sender = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const receiver = 'HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH'
const mint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
type Transfer = Parameters<AdapterCapabilities['solana:sendTransfer']>[0]
type Simulation = Awaited<ReturnType<AdapterCapabilities['solana:simulateTransfer']>>

async function setup(fail?: Error, simulation: Simulation | Error = { status: 'unavailable' }) {
  const transfers: Transfer[] = []
  const simulated: Transfer[] = []
  const adapter = Object.assign(
    createTestAdapter('solana', { address: sender, chainId: solanaLocal.id, balance: '10' }),
    {
      capabilities: {
        'solana:sendTransfer': async (parameters: Transfer) => {
          if (fail) throw fail
          transfers.push(parameters)
          return '5ig'
        },
        'solana:simulateTransfer': async (parameters: Transfer) => {
          simulated.push(parameters)
          if (simulation instanceof Error) throw simulation
          return simulation
        },
      },
    },
  )
  const appKit = createAppKit({
    networks: [solanaLocal],
    adapters: [adapter],
    projectId: 'test',
    storage: createMemoryStorage(),
    debug: false,
  })
  instances.push(appKit)
  await appKit.ready
  await connect(appKit, { connectorId: 'dev.airlock.wallet' })
  setSendToken(appKit, {
    token: {
      name: 'Airlock USD',
      symbol: 'AUSD',
      address: `${solanaLocal.caipNetworkId}:${mint}`,
      quantity: { decimals: '6', numeric: '1000' },
      price: 1,
      iconUrl: '',
    },
  })
  return { appKit, transfers, simulated }
}

describe('sending on Solana', () => {
  it('rejects a receiver that is not 32–44 base58 characters with the spec text', async () => {
    const { appKit, transfers } = await setup()
    setSendAmount(appKit, { amount: '1.5' })
    await setReceiverAddress(appKit, { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })
    await expect(sendTokens(appKit)).rejects.toThrow(
      'Please enter a valid amount and receiver address',
    )
    expect(transfers).toEqual([])
  })

  it('sends the token in base units, the mint taken from its CAIP address', async () => {
    const { appKit, transfers } = await setup()
    setSendAmount(appKit, { amount: '1.5' })
    await setReceiverAddress(appKit, { address: receiver })
    await expect(sendTokens(appKit)).resolves.toEqual({ hash: '5ig' })
    expect(transfers).toEqual([{ to: receiver, amount: 1_500_000n, mint, decimals: 6 }])
    expect(appKit.state.send.sendTokenAmount).toBeUndefined()
  })

  it("a failure shows 'Failed to send transaction. Please try again.'", async () => {
    const { appKit } = await setup(new Error('blockhash not found'))
    setSendAmount(appKit, { amount: '1' })
    await setReceiverAddress(appKit, { address: receiver })
    await expect(sendTokens(appKit)).rejects.toThrow()
    expect(appKit.state.toast).toMatchObject({
      message: 'Failed to send transaction. Please try again.',
      variant: 'error',
    })
  })
})

describe('previewing a send on Solana', () => {
  const lamports = (sol: number) => BigInt(Math.round(sol * 1e9))

  it('simulates the transfer the send would make, and lists what leaves the account: the token and SOL (the fee)', async () => {
    const { appKit, simulated, transfers } = await setup(undefined, {
      status: 'success',
      changes: [
        { asset: { kind: 'sol' }, decimals: 9, before: lamports(10), after: lamports(9.997955) },
        { asset: { kind: 'spl', mint }, decimals: 6, before: 1_000_000_000n, after: 998_500_000n },
        // Another mint the transaction touched, which the send does not name: left out.
        {
          asset: { kind: 'spl', mint: 'So11111111111111111111111111111111111111112' },
          decimals: 9,
          before: 0n,
          after: 1n,
        },
      ],
    })
    setSendAmount(appKit, { amount: '1.5' })
    await setReceiverAddress(appKit, { address: receiver })
    const result = await simulateSend(appKit)
    expect(simulated).toEqual([{ to: receiver, amount: 1_500_000n, mint, decimals: 6 }])
    expect(result).toEqual({
      status: 'success',
      changes: [
        { direction: 'out', symbol: 'SOL', amount: '0.002045', counterparty: receiver },
        { direction: 'out', symbol: 'AUSD', amount: '1.5', counterparty: receiver },
      ],
    })
    expect(appKit.state.send.simulation).toEqual(result)
    expect(transfers).toEqual([])
  })

  it('SOL itself is simulated with no mint', async () => {
    const { appKit, simulated } = await setup()
    setSendToken(appKit, {
      token: {
        name: 'Solana',
        symbol: 'SOL',
        address: `${solanaLocal.caipNetworkId}:So11111111111111111111111111111111111111111`,
        quantity: { decimals: '9', numeric: '10' },
        price: 150,
        iconUrl: '',
      },
    })
    setSendAmount(appKit, { amount: '0.25' })
    await setReceiverAddress(appKit, { address: receiver })
    await expect(simulateSend(appKit)).resolves.toEqual({ status: 'unavailable' })
    expect(simulated).toEqual([
      { to: receiver, amount: 250_000_000n, mint: undefined, decimals: 9 },
    ])
  })

  it("a transfer the node says would fail shows the node's error; a failure of the simulation itself shows nothing", async () => {
    const failing = await setup(undefined, {
      status: 'failed',
      error: '{"InstructionError":[0,{"Custom":1}]}',
    })
    setSendAmount(failing.appKit, { amount: '1.5' })
    await setReceiverAddress(failing.appKit, { address: receiver })
    await expect(simulateSend(failing.appKit)).resolves.toEqual({
      status: 'reverted',
      reason: '{"InstructionError":[0,{"Custom":1}]}',
    })

    const broken = await setup(undefined, new Error('fetch failed'))
    setSendAmount(broken.appKit, { amount: '1.5' })
    await setReceiverAddress(broken.appKit, { address: receiver })
    await expect(simulateSend(broken.appKit)).resolves.toEqual({ status: 'unavailable' })
    expect(broken.appKit.state.send.simulation).toEqual({ status: 'unavailable' })
  })
})
