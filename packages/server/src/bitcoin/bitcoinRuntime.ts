import type { BitcoinNetworkConfig } from '../config/types.js'
import { type BitcoinAddressFormat, bitcoinAddressFormats } from './bitcoinAddress.js'
import type { BitcoinSource } from './bitcoinSource.js'
import { createCoreRpcSource } from './createCoreRpcSource.js'
import { createEsploraSource } from './createEsploraSource.js'

/** A configured bip122 network with its data source. */
export type BitcoinRuntime = {
  config: BitcoinNetworkConfig
  caipId: `bip122:${string}`
  /** The CAIP-2 reference, the `{network}` of the Esplora-compatible routes. */
  reference: string
  addressFormat: BitcoinAddressFormat
  source: BitcoinSource
}

/** The bip122 networks by CAIP-2 id. */
export function createBitcoinRuntimes(
  networks: readonly BitcoinNetworkConfig[],
): Map<string, BitcoinRuntime> {
  return new Map(
    networks.map((config) => {
      const addressFormat = bitcoinAddressFormats[config.addressFormat]
      const source =
        config.source.type === 'esplora'
          ? createEsploraSource(config.source.url)
          : createCoreRpcSource({
              rpcUrl: config.source.rpcUrl,
              rpcUser: config.source.rpcUser,
              rpcPassword: config.source.rpcPassword,
              addressFormat,
              fallbackFeeRate: config.fallbackFeeRate,
            })
      const reference = config.caipNetworkId.slice('bip122:'.length)
      return [
        config.caipNetworkId,
        { config, caipId: config.caipNetworkId, reference, addressFormat, source },
      ]
    }),
  )
}
