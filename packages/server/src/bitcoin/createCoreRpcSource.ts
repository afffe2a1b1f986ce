import type { BitcoinTransaction, BitcoinUtxo } from '@airlock/blockchain-api'
import { addressToScript, type BitcoinAddressFormat, describeScript } from './bitcoinAddress.js'
import { BitcoinNodeRpcError } from './bitcoinErrors.js'
import {
  BitcoinBroadcastRejectedError,
  type BitcoinSource,
  BitcoinSourceHttpError,
} from './bitcoinSource.js'

export type CoreRpcSourceOptions = {
  rpcUrl: string
  rpcUser?: string | undefined
  rpcPassword?: string | undefined
  addressFormat: BitcoinAddressFormat
  /** sat/vB answered for targets the node cannot estimate yet (always the case on regtest). */
  fallbackFeeRate?: number | undefined
}

type RpcOutput = { value: number; n: number; scriptPubKey: { hex: string } }
type RpcInput = {
  txid?: string
  vout?: number
  coinbase?: string
  txinwitness?: string[]
  sequence: number
}
type RpcTransaction = {
  txid: string
  version: number
  locktime: number
  size: number
  weight: number
  vin: RpcInput[]
  vout: RpcOutput[]
}
type Output = { script: string; value: number }

const feeTargets = [1, 2, 3, 6, 12, 25, 144]

/**
 * A bip122 network served by a Bitcoin Core-compatible node's JSON-RPC (scripts only, so it also
 * works with the Litecoin-fork regtest node of the local stack). Unspent outputs come from
 * `scantxoutset`; address history from a small in-memory index of the blocks, built on demand
 * and rebuilt when the node's chain no longer contains the indexed tip. Meant for regtest and
 * small chains; point a production server at an Esplora.
 */
