import { bitcoinTransactionSchema, bitcoinUtxoSchema } from '@airlock/blockchain-api'
import { z } from 'zod'
import {
  BitcoinBroadcastRejectedError,
  type BitcoinSource,
  BitcoinSourceHttpError,
} from './bitcoinSource.js'

/**
 * A bip122 network served by an Esplora HTTP API (Blockstream's, mempool.space's or a
 * self-hosted electrs, or another Airlock server's `/v1/bitcoin/{network}?projectId=…`), e.g.
 * `https://mempool.space/api`. A query in the URL (an API key) goes with every request. Answers
 * are validated.
 */
export function createEsploraSource(baseUrl: string): BitcoinSource {
  const base = new URL(baseUrl)
  const prefix = base.pathname.replace(/\/+$/, '')
  const at = (path: string) => {
    const url = new URL(base)
    url.pathname = `${prefix}${path}`
    return url
  }
  const get = async <schema extends z.ZodType>(path: string, schema: schema) => {
    const response = await fetch(at(path), { signal: AbortSignal.timeout(15_000) })
    if (!response.ok) throw new BitcoinSourceHttpError(`Esplora ${path}`, response.status)
    return z.parse(schema, await response.json())
  }
  return {
    getUtxos: (address) => get(`/address/${address}/utxo`, z.array(bitcoinUtxoSchema)),
    getAddressTransactions: (address, afterTxid) =>
      get(
        afterTxid ? `/address/${address}/txs/chain/${afterTxid}` : `/address/${address}/txs`,
        z.array(bitcoinTransactionSchema),
      ),
    getFeeEstimates: () => get('/fee-estimates', z.record(z.string(), z.number())),
    async broadcast(hex) {
      const response = await fetch(at('/tx'), {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: hex,
        signal: AbortSignal.timeout(15_000),
      })
      const text = await response.text()
      if (response.status === 400) throw new BitcoinBroadcastRejectedError(text.slice(0, 500))
      if (!response.ok) throw new BitcoinSourceHttpError('Esplora /tx', response.status)
      return z.parse(z.string().regex(/^[0-9a-f]{64}$/), text.trim())
    },
  }
}
