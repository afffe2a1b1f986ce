#!/usr/bin/env node
import { startDevnetPriceFeeder } from './devnet/priceFeeder.js'
import { startDevnet } from './devnet/startDevnet.js'
import { startSolanaChain } from './solana/startSolanaChain.js'

// airlock-devnet: both local EVM chains, the collection's metadata server and the local Solana
// chain (JSON-RPC on 8899, WebSocket on 8900), until Ctrl-C. The dev feeder keeps the Chainlink
// feeds fresh for as long as the stack runs.
const devnet = await startDevnet({ accountAbstraction: true })
const solana = await startSolanaChain({
  port: Number(process.env.AIRLOCK_SOLANA_PORT ?? 8899),
}).catch(async (error: unknown) => {
  await devnet.stop()
  throw error
})
const { primary, secondary } = devnet.chains
const feeder = startDevnetPriceFeeder({ rpcUrls: [primary.rpcUrl, secondary.rpcUrl] })
console.log(`chain ${primary.chainId}  ${primary.rpcUrl}  (pid ${primary.pid})`)
console.log(`chain ${secondary.chainId}  ${secondary.rpcUrl}  (pid ${secondary.pid})`)
if (devnet.assets) console.log(`nft metadata  ${devnet.assets.baseUrl}/nft/1`)
console.log(`solana  ${solana.rpcUrl}  ${solana.wsUrl}`)

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  await feeder.stop()
  await solana.close()
  await devnet.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
