import { AirlockError } from '@airlock/blockchain-api'
import { describe, expect, it } from 'vitest'
import { ChainNotSupportedError, UserRejectedRequestError } from '../errors/appKit.js'
import { WalletRequestError } from '../errors/wallet.js'
import { UnsupportedWalletMethodError } from './errors.js'
import {
  getWalletErrorCode,
  hasWalletErrorCode,
  isWalletRejection,
  mapWalletError,
} from './mapWalletError.js'

/** An EIP-1193 `ProviderRpcError` as an injected wallet throws it. */
function providerRpcError(code: number, message: string, data?: unknown) {
  return Object.assign(new Error(message), { code, ...(data === undefined ? {} : { data }) })
}

/** Solana wallet-adapter's `WalletError` family: the wallet's own error in `error`. */
class WalletSignMessageError extends Error {
  override name = 'WalletSignMessageError'
  constructor(
    message: string,
    readonly error?: unknown,
  ) {
    super(message)
  }
}

const eip155 = { namespace: 'eip155', operation: 'signMessage' } as const
const solana = { namespace: 'solana', operation: 'signMessage' } as const
const bip122 = { namespace: 'bip122', operation: 'sendTransaction' } as const

describe('mapWalletError: EIP-1193 wallets', () => {
  it('4001 is the visitor declining: UserRejectedRequestError with the wallet error as cause', () => {
    const wallet = providerRpcError(4001, 'User rejected the request.')
    const mapped = mapWalletError(wallet, eip155)
    expect(mapped).toBeInstanceOf(UserRejectedRequestError)
    expect(mapped).toMatchObject({
      code: 'USER_REJECTED',
      shortMessage: 'User rejected the request.',
    })
    expect(mapped.cause).toBe(wallet)
  })

  it('finds the 4001 under ethers 6 (info.error), ethers 5 (error) and viem (cause) wrapping', () => {
    const wallet = providerRpcError(
      4001,
      'MetaMask Tx Signature: User denied transaction signature.',
    )
    const ethers6 = Object.assign(new Error('user rejected action'), {
      code: 'ACTION_REJECTED',
      info: { error: wallet },
    })
    const ethers5 = Object.assign(new Error('user rejected transaction'), {
      code: 'ACTION_REJECTED',
      error: wallet,
    })
    const viem = Object.assign(new Error('User rejected the request.', { cause: wallet }), {
      name: 'UserRejectedRequestError',
    })
    const rpc = Object.assign(new Error('Internal JSON-RPC error.'), {
      code: -32603,
      data: { originalError: wallet },
    })
    for (const error of [ethers6, ethers5, viem, rpc]) {
      const mapped = mapWalletError(error, eip155)
      expect(mapped).toBeInstanceOf(UserRejectedRequestError)
      expect(mapped.cause).toBe(wallet)
    }
    // ethers' ACTION_REJECTED without the wallet's error inside is a rejection too.
    const bare = Object.assign(new Error('user rejected action'), { code: 'ACTION_REJECTED' })
    expect(mapWalletError(bare, eip155)).toBeInstanceOf(UserRejectedRequestError)
  })

  it('4200 is a method the wallet lacks: UnsupportedWalletMethodError naming the method', () => {
    const wallet = providerRpcError(4200, 'The requested method is not supported.')
    const mapped = mapWalletError(wallet, { ...eip155, method: 'wallet_sendCalls' })
    expect(mapped).toBeInstanceOf(UnsupportedWalletMethodError)
    expect(mapped).toMatchObject({ code: 'UNSUPPORTED_METHOD', method: 'wallet_sendCalls' })
    expect(mapped.cause).toBe(wallet)
  })

  it('4100, 4900, 4901 and -32xxx are failed requests: WalletRequestError, the code readable', () => {
    for (const code of [4100, 4900, 4901, -32000, -32002, -32603, -32601]) {
      const wallet = providerRpcError(code, `wallet says ${code}`)
      const mapped = mapWalletError(wallet, eip155)
      expect(mapped).toBeInstanceOf(WalletRequestError)
      expect(mapped).toMatchObject({
        code: 'WALLET_REQUEST_FAILED',
        namespace: 'eip155',
        operation: 'signMessage',
      })
      expect(mapped.message).toContain(`wallet says ${code}`)
      expect(mapped.cause).toBe(wallet)
      expect(getWalletErrorCode(mapped)).toBe(code)
    }
  })

  it('finds a code nested at any depth (4902 inside -32603)', () => {
    const nested = providerRpcError(-32603, 'Internal JSON-RPC error.', {
      originalError: providerRpcError(4902, 'Unrecognized chain ID'),
    })
    expect(getWalletErrorCode(nested)).toBe(-32603)
    expect(hasWalletErrorCode(nested, 4902)).toBe(true)
    expect(hasWalletErrorCode(nested, 4001)).toBe(false)
  })

  it('does not take words for a rejection on eip155, where wallets give 4001', () => {
    const worded = providerRpcError(-32603, 'user rejected the gas price')
    expect(isWalletRejection(worded, 'eip155')).toBe(false)
    expect(mapWalletError(worded, eip155)).toBeInstanceOf(WalletRequestError)
  })

  it('leaves an AirlockError as it is', () => {
    const error = new ChainNotSupportedError('eip155:10')
    expect(mapWalletError(error, eip155)).toBe(error)
    const rejected = new UserRejectedRequestError()
    expect(mapWalletError(rejected, eip155)).toBe(rejected)
  })

  it('wraps what is not an error object at all', () => {
    const mapped = mapWalletError('boom', eip155)
    expect(mapped).toBeInstanceOf(WalletRequestError)
    expect(mapped).toBeInstanceOf(AirlockError)
    expect(mapped.message).toContain('boom')
    expect(getWalletErrorCode('boom')).toBeUndefined()
  })
})

