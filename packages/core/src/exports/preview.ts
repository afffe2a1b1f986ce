// The previews' simulation, for an adapter that has viem to offer as `eip155:simulateCalls`: the
// wallet frame's own (`eth_simulateV1` with `traceTransfers`, read into what leaves and enters the
// account). Kept off the main entry, so an app without viem (Solana or Bitcoin only) bundles none.

export { type Simulation, simulateAssetChanges } from '@airlock/frame/preview'
