import { base58 } from '@scure/base'
import type { Address, Hex } from 'viem'
import type { FrameRpcRequest } from '../protocol/rpc.js'
import { decodeCallRisks } from './decodeCallRisks.js'
import { decodeTypedDataRisks } from './decodeTypedDataRisks.js'
import { readTokenMetadata, type TokenMetadata } from './readTokenMetadata.js'
import {
  type SimulatedCall,
  type Simulation,
  simulateAssetChanges,
} from './simulateAssetChanges.js'
import { type SolanaSimulation, simulateSolanaBalances } from './simulateSolanaBalances.js'
import type { Risk } from './types.js'

/**
 * What the approval adds to a request's description: the risky shapes decoded from it, the
 * simulation of a transaction, and the tokens both name (symbol and decimals, as the chain said).
 */
export type RequestPreview = {
  risks: Risk[]
  /** For a transaction or a batch of calls; none for a signature. */
  simulation?: Simulation | undefined
  /** For one Solana transaction: the account's balances before and after it. */
  solana?: SolanaSimulation | undefined
  tokens: Map<Address, TokenMetadata>
  /** The server's USD price of tokens the simulation moves, where it has one (by contract). */
  tokenPricesUsd?: Map<Address, number> | undefined
}

export type PreviewRequestParameters = {
  request: FrameRpcRequest
  /**
   * The account the transaction is sent from (the EOA or its smart account; the Solana account,
   * base58, for a Solana transaction).
   */
  account?: string | undefined
  /** The RPC of the chain the request runs on (for Solana, the node the request names). */
  rpcUrl?: string | undefined
  /** That chain: a signature's tokens are read on it only when the signed domain names it. */
  chainId?: number | undefined
  /** Default: 3,000 ms. */
  timeoutMs?: number | undefined
  /**
   * The server's USD prices of tokens, by contract (lower case): read for the ERC-20s the
   * simulation moves, within 1 s; without them the rows show amounts alone.
   */
  priceTokens?: ((addresses: readonly string[]) => Promise<Map<string, number>>) | undefined
}

const tokensOf = (risks: Risk[]) =>
  risks.map((risk) => (risk.kind === 'allowance' ? risk.token : risk.collection))

/**
 * An `approve(to, id)` on a contract that says it is an ERC-721 collection hands over token `id`,
 * not an allowance of `id` base units (calldata alone cannot tell them apart).
 */
const readNftApprovals = (risks: Risk[], tokens: Map<Address, TokenMetadata>): Risk[] =>
  risks.map((risk) =>
    risk.kind === 'allowance' && risk.source === 'approve' && tokens.get(risk.token)?.erc721
      ? { kind: 'nftApproval', collection: risk.token, spender: risk.spender, tokenId: risk.amount }
      : risk,
  )

const quantity = (value: string | number | undefined) =>
  value === undefined ? undefined : BigInt(value)

/**
 * The preview of an approval: for `eth_sendTransaction` and `wallet_sendCalls`, each call's risky
 * shapes (an `approve` on an ERC-721 collection read as the one token it hands over) and the
 * simulation of the calls from `account` (`simulateAssetChanges`); for
 * `eth_signTypedData_v4`, the permit it grants, with the token read on the chain when the domain
 * names the request's chain; for `solana_signTransaction`, the account's SOL and SPL balances
 * before and after the transaction (`simulateSolanaBalances`). Undefined for any other request.
 * Advisory: it never throws, and gives up on the chain after `timeoutMs`.
 */
export async function previewRequest(
  parameters: PreviewRequestParameters,
): Promise<RequestPreview | undefined> {
  const { request, account, rpcUrl, chainId, timeoutMs = 3_000 } = parameters
  if (request.method === 'solana_signTransaction') {
    const solana: SolanaSimulation =
      rpcUrl && account
        ? await simulateSolanaBalances({
            rpcUrl,
            account,
            transaction: base58.decode(request.params.transaction),
            timeoutMs,
          }).catch(() => ({ status: 'unavailable' }) as const)
        : { status: 'unavailable' }
    return { risks: [], solana, tokens: new Map() }
  }
  if (request.method === 'eth_signTypedData_v4') {
    const data = request.params[1]
    const risks = decodeTypedDataRisks(data)
    const domainChain = (readJson(data) as { domain?: { chainId?: unknown } } | undefined)?.domain
      ?.chainId
    const onChain =
      chainId !== undefined &&
      (typeof domainChain === 'string' || typeof domainChain === 'number') &&
      Number(domainChain) === chainId
    const tokens =
      risks.length > 0 && rpcUrl && onChain
        ? await readTokenMetadata(rpcUrl, tokensOf(risks), AbortSignal.timeout(timeoutMs), {
            chainId,
          })
        : new Map<Address, TokenMetadata>()
    return { risks, tokens }
  }
  let calls: SimulatedCall[]
  if (request.method === 'eth_sendTransaction') {
    const [transaction] = request.params
    calls = [
      {
        to: (transaction.to ?? undefined) as Address | undefined,
        value: quantity(transaction.value),
        data: (transaction.data ?? transaction.input) as Hex | undefined,
      },
    ]
  } else if (request.method === 'wallet_sendCalls') {
    calls = request.params[0].calls.map((call) => ({
      to: call.to as Address,
      value: quantity(call.value),
      data: call.data as Hex | undefined,
    }))
  } else return undefined
  const risks = calls.flatMap((call) => decodeCallRisks(call))
  if (!rpcUrl || !account)
    return {
      risks,
      simulation: { status: 'unavailable', cause: 'error', tokens: new Map() },
      tokens: new Map(),
    }
  const simulation = await simulateAssetChanges({
    rpcUrl,
    account: account as Address,
    calls,
    timeoutMs,
    tokens: tokensOf(risks),
  })
  return {
    risks: readNftApprovals(risks, simulation.tokens),
    simulation,
    tokens: simulation.tokens,
    tokenPricesUsd: await readPrices(simulation, parameters.priceTokens),
  }
}

/**
 * The server's USD price of each ERC-20 the simulation moves, where it has one (by contract: a
 * token that only calls itself USDC has none). Within 1 s; none on any failure.
 */
async function readPrices(
  simulation: Simulation,
  priceTokens: PreviewRequestParameters['priceTokens'],
): Promise<Map<Address, number> | undefined> {
  if (!priceTokens || simulation.status !== 'success') return undefined
  const tokens = [
    ...new Set(
      simulation.changes.flatMap((change) =>
        change.asset.kind === 'erc20' ? [change.asset.address] : [],
      ),
    ),
  ]
  if (tokens.length === 0) return undefined
  const found = await Promise.race([
    priceTokens(tokens).catch(() => undefined),
    new Promise<undefined>((resolve) => setTimeout(resolve, 1_000)),
  ])
  if (!found) return undefined
  const prices = new Map<Address, number>()
  for (const token of tokens) {
    const price = found.get(token.toLowerCase())
    if (price !== undefined) prices.set(token, price)
  }
  return prices
}

function readJson(data: unknown): unknown {
  try {
    return typeof data === 'string' ? JSON.parse(data) : data
  } catch {
    return undefined
  }
}
