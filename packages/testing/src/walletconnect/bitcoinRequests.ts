import { address as bitcoinAddress, Psbt } from 'bitcoinjs-lib'
import type { BitcoinDevAccount } from '../bitcoin/bitcoinDevAccounts.js'
import { ECPair, regtestNetwork } from '../bitcoin/bitcoinKeys.js'
import { bytesToHex, hexToBytes } from '../bitcoin/bytes.js'
import { signBip322Simple, signEcdsaMessage, signPsbtInputs } from '../bitcoin/signBitcoin.js'
import { ProviderRpcError, providerRpcErrorCodes } from '../wallet/providerRpcError.js'

/** The Bitcoin side of the WalletConnect test wallet: a dev account and its chains' data API. */
export type WalletConnectTestBitcoin = {
  /** A Bitcoin dev account (regtest keys): P2WPKH payment, P2TR ordinals. */
  account: BitcoinDevAccount
  /**
   * The Esplora-compatible API by CAIP-2 chain id, for `sendTransfer` and `broadcast: true`
   * (e.g. `{ 'bip122:0f91…': 'http://127.0.0.1:8787/v1/bitcoin/0f91…' }`).
   */
  chains: Record<string, string>
  /** Project id sent to the Airlock server. Default: 'local-dev'. */
  projectId?: string | undefined
}

/** WalletConnect's Bitcoin RPC methods the test wallet answers. */
export const bitcoinTestWalletMethods = [
  'getAccountAddresses',
  'signMessage',
  'signPsbt',
  'sendTransfer',
]

/** sat/vB the wallet pays on its own transfers. */
const transferFeeRate = 2

/**
 * Answers one Bitcoin request as WalletConnect's Bitcoin RPC describes it: addresses with their
 * intention, signatures as hex (BIP-322 simple or ECDSA), PSBTs in base64, transfers the wallet
 * builds, signs and broadcasts itself (answering the txid).
 */
export async function performBitcoinRequest(
  bitcoin: WalletConnectTestBitcoin,
  request: { chainId: string; method: string; params: unknown },
): Promise<unknown> {
  const params = (request.params ?? {}) as Record<string, unknown>
  const { payment, ordinals } = bitcoin.account
  const keyOf = (address: unknown) => {
    const owned = [payment, ordinals].find((item) => item.address === address)
    if (!owned) {
      throw new ProviderRpcError(
        providerRpcErrorCodes.unauthorized,
        `The wallet cannot sign for ${String(address)}.`,
      )
    }
    return ECPair.fromPrivateKey(hexToBytes(owned.privateKey), { network: regtestNetwork })
  }
  const esplora = () => {
    const url = bitcoin.chains[request.chainId]
    if (!url) {
      throw new ProviderRpcError(
        providerRpcErrorCodes.unrecognizedChain,
        `The wallet does not know chain ${request.chainId}.`,
      )
    }
    const base = url.replace(/\/$/, '')
    const query = `projectId=${encodeURIComponent(bitcoin.projectId ?? 'local-dev')}`
    return (path: string) => `${base}${path}?${query}`
  }
  const broadcast = async (psbt: Psbt) => {
    psbt.finalizeAllInputs()
    const response = await fetch(esplora()('/tx'), {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: psbt.extractTransaction().toHex(),
    })
    const text = await response.text()
    if (!response.ok) throw new Error(`Broadcast refused (${response.status}): ${text}`)
    return text.trim()
  }

  switch (request.method) {
    case 'getAccountAddresses': {
      const intentions = Array.isArray(params.intentions) ? params.intentions : undefined
      return [
        { address: payment.address, publicKey: payment.publicKey, intention: 'payment' },
        { address: ordinals.address, publicKey: ordinals.publicKey, intention: 'ordinal' },
      ].filter((item) => !intentions || intentions.includes(item.intention))
    }
    case 'signMessage': {
      const address = typeof params.address === 'string' ? params.address : payment.address
      const message = String(params.message ?? '')
      const key = keyOf(address)
      const signature =
        String(params.protocol ?? 'bip322').toLowerCase() === 'ecdsa'
          ? signEcdsaMessage(key, message)
          : signBip322Simple(key, address, message, regtestNetwork)
      return { address, signature: bytesToHex(signature) }
    }
    case 'signPsbt': {
      const psbt = Psbt.fromBase64(String(params.psbt), { network: regtestNetwork })
      const signInputs = Array.isArray(params.signInputs)
        ? (params.signInputs as { address: string; index: number; sighashTypes?: number[] }[])
        : []
      for (const input of signInputs) {
        signPsbtInputs(
          psbt,
          keyOf(input.address),
          input.address,
          [input.index],
          regtestNetwork,
          input.sighashTypes,
        )
      }
      if (!params.broadcast) return { psbt: psbt.toBase64() }
      const txid = await broadcast(psbt)
      return { psbt: psbt.toBase64(), txid }
    }
    case 'sendTransfer': {
      const recipient = String(params.recipientAddress ?? '')
      const amount = BigInt(String(params.amount ?? '0'))
      const response = await fetch(esplora()(`/address/${payment.address}/utxo`))
      if (!response.ok) throw new Error(`utxo: HTTP ${response.status}`)
      const utxos = ((await response.json()) as { txid: string; vout: number; value: number }[])
        .slice()
        .sort((a, b) => b.value - a.value)
      // One P2WPKH input per output spent, the payment and change.
      const psbt = new Psbt({ network: regtestNetwork })
      const script = bitcoinAddress.toOutputScript(payment.address, regtestNetwork)
      let total = 0n
      let fee = 0n
      for (const utxo of utxos) {
        psbt.addInput({
          hash: utxo.txid,
          index: utxo.vout,
          witnessUtxo: { script, value: BigInt(utxo.value) },
        })
        total += BigInt(utxo.value)
        fee = BigInt(Math.ceil((11 + psbt.inputCount * 68 + 2 * 43) * transferFeeRate))
        if (total >= amount + fee + 546n) break
      }
      if (total < amount + fee + 546n) throw new Error('Insufficient funds')
      psbt.addOutput({ address: recipient, value: amount })
      psbt.addOutput({ script, value: total - amount - fee })
      signPsbtInputs(
        psbt,
        keyOf(payment.address),
        payment.address,
        psbt.data.inputs.map((_, index) => index),
        regtestNetwork,
      )
      return { txid: await broadcast(psbt) }
    }
    default:
      throw new ProviderRpcError(
        providerRpcErrorCodes.unsupportedMethod,
        `The test wallet does not support ${request.method}.`,
      )
  }
}
