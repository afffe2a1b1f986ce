// Loaded on first use (sendTransfer, signPSBT with broadcast): bitcoinjs-lib and secp256k1 stay
// out of the first chunk of a dapp.
import { InvalidSendParametersError } from '@airlock/core'
import * as ecc from '@bitcoinerlab/secp256k1'
import { address as bitcoinAddress, initEccLib, networks, Psbt, payments } from 'bitcoinjs-lib'
import { BitcoinInsufficientFundsError } from './errors.js'
import { dustLimit, selectTransferInputs, type TransferUtxo } from './selectTransferInputs.js'

initEccLib(ecc)

export type BuildTransferPsbtParameters = {
  format: 'mainnet' | 'testnet' | 'regtest'
  from: { address: string; publicKey?: string | undefined }
  recipient: string
  amount: bigint
  /** sat/vB. */
  feeRate: number
  utxos: readonly TransferUtxo[]
}

const bitcoinjsNetworks = {
  mainnet: networks.bitcoin,
  testnet: networks.testnet,
  regtest: networks.regtest,
}

/**
 * A payment of `amount` sats to `recipient` from the payment address's unspent outputs, largest
 * first, with change back to the payment address and a fee of `feeRate` × the estimated size.
 * Answers the base64 PSBT and the inputs to sign.
 */
export function buildTransferPsbt(parameters: BuildTransferPsbtParameters): {
  psbt: string
  inputs: number[]
  fee: bigint
} {
  const network = bitcoinjsNetworks[parameters.format]
  const { from, amount, feeRate } = parameters
  if (amount < dustLimit) {
    throw new InvalidSendParametersError(`The amount is below the dust limit (${dustLimit} sats).`)
  }
  const fromScript = bitcoinAddress.toOutputScript(from.address, network)
  const recipientScript = bitcoinAddress.toOutputScript(parameters.recipient, network)
  // P2SH-wrapped segwit payment addresses (some wallets use them) need the redeem script.
  const redeemScript =
    fromScript[0] === 0xa9 && from.publicKey
      ? payments.p2wpkh({ pubkey: hexToBytes(from.publicKey), network }).output
      : undefined
  const inputVbytes = redeemScript ? 91 : fromScript[0] === 0x51 ? 58 : 68
  const { chosen, total, fee, change, sufficient } = selectTransferInputs({
    inputVbytes,
    amount,
    feeRate,
    utxos: parameters.utxos,
  })
  if (!sufficient) {
    throw new BitcoinInsufficientFundsError({ available: total, needed: amount + fee })
  }
  const psbt = new Psbt({ network })
  for (const utxo of chosen) {
    psbt.addInput({
      hash: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script: fromScript, value: BigInt(utxo.value) },
      ...(redeemScript ? { redeemScript } : {}),
      ...(fromScript[0] === 0x51 && from.publicKey
        ? { tapInternalKey: hexToBytes(from.publicKey).slice(-32) }
        : {}),
    })
  }
  psbt.addOutput({ script: recipientScript, value: amount })
  if (change > 0n) psbt.addOutput({ script: fromScript, value: change })
  return { psbt: psbt.toBase64(), inputs: chosen.map((_, index) => index), fee }
}

/** Finalizes every input of a signed PSBT and answers the raw transaction in hex. */
export function finalizePsbt(
  psbtBase64: string,
  format: BuildTransferPsbtParameters['format'],
): string {
  const psbt = Psbt.fromBase64(psbtBase64, { network: bitcoinjsNetworks[format] })
  psbt.finalizeAllInputs()
  return psbt.extractTransaction().toHex()
}

function hexToBytes(hex: string): Uint8Array {
  return Uint8Array.from(hex.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16))
}
