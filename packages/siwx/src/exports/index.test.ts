import { expect, it } from 'vitest'
import * as exports from './index.js'

it('exports', () => {
  expect(Object.keys(exports)).toMatchInlineSnapshot(`
    [
      "createInformalMessenger",
      "DefaultSIWX",
      "ServerSIWX",
      "InvalidBip322WitnessError",
      "InvalidSiwxMessageError",
      "SiwxRpcHttpError",
      "SiwxVerificationError",
      "SiwxVerifierUnavailableError",
      "UnsupportedBip322AddressError",
      "UnsupportedSiwxNamespaceError",
      "createSiwxMessage",
      "formatSiwxMessage",
      "siwxAccountLabels",
      "parseSiwxMessage",
      "createCookieSiwxStorage",
      "createLocalSiwxStorage",
      "createServerSiwxStorage",
      "isSessionCurrent",
      "isSessionFor",
      "getBip322Address",
      "signBip322Message",
      "verifyBip322Signature",
      "createBip122Verifier",
      "createDefaultVerifiers",
      "createEip155Verifier",
      "createSolanaVerifier",
      "verifySiwxSession",
    ]
  `)
})
