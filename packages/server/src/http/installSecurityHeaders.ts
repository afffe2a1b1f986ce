import type { FastifyInstance, FastifyReply } from 'fastify'

/** HSTS for a year, for the host answering only (other subdomains may still serve plain HTTP). */
const strictTransportSecurity = 'max-age=31536000'

/**
 * Security headers on every answer, each only where the route set none of its own (the frame
 * site's pages, the approval and checkout pages keep theirs):
 * - `x-content-type-options: nosniff` and `referrer-policy: no-referrer` everywhere;
 * - a JSON answer cannot be framed or loaded as a page's resource: `x-frame-options: DENY`,
 *   `content-security-policy: default-src 'none'; frame-ancestors 'none'` and
 *   `cross-origin-resource-policy: same-origin` (a dapp's `fetch` is CORS, which CORP leaves alone);
 * - anything else (wallet and token images a dapp shows with `<img>`) is
 *   `cross-origin-resource-policy: cross-origin`;
 * - `strict-transport-security` when the request came over https: the socket's TLS, or a trusted
 *   proxy's `X-Forwarded-Proto`.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  // A hook with a callback, not an async one: no promise per answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    setDefault(reply, 'x-content-type-options', 'nosniff')
    setDefault(reply, 'referrer-policy', 'no-referrer')
    const type = reply.getHeader('content-type')
    if (
      typeof type === 'string' &&
      jsonTypes.test(type) &&
      !reply.hasHeader('content-security-policy')
    ) {
      setDefault(reply, 'x-frame-options', 'DENY')
      reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
      setDefault(reply, 'cross-origin-resource-policy', 'same-origin')
    } else {
      setDefault(reply, 'cross-origin-resource-policy', 'cross-origin')
    }
    if (request.protocol === 'https')
      setDefault(reply, 'strict-transport-security', strictTransportSecurity)
    done(null, payload)
  })
}

function setDefault(reply: FastifyReply, name: string, value: string): void {
  if (!reply.hasHeader(name)) reply.header(name, value)
}

const jsonTypes = /^application\/([\w.+-]+\+)?json\b/i
