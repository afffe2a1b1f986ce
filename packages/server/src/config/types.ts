import type { Address } from 'viem'
import type { ChainDataSources } from '../sources/chainDataSources.js'

/** A token the server always reports balances for on a chain. */
export type TokenConfig = {
  address: Address | string
  name: string
  symbol: string
  decimals: number
}

/** One EVM chain the data API serves and the indexer follows. */
export type ChainConfig = {
  id: number
  name: string
  rpcUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  /** ERC-20 tokens listed in balances even before the account moved them. */
  tokens: TokenConfig[]
  /**
   * A Uniswap V2 (and optionally V3) deployment the convert routes quote and swap on (the local stack's DEX, or a real
   * one). Without it, and without a quote source passed to the server, the chain has no swaps.
   */
  dex?:
    | {
        type: 'uniswap-v2'
        router: Address | string
        weth: Address | string
        /**
         * Uniswap V3 beside V2: quotes from QuoterV2 on every fee tier (directly and through WETH),
         * the better of V2 and V3 answered with its fee tiers, swaps through SwapRouter02 (which
         * then is the spender, on either protocol).
         */
        v3?: { quoterV2: Address | string; swapRouter02: Address | string } | undefined
      }
    | undefined
  /**
   * The ENS Universal Resolver the identity and profile routes read names and avatars through.
   * Ethereum (id 1) has viem's default; on another chain, setting it makes that chain the names
   * chain when eip155:1 is not served.
   */
  ensUniversalResolver?: Address | string | undefined
  /**
   * Where each kind of data comes from on this chain, one optional key per kind (see
   * `src/sources/README.md`); a kind left out uses its default. History: the built-in indexer.
   */
  data?: ChainDataSources | undefined
}

/** A project: its id (sent by the modal) and the page origins allowed to use it. */
export type ProjectConfig = {
  id: string
  name?: string | undefined
  /**
   * Exact origins (`https://app.example`), any port (`http://localhost:*`), a subdomain wildcard
   * (`https://*.example.com`) or `*`.
   */
  allowedOrigins: string[]
  /** Reads the project's analytics (`Authorization: Bearer <ownerKey>`); stored hashed. */
  ownerKey?: string | undefined
  /** Default: true. */
  analyticsEnabled?: boolean | undefined
}

/** One bip122 network the data API serves (balances) and whose Esplora-compatible API it offers. */
export type BitcoinNetworkConfig = {
  /** CAIP-2 id: `bip122:` and the genesis hash's first 32 hex characters. */
  caipNetworkId: `bip122:${string}`
  name: string
  /** Which addresses the network uses: `bc1…`, `tb1…` or `bcrt1…`. */
  addressFormat: 'mainnet' | 'testnet' | 'regtest'
  /** A real Esplora (`https://mempool.space/api`), or a Bitcoin Core-compatible node's JSON-RPC. */
  source:
    | { type: 'esplora'; url: string }
    | {
        type: 'core'
        rpcUrl: string
        rpcUser?: string | undefined
        rpcPassword?: string | undefined
      }
  /** sat/vB for fee targets a node cannot estimate (regtest). Default: 2. */
  fallbackFeeRate?: number | undefined
}

/** One Solana network the data API serves: balances (SOL and SPL tokens) and history. */
export type SolanaNetworkConfig = {
  /** CAIP-2 id: `solana:` and the genesis hash's first 32 characters. */
  caipNetworkId: `solana:${string}`
  name: string
  /** JSON-RPC endpoint (a real Solana RPC, or the local stack's LiteSVM one). */
  rpcUrl: string
  /** SPL tokens by mint: names and symbols the chain does not hold. Others show as 'Unknown token'. */
  tokens: TokenConfig[]
}
