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

const instances: AppKit[] = []
afterEach(() => {
  for (const appKit of instances.splice(0)) appKit.destroy()
})

const sender = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const receiver = 'HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH'
const mint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
type Transfer = Parameters<AdapterCapabilities['solana:sendTransfer']>[0]

async function setup(fail?: Error) {
  const transfers: Transfer[] = []
  const adapter = Object.assign(
    createTestAdapter('solana', { address: sender, chainId: solanaLocal.id, balance: '10' }),
    {
      capabilities: {
        'solana:sendTransfer': async (parameters: Transfer) => {
          if (fail) throw fail
          transfers.push(parameters)
          return '5ig'
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
  return { appKit, transfers }
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
