import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type ScriptedReply = (request: IncomingMessage, response: ServerResponse) => void

export type ScriptedServer = {
  url: string
  /** Every request received: path with query, and when it arrived (ms). */
  requests: { method: string; url: string; at: number; body: string }[]
  /** Replies used in order, one per request; after the last, `fallback` answers. */
  script: (...replies: ScriptedReply[]) => void
  fallback: (reply: ScriptedReply) => void
  stop: () => Promise<void>
}

/** A real HTTP server on a random loopback port whose answers a test scripts in advance. */
export async function startScriptedServer(): Promise<ScriptedServer> {
  const queue: ScriptedReply[] = []
  let fallback: ScriptedReply = (_, response) => json(response, 404, { message: 'Not found' })
  const requests: ScriptedServer['requests'] = []
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      requests.push({ method: request.method ?? '', url: request.url ?? '', at: Date.now(), body })
      const reply = queue.shift() ?? fallback
      reply(request, response)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script: (...replies) => queue.push(...replies),
    fallback: (reply) => {
      fallback = reply
    },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** Replies with a JSON body. */
function json(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers })
  response.end(JSON.stringify(body))
}

export const reply = {
  json:
    (status: number, body: unknown, headers: Record<string, string> = {}): ScriptedReply =>
    (_, response) =>
      json(response, status, body, headers),
  /** Never answers, so the client's timeout fires. */
  hang: (): ScriptedReply => () => {},
  /** Drops the connection without an answer. */
  reset: (): ScriptedReply => (request) => {
    request.socket.destroy()
  },
}
