import { expect, test } from 'vitest'

test('public API', async () => {
  expect(Object.keys(await import('./index.js')).sort()).toMatchInlineSnapshot(`
    [
      "DataDirInUseError",
      "createFixedPriceSource",
      "createMemoryCache",
      "createMonogramSvg",
      "createRedisCache",
      "createServer",
      "localChains",
      "localDevProject",
      "localPrices",
      "localSolanaNetworks",
      "localSolanaPrices",
      "matchOrigin",
      "migrations",
      "readEnvOptions",
      "walletCatalogue",
    ]
  `)
})
