import * as networks from '@airlock/core/networks'
import { expect, test } from 'vitest'
import { networkIcons } from './networks/index.js'

test('every network @airlock/core bundles has a logo bundled here, an SVG data URL', async () => {
  const bundled = (Object.values(networks) as unknown[]).filter(
    (value): value is { caipNetworkId: string; name: string } =>
      typeof value === 'object' && value !== null && 'caipNetworkId' in value,
  )
  expect(bundled.length).toBeGreaterThanOrEqual(25)
  const missing = bundled.filter((network) => !Object.hasOwn(networkIcons, network.caipNetworkId))
  expect(missing.map((network) => `${network.name} (${network.caipNetworkId})`)).toEqual([])
  for (const network of bundled) {
    const icon = await networkIcons[network.caipNetworkId]?.()
    expect(icon?.default, network.name).toMatch(/^data:image\/svg\+xml,/)
  }
})
