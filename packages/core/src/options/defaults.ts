import type {
  ConnectMethod,
  ConnectorTypeOrder,
  Features,
  SocialProvider,
  WalletFeature,
} from './types.js'

/** Spec §1: default socials. */
export const defaultSocials: SocialProvider[] = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
]

/** Spec §1: default connect-method order. */
export const defaultConnectMethodsOrder: ConnectMethod[] = ['email', 'social', 'wallet']

/** Spec §1: default connector order. */
export const defaultConnectorTypeOrder: ConnectorTypeOrder[] = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
]

/** Spec §1: default wallet feature order. */
export const defaultWalletFeaturesOrder: WalletFeature[] = ['onramp', 'swaps', 'receive', 'send']

/** Spec §1: default features. */
export const defaultFeatures: Features = {
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  passkey: false,
  emailShowWallets: true,
  history: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  socials: defaultSocials,
  connectMethodsOrder: defaultConnectMethodsOrder,
  connectorTypeOrder: defaultConnectorTypeOrder,
  walletFeaturesOrder: defaultWalletFeaturesOrder,
  headless: false,
  pay: false,
  reownAuthentication: false,
}

/** The Airlock server of the local stack. */
export const defaultApiUrl = 'http://127.0.0.1:8787'
