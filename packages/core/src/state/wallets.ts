import type { WalletListItem } from '@airlock/blockchain-api'

/** A wallet of the server's registry, with the URL of its image. */
export type RegistryWallet = WalletListItem & { imageUrl: string }

/** Where a registry request stands. */
export type WalletsStatus = 'idle' | 'loading' | 'ready' | 'error'

/** The wallet registry as far as the modal has loaded it (spec §7 wallet-registry API, §9). */
export type WalletsState = {
  /**
   * The chains the lists below were loaded for (comma-separated): the instance's networks, or one
   * namespace's while the modal connects that namespace; undefined before the first request.
   */
  chains: string | undefined
  /** `featuredWalletIds`, in their order. */
  featured: RegistryWallet[]
  featuredStatus: WalletsStatus
  /** The first registry wallets that are not featured (4). */
  recommended: RegistryWallet[]
  recommendedStatus: WalletsStatus
  /** The full list, pages of 40 in order. */
  list: RegistryWallet[]
  /** Pages of `list` loaded so far (0 before the first). */
  page: number
  /** How many registry wallets match the filters (`chains`); undefined until known. */
  count: number | undefined
  listStatus: WalletsStatus
  /** The latest search: its trimmed query and up to 100 results. */
  search: { query: string; results: RegistryWallet[]; count: number; status: WalletsStatus }
  /** Images fetched ahead (object URLs), by `image_id`. */
  images: Record<string, string>
}

/** The registry state before anything is loaded. */
export function createWalletsState(): WalletsState {
  return {
    chains: undefined,
    featured: [],
    featuredStatus: 'idle',
    recommended: [],
    recommendedStatus: 'idle',
    list: [],
    page: 0,
    count: undefined,
    listStatus: 'idle',
    search: { query: '', results: [], count: 0, status: 'idle' },
    images: {},
  }
}
