import type { WalletListItem } from '@airlock/blockchain-api'

export type FilterWalletsParameters = {
  page: number
  entries: number
  chains?: readonly string[] | undefined
  include?: readonly string[] | undefined
  exclude?: readonly string[] | undefined
  search?: string | undefined
  badge_type?: 'none' | 'certified' | undefined
}

/**
 * One page of the registry. A wallet matches `chains` when it serves the namespace of one of them:
 * it lists a chain of that namespace (an EVM wallet adds any EVM chain, and Solana and Bitcoin
 * wallets switch to test and local networks the registry does not list by id). So a dapp that
 * connects one namespace, asking for that namespace's networks, gets only the wallets serving it.
 * `include` keeps the order of the ids given, so featured wallets come back in that order.
 */
export function filterWallets(
  wallets: readonly WalletListItem[],
  parameters: FilterWalletsParameters,
): { data: WalletListItem[]; count: number } {
  const search = parameters.search?.trim().toLowerCase()
  const exclude = new Set(parameters.exclude ?? [])
  const namespaces = new Set((parameters.chains ?? []).map(namespaceOf))
  let matched = wallets.filter((wallet) => {
    if (exclude.has(wallet.id)) return false
    if (parameters.badge_type && wallet.badge_type !== parameters.badge_type) return false
    if (search && !wallet.name.toLowerCase().includes(search) && !wallet.id.includes(search)) {
      return false
    }
    if (namespaces.size > 0 && !wallet.chains.some((chain) => namespaces.has(namespaceOf(chain)))) {
      return false
    }
    return true
  })
  if (parameters.include && parameters.include.length > 0) {
    const byId = new Map(matched.map((wallet) => [wallet.id, wallet]))
    matched = parameters.include.flatMap((id) => byId.get(id) ?? [])
  }
  if (search) {
    // Names that start with the search come first.
    matched = [...matched].sort(
      (a, b) =>
        Number(!a.name.toLowerCase().startsWith(search)) -
        Number(!b.name.toLowerCase().startsWith(search)),
    )
  }
  const start = (parameters.page - 1) * parameters.entries
  return { data: matched.slice(start, start + parameters.entries), count: matched.length }
}

/** The namespace of a CAIP-2 chain id (`solana:5eykt…` → `solana`). */
function namespaceOf(chain: string): string {
  return chain.slice(0, chain.indexOf(':'))
}
