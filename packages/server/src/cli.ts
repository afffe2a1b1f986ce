#!/usr/bin/env node
import { checkServerPosture } from './config/checkServerPosture.js'
import { isLoopbackHost } from './config/isLoopbackHost.js'
import { readEnvOptions } from './config/readEnvOptions.js'
import { type AirlockServer, createServer } from './createServer.js'
import { importWallets } from './registry/importWallets.js'
import { DataDirInUseError } from './storage/lockDataDir.js'

// airlock-server: the data API, wallet registry and analytics sink, configured by environment
// variables; refuses to start with an unsafe configuration (checkServerPosture); stops gracefully
// on SIGINT or SIGTERM. `airlock-server import-wallets` imports WalletConnect's explorer list into
// the registry's storage and exits.
let options: ReturnType<typeof readEnvOptions>
try {
  options = readEnvOptions(process.env)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(2)
}
if (process.argv[2] === 'import-wallets') {
  process.exit(await importWallets(options))
}
// Every problem at once, before anything listens, so one edit of the environment fixes them all.
const problems = checkServerPosture(options)
if (problems.length > 0) {
  const host = options.host ?? '127.0.0.1'
  console.error(
    `airlock-server refused to start${isLoopbackHost(host) ? '' : ` on ${host} (not a loopback address)`}:\n${problems.map((problem) => `- ${problem}`).join('\n')}`,
  )
  process.exit(1)
}
let server: AirlockServer
try {
  server = await createServer(options)
} catch (error) {
  if (!(error instanceof DataDirInUseError)) throw error
  console.error(error.message)
  process.exit(1)
}
await server.listen()

let stopping = false
const stop = async (signal: string) => {
  if (stopping) {
    server.app.log.warn(`${signal} again: exiting now`)
    process.exit(1)
  }
  stopping = true
  server.app.log.info(`${signal}: shutting down`)
  const timer = setTimeout(() => process.exit(1), 10_000)
  timer.unref()
  await server.close()
  process.exit(0)
}
process.on('SIGINT', () => void stop('SIGINT'))
process.on('SIGTERM', () => void stop('SIGTERM'))
