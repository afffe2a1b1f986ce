import { type AdapterOperation, type CaipNetwork, InvalidSendParametersError } from '@airlock/core'
import { type LazyLoader, mapWalletError } from '@airlock/core/adapter'
import { toAddressFormat } from './bitcoinNetworks.js'
import type { BitcoinChainData } from './createBitcoinChainData.js'
import { BitcoinAccountMissingError } from './errors.js'
import type { BitcoinConnector } from './types.js'
import type { BitcoinWalletSurface } from './walletSurface.js'

export type CreateBitcoinConnectorParameters = {
  wallet: BitcoinWalletSurface
  connectorId: string
  /** The network the wallet's requests are for (its connection's, else the adapter's). */
  getNetwork: () => CaipNetwork
  chainData: BitcoinChainData
  /** The PSBT module (bitcoinjs-lib), loaded on the first transfer or broadcast. */
  psbt: LazyLoader<typeof import('./buildTransferPsbt.js')>
  /** The adapter's network switch, for `switchNetwork(caipNetworkId)`. */
  switchNetwork: (caipNetworkId: string) => Promise<void>
}

/**
 * A wallet as AppKit's `BitcoinConnector` (`useAppKitProvider('bip122').walletProvider`), the same
 * shape whichever surface it was found on. Every failure reaches the dapp in Airlock's error
 * family: a refusal as `UserRejectedRequestError` (4001), whatever code the wallet used.
 *
 * @example const connector = createBitcoinConnector({ wallet, connectorId, getNetwork, chainData, psbt, switchNetwork })
 */
export function createBitcoinConnector(
  parameters: CreateBitcoinConnectorParameters,
): BitcoinConnector {
  const { wallet, chainData } = parameters
  const wrap =
    (operation: AdapterOperation) =>
    async <result>(call: () => Promise<result>): Promise<result> => {
      try {
        return await call()
      } catch (error) {
        throw mapWalletError(error, { namespace: 'bip122', operation })
      }
    }
  const payment = async () => {
    const accounts = await wallet.getAccounts()
    const found = accounts.find((account) => account.purpose === 'payment')
    if (!found) throw new BitcoinAccountMissingError({ wallet: wallet.name, purpose: 'payment' })
    return found
  }
  return {
    id: parameters.connectorId,
    name: wallet.name,
    imageUrl: wallet.icon,
    chain: 'bip122',
    source: wallet.source,
    connect: () =>
      wrap('connect')(async () => {
        const accounts = await wallet.connect()
        return accounts.find((account) => account.purpose === 'payment')?.address ?? ''
      }),
    disconnect: () => wrap('disconnect')(() => wallet.disconnect()),
    getAccountAddresses: () => wrap('connect')(() => wallet.getAccounts()),
    signMessage: ({ address, message, protocol = 'bip322' }) =>
      wrap('signMessage')(() => wallet.signMessage({ address, message, protocol })),
    signPSBT: ({ psbt, signInputs, broadcast }) =>
      wrap('sendTransaction')(async () => {
        const signed = await wallet.signPsbt({ psbt, signInputs })
        if (!broadcast) return { psbt: signed }
        const network = parameters.getNetwork()
        const { finalizePsbt } = await parameters.psbt.load()
        const hex = finalizePsbt(signed, toAddressFormat(network))
        return { psbt: signed, txid: await chainData.broadcast({ network, hex }) }
      }),
    sendTransfer: ({ amount, recipient }) =>
      wrap('sendTransaction')(async () => {
        const network = parameters.getNetwork()
        const from = await payment()
        if (!/^\d+$/.test(amount)) {
          throw new InvalidSendParametersError(`The amount must be in sats: "${amount}".`)
        }
        // A WalletConnect wallet builds, signs and broadcasts the payment itself.
        if (wallet.sendTransfer) return wallet.sendTransfer({ amount, recipient })
        const [utxos, feeRate, { buildTransferPsbt, finalizePsbt }] = await Promise.all([
          chainData.getUTXOs({ network, address: from.address }),
          chainData.getFeeRate({ network }),
          parameters.psbt.load(),
        ])
        const format = toAddressFormat(network)
        const built = buildTransferPsbt({
          format,
          from,
          recipient,
          amount: BigInt(amount),
          feeRate,
          utxos,
        })
        const signed = await wallet.signPsbt({
          psbt: built.psbt,
          signInputs: built.inputs.map((index) => ({ address: from.address, index })),
        })
        return chainData.broadcast({ network, hex: finalizePsbt(signed, format) })
      }),
    switchNetwork: (caipNetworkId) =>
      wrap('switchNetwork')(() => parameters.switchNetwork(caipNetworkId)),
    request: <result>({ method, params }: { method: string; params?: unknown }) =>
      wrap('sendTransaction')(() => wallet.request(method, params) as Promise<result>),
  }
}
