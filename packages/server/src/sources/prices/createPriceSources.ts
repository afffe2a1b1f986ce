import type { ChainRuntime } from '../../chains/chainRuntime.js'
import type { PriceSource } from '../../prices/priceSource.js'
import { createLayeredPriceSource } from './createLayeredPriceSource.js'
import type { PriceDriver } from './priceDriver.js'
import { createPriceDrivers, type PriceDriverConfig } from './priceDriversConfig.js'

/**
 * The server's price source: each EVM chain's `data.prices` drivers, each other network's drivers
 * (by CAIP-2 id: SOL and BTC through the same layer), then `fallback` (the fixed table) for what
 * none of them prices.
 */
export function createPriceSources(parameters: {
  chains: Iterable<ChainRuntime>
  networks?: Record<string, readonly PriceDriverConfig[]> | undefined
  fallback: PriceSource
  onDriverError?: ((driver: PriceDriver, error: unknown) => void) | undefined
}): PriceSource {
  const networks = new Map<string, readonly PriceDriver[]>()
  for (const chain of parameters.chains) {
    const configs = chain.config.data?.prices
    if (configs) networks.set(String(chain.config.id), createPriceDrivers(configs, chain.client))
  }
  for (const [caipId, configs] of Object.entries(parameters.networks ?? {})) {
    networks.set(caipId, createPriceDrivers(configs, undefined))
  }
  if (networks.size === 0) return parameters.fallback
  return createLayeredPriceSource({
    networks,
    fallback: parameters.fallback,
    onDriverError: parameters.onDriverError,
  })
}
