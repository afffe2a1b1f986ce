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
 * One page of the registry. A wallet matches `chains` when it lists one of them, or, for an
 * `eip155` chain, when it is an EVM wallet (they add any EVM chain, local ones included).
 * `include` keeps the order of the ids given, so featured wallets come back in that order.
 */
export function filterWallets(
  wallets: readonly WalletListItem[],
  parameters: FilterWalletsParameters,
): { data: WalletListItem[]; count: number } {
  const search = parameters.search?.trim().toLowerCase()
  const exclude = new Set(parameters.exclude ?? [])
  let matched = wallets.filter((wallet) => {
    if (exclude.has(wallet.id)) return false
    if (parameters.badge_type && wallet.badge_type !== parameters.badge_type) return false
    if (search && !wallet.name.toLowerCase().includes(search) && !wallet.id.includes(search)) {
      return false
    }
    if (parameters.chains && parameters.chains.length > 0) {
      const supportsEvm = wallet.chains.some((chain) => chain.startsWith('eip155:'))
      const matches = parameters.chains.some(
        (chain) =>
          (wallet.chains as readonly string[]).includes(chain) ||
          (supportsEvm && chain.startsWith('eip155:')),
      )
      if (!matches) return false
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
