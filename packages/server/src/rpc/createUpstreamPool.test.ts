import { once } from 'node:events'
import { type AddressInfo, createServer, type Server, type Socket } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createUpstreamPool, UpstreamsUnavailable } from './createUpstreamPool.js'
import { rpcDialectOf } from './rpcDialects.js'

const answer = JSON.stringify({ jsonrpc: '2.0', id: 1, result: '0x7a69' })
const call = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] })

/**
 * A node over plain TCP that keeps connections alive, and decides per request (by its number, the
 * first being 1) whether to answer or to close the connection with nothing sent back: what a
 * call meets when the node's keep-alive time ends as the call arrives on a kept connection.
 */
async function startNode(closeWithoutAnswer: (request: number) => boolean) {
  const counts = { connections: 0, requests: 0 }
  const sockets = new Set<Socket>()
  const server: Server = createServer((socket: Socket) => {
    counts.connections += 1
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    let buffered = ''
    socket.on('data', (data) => {
      buffered += data.toString('latin1')
      for (;;) {
        const headEnd = buffered.indexOf('\r\n\r\n')
        if (headEnd < 0) return
        const length = Number(/content-length: *(\d+)/i.exec(buffered.slice(0, headEnd))?.[1] ?? 0)
        if (buffered.length < headEnd + 4 + length) return
        buffered = buffered.slice(headEnd + 4 + length)
        counts.requests += 1
        if (closeWithoutAnswer(counts.requests)) {
          socket.destroy()
          return
        }
        socket.write(
          'HTTP/1.1 200 OK\r\ncontent-type: application/json\r\nconnection: keep-alive\r\n' +
            `content-length: ${Buffer.byteLength(answer)}\r\n\r\n${answer}`,
        )
      }
    })
    socket.on('error', () => undefined)
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        // Connections the client keeps alive would hold the close open.
        for (const socket of sockets) socket.destroy()
      }),
  }
}

const opened: Array<{ close: () => Promise<void> | void }> = []
afterEach(async () => {
  for (const item of opened.splice(0)) await item.close()
})

function poolFor(url: string) {
  const pool = createUpstreamPool({
    chainId: 'eip155:31337',
    urls: [url],
    probe: rpcDialectOf('eip155:31337')!.probe,
    timeoutMs: 2_000,
    maxResponseBytes: 1_000_000,
    healthCheckIntervalMs: 0,
  })
  opened.push(pool)
  return pool
}

describe('createUpstreamPool: a connection the node closes with nothing sent back', () => {
  it('sends the call once more on a new connection, and the node stays healthy', async () => {
    const node = await startNode((request) => request === 1)
    opened.push(node)
    const pool = poolFor(node.url)

    expect(await pool.send(call)).toEqual({ jsonrpc: '2.0', id: 1, result: '0x7a69' })
    expect(node.counts).toEqual({ connections: 2, requests: 2 })
    expect(pool.status()).toEqual([{ url: node.url, healthy: true, failures: 0 }])
  })

  it('sends it once more only: a node that closes every connection unanswered fails the call', async () => {
    const node = await startNode(() => true)
    opened.push(node)
    const pool = poolFor(node.url)

    await expect(pool.send(call)).rejects.toBeInstanceOf(UpstreamsUnavailable)
    expect(node.counts.requests).toBe(2)
    expect(pool.status()).toEqual([{ url: node.url, healthy: false, failures: 1 }])
  })

  it('does not send a heavy call again to the node that closed on it', async () => {
    const node = await startNode((request) => request === 1)
    opened.push(node)
    const pool = poolFor(node.url)

    await expect(pool.send(call, { heavy: true })).rejects.toBeInstanceOf(UpstreamsUnavailable)
    expect(node.counts.requests).toBe(1)
  })
})
