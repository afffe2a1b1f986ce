import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'

/** A client registered at the local OpenID provider (one per emulated social provider). */
export type OidcTestClient = {
  clientId: string
  clientSecret: string
  redirectUris: string[]
  /** How the client authenticates at the token endpoint. Default: client_secret_post. */
  tokenEndpointAuthMethod?: 'client_secret_post' | 'client_secret_basic' | undefined
}

export type StartOidcProviderParameters = {
  clients: OidcTestClient[]
  /** Default: a free port on 127.0.0.1. */
  port?: number | undefined
  host?: string | undefined
}

export type OidcProvider = {
  /** The issuer, e.g. `http://127.0.0.1:8790` (discovery at `/.well-known/openid-configuration`). */
  issuer: string
  /** The provider's endpoints, for clients configured as plain OAuth 2.0. */
  endpoints: { authorization: string; token: string; userinfo: string }
  stop(): Promise<void>
}

/**
 * A real OpenID Connect provider (`oidc-provider`) on loopback for tests and the local stack:
 * authorization code with PKCE (required), ID tokens, a user endpoint. Its login page takes any
 * login and password; the account named by the login is `<login>@example.com`, verified unless
 * the login starts with `unverified` (a provider's unconfirmed address), and consent is given at
 * once. Each emulated social provider is one registered client.
 */
export async function startOidcProvider(
  parameters: StartOidcProviderParameters,
): Promise<OidcProvider> {
  const host = parameters.host ?? '127.0.0.1'
  // The issuer must be known before listening: take the port first.
  const { createServer } = await import('node:http')
  const server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(parameters.port ?? 0, host, resolve)
  })
  const { port } = server.address() as AddressInfo
  const issuer = `http://${host}:${port}`
  const provider = new Provider(issuer, {
    clients: parameters.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: client.tokenEndpointAuthMethod ?? 'client_secret_post',
    })),
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username'],
    },
    scopes: ['openid', 'email', 'profile'],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: [crypto.randomUUID()] },
    findAccount: async (_context, id) => ({
      accountId: id,
      claims: async () => ({
        sub: id,
        email: `${id}@example.com`,
        email_verified: !id.startsWith('unverified'),
        name: id,
        preferred_username: id,
      }),
    }),
    // A test provider: consent is given for whatever the client asks.
    loadExistingGrant: async (context) => {
      const session = context.oidc.session
      const client = context.oidc.client
      if (!session?.accountId || !client) return undefined
      const grant = new context.oidc.provider.Grant({
        clientId: client.clientId,
        accountId: session.accountId,
      })
      grant.addOIDCScope('openid email profile')
      await grant.save()
      return grant
    },
  })
  server.on('request', provider.callback())
  return {
    issuer,
    endpoints: {
      authorization: `${issuer}/auth`,
      token: `${issuer}/token`,
      userinfo: `${issuer}/me`,
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
