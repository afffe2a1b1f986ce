import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { airlockSurfaceSchema } from './airlockSurface.js'
import { readAirlockSurface } from './readAirlockSurface.js'

const packageRoot = fileURLToPath(new URL('../..', import.meta.url))

describe('readAirlockSurface', () => {
  // The workspace's built declarations, as the build reads them.
  const surface = readAirlockSurface(packageRoot)

  it("lists each Airlock module's values and types", () => {
    expect(airlockSurfaceSchema.parse(surface)).toEqual(surface)
    expect(surface.modules['@airlock/react']).toEqual(
      expect.arrayContaining(['createAppKit', 'useAppKitAccount', 'AppKitProvider', 'CaipAddress']),
    )
    expect(surface.modules['@airlock/react/networks']).toEqual(
      expect.arrayContaining(['mainnet', 'defineChain', 'AppKitNetwork']),
    )
    expect(surface.modules['@airlock/adapter-ethers/ethers5']).toContain('Ethers5Adapter')
    expect(surface.modules['@airlock/react']).toContain('CoreHelperUtil')
    expect(surface.modules['@airlock/react']).not.toContain('WcConstantsUtil')
    expect(surface.modules['@airlock/vue']).toEqual(
      expect.arrayContaining([
        'createAppKit',
        'AppKit',
        'getAppKit',
        'useAppKitAccount',
        'useDisconnect',
      ]),
    )
    expect(surface.modules['@airlock/vue']).not.toContain('useAppKitSIWX')
    expect(surface.modules['@airlock/core/networks']).toEqual(expect.arrayContaining(['mainnet']))
  })

  it("lists createAppKit's options, the keys of its object options, and the adapters' options", () => {
    const createAppKit = surface.options['@airlock/react#createAppKit']
    expect(createAppKit?.keys).toEqual(
      expect.arrayContaining(['adapters', 'networks', 'projectId', 'apiUrl', 'tokens', 'features']),
    )
    expect(createAppKit?.nested.features).toEqual(expect.arrayContaining(['analytics', 'email']))
    expect(createAppKit?.nested).not.toHaveProperty('networks')
    // AppKitProvider takes an instance, or createAppKit's options.
    expect(surface.options['@airlock/react#AppKitProvider']?.keys).toEqual(
      expect.arrayContaining(['appKit', 'adapters', 'apiUrl']),
    )
    expect(surface.options['@airlock/vue#createAppKit']?.keys).toEqual(
      expect.arrayContaining(['adapters', 'networks', 'projectId', 'apiUrl', 'features']),
    )
    expect(surface.options['@airlock/adapter-wagmi#WagmiAdapter']?.keys).toEqual(
      expect.arrayContaining(['networks', 'projectId', 'transports']),
    )
  })

  it("lists each package's required peers", () => {
    expect(surface.peers['@airlock/adapter-wagmi']).toHaveProperty('@wagmi/core')
    expect(surface.peers['@airlock/react']).toHaveProperty('react')
    expect(surface.peers['@airlock/vue']).toHaveProperty('vue')
  })
})
