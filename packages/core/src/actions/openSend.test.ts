import { afterEach, expect, it, vi } from 'vitest'
import type { AdapterCapabilities } from '../adapter/types.js'
import { type AppKit, createAppKit } from '../createAppKit.js'
import { NetworkNotFoundError, UserRejectedRequestError } from '../errors/appKit.js'
import { InvalidSendParametersError } from '../errors/send.js'
import { solanaLocal } from '../networks/local.js'
import { solanaDevnet } from '../networks/solana.js'
import { createMemoryStorage } from '../storage/createStorage.js'
import { createTestAdapter } from '../test/createTestAdapter.js'
import { closeModal } from './closeModal.js'
import { connect } from './connect.js'
import { openSend } from './openSend.js'
import { sendTokens } from './sendTokens.js'
import { setSendToken } from './setSendToken.js'

const instances: AppKit[] = []
afterEach(() => {
  for (const appKit of instances.splice(0)) appKit.destroy()
})

const sender = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const receiver = 'HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH'
const mint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
type Transfer = Parameters<AdapterCapabilities['solana:sendTransfer']>[0]

/** A Solana account on the local chain; the data API at a closed loopback port lists no tokens. */
async function setup({ connected = true } = {}) {
  const transfers: Transfer[] = []
  const adapter = Object.assign(
    createTestAdapter('solana', { address: sender, chainId: solanaLocal.id, balance: '10' }),
    {
      capabilities: {
        'solana:sendTransfer': async (parameters: Transfer) => {
          transfers.push(parameters)
          return '5ig'
        },
      },
    },
  )
  const appKit = createAppKit({
    networks: [solanaLocal, solanaDevnet],
    adapters: [adapter],
    projectId: 'test',
    apiUrl: 'http://127.0.0.1:9',
    storage: createMemoryStorage(),
    debug: false,
  })
  instances.push(appKit)
  await appKit.ready
  if (connected) await connect(appKit, { connectorId: 'dev.airlock.wallet' })
  return { appKit, adapter, transfers }
}

const usd = {
  name: 'Airlock USD',
  symbol: 'AUSD',
  address: `${solanaLocal.caipNetworkId}:${mint}` as const,
  quantity: { decimals: '6', numeric: '1000' },
  price: 1,
  iconUrl: '',
}

it('opens the Send form with the amount and receiver filled in, and resolves with the hash once sent', async () => {
  const { appKit, transfers } = await setup()
  const sent = openSend(appKit, { amount: '1.5', assetAddress: mint, to: receiver })
  await vi.waitFor(() => expect(appKit.state.router.view).toBe('WalletSend'), { timeout: 5000 })
  expect(appKit.state.modal.open).toBe(true)
  expect(appKit.state.send).toMatchObject({ sendTokenAmount: '1.5', receiverAddress: receiver })
  expect(appKit.state.router.data.send).toMatchObject({
    amount: '1.5',
    assetAddress: mint,
    to: receiver,
    namespace: 'solana',
  })
  // The account holds none of it yet: the visitor picks it in the form, then sends.
  setSendToken(appKit, { token: usd })
  await sendTokens(appKit)
  await expect(sent).resolves.toEqual({ hash: '5ig' })
  expect(transfers).toEqual([{ to: receiver, amount: 1_500_000n, mint, decimals: 6 }])
})

it('switches to the network of `chainId` first when the account is on another', async () => {
  const { appKit, adapter } = await setup()
  const sent = openSend(appKit, {
    amount: '1',
    assetAddress: 'native',
    to: receiver,
    namespace: 'solana',
    chainId: solanaDevnet.id,
  })
  await vi.waitFor(() => expect(appKit.state.router.view).toBe('WalletSend'), { timeout: 5000 })
  expect(adapter.calls.find((call) => call.method === 'switchNetwork')).toMatchObject({
    parameters: { network: { caipNetworkId: solanaDevnet.caipNetworkId } },
  })
  expect(appKit.state.activeNetworkId).toBe(solanaDevnet.caipNetworkId)
  closeModal(appKit)
  await expect(sent).rejects.toThrow(UserRejectedRequestError)
})

it('rejects without an account, and for a chain id the instance does not have', async () => {
  const { appKit } = await setup({ connected: false })
  await expect(
    openSend(appKit, { amount: '1', assetAddress: 'native', to: receiver }),
  ).rejects.toThrow(InvalidSendParametersError)
  await connect(appKit, { connectorId: 'dev.airlock.wallet' })
  await expect(
    openSend(appKit, { amount: '1', assetAddress: 'native', to: receiver, chainId: 'nowhere' }),
  ).rejects.toThrow(NetworkNotFoundError)
  expect(appKit.state.modal.open).toBe(false)
})
