import { afterEach, describe, expect, it } from 'vitest'
import type { AdapterCapabilities } from '../adapter/types.js'
import { type AppKit, createAppKit } from '../createAppKit.js'
import { bitcoinRegtest } from '../networks/bitcoin.js'
import { createMemoryStorage } from '../storage/createStorage.js'
import { createTestAdapter } from '../test/createTestAdapter.js'
import { connect } from './connect.js'
import { estimateSendGas } from './estimateSendGas.js'
import { sendTokens } from './sendTokens.js'
import { setReceiverAddress } from './setReceiverAddress.js'
import { setSendAmount } from './setSendAmount.js'
import { setSendToken } from './setSendToken.js'

const instances: AppKit[] = []
afterEach(() => {
  for (const appKit of instances.splice(0)) appKit.destroy()
})

const sender = 'bcrt1ql3e9pgs3mmwuwrh95fecme0s0qtn2880hlwwpw'
const receiver = 'bcrt1qan5dp8qdayxfs4wtflhzaesjlxp3mq388gxwu6'
type Transfer = Parameters<AdapterCapabilities['bip122:sendTransfer']>[0]
type FeeQuery = Parameters<AdapterCapabilities['bip122:estimateTransferFee']>[0]

async function setup(fail?: Error) {
  const transfers: Transfer[] = []
  const feeQueries: FeeQuery[] = []
  const adapter = Object.assign(
    createTestAdapter('bip122', { address: sender, chainId: bitcoinRegtest.id, balance: '100' }),
    {
      capabilities: {
        'bip122:sendTransfer': async (parameters: Transfer) => {
          if (fail) throw fail
          transfers.push(parameters)
          return 'ab'.repeat(32)
        },
        // One P2WPKH input, payment and change: 165 vB at 2.5 sat/vB.
        'bip122:estimateTransferFee': async (parameters: FeeQuery) => {
          if (fail) throw fail
          feeQueries.push(parameters)
          return { fee: 413n, vsize: 165, feeRate: 2.5 }
        },
      },
    },
  )
  const appKit = createAppKit({
    networks: [bitcoinRegtest],
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
      name: 'Bitcoin',
      symbol: 'BTC',
      quantity: { decimals: '8', numeric: '100' },
      price: 100_000,
      iconUrl: '',
    },
  })
  return { appKit, transfers, feeQueries }
}

describe('sending on Bitcoin', () => {
  it('refuses a receiver that is not a Bitcoin address', async () => {
    const { appKit, transfers } = await setup()
    setSendAmount(appKit, { amount: '0.015' })
    await setReceiverAddress(appKit, { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })
    await expect(sendTokens(appKit)).rejects.toThrow('Invalid receiver address')
    expect(transfers).toEqual([])
  })

  it('pays the amount in sats to the receiver', async () => {
    const { appKit, transfers } = await setup()
    setSendAmount(appKit, { amount: '0.015' })
    await setReceiverAddress(appKit, { address: receiver })
    await expect(sendTokens(appKit)).resolves.toEqual({ hash: 'ab'.repeat(32) })
    expect(transfers).toEqual([{ to: receiver, amount: 1_500_000n }])
    expect(appKit.state.toast).toMatchObject({ message: 'Transaction started' })
  })

  it("a failure shows 'Something went wrong'", async () => {
    const { appKit } = await setup(new Error('insufficient funds'))
    setSendAmount(appKit, { amount: '1' })
    await setReceiverAddress(appKit, { address: receiver })
    await expect(sendTokens(appKit)).rejects.toThrow()
    expect(appKit.state.toast).toMatchObject({ message: 'Something went wrong', variant: 'error' })
  })

  it('the network fee is the adapter estimate for this payment, in USD at the BTC price', async () => {
    const { appKit, feeQueries } = await setup()
    setSendAmount(appKit, { amount: '0.015' })
    await setReceiverAddress(appKit, { address: receiver })
    await expect(estimateSendGas(appKit)).resolves.toEqual({
      gasPrice: 3n,
      gas: 165n,
      gasPriceInUSD: expect.closeTo(0.413, 9),
      networkBalanceInUSD: 10_000_000,
    })
    expect(feeQueries).toEqual([{ to: receiver, amount: 1_500_000n }])
    // 413 sats at $100,000 per BTC.
    expect(appKit.state.send).toMatchObject({
      gasPrice: '3',
      gasPriceInUSD: expect.closeTo(0.413, 9),
    })
  })

  it('without a receiver yet the fee is estimated for a payment to the account itself; a failure leaves it unknown', async () => {
    const { appKit, feeQueries } = await setup()
    setSendAmount(appKit, { amount: '1' })
    await estimateSendGas(appKit)
    expect(feeQueries).toEqual([{ to: sender, amount: 100_000_000n }])

    const failing = await setup(new Error('data API unreachable'))
    await expect(estimateSendGas(failing.appKit)).resolves.toBeUndefined()
    expect(failing.appKit.state.send.gasPriceInUSD).toBeUndefined()
  })
})
