// What a transaction does, by simulation, for the modal's own previews (Send, Swap): `eth_simulateV1`
// with `traceTransfers` on the chain's node, read into what leaves and enters the account. Loaded
// by the modal only when a preview shows.

export type { Asset, AssetChange } from '../preview/readTransferLogs.js'
export {
  type SimulateAssetChangesParameters,
  type SimulatedCall,
  type Simulation,
  simulateAssetChanges,
} from '../preview/simulateAssetChanges.js'
