import type { Hex } from 'viem'
import type { ChainRuntime } from '../../chains/chainRuntime.js'
import { DataSourceResponseError } from '../dataSourceErrors.js'
import { compareNewestFirst, type HistorySource, isBefore, positionOf } from './historySource.js'
import {
  type EtherscanAction,
  type EtherscanRows,
  parseEtherscanResponse,
  type TransactionBasics,
  toHistoryTransactions,
} from './parseEtherscanResponse.js'

export type EtherscanHistorySourceOptions = {
  chain: ChainRuntime
  /** The API's base: `https://eth.blockscout.com/api`, `https://api.etherscan.io/v2/api`, … */
  url: string
  apiKey?: string | undefined
  /** How long an answer is reused, in ms (free keys allow a few calls a second). Default: 15,000. */
  cacheMs?: number | undefined
  /** Reads what a transaction's own row would say, for those only token rows name. Default: the chain's RPC. */
  readBasics?: ((hash: string) => Promise<TransactionBasics | undefined>) | undefined
  fetch?: typeof fetch | undefined
}

/** Most rows one call may ask for (Etherscan: `page × offset ≤ 10,000`). */
const maxRows = 10_000

/**
 * History and discovery from an Etherscan-compatible API: `txlist`, `txlistinternal`, `tokentx`,
 * `tokennfttx` and `token1155tx` of the account, merged by transaction. Blockscout serves the same
 * actions at `/api` (`token1155tx` since 2025: an API that does not know it shows no ERC-1155);
 * Etherscan's v2 API and Routescan need a key (`apiKey`), and v2 the chain id (sent as `chainid`
 * when the URL has `/v2/`).
 */