describe('mapWalletError: Wallet Standard wallets', () => {
  it("a wallet's 4001 under wallet-adapter's WalletError is a rejection", () => {
    const wallet = providerRpcError(4001, 'User rejected the request.')
    const wrapped = new WalletSignMessageError(wallet.message, wallet)
    const mapped = mapWalletError(wrapped, solana)
    expect(mapped).toBeInstanceOf(UserRejectedRequestError)
    expect(mapped.cause).toBe(wallet)
  })

  it('a wallet that says it only in words is read as a rejection', () => {
    for (const message of [
      'User rejected the request',
      'Transaction cancelled by user',
      'The user declined the signature',
    ]) {
      const wrapped = new WalletSignMessageError(message, new Error(message))
      expect(isWalletRejection(wrapped, 'solana')).toBe(true)
      expect(mapWalletError(wrapped, solana)).toBeInstanceOf(UserRejectedRequestError)
    }
  })

  it('a WalletStandardError (registry: wallet not found) is a failed request', () => {
    const standard = Object.assign(
      new Error('No underlying Wallet Standard wallet could be found'),
      {
        name: 'WalletStandardError',
        context: { __code: 3834000 },
      },
    )
    const mapped = mapWalletError(new WalletSignMessageError(standard.message, standard), solana)
    expect(mapped).toBeInstanceOf(WalletRequestError)
    expect(mapped).toMatchObject({ namespace: 'solana' })
  })
})

describe('mapWalletError: sats-connect wallets', () => {
  it("an answer { status: 'error', error: { code: -32000 } } is the visitor declining", () => {
    const answer = { status: 'error', error: { code: -32000, message: 'User rejected request' } }
    const mapped = mapWalletError(answer, bip122)
    expect(mapped).toBeInstanceOf(UserRejectedRequestError)
    expect(getWalletErrorCode(mapped)).toBe(-32000)
  })

  it("sats-connect's own UserRejectedRequestError (code -32000) is a rejection", () => {
    const error = Object.assign(new Error('UserRejectedRequestError: canceled'), {
      name: 'UserRejectedRequestError',
      code: -32000,
    })
    expect(mapWalletError(error, bip122)).toBeInstanceOf(UserRejectedRequestError)
  })

  it('other sats-connect codes are failed requests', () => {
    for (const code of [-32001, -32002, -32602, -32603]) {
      const answer = { status: 'error', error: { code, message: `sats-connect ${code}` } }
      const mapped = mapWalletError(answer, bip122)
      expect(mapped).toBeInstanceOf(WalletRequestError)
      expect(getWalletErrorCode(mapped)).toBe(code)
    }
    const unsupported = { status: 'error', error: { code: 4200, message: 'no' } }
    expect(mapWalletError(unsupported, { ...bip122, method: 'signPsbt' })).toBeInstanceOf(
      UnsupportedWalletMethodError,
    )
  })
})
