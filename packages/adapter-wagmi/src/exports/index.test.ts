import { expect, it } from 'vitest'
import * as exports from './index.js'

it('exports', () => {
  expect(Object.keys(exports)).toMatchInlineSnapshot(`
    [
      "ConnectorNotFoundError",
      "toAddEthereumChainParameter",
      "NoEvmNetworkError",
      "WagmiAdapter",
    ]
  `)
})
