import type { CaipNetworkId, SIWXSession } from '@airlock/blockchain-api'

/** Where sessions are kept between page loads. */
export type SiwxStorage = {
  add: (session: SIWXSession) => Promise<void>
  set: (sessions: SIWXSession[]) => Promise<void>
  /** The unexpired sessions of the network and address. */
  get: (chainId: CaipNetworkId, address: string) => Promise<SIWXSession[]>
  delete: (chainId: CaipNetworkId, address: string) => Promise<void>
}
