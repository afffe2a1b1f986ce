// A lean HTTP/1.1 client for the open loop: keep-alive sockets that write a request's bytes made
// once and read just enough of each answer (status, Content-Length or chunked) to know where it
// ends. node:http's client costs several times more CPU a request, and on this machine the load
// core (the generator and HAProxy) became the pair's limit before the instances did.
import net from 'node:net'

const headerEnd = Buffer.from('\r\n\r\n')
const chunkedEnd = Buffer.from('\r\n0\r\n\r\n')

/** The bytes of one request (`{ path, method, headers, body }`) to `base`. */
export function requestBytes(base, { path, method = 'GET', headers = {}, body }) {
  const { host } = new URL(base)
  const lines = [`${method} ${path} HTTP/1.1`, `host: ${host}`]
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`)
  const payload = body === undefined ? Buffer.alloc(0) : Buffer.from(body)
  if (body !== undefined || method !== 'GET') lines.push(`content-length: ${payload.length}`)
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), payload])
}

/**
 * Where the answer in `data` ends (its length), or -1 while incomplete; its status; and `last`
 * when the socket cannot carry another answer after it (`Connection: close`, or a body whose end
 * only the socket's close would tell). Throws on what is not an HTTP/1.x answer.
 */
function parseAnswer(data) {
  if (data.length >= 7 && data.toString('latin1', 0, 7) !== 'HTTP/1.') {
    throw Object.assign(new Error('not an HTTP/1.x answer'), { code: 'EPROTO' })
  }
  const end = data.indexOf(headerEnd)
  if (end < 0) return { length: -1 }
  const head = data.toString('latin1', 0, end).toLowerCase()
  const status = Number(head.slice(9, 12))
  const last = head.includes('\r\nconnection: close')
  const length = /\r\ncontent-length: *(\d+)/.exec(head)
  if (length) {
    const total = end + 4 + Number(length[1])
    return { length: data.length >= total ? total : -1, status, last }
  }
  if (/\r\ntransfer-encoding:[^\r]*chunked/.test(head)) {
    const final = data.indexOf(chunkedEnd, end + 2)
    return { length: final < 0 ? -1 : final + chunkedEnd.length, status, last }
  }
  // No body: 1xx, 204 and 304 (this client sends no HEAD). Any other answer ends with the socket.
  const bodiless = status < 200 || status === 204 || status === 304
  return { length: end + 4, status, last: last || !bodiless }
}

/**
 * `connections` keep-alive sockets to `base`, one request at a time on each, the others queued.
 * `request(bytes, timeoutMs)` resolves with `{ status, error }` (status 0 when it failed without
 * one); `destroy()` ends them.
 */
export function createRawPool(base, connections) {
  const { hostname, port } = new URL(base)
  const idle = []
  const queue = []
  let open = 0

  function connect() {
    const socket = net.connect({ host: hostname, port: Number(port), noDelay: true })
    const connection = { socket, current: undefined, data: Buffer.alloc(0) }
    open++
    const fail = (code) => {
      const current = connection.current
      connection.current = undefined
      if (current) current.done({ status: 0, error: code })
    }
    socket.on('data', (chunk) => {
      // Bytes with no request waiting (a timed-out one's late answer is still awaited): the
      // socket is out of step, and is not used again.
      if (!connection.current) {
        socket.destroy()
        return
      }
      connection.data = connection.data.length ? Buffer.concat([connection.data, chunk]) : chunk
      let answer
      try {
        answer = parseAnswer(connection.data)
      } catch (error) {
        fail(error.code)
        socket.destroy()
        return
      }
      if (answer.length < 0) return
      connection.data = connection.data.subarray(answer.length)
      const current = connection.current
      connection.current = undefined
      current.done({ status: answer.status, error: undefined })
      if (answer.last || connection.data.length > 0) socket.destroy()
      else next(connection)
    })
    socket.on('error', (error) => fail(error.code ?? 'error'))
    socket.on('close', () => {
      open--
      fail('ECONNRESET')
      const at = idle.indexOf(connection)
      if (at >= 0) idle.splice(at, 1)
      if (queue.length > 0 && open < connections) next(connect())
    })
    return connection
  }

  function next(connection) {
    let job = queue.shift()
    // Jobs that timed out while queued are skipped here (no search of the queue per timeout).
    while (job?.cancelled) job = queue.shift()
    if (!job) {
      idle.push(connection)
      return
    }
    connection.current = job
    connection.socket.write(job.bytes)
  }

  return {
    request(bytes, timeoutMs) {
      return new Promise((resolve) => {
        let settled = false
        const job = {
          bytes,
          done(answer) {
            if (settled) return
            settled = true
            clearTimeout(timer)
            resolve(answer)
          },
        }
        const timer = setTimeout(() => {
          // Sent: the socket is left to finish, and its late answer is read and dropped.
          job.cancelled = true
          job.done({ status: 0, error: 'timeout' })
        }, timeoutMs)
        queue.push(job)
        const connection = idle.pop() ?? (open < connections ? connect() : undefined)
        if (connection) next(connection)
      })
    },
    destroy() {
      for (const connection of idle) connection.socket.destroy()
    },
  }
}
