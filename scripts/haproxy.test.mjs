// The balancer of the scale-out stack (scripts/lib/haproxy.mjs) and the production guide's sample
// (docs/samples/server/haproxy.cfg): a request an instance received and died on is sent to another
// instance only when it is safe to send twice. `node --test scripts/haproxy.test.mjs` (a step of
// `npm test`); Debian's HAProxy, apt-installed when missing and running as root.
import assert from 'node:assert/strict'
import { createServer } from 'node:http'
import { after, before, test } from 'node:test'
import { startHaproxy } from './lib/haproxy.mjs'

/**
 * A stand-in for an airlock-server instance, counting the requests it read. `dies` makes it read a
 * request and then close the connection with no answer, as an instance killed mid-request does
 * (its health check still answers, so the balancer keeps sending to it).
 */
async function instance({ dies }) {
  const received = []
  const server = createServer((request, response) => {
    if (request.url === '/health') {
      response.end('ok')
      return
    }
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      received.push(`${request.method} ${request.url} ${body}`)
      if (dies) request.socket.destroy()
      else response.end(JSON.stringify({ applied: body }))
    })
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, received, port: server.address().port }
}

let dying
let healthy
let balancer

before(async () => {
  dying = await instance({ dies: true })
  healthy = await instance({ dies: false })
  const port = await new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
  balancer = await startHaproxy({
    port,
    backends: [
      { name: 'dying', port: dying.port },
      { name: 'healthy', port: healthy.port },
    ],
  })
})

after(async () => {
  await balancer?.stop()
  dying?.server.close()
  healthy?.server.close()
})

/**
 * Sends `count` requests one by one (none in flight, so `leastconn` takes the instances in turn:
 * every other one reaches the dying instance).
 */
async function send(count, init, path = '/v1/write') {
  const statuses = []
  for (let index = 0; index < count; index += 1) {
    const response = await fetch(`${balancer.url}${path}?n=${index}`, init(index)).catch(
      () => undefined,
    )
    statuses.push(response?.status ?? 0)
    await response?.arrayBuffer().catch(() => undefined)
  }
  return statuses
}

test('a POST an instance received and died on is not replayed on another instance', async () => {
  dying.received.length = 0
  healthy.received.length = 0
  const statuses = await send(4, (index) => ({ method: 'POST', body: `order ${index}` }))
  // Each POST was applied at most once: none read by the dying instance reached the healthy one.
  const replayed = dying.received.filter((request) => healthy.received.includes(request))
  assert.deepEqual(replayed, [], `replayed on a second instance: ${replayed.join('; ')}`)
  assert.ok(dying.received.length >= 1, 'the dying instance read no POST')
  // The client is told: no answer it could take as success (HAProxy closes its connection, as
  // the instance did).
  const succeeded = statuses.filter((status) => status >= 200 && status < 300)
  assert.equal(succeeded.length, healthy.received.length)
  assert.equal(statuses.length - succeeded.length, dying.received.length)
})

test('a GET an instance died on is retried on another instance', async () => {
  dying.received.length = 0
  healthy.received.length = 0
  const statuses = await send(4, () => ({ method: 'GET' }))
  assert.ok(dying.received.length >= 1, 'the dying instance read no GET')
  assert.deepEqual(statuses, [200, 200, 200, 200])
})

test('an analytics POST (/e, stored once per event id) an instance died on is retried on another', async () => {
  dying.received.length = 0
  healthy.received.length = 0
  const statuses = await send(4, (index) => ({ method: 'POST', body: `event ${index}` }), '/e')
  assert.ok(dying.received.length >= 1, 'the dying instance read no /e')
  assert.deepEqual(statuses, [200, 200, 200, 200])
  for (const request of dying.received) assert.ok(healthy.received.includes(request))
})
