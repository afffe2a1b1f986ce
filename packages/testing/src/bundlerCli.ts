import { startBundler } from './aa/startBundler.js'
import { devnetChains } from './devnet/devnet.js'

// airlock-bundler: Pimlico's Alto (ERC-4337) for both devnet chains, until Ctrl-C. The chains must
// run with the EntryPoint deployed (`airlock-devnet` does it). Ports from the environment
// (AIRLOCK_BUNDLER_PORTS, one per chain), 4337 and 4338 by default.
const ports = (process.env.AIRLOCK_BUNDLER_PORTS ?? '4337,4338').split(',').map(Number)
const chains = [devnetChains.primary, devnetChains.secondary]
const bundlers = await Promise.all(
  chains.map((chain, index) =>
    startBundler({ rpcUrl: chain.rpcUrl, port: ports[index] ?? 4337 + index }),
  ),
)
for (const [index, bundler] of bundlers.entries())
  console.log(`bundler ${chains[index]?.id}  ${bundler.url}  (pid ${bundler.pid})`)

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  await Promise.all(bundlers.map((bundler) => bundler.stop()))
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
