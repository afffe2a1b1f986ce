// npm run stack:scale: two (or --instances N) airlock-server instances on one Postgres and one
// Redis behind HAProxy, on loopback and free ports, until Ctrl-C; every process stopped by its PID.
import { log } from './lib/bootstrap.mjs'
import { startScaleStack } from './lib/scaleStack.mjs'

const flag = process.argv.indexOf('--instances')
const instances = flag > 0 ? Number(process.argv[flag + 1]) : 2
if (!Number.isInteger(instances) || instances < 1) {
  console.error('--instances takes a whole number of at least 1')
  process.exit(1)
}

const stack = await startScaleStack({
  instances,
  onOutput: (name, text) => {
    for (const line of text.split('\n')) if (line.trim()) console.log(`${name} ${line}`)
  },
})
log('the scale-out stack is up (Ctrl-C stops everything):')
const rows = [
  ['balancer', `${stack.url} (HAProxy, pid ${stack.haproxy.pid})`],
  ...stack.instances.map((server) => [server.name, `${server.url} (pid ${server.pid})`]),
  ['relay', `${stack.url.replace('http', 'ws')}/relay`],
  ['postgres', `${stack.postgres.url} (pid ${stack.postgres.pid})`],
  ['redis', `${stack.redis.url} (pid ${stack.redis.pid})`],
  ['chain 31337', stack.chainRpcUrl],
]
for (const [what, where] of rows) console.log(`  ${what.padEnd(12)} ${where}`)

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  await stack.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
