import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { AirlockError } from '@airlock/core'

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
 * The ports this process has handed out. A port is often bound long after it was picked (a chain
 * started after an app that names its RPC URL is built), and another task of the same process
 * picking in the meantime would find it free: none is handed out twice.
 */
const handedOut = new Set<number>()

/**
 * A loopback port that was free a moment ago, chosen at random below the OS's ephemeral range, so
 * neither outgoing connections nor `listen(0)` take it before its user binds it, and test files
 * running side by side rarely draw the same one. This process never gets the same port twice.
 */
export async function getFreePort(): Promise<number> {
  const end = ephemeralRangeStart()
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = lowestPort + Math.floor(Math.random() * (end - lowestPort))
    // Checked again after the bind: another call may have drawn the same port meanwhile.
    if (handedOut.has(port) || !(await canListen(port)) || handedOut.has(port)) continue
    handedOut.add(port)
    return port
  }
  throw new NoFreePortError(lowestPort, end)
}

/** `getFreePort` drew 50 ports of its range and none could be bound. */
export class NoFreePortError extends AirlockError {
  override name = 'NoFreePortError' as const
  constructor(from: number, to: number) {
    super('No free loopback port found', {
      code: 'NO_FREE_PORT',
      details: `50 random ports between ${from} and ${to} were all taken`,
    })
  }
}
