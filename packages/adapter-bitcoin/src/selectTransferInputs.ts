// No bitcoinjs-lib here: the Send view's fee estimate uses this on the first load, the PSBT
// builder (loaded with the first send) uses the same choice, so the estimate is the fee paid.

export type TransferUtxo = { txid: string; vout: number; value: number }

export type SelectTransferInputsParameters = {
  /** vbytes one input of the payment address adds (68 P2WPKH, 58 P2TR, 91 P2SH-P2WPKH). */
  inputVbytes: number
  amount: bigint
  /** sat/vB. */
  feeRate: number
  utxos: readonly TransferUtxo[]
}

export type SelectTransferInputsReturnType = {
  /** The outputs spent, largest first. */
  chosen: TransferUtxo[]
  total: bigint
  /** Sats to the miners: `feeRate` × the size, or everything left when the change is dust. */
  fee: bigint
  /** Sats back to the payment address; 0 when it would be dust. */
  change: bigint
  /** Estimated virtual size of the signed transaction. */
  vsize: number
  /** Whether the chosen outputs cover the amount and the fee. */
  sufficient: boolean
}

/** Outputs below this are not worth spending; such change goes to the fee. */
export const dustLimit = 546n

/** Every output counted at the largest common script (P2TR, 43 vbytes), so any receiver fits. */
const outputVbytes = 43
const overheadVbytes = 11

/**
 * The coin choice of a payment: the largest unspent outputs first until they cover the amount
 * and the fee at `feeRate` with a change output. Change below the dust limit goes to the fee.
 */
export function selectTransferInputs(
  parameters: SelectTransferInputsParameters,
): SelectTransferInputsReturnType {
  const { inputVbytes, amount, feeRate } = parameters
  const vsizeOf = (inputs: number, outputs: number) =>
    overheadVbytes + inputs * inputVbytes + outputs * outputVbytes
  const feeOf = (inputs: number, outputs: number) =>
    BigInt(Math.ceil(vsizeOf(inputs, outputs) * feeRate))

  const sorted = [...parameters.utxos].sort((a, b) => b.value - a.value)
  const chosen: TransferUtxo[] = []
  let total = 0n
  for (const utxo of sorted) {
    chosen.push(utxo)
    total += BigInt(utxo.value)
    if (total >= amount + feeOf(chosen.length, 2)) break
  }
  const feeWithChange = feeOf(chosen.length, 2)
  const sufficient = total >= amount + feeOf(chosen.length, 1)
  const change = total - amount - feeWithChange
  if (change >= dustLimit) {
    return {
      chosen,
      total,
      fee: feeWithChange,
      change,
      vsize: vsizeOf(chosen.length, 2),
      sufficient,
    }
  }
  return {
    chosen,
    total,
    fee: sufficient ? total - amount : feeOf(chosen.length, 1),
    change: 0n,
    vsize: vsizeOf(chosen.length, 1),
    sufficient,
  }
}

/** vbytes an input of `address` adds, from its type (bech32 v0, bech32m v1, P2SH). */
export function inputVbytesOf(address: string): number {
  const lower = address.toLowerCase()
  const separator = lower.lastIndexOf('1')
  if (/^(bc|tb|bcrt)$/.test(lower.slice(0, separator))) {
    // Witness version: the first data character after the separator ('q' = 0, 'p' = 1).
    return lower[separator + 1] === 'p' ? 58 : 68
  }
  // Base58 P2SH (wrapped segwit, as some wallets' payment addresses are).
  return 91
}
