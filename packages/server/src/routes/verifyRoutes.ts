import type { FastifyInstance } from 'fastify'
import { z } from 'zod'

const attestationQuery = z.object({
  id: z.string().min(1).max(128),
  origin: z.string().max(2048).optional(),
})

/**
 * `GET /verify/attestation`: what WalletConnect's Verify page does inside the hidden iframe a dapp's
 * sign client opens before each proposal and request, answered locally. Pointing the client's
 * Verify URL here spares pages on the local stack the 5 s wait on the unreachable hosted service.
 * The attestation says "not verified": this server verifies no domains.
 */
export function registerVerifyRoutes(app: FastifyInstance): void {
  app.get('/verify/attestation', async (request, reply) => {
    const query = attestationQuery.safeParse(request.query)
    if (!query.success) {
      return reply.code(400).send({
        statusCode: 400,
        error: 'Bad Request',
        code: 'INVALID_QUERY',
        message: 'Expected an id',
      })
    }
    const { id, origin } = query.data
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
    const attestation = [
      encode({ alg: 'ES256', typ: 'JWT' }),
      encode({
        id,
        origin: origin ?? '',
        isScam: false,
        isVerified: false,
        exp: Math.floor(Date.now() / 1000) + 300,
      }),
      Buffer.from('airlock-local-verify').toString('base64url'),
    ].join('.')
    const message = JSON.stringify({ type: 'verify_attestation', attestation })
    // `<` escaped so the JSON cannot close the script element.
    const script = `window.parent.postMessage(${JSON.stringify(message).replaceAll('<', '\\u003c')}, '*')`
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(`<!doctype html><meta charset="utf-8"><script>${script}</script>`)
  })
}
