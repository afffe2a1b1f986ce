import {
  type Address,
  decodeAbiParameters,
  getAddress,
  type Hex,
  hexToNumber,
  hexToString,
  isHex,
  size,
  trim,
} from 'viem'
import { requestJsonRpc } from './requestJsonRpc.js'

/**
 * What a token contract says of itself; any may be missing (an NFT has no decimals). `erc721`:
 * the contract says through ERC-165 that it is an ERC-721 collection, whose `approve(to, tokenId)`
 * has an ERC-20 `approve`'s selector.
 */
export type TokenMetadata = {
  symbol?: string | undefined
  decimals?: number | undefined
  erc721?: boolean | undefined
}

const symbolCall = '0x95d89b41'
const decimalsCall = '0x313ce567'
/** `supportsInterface(0x80ac58cd)`: ERC-721's interface id. */
const erc721Call = '0x01ffc9a780ac58cd00000000000000000000000000000000000000000000000000000000'
const reads = [symbolCall, decimalsCall, erc721Call]

/** The longest symbol shown: the contract writes it, so it is kept short and plain. */
const maxSymbolLength = 16

/** A `symbol()` answer: an ABI string, or a `bytes32` (MKR, SAI), as plain short text. */
function readSymbol(result: unknown): string | undefined {
  if (!isHex(result) || size(result) < 32) return undefined
  let text: string
  try {
    text =
      size(result) === 32
        ? hexToString(trim(result, { dir: 'right' }))
        : decodeAbiParameters([{ type: 'string' }], result)[0]
  } catch {
    return undefined
  }
  // No control or direction-override characters, which could disguise the text around them.
  const plain = text.replace(/[\p{Cc}\p{Cf}\p{Z}]/gu, '')
  if (!plain) return undefined
  return plain.length > maxSymbolLength ? `${plain.slice(0, maxSymbolLength - 1)}…` : plain
}

/** An ERC-165 answer: a `bool` word that is exactly 1. */
const readTrue = (result: unknown) =>
  isHex(result) && size(result) === 32 && hexToNumber(result) === 1

function readDecimals(result: unknown): number | undefined {
  if (!isHex(result) || size(result) !== 32) return undefined
  const decimals = hexToNumber(result as Hex)
  return decimals <= 255 ? decimals : undefined
}

/**
 * Reads `symbol()`, `decimals()` and whether it is an ERC-721 collection (ERC-165) of each token
 * on the chain, in one JSON-RPC batch. A token
 * that does not answer one of them, or a node that does not answer at all, leaves it undefined:
 * this never throws. With `chainId`, the batch asks the node its chain too, and nothing is read
 * from a node of another chain.
 *
 * @example
 * const tokens = await readTokenMetadata(rpcUrl, [ausd], AbortSignal.timeout(3_000))
 * tokens.get(ausd) // { symbol: 'AUSD', decimals: 6, erc721: false }
 */
export async function readTokenMetadata(
  rpcUrl: string,
  tokens: readonly Address[],
  signal: AbortSignal,
  options: { chainId?: number | undefined } = {},
): Promise<Map<Address, TokenMetadata>> {
  const unique = [...new Set(tokens.map((token) => getAddress(token)))]
  const metadata = new Map<Address, TokenMetadata>(unique.map((token) => [token, {}]))
  if (unique.length === 0) return metadata
  const calls = unique.flatMap((token) =>
    reads.map((data) => ({
      method: 'eth_call',
      params: [{ to: token, data }, 'latest'],
    })),
  )
  const checkChain = options.chainId !== undefined
  const answers = await requestJsonRpc(
    rpcUrl,
    checkChain ? [...calls, { method: 'eth_chainId', params: [] }] : calls,
    signal,
  ).catch(() => [])
  const served = answers[calls.length]?.result
  if (checkChain && !(isHex(served) && hexToNumber(served) === options.chainId)) return metadata
  for (const [index, token] of unique.entries()) {
    const [symbol, decimals, erc721] = answers.slice(index * reads.length)
    metadata.set(token, {
      symbol: readSymbol(symbol?.result),
      decimals: readDecimals(decimals?.result),
      erc721: erc721 ? readTrue(erc721.result) : undefined,
    })
  }
  return metadata
}
