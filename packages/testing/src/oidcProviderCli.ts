import { startOidcProvider } from './oidc/startOidcProvider.js'

// airlock-oidc-provider: the local OpenID provider that stands in for every social provider, until
// Ctrl-C. One client per provider: id `airlock-<provider>`, secret `local-<provider>-secret`
// (X authenticates with Basic, as X does). OIDC_PORT (8790) and OIDC_REDIRECT_URI (the frame's
// callback, http://wallet.localhost:8788/oauth/callback) from the environment.
const providers = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
const redirectUri = process.env.OIDC_REDIRECT_URI ?? 'http://wallet.localhost:8788/oauth/callback'
const provider = await startOidcProvider({
  port: Number(process.env.OIDC_PORT ?? 8790),
  clients: providers.map((name) => ({
    clientId: `airlock-${name}`,
    clientSecret: `local-${name}-secret`,
    redirectUris: [redirectUri],
    tokenEndpointAuthMethod: name === 'x' ? 'client_secret_basic' : 'client_secret_post',
  })),
})
console.log(`issuer ${provider.issuer}`)

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  await provider.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
