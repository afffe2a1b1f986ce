export {
  type OidcProvider,
  type OidcTestClient,
  type StartOidcProviderParameters,
  startOidcProvider,
} from '../oidc/startOidcProvider.js'
