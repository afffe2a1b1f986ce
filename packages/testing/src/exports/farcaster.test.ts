import { expect, it } from 'vitest'
import * as exports from './farcaster.js'

it('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "createFarcasterTestClient",
      "devIdRegistryAbi",
      "devIdRegistryCode",
      "farcasterIdRegistryAddress",
      "installDevIdRegistry",
    ]
  `)
})