export function createEtherscanHistorySource(
  options: EtherscanHistorySourceOptions,
): HistorySource {
  const { chain } = options
  const chainId = chain.config.id
  const cacheMs = options.cacheMs ?? 15_000
  const doFetch = options.fetch ?? fetch
  const answers = new Map<string, { at: number; rows: Promise<unknown[]> }>()
  const readBasics =
    options.readBasics ??
    (async (hash: string): Promise<TransactionBasics | undefined> => {
      const [tx, receipt] = await Promise.all([
        chain.client.getTransaction({ hash: hash as Hex }),
        chain.client.getTransactionReceipt({ hash: hash as Hex }),
      ])
      return {
        from: tx.from.toLowerCase(),
        to: (tx.to ?? receipt.contractAddress ?? null)?.toLowerCase() ?? null,
        status: receipt.status === 'success' ? 'confirmed' : 'failed',
        selector: tx.input.length >= 10 ? tx.input.slice(0, 10) : null,
        txIndex: tx.transactionIndex ?? 0,
        nonce: tx.nonce,
      }
    })

  const list = <action extends EtherscanAction>(
    action: action,
    account: string,
    parameters: { endBlock?: number | undefined; offset: number; sort: 'asc' | 'desc' },
  ) => {
    const url = new URL(options.url)
    if (url.pathname.includes('/v2/')) url.searchParams.set('chainid', String(chainId))
    url.searchParams.set('module', 'account')
    url.searchParams.set('action', action)
    url.searchParams.set('address', account)
    url.searchParams.set('startblock', '0')
    if (parameters.endBlock !== undefined)
      url.searchParams.set('endblock', String(parameters.endBlock))
    url.searchParams.set('page', '1')
    url.searchParams.set('offset', String(parameters.offset))
    url.searchParams.set('sort', parameters.sort)
    const key = url.toString()
    if (options.apiKey) url.searchParams.set('apikey', options.apiKey)
    const cached = answers.get(key)
    if (cached && Date.now() - cached.at < cacheMs)
      return cached.rows as Promise<ReturnType<typeof parseEtherscanResponse<action>>>
    const rows = doFetch(url, { signal: AbortSignal.timeout(10_000) }).then(async (response) => {
      if (!response.ok)
        throw new DataSourceResponseError('etherscan', `${action}: HTTP ${response.status}`)
      return parseEtherscanResponse(action, await response.json())
    })
    rows.catch(() => answers.delete(key))
    if (action === 'token1155tx') {
      // An API that predates the action (Blockscout before 2025) refuses it by name.
      const known = rows.catch((error: unknown) => {
        if (
          error instanceof DataSourceResponseError &&
          /(unknown|invalid) action/i.test(error.message)
        )
          return []
        throw error
      })
      answers.set(key, { at: Date.now(), rows: known })
      return known as Promise<ReturnType<typeof parseEtherscanResponse<action>>>
    }
    if (answers.size > 1_000) answers.clear()
    answers.set(key, { at: Date.now(), rows })
    return rows
  }

  return {
    driver: 'etherscan',
    async getTransactions(rawAddress, { before, limit, hashes }) {
      const account = rawAddress.toLowerCase()
      const endBlock = before?.[1] === chainId ? before[2] : undefined
      for (let offset = Math.min(maxRows, limit + 1); ; offset = Math.min(maxRows, offset * 4)) {
        const parameters = { endBlock, offset, sort: 'desc' as const }
        const [normal, internal, erc20, erc721, erc1155] = await Promise.all([
          list('txlist', account, parameters),
          list('txlistinternal', account, parameters),
          list('tokentx', account, parameters),
          list('tokennfttx', account, parameters),
          list('token1155tx', account, parameters),
        ])
        // A list that came back full may hold more rows in its oldest block and below: only
        // the blocks above the highest such cut are complete.
        const cut = Math.max(
          -1,
          ...[normal, internal, erc20, erc721, erc1155]
            .filter((rows) => rows.length >= offset)
            .map((rows) => Math.min(...rows.map((row) => row.blockNumber))),
        )
        const rows: EtherscanRows = {
          normal: normal.filter((row) => row.blockNumber > cut),
          internal: internal.filter((row) => row.blockNumber > cut),
          erc20: erc20.filter((row) => row.blockNumber > cut),
          erc721: erc721.filter((row) => row.blockNumber > cut),
          erc1155: erc1155.filter((row) => row.blockNumber > cut),
        }
        const wanted = hashes ? new Set(hashes) : undefined
        const own = new Set(rows.normal.map((row) => row.hash))
        const missing = [
          ...new Set(
            [...rows.internal, ...rows.erc20, ...rows.erc721, ...rows.erc1155].map(
              (row) => row.hash,
            ),
          ),
        ].filter((hash) => !own.has(hash) && (!wanted || wanted.has(hash)))
        const basics = new Map<string, TransactionBasics>()
        await Promise.all(
          missing.map(async (hash) => {
            const found = await readBasics(hash)
            if (found) basics.set(hash, found)
          }),
        )
        const page = toHistoryTransactions(chainId, rows, basics)
          .filter((tx) => (!wanted || wanted.has(tx.hash)) && isBefore(positionOf(tx), before))
          .sort(compareNewestFirst)
        if (page.length > limit || cut < 0 || offset === maxRows) return page.slice(0, limit + 1)
      }
    },
    async getNfts(rawAddress) {
      const account = rawAddress.toLowerCase()
      const [erc721, erc1155] = await Promise.all([
        list('tokennfttx', account, { offset: maxRows, sort: 'asc' }),
        list('token1155tx', account, { offset: maxRows, sort: 'asc' }),
      ])
      const owner = new Map<string, string>()
      for (const row of erc721) owner.set(`${row.contractAddress}:${row.tokenID ?? '0'}`, row.to)
      // Units of each ERC-1155 id received, less those sent.
      const balances = new Map<string, bigint>()
      for (const row of erc1155) {
        const key = `${row.contractAddress}:${row.tokenID}`
        const moved =
          (row.to === account ? row.tokenValue : 0n) - (row.from === account ? row.tokenValue : 0n)
        balances.set(key, (balances.get(key) ?? 0n) + moved)
      }
      const split = (key: string) => {
        const [contract, tokenId] = key.split(':') as [string, string]
        return { contract, tokenId }
      }
      return [
        ...[...owner]
          .filter(([, to]) => to === account)
          .map(([key]) => ({ kind: 'erc721' as const, ...split(key), balance: 1n })),
        ...[...balances]
          .filter(([, balance]) => balance > 0n)
          .map(([key, balance]) => ({ kind: 'erc1155' as const, ...split(key), balance })),
      ]
    },
    async getTouchedTokens(rawAddress) {
      const rows = await list('tokentx', rawAddress.toLowerCase(), {
        offset: maxRows,
        sort: 'desc',
      })
      const tokens = new Map<
        string,
        { address: string; name: string; symbol: string; decimals: number }
      >()
      for (const row of rows) {
        if (tokens.has(row.contractAddress)) continue
        tokens.set(row.contractAddress, {
          address: row.contractAddress,
          name: row.tokenName || 'Unknown token',
          symbol: row.tokenSymbol || '???',
          decimals: Number(row.tokenDecimal) || 0,
        })
      }
      return [...tokens.values()]
    },
  }
}
