#!/usr/bin/env node
import { startDevnet } from './devnet/startDevnet.js'

// airlock-devnet: both local chains and the collection's metadata server, until Ctrl-C.
const devnet = await startDevnet()
const { primary, secondary } = devnet.chains
console.log(`chain ${primary.chainId}  ${primary.rpcUrl}  (pid ${primary.pid})`)
console.log(`chain ${secondary.chainId}  ${secondary.rpcUrl}  (pid ${secondary.pid})`)
if (devnet.assets) console.log(`nft metadata  ${devnet.assets.baseUrl}/nft/1`)

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  await devnet.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
