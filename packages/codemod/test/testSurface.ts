import type { AirlockSurface } from '../src/surface/airlockSurface.js'

const appKitOptions = {
  keys: ['adapters', 'apiUrl', 'features', 'metadata', 'networks', 'projectId', 'tokens'],
  required: ['networks'],
  nested: { features: ['analytics', 'email'] },
}

/** A small surface for unit tests: a few of Airlock's exports and options, fixed. */
export const testSurface: AirlockSurface = {
  modules: {
    '@airlock/react': [
      'AppKitNetwork',
      'AppKitProvider',
      'CoreHelperUtil',
      'createAppKit',
      'useAppKit',
      'useAppKitAccount',
      'useAppKitSIWX',
    ],
    '@airlock/react/elements': ['defineOptionalElements'],
    '@airlock/react/networks': ['AppKitNetwork', 'base', 'defineChain', 'mainnet'],
    '@airlock/adapter-wagmi': ['WagmiAdapter'],
    '@airlock/adapter-ethers': ['EthersAdapter'],
    '@airlock/adapter-solana': ['SolanaAdapter'],
    '@airlock/adapter-solana/react': ['useAppKitConnection'],
    '@airlock/siwx': ['DefaultSIWX'],
    '@airlock/vue': ['AppKit', 'createAppKit', 'useAppKit', 'useAppKitAccount', 'useDisconnect'],
    '@airlock/core/networks': ['AppKitNetwork', 'base', 'mainnet'],
  },
  options: {
    '@airlock/react#createAppKit': appKitOptions,
    '@airlock/react#AppKitProvider': {
      ...appKitOptions,
      keys: [...appKitOptions.keys, 'appKit', 'children'],
      required: [],
    },
    '@airlock/vue#createAppKit': appKitOptions,
    '@airlock/adapter-wagmi#WagmiAdapter': {
      keys: ['networks', 'projectId', 'ssr'],
      required: ['networks'],
      nested: {},
    },
    '@airlock/adapter-ethers#EthersAdapter': {
      keys: ['networks', 'projectId', 'walletConnect'],
      required: ['networks'],
      nested: {},
    },
  },
  peers: {
    '@airlock/react': { react: '>=18 <20', 'react-dom': '>=18 <20' },
    '@airlock/adapter-wagmi': { '@wagmi/core': '>=2.22.1 <2.23.0 || >=3.6.5 <3.7.0' },
    '@airlock/siwx': { viem: '^2.0.0' },
    '@airlock/vue': { vue: '>=3.3 <4' },
  },
}
