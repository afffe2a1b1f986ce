/** Spec §9: sizes and timings of the wallet lists. */
export const walletRegistryLimits = {
  /** Featured wallets fetched when `featuredWalletIds` does not say (page size = number of ids). */
  featured: 4,
  recommended: 4,
  /** One page of the AllWallets list. */
  page: 40,
  search: 100,
  /** Wallets whose images are fetched ahead; the rest load when scrolled to. */
  imagePreload: 20,
  /** A search shows its loading state at least this long, so results never flicker. */
  searchMinimumWaitMs: 300,
  /** Typing pauses this long before a search starts. */
  searchDebounceMs: 500,
} as const
