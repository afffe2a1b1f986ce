import { afterEach, describe, expect, it } from 'vitest'
import type { AdapterCapabilities } from '../adapter/types.js'
import { type AppKit, createAppKit } from '../createAppKit.js'
import { bitcoinRegtest } from '../networks/bitcoin.js'
import { createMemoryStorage } from '../storage/createStorage.js'
import { createTestAdapter } from '../test/createTestAdapter.js'
import { connect } from './connect.js'
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

async function setup(fail?: Error) {
  const transfers: Transfer[] = []
  const adapter = Object.assign(
    createTestAdapter('bip122', { address: sender, chainId: bitcoinRegtest.id, balance: '100' }),
    {
      capabilities: {
        'bip122:sendTransfer': async (parameters: Transfer) => {
          if (fail) throw fail
          transfers.push(parameters)
          return 'ab'.repeat(32)
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
  return { appKit, transfers }
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
})
