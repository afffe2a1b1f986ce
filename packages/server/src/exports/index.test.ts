import { expect, test } from 'vitest'

test('public API', async () => {
  expect(Object.keys(await import('./index.js')).sort()).toMatchInlineSnapshot(`
    [
      "DataDirInUseError",
      "NoRouteError",
      "createFixedPriceSource",
      "createMemoryCache",
      "createMonogramSvg",
      "createRedisCache",
      "createServer",
      "createUniswapV2Source",
      "createUniswapV3Source",
      "createZeroExSource",
      "localChains",
      "localDevProject",
      "localPriceDrivers",
      "localPrices",
      "localSolanaNetworks",
      "localSolanaPrices",
      "matchOrigin",
      "migrations",
      "nativeSwapAddress",
      "readEnvOptions",
      "walletCatalogue",
    ]
  `)
})
