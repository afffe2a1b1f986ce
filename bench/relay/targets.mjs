// The two relays the benchmark drives, on loopback ports, in one process: the floor (a plain `ws`
// server that fans each published message out to the topic's other sockets, nothing else) and
// Airlock's relay (auth JWT, zod, rate limit off, messages stored for their TTL, acknowledgements).
// Prints their URLs as one JSON line.
import { createServer } from '@airlock/server'
import { WebSocketServer } from 'ws'

const floor = new WebSocketServer({ host: '127.0.0.1', port: 0 })
const topics = new Map()
floor.on('connection', (socket) => {
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString())
    if (frame.method === 'subscribe') {
      const set = topics.get(frame.topic) ?? new Set()
      topics.set(frame.topic, set)
      set.add(socket)
      socket.send(JSON.stringify({ id: frame.id, result: true }))
    } else if (frame.method === 'publish') {
      const text = JSON.stringify({ method: 'message', topic: frame.topic, message: frame.message })
      for (const other of topics.get(frame.topic) ?? []) if (other !== socket) other.send(text)
      socket.send(JSON.stringify({ id: frame.id, result: true }))
    }
  })
  socket.on('close', () => {
    for (const set of topics.values()) set.delete(socket)
  })
})
await new Promise((resolve) => floor.once('listening', resolve))

const server = await createServer({
  port: 0,
  logLevel: 'silent',
  dataDir: 'memory',
  indexer: false,
  rateLimit: false,
  // Every socket of the benchmark comes from loopback.
  relay: { rateLimit: false, maxConnectionsPerIp: 1_000 },
})
const url = await server.listen()
console.log(
  JSON.stringify({
    floorUrl: `ws://127.0.0.1:${floor.address().port}`,
    airlockUrl: `${url.replace('http', 'ws')}/relay`,
  }),
)
process.on('SIGTERM', async () => {
  floor.close()
  await server.close()
  process.exit(0)
})
