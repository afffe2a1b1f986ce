import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { deployAccountAbstraction } from '../aa/accountAbstraction.js'
import { deployDevPaymaster } from '../aa/devPaymaster.js'
import { installDevIdRegistry } from '../farcaster/installDevIdRegistry.js'
import { type AnvilInstance, startAnvil } from './anvil.js'
import { type AssetsServer, startAssetsServer } from './assetsServer.js'
import { devnetAssets, devnetChains } from './devnet.js'
import { feedDevnetPrices } from './priceFeeder.js'

export type StartDevnetParameters = {
  /** Ports of the primary (31337) and secondary (31338) chains. Defaults: 8545 and 8546. */
  ports?: { primary?: number; secondary?: number } | undefined
  /** Port of the collection's metadata server; `false` skips it. Default: 8547. */
  assetsPort?: number | false | undefined
  /** State file to load. Default: the committed seeded state. */
  statePath?: string | undefined
  /**
   * Deploys the ERC-4337 EntryPoint 0.8 and SimpleAccountFactory on both chains at start
   * (`devnetAccountAbstraction`), and the verifying paymaster of `devPaymasterSignerKey` with a
   * deposit (`getDevPaymasterAddress()`). Default: false.
   */
  accountAbstraction?: boolean | undefined
  /**
   * Posts a round with each Chainlink feed's seeded answer on both chains at start, so prices are
   * fresh (the seeded rounds are as old as the state file). Needs the feeds and the deployer of
   * the committed state: pass false with a state of your own that lacks them. Default: true.
   */
  freshPrices?: boolean | undefined
}

export type Devnet = {
  chains: { primary: AnvilInstance; secondary: AnvilInstance }
  assets: AssetsServer | undefined
  /** Stops every process and server this call started. */
  stop: () => Promise<void>
}

/** Path of the committed seeded state, found through the package's own manifest. */
export function getDevnetStatePath(): string {
  const manifest = createRequire(import.meta.url).resolve('@airlock/testing/package.json')
  return join(dirname(manifest), 'devnet', 'state.json')
}

/**
 * Starts both local chains from the seeded state, plus the metadata server, on 127.0.0.1. The
 * primary chain has the dev Farcaster ID registry at Farcaster's IdRegistry address. Both chains
 * have Multicall3, ENS, Uniswap V3 and Chainlink feeds (`devnetMulticall3`, `devnetEns`,
 * `devnetUniswapV3`, `devnetPriceFeeds`), with fresh prices.
 *
 * @example
 * const devnet = await startDevnet()
 * // ... http://127.0.0.1:8545 (31337) and http://127.0.0.1:8546 (31338)
 * await devnet.stop()
 */
export async function startDevnet(parameters: StartDevnetParameters = {}): Promise<Devnet> {
  const statePath = parameters.statePath ?? getDevnetStatePath()
  if (!existsSync(statePath)) {
    throw new Error(`Devnet state not found at ${statePath}; run "pnpm devnet:regenerate"`)
  }
  const started: { stop: () => Promise<void> }[] = []
  const stopAll = async () => {
    await Promise.allSettled(started.reverse().map((instance) => instance.stop()))
  }
  try {
    const [primary, secondary] = await Promise.all([
      startAnvil({
        chainId: devnetChains.primary.id,
        port: parameters.ports?.primary ?? devnetChains.primary.port,
        loadState: statePath,
      }).then((instance) => track(started, instance)),
      startAnvil({
        chainId: devnetChains.secondary.id,
        port: parameters.ports?.secondary ?? devnetChains.secondary.port,
        loadState: statePath,
      }).then((instance) => track(started, instance)),
    ])
    await installDevIdRegistry({ rpcUrl: primary.rpcUrl })
    if (parameters.freshPrices ?? true)
      await Promise.all([primary, secondary].map(({ rpcUrl }) => feedDevnetPrices({ rpcUrl })))
    if (parameters.accountAbstraction)
      await Promise.all(
        [primary, secondary].map(async ({ rpcUrl }) => {
          await deployAccountAbstraction({ rpcUrl })
          await deployDevPaymaster({ rpcUrl })
        }),
      )
    const assetsPort = parameters.assetsPort ?? devnetAssets.port
    const assets =
      assetsPort === false ? undefined : track(started, await startAssetsServer(assetsPort))
    return { chains: { primary, secondary }, assets, stop: stopAll }
  } catch (error) {
    await stopAll()
    throw error
  }
}

function track<T extends { stop: () => Promise<void> }>(
  list: { stop: () => Promise<void> }[],
  item: T,
): T {
  list.push(item)
  return item
}