export function createCoreRpcSource(options: CoreRpcSourceOptions): BitcoinSource {
  const { addressFormat: format, fallbackFeeRate = 2 } = options
  const authorization =
    options.rpcUser === undefined
      ? undefined
      : `Basic ${Buffer.from(`${options.rpcUser}:${options.rpcPassword ?? ''}`).toString('base64')}`
  let rpcId = 0
  const rpc = async <result>(method: string, ...params: unknown[]): Promise<result> => {
    const response = await fetch(options.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      body: JSON.stringify({ jsonrpc: '1.0', id: ++rpcId, method, params }),
      signal: AbortSignal.timeout(30_000),
    })
    const text = await response.text()
    let body: { result?: result; error?: { code: number; message: string } | null }
    try {
      body = JSON.parse(text) as typeof body
    } catch {
      throw new BitcoinSourceHttpError(method, response.status)
    }
    if (body.error) throw new BitcoinNodeRpcError(body.error.code, body.error.message)
    return body.result as result
  }

  // The index: blocks by height, outputs by outpoint, txids by script, confirmed txs by id.
  let hashes: string[] = []
  let outputs = new Map<string, Output>()
  let txidsByScript = new Map<string, string[]>()
  let confirmed = new Map<string, BitcoinTransaction>()
  let indexing: Promise<void> = Promise.resolve()

  const reset = () => {
    hashes = []
    outputs = new Map()
    txidsByScript = new Map()
    confirmed = new Map()
  }
  const note = (script: string, txid: string) => {
    const list = txidsByScript.get(script) ?? []
    if (list[list.length - 1] !== txid) list.push(txid)
    txidsByScript.set(script, list)
  }
  const toEsplora = (
    tx: RpcTransaction,
    status: BitcoinTransaction['status'],
    prevouts: (Output | undefined)[],
  ): BitcoinTransaction => {
    const vout = tx.vout.map((output) => {
      const script = output.scriptPubKey.hex
      const described = describeScript(script, format)
      return {
        scriptpubkey: script,
        scriptpubkey_type: described.type,
        ...(described.address ? { scriptpubkey_address: described.address } : {}),
        value: toSats(output.value),
      }
    })
    const vin = tx.vin.map((input, index) => {
      const prevout = prevouts[index]
      const described = prevout ? describeScript(prevout.script, format) : undefined
      return {
        txid: input.txid ?? '0'.repeat(64),
        vout: input.vout ?? 0xffffffff,
        prevout: prevout
          ? {
              scriptpubkey: prevout.script,
              scriptpubkey_type: described?.type,
              ...(described?.address ? { scriptpubkey_address: described.address } : {}),
              value: prevout.value,
            }
          : null,
        is_coinbase: input.coinbase !== undefined,
        sequence: input.sequence,
        ...(input.txinwitness ? { witness: input.txinwitness } : {}),
      }
    })
    const isCoinbase = tx.vin.some((input) => input.coinbase !== undefined)
    const known = prevouts.every((prevout) => prevout !== undefined)
    const fee =
      isCoinbase || !known
        ? isCoinbase
          ? 0
          : undefined
        : prevouts.reduce((sum, prevout) => sum + (prevout?.value ?? 0), 0) -
          vout.reduce((sum, output) => sum + output.value, 0)
    return {
      txid: tx.txid,
      version: tx.version,
      locktime: tx.locktime,
      size: tx.size,
      weight: tx.weight,
      ...(fee === undefined ? {} : { fee }),
      vin,
      vout,
      status,
    }
  }

  const catchUp = async () => {
    const tip = await rpc<number>('getblockcount')
    const last = hashes.length - 1
    if (last >= 0 && (last > tip || (await rpc<string>('getblockhash', last)) !== hashes[last])) {
      reset()
    }
    for (let height = hashes.length; height <= tip; height++) {
      const hash = await rpc<string>('getblockhash', height)
      const block = await rpc<{ time: number; tx: RpcTransaction[] }>('getblock', hash, 2)
      hashes.push(hash)
      const status = {
        confirmed: true,
        block_height: height,
        block_hash: hash,
        block_time: block.time,
      }
      for (const tx of block.tx) {
        const prevouts = tx.vin.map((input) =>
          input.txid === undefined ? undefined : outputs.get(`${input.txid}:${input.vout}`),
        )
        for (const prevout of prevouts) if (prevout) note(prevout.script, tx.txid)
        for (const output of tx.vout) {
          const script = output.scriptPubKey.hex
          outputs.set(`${tx.txid}:${output.n}`, { script, value: toSats(output.value) })
          note(script, tx.txid)
        }
        confirmed.set(tx.txid, toEsplora(tx, status, prevouts))
      }
    }
  }
  const index = () => {
    indexing = indexing.catch(() => undefined).then(catchUp)
    return indexing
  }

  const prevoutOf = async (input: RpcInput): Promise<Output | undefined> => {
    if (input.txid === undefined || input.vout === undefined) return undefined
    const known = outputs.get(`${input.txid}:${input.vout}`)
    if (known) return known
    const parent = await rpc<RpcTransaction>('getrawtransaction', input.txid, true).catch(
      () => undefined,
    )
    const output = parent?.vout[input.vout]
    return output ? { script: output.scriptPubKey.hex, value: toSats(output.value) } : undefined
  }

  // scantxoutset allows one scan at a time per node: ours wait for each other, and a scan someone
  // else started (another client of the node) is waited out.
  let scanning: Promise<unknown> = Promise.resolve()
  const scanOnce = async <result>(script: string): Promise<result> => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await rpc<result>('scantxoutset', 'start', [`raw(${script})`])
      } catch (error) {
        const busy =
          error instanceof BitcoinNodeRpcError && /already in progress/i.test(error.message)
        if (!busy || attempt >= 50) throw error
        await new Promise((resolve) => setTimeout(resolve, 20 + attempt * 10))
      }
    }
  }

  return {
    async getUtxos(address) {
      const script = addressToScript(address, format)
      const scan = scanning
        .catch(() => undefined)
        .then(() =>
          scanOnce<{ unspents: { txid: string; vout: number; amount: number; height: number }[] }>(
            script,
          ),
        )
      scanning = scan
      const [{ unspents }] = await Promise.all([scan, index()])
      return unspents.map(
        (unspent): BitcoinUtxo => ({
          txid: unspent.txid,
          vout: unspent.vout,
          value: toSats(unspent.amount),
          status: {
            confirmed: true,
            block_height: unspent.height,
            ...(hashes[unspent.height] ? { block_hash: hashes[unspent.height] } : {}),
          },
        }),
      )
    },
    async getAddressTransactions(address, afterTxid) {
      const script = addressToScript(address, format)
      await index()
      if (afterTxid !== undefined) {
        const txids = txidsByScript.get(script) ?? []
        const at = txids.indexOf(afterTxid)
        return txids
          .slice(0, Math.max(at, 0))
          .map((txid) => confirmed.get(txid))
          .filter((tx) => tx !== undefined)
          .reverse()
      }
      const pending: BitcoinTransaction[] = []
      for (const txid of await rpc<string[]>('getrawmempool')) {
        const tx = await rpc<RpcTransaction>('getrawtransaction', txid, true).catch(() => undefined)
        if (!tx) continue
        const prevouts = await Promise.all(tx.vin.map(prevoutOf))
        const touches =
          tx.vout.some((output) => output.scriptPubKey.hex === script) ||
          prevouts.some((prevout) => prevout?.script === script)
        if (touches) pending.push(toEsplora(tx, { confirmed: false }, prevouts))
      }
      const mined = (txidsByScript.get(script) ?? [])
        .map((txid) => confirmed.get(txid))
        .filter((tx) => tx !== undefined)
        .reverse()
      return [...pending, ...mined]
    },
    async broadcast(hex) {
      try {
        return await rpc<string>('sendrawtransaction', hex)
      } catch (error) {
        // -25 (missing inputs), -26 (policy or consensus), -27 (already in chain), -22 (decode).
        if (error instanceof BitcoinNodeRpcError && [-22, -25, -26, -27].includes(error.rpcCode)) {
          throw new BitcoinBroadcastRejectedError(error.message)
        }
        throw error
      }
    },
    async getFeeEstimates() {
      const entries = await Promise.all(
        feeTargets.map(async (target) => {
          const estimate = await rpc<{ feerate?: number }>('estimatesmartfee', target).catch(
            () => ({}) as { feerate?: number },
          )
          // BTC per kvB → sat/vB.
          const rate =
            estimate.feerate === undefined
              ? fallbackFeeRate
              : Math.round(estimate.feerate * 1e8) / 1000
          return [String(target), rate] as const
        }),
      )
      return Object.fromEntries(entries)
    },
  }
}

/** A node amount (whole coins, 8 decimals) to sats; exact for every amount a node prints. */
function toSats(amount: number): number {
  return Math.round(amount * 1e8)
}
