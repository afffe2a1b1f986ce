import type { Hex } from 'viem'
import { recoverAuthorizationAddress } from 'viem/utils'
import { describe, expect, test } from 'vitest'
import { AuthorizationChainIdError } from '../errors/custody.js'
import { createShareSigner } from './createShareSigner.js'
import { deriveWalletKey } from './deriveWalletKey.js'
import {
  delegateOf,
  delegationDesignator,
  eip7702DelegateAddress,
  isDelegatedToFrameDelegate,
} from './eip7702Delegate.js'
import { createWalletEntropy, splitEntropy } from './shares.js'

async function signer() {
  const entropy = createWalletEntropy()
  const { address } = deriveWalletKey(entropy)
  const shares = await splitEntropy(entropy)
  return createShareSigner({ address, loadShares: async () => shares })
}

describe('EIP-7702 authorizations', () => {
  test('the share signer signs an authorization for one chain, recovered to the wallet, and refuses chain id 0 (every chain at once)', async () => {
    const wallet = await signer()
    const authorization = await wallet.signAuthorization({
      chainId: 31337,
      address: eip7702DelegateAddress,
      nonce: 4,
    })
    expect(authorization).toMatchObject({
      chainId: 31337,
      address: eip7702DelegateAddress,
      nonce: 4,
    })
    expect(await recoverAuthorizationAddress({ authorization })).toBe(wallet.getAddress())
    for (const chainId of [0, -1, 1.5, Number.NaN])
      await expect(
        wallet.signAuthorization({ chainId, address: eip7702DelegateAddress, nonce: 0 }),
      ).rejects.toBeInstanceOf(AuthorizationChainIdError)
  })

  test('the delegation designator is read back: 0xef0100 then the delegate, and only the frame’s delegate counts as upgraded', () => {
    const code = delegationDesignator(eip7702DelegateAddress)
    expect(code.toLowerCase()).toBe(`0xef0100${eip7702DelegateAddress.slice(2).toLowerCase()}`)
    expect(delegateOf(code)).toBe(eip7702DelegateAddress)
    expect(isDelegatedToFrameDelegate(code)).toBe(true)
    const other = delegationDesignator('0x000000000000000000000000000000000000dEaD')
    expect(isDelegatedToFrameDelegate(other)).toBe(false)
    for (const notDelegated of [undefined, '0x', '0x6080604052', `${code}00`] as (
      | Hex
      | undefined
    )[])
      expect(delegateOf(notDelegated)).toBeUndefined()
  })
})
