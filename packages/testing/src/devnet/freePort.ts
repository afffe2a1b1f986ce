import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'

const lowestPort = 10_000

/**
 * The first port of the OS's ephemeral range (Linux's default is 32768). Ports the OS hands out
 * with `listen(0)` and as the local side of outgoing connections come from that range, so a port
 * picked there and released can be taken by a database client's connection before the process it
 * was picked for binds it (EADDRINUSE).
 */
function ephemeralRangeStart(): number {
  try {
    const [start] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number)
    return start !== undefined && Number.isInteger(start) && start > lowestPort + 1000
      ? start
      : 32_768
  } catch {
    return 32_768
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

/**
 * A loopback port that was free a moment ago, chosen at random below the OS's ephemeral range, so
 * neither outgoing connections nor `listen(0)` take it before its user binds it, and test files
 * running side by side rarely draw the same one.
 */
export async function getFreePort(): Promise<number> {
  const end = ephemeralRangeStart()
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = lowestPort + Math.floor(Math.random() * (end - lowestPort))
    if (await canListen(port)) return port
  }
  throw new Error(`No free loopback port found between ${lowestPort} and ${end}`)
}
