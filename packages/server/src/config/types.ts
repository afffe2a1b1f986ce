import type { Address } from 'viem'

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
