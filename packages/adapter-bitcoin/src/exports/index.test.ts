import { expect, it } from 'vitest'
import * as exports from './index.js'

it('exports', () => {
  expect(Object.keys(exports)).toMatchInlineSnapshot(`
    [
      "BitcoinAdapter",
      "BitcoinAccountMissingError",
      "BitcoinAddressNotAuthorizedError",
      "BitcoinInsufficientFundsError",
      "BitcoinWalletResponseError",
      "SatsConnectRequestError",
      "formatSats",
    ]
  `)
})
