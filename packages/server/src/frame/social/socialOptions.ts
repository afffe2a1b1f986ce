import type { FrameSocialProvider } from '@airlock/blockchain-api'

/**
 * One provider's OAuth 2.0 client, the Airlock server being the confidential client. With `issuer`
 * and no endpoints the provider is an OpenID provider (discovery, ID token with nonce); with
 * endpoints it is plain OAuth 2.0 and the user comes from `userinfoEndpoint`. Unset fields take the
 * provider's real values (`socialProviderDefaults`).
 */
export type SocialProviderOptions = {
  clientId: string
  /** The client secret (sent to the token endpoint; never to a browser). */
  clientSecret?: string | undefined
  /** Apple: the secret is an ES256 JWT signed with this key (made per token request). */
  appleKey?: { teamId: string; keyId: string; privateKeyPem: string } | undefined
  issuer?: string | undefined
  authorizationEndpoint?: string | undefined
  tokenEndpoint?: string | undefined
  userinfoEndpoint?: string | undefined
  scope?: string | undefined
  /** Apple answers with a form POST. Default: query (form_post for Apple). */
  responseMode?: 'query' | 'form_post' | undefined
  /** Where the user name is in the user endpoint's answer (a dotted path). */
  userNameField?: string | undefined
  /** Where the stable user id is. Default: `sub`, else `id`. */
  subjectField?: string | undefined
}

export type SocialOptions = Partial<Record<FrameSocialProvider, SocialProviderOptions>>

/** A provider resolved to what the flow needs. */
export type ResolvedSocialProvider = {
  provider: FrameSocialProvider
  kind: 'oidc' | 'oauth2'
  clientId: string
  clientSecret: string | undefined
  appleKey: SocialProviderOptions['appleKey']
  issuer: string
  authorizationEndpoint: string | undefined
  tokenEndpoint: string | undefined
  userinfoEndpoint: string | undefined
  scope: string
  responseMode: 'query' | 'form_post'
  userNameField: string
  subjectField: string | undefined
}

type Defaults = Omit<ResolvedSocialProvider, 'provider' | 'clientId' | 'clientSecret' | 'appleKey'>

/** The real providers' endpoints and scopes (`FRAME.md` §5). */
const socialProviderDefaults: Record<FrameSocialProvider, Defaults> = {
  google: {
    kind: 'oidc',
    issuer: 'https://accounts.google.com',
    authorizationEndpoint: undefined,
    tokenEndpoint: undefined,
    userinfoEndpoint: undefined,
    scope: 'openid email profile',
    responseMode: 'query',
    userNameField: 'email',
    subjectField: undefined,
  },
  apple: {
    kind: 'oidc',
    issuer: 'https://appleid.apple.com',
    authorizationEndpoint: undefined,
    tokenEndpoint: undefined,
    userinfoEndpoint: undefined,
    scope: 'openid email name',
    responseMode: 'form_post',
    userNameField: 'email',
    subjectField: undefined,
  },
  github: {
    kind: 'oauth2',
    issuer: 'https://github.com',
    authorizationEndpoint: 'https://github.com/login/oauth/authorize',
    tokenEndpoint: 'https://github.com/login/oauth/access_token',
    userinfoEndpoint: 'https://api.github.com/user',
    scope: 'read:user user:email',
    responseMode: 'query',
    userNameField: 'login',
    subjectField: 'id',
  },
  discord: {
    kind: 'oauth2',
    issuer: 'https://discord.com',
    authorizationEndpoint: 'https://discord.com/oauth2/authorize',
    tokenEndpoint: 'https://discord.com/api/oauth2/token',
    userinfoEndpoint: 'https://discord.com/api/users/@me',
    scope: 'identify email',
    responseMode: 'query',
    userNameField: 'username',
    subjectField: 'id',
  },
  facebook: {
    kind: 'oauth2',
    issuer: 'https://www.facebook.com',
    authorizationEndpoint: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenEndpoint: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userinfoEndpoint: 'https://graph.facebook.com/me?fields=id,name,email',
    scope: 'public_profile email',
    responseMode: 'query',
    userNameField: 'name',
    subjectField: 'id',
  },
  x: {
    kind: 'oauth2',
    issuer: 'https://x.com',
    authorizationEndpoint: 'https://x.com/i/oauth2/authorize',
    tokenEndpoint: 'https://api.x.com/2/oauth2/token',
    userinfoEndpoint: 'https://api.x.com/2/users/me',
    scope: 'users.read tweet.read',
    responseMode: 'query',
    userNameField: 'data.username',
    subjectField: 'data.id',
  },
}

/** Applies the provider's defaults; an `issuer` without endpoints makes it an OpenID provider. */
export function resolveSocialProvider(
  provider: FrameSocialProvider,
  options: SocialProviderOptions,
): ResolvedSocialProvider {
  const defaults = socialProviderDefaults[provider]
  const custom =
    options.issuer !== undefined &&
    options.authorizationEndpoint === undefined &&
    options.tokenEndpoint === undefined
  const kind = custom ? 'oidc' : options.authorizationEndpoint ? 'oauth2' : defaults.kind
  return {
    provider,
    kind,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    appleKey: options.appleKey,
    issuer: options.issuer ?? defaults.issuer,
    authorizationEndpoint: custom
      ? undefined
      : (options.authorizationEndpoint ?? defaults.authorizationEndpoint),
    tokenEndpoint: custom ? undefined : (options.tokenEndpoint ?? defaults.tokenEndpoint),
    userinfoEndpoint: custom ? undefined : (options.userinfoEndpoint ?? defaults.userinfoEndpoint),
    scope: options.scope ?? (kind === 'oidc' ? 'openid email profile' : defaults.scope),
    responseMode: options.responseMode ?? defaults.responseMode,
    userNameField: options.userNameField ?? defaults.userNameField,
    subjectField: options.subjectField ?? (custom ? undefined : defaults.subjectField),
  }
}
