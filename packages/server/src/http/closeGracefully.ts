import type { FastifyInstance } from 'fastify'

/** How often, while an app closes, the connections that have gone idle since are closed. */
const idleSweepMs = 50

/**
 * Closes a Fastify app as `app.close()` does (no new requests; the running ones finish), and also
 * closes each kept-alive connection as soon as its last answer is sent. Node closes the idle
 * connections once, when the close begins: a connection whose request was still running then
 * stays open after its answer until the client drops it or the keep-alive timeout (72 s) ends,
 * and the close waits for it that long.
 *
 * @example await closeGracefully(app)
 */
export async function closeGracefully(app: FastifyInstance): Promise<void> {
  const sweep = setInterval(() => app.server.closeIdleConnections(), idleSweepMs)
  try {
    await app.close()
  } finally {
    clearInterval(sweep)
  }
}
