import * as oauth from 'openid-client'
import {
  SocialProviderAnswerError,
  SocialUserEndpointMissingError,
} from '../../errors/upstreamErrors.js'
import { signAppleClientSecret } from './signAppleClientSecret.js'
import type { ResolvedSocialProvider } from './socialOptions.js'

/** Who the provider says logged in. */
type SocialProfile = {
  /** The provider's stable user id. */
  subject: string
  userName: string
  email: string | undefined
  emailVerified: boolean
}

/** One provider's confidential OAuth 2.0 / OpenID Connect client (authorization code + PKCE). */
export type SocialClient = {
  authorizationUrl(parameters: {
    redirectUri: string
    state: string
    nonce: string
    codeChallenge: string
  }): Promise<URL>
  /**
   * Trades the callback's code (with the PKCE verifier) for tokens and reads the user. Checks the
   * state, and for OpenID providers the ID token (issuer, audience, nonce).
   */
  exchange(parameters: {
    /** The callback URL as the provider called it (query answers), or its form (form_post). */
    callbackUrl: URL
    form?: URLSearchParams | undefined
    state: string
    nonce: string
    codeVerifier: string
  }): Promise<SocialProfile>
}

const userNameFallbacks = ['preferred_username', 'name', 'email', 'login', 'username']

function pick(source: unknown, path: string): unknown {
  let value = source
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined
    value = (value as Record<string, unknown>)[part]
  }
  return value
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string' && value.length > 0) return value.slice(0, 200)
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return undefined
}

/** The provider's user as a profile: id, a name to show and the email when the provider gives one. */
function toSocialProfile(
  provider: Pick<ResolvedSocialProvider, 'subjectField' | 'userNameField'>,
  claims: Record<string, unknown>,
): SocialProfile {
  const subject =
    text(pick(claims, provider.subjectField ?? 'sub')) ?? text(claims.sub) ?? text(claims.id)
  if (!subject) throw new SocialProviderAnswerError('The provider did not name the user')
  const userName =
    [provider.userNameField, ...userNameFallbacks]
      .map((field) => text(pick(claims, field)))
      .find(Boolean) ?? subject
  const email = text(claims.email)
  return { subject, userName, email, emailVerified: claims.email_verified === true }
}

/** The token endpoint's client authentication: a secret, or Apple's freshly signed JWT. */
function clientAuthentication(provider: ResolvedSocialProvider): oauth.ClientAuth {
  const { appleKey } = provider
  if (appleKey) {
    return (_server, client, body) => {
      body.set('client_id', client.client_id)
      body.set(
        'client_secret',
        signAppleClientSecret({
          teamId: appleKey.teamId,
          keyId: appleKey.keyId,
          clientId: client.client_id,
          privateKeyPem: appleKey.privateKeyPem,
        }),
      )
    }
  }
  if (!provider.clientSecret) return oauth.None()
  // X takes a confidential client's secret only in the Authorization header.
  return provider.provider === 'x'
    ? oauth.ClientSecretBasic(provider.clientSecret)
    : oauth.ClientSecretPost(provider.clientSecret)
}

/**
 * The server's client for one provider. OpenID providers are discovered on first use (retried after
 * a failure); plain OAuth 2.0 ones use their configured endpoints. Plain http is allowed only
 * for loopback providers (the local stack's).
 */
export function createSocialClient(provider: ResolvedSocialProvider): SocialClient {
  let configuration: Promise<oauth.Configuration> | undefined
  const loopbackHttp = (url: string) => {
    const parsed = new URL(url)
    return (
      parsed.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname)
    )
  }

  function configure(): Promise<oauth.Configuration> {
    configuration ??= (async () => {
      const authentication = clientAuthentication(provider)
      if (provider.kind === 'oidc') {
        return oauth.discovery(
          new URL(provider.issuer),
          provider.clientId,
          undefined,
          authentication,
          loopbackHttp(provider.issuer) ? { execute: [oauth.allowInsecureRequests] } : undefined,
        )
      }
      const made = new oauth.Configuration(
        {
          issuer: provider.issuer,
          authorization_endpoint: provider.authorizationEndpoint,
          token_endpoint: provider.tokenEndpoint,
          userinfo_endpoint: provider.userinfoEndpoint,
        },
        provider.clientId,
        undefined,
        authentication,
      )
      if (provider.tokenEndpoint && loopbackHttp(provider.tokenEndpoint)) {
        oauth.allowInsecureRequests(made)
      }
      return made
    })()
    configuration.catch(() => {
      configuration = undefined
    })
    return configuration
  }

  return {
    async authorizationUrl({ redirectUri, state, nonce, codeChallenge }) {
      const config = await configure()
      return oauth.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: provider.scope,
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        ...(provider.kind === 'oidc' ? { nonce } : {}),
        ...(provider.responseMode === 'form_post' ? { response_mode: 'form_post' } : {}),
      })
    },
    async exchange({ callbackUrl, form, state, nonce, codeVerifier }) {
      const config = await configure()
      const answer = form
        ? new Request(callbackUrl, {
            method: 'POST',
            body: form,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          })
        : callbackUrl
      const tokens = await oauth.authorizationCodeGrant(config, answer, {
        pkceCodeVerifier: codeVerifier,
        expectedState: state,
        ...(provider.kind === 'oidc' ? { expectedNonce: nonce, idTokenExpected: true } : {}),
      })
      if (provider.kind === 'oidc') {
        const claims = tokens.claims()
        if (!claims) throw new SocialProviderAnswerError('The provider sent no ID token')
        const info = config.serverMetadata().userinfo_endpoint
          ? await oauth.fetchUserInfo(config, tokens.access_token, claims.sub)
          : {}
        return toSocialProfile(provider, { ...info, ...claims })
      }
      const endpoint = provider.userinfoEndpoint
      if (!endpoint) throw new SocialUserEndpointMissingError()
      const response = await fetch(endpoint, {
        headers: {
          authorization: `Bearer ${tokens.access_token}`,
          accept: 'application/json',
          'user-agent': 'airlock-server',
        },
        signal: AbortSignal.timeout(10_000),
      })
      if (!response.ok)
        throw new SocialProviderAnswerError(`The user endpoint answered ${response.status}`)
      return toSocialProfile(provider, (await response.json()) as Record<string, unknown>)
    },
  }
}
