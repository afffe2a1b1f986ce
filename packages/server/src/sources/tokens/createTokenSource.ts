import {
  type Address,
  decodeFunctionResult,
  encodeFunctionData,
  erc20Abi,
  multicall3Abi,
} from 'viem'
import type { ChainRuntime } from '../../chains/chainRuntime.js'
import { fetchMetadataJson } from '../../nft/fetchMetadataJson.js'
import type { NftMetadataAccess } from '../../nft/nftMetadata.js'
import { bundledUniswapList, type ListedToken, tokensOfList } from './tokenList.js'

/** Multicall3 at its canonical address, on every chain that has it. */
const canonicalMulticall3 = '0xcA11bde05977b3631167028862bE2a173976CA11'

/** A list fetched from a URL is kept an hour; a failed fetch is tried again after a minute. */
const listTtlMs = 60 * 60_000
const failedListTtlMs = 60_000
/** A token list may be larger than an NFT's metadata. */
const maxListBytes = 4 * 1024 * 1024

/** The ERC-20s of one chain's token lists, and their balances read in one call. */
export type TokenSource = {
  /** The tokens this chain's lists name, by lowercase address (a failing URL adds none). */
  listed: () => Promise<Map<string, ListedToken>>
  /**
   * `owner`'s balance of each token, in order, from one Multicall3 `aggregate3` (each call allowed
   * to fail): undefined for a token whose `balanceOf` reverted or answered no number. On a chain
   * without Multicall3, one `eth_call` per token.
   */
  balancesOf: (owner: Address, tokens: readonly Address[]) => Promise<(bigint | undefined)[]>
}

export type CreateTokenSourceParameters = {
  chain: ChainRuntime
  /** How list URLs are read: https, or http from an allowed host (the NFT metadata policy). */
  access: NftMetadataAccess
}

export function createTokenSource(parameters: CreateTokenSourceParameters): TokenSource {
  const { chain, access } = parameters
  const config = chain.config.data?.tokens
  const lists = config?.lists ?? ['uniswap-default']
  const multicall3 = (config?.multicall3 ?? canonicalMulticall3) as Address
  const fetched = new Map<string, { tokens: ListedToken[]; until: number }>()

  async function listAt(url: string): Promise<ListedToken[]> {
    const kept = fetched.get(url)
    if (kept && kept.until > Date.now()) return kept.tokens
    try {
      const json = await fetchMetadataJson(url, { ...access, maxBytes: maxListBytes })
      const tokens = tokensOfList(json, chain.config.id)
      fetched.set(url, { tokens, until: Date.now() + listTtlMs })
      return tokens
    } catch {
      fetched.set(url, { tokens: [], until: Date.now() + failedListTtlMs })
      return []
    }
  }

  return {
    async listed() {
      const all = await Promise.all(
        lists.map((list) =>
          list === 'uniswap-default'
            ? tokensOfList(bundledUniswapList(), chain.config.id)
            : listAt(list),
        ),
      )
      const tokens = new Map<string, ListedToken>()
      for (const token of all.flat())
        if (!tokens.has(token.address)) tokens.set(token.address, token)
      return tokens
    },
    async balancesOf(owner, tokens) {
      if (tokens.length === 0) return []
      const callData = encodeFunctionData({
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner],
      })
      const results = await chain.client
        .readContract({
          address: multicall3,
          abi: multicall3Abi,
          functionName: 'aggregate3',
          args: [tokens.map((target) => ({ target, allowFailure: true, callData }))],
        })
        .catch(async (error: unknown) => {
          // A chain without Multicall3 (a bare devnet, an appchain): one read per token instead.
          if (await chain.client.getCode({ address: multicall3 })) throw error
          return Promise.all(
            tokens.map(async (target) => {
              const returnData = await chain.client
                .call({ to: target, data: callData })
                .then((answer) => answer.data ?? '0x')
                .catch(() => undefined)
              return { success: returnData !== undefined, returnData: returnData ?? '0x' }
            }),
          )
        })
      return results.map((result) => {
        if (!result.success || result.returnData.length !== 66) return undefined
        return decodeFunctionResult({
          abi: erc20Abi,
          functionName: 'balanceOf',
          data: result.returnData,
        })
      })
    },
  }
}
