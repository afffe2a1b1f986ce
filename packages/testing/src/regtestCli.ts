#!/usr/bin/env node
import { bitcoinDevAccounts } from './bitcoin/bitcoinDevAccounts.js'
import { startRegtest } from './bitcoin/startRegtest.js'

// The Bitcoin regtest node of the local stack (RPC on 127.0.0.1:18443, funded dev account,
// automine), until Ctrl-C or SIGTERM; then it is stopped with its `stop` RPC.
const node = await startRegtest()
console.log(`bitcoin regtest  ${node.rpcUrl}  (pid ${node.pid})`)
console.log(`funded  ${bitcoinDevAccounts[0]?.payment.address}`)

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  await node.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
