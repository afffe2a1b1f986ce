import { expect, it } from 'vitest'
import * as exports from './index.js'

it('exports', () => {
  expect(Object.keys(exports)).toMatchInlineSnapshot(`
    [
      "BitcoinAdapter",
      "formatSats",
      "BitcoinAccountMissingError",
      "BitcoinAddressNotAuthorizedError",
      "BitcoinInsufficientFundsError",
      "BitcoinMethodUnsupportedError",
      "BitcoinNotConnectedError",
      "BitcoinWalletNotFoundError",
      "BitcoinWalletResponseError",
      "SatsConnectRequestError",
    ]
  `)
})
