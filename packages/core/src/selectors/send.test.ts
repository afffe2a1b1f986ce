import { describe, expect, it } from 'vitest'
import {
  encodeTransferData,
  erc20TransferAbi,
  getTransferAbi,
  usdtContractAddresses,
  usdtTransferAbi,
} from '../send/tokenTransferAbis.js'
import type { SendToken } from '../state/types.js'
import { getSendValidation } from './getSendValidation.js'
import { hasInsufficientGas } from './hasInsufficientGas.js'
import { selectIsSmartAccount } from './selectIsSmartAccount.js'

describe('hasInsufficientGas', () => {
  it.each<[number | undefined, number | undefined, boolean, string]>([
    [0, 0, true, 'a zero native balance'],
    [undefined, 0.01, true, 'an unknown native balance'],
    [1, 1.0000001, true, 'a gas cost just above the balance'],
    [1, 1, false, 'a gas cost equal to the balance'],
    [1, 0.9999999, false, 'a gas cost just below the balance'],
    [1, undefined, false, 'no estimate yet with some balance'],
    [3000, 0.05, false, 'a normal account'],
  ])('balance $%s, gas $%s → %s (%s)', (networkBalanceInUSD, gasPriceInUSD, expected) => {
    expect(hasInsufficientGas({ networkBalanceInUSD, gasPriceInUSD, isSmartAccount: false })).toBe(
      expected,
    )
  })

  it('smart accounts are exempt, even with nothing', () => {
    expect(
      hasInsufficientGas({ networkBalanceInUSD: 0, gasPriceInUSD: 5, isSmartAccount: true }),
    ).toBe(false)
  })

  it('the account type, not the preference, makes a smart account', () => {
    const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const account = {
      address,
      allAccounts: [{ namespace: 'eip155' as const, address, type: 'eoa' as const }],
      preferredAccountType: 'smartAccount' as const,
    }
    expect(selectIsSmartAccount(account as never)).toBe(false)
    expect(
      selectIsSmartAccount({
        ...account,
        allAccounts: [
          { namespace: 'eip155', address: address.toLowerCase(), type: 'smartAccount' },
        ],
      } as never),
    ).toBe(true)
    expect(selectIsSmartAccount(undefined)).toBe(false)
  })
})

describe('USDT transfer ABI', () => {
  it('the seven USDT contracts use the ABI without a return value, in any letter case', () => {
    expect(usdtContractAddresses).toHaveLength(7)
    for (const address of usdtContractAddresses) {
      expect(getTransferAbi(address)).toBe(usdtTransferAbi)
      expect(getTransferAbi(address.toUpperCase().replace('0X', '0x'))).toBe(usdtTransferAbi)
    }
    expect(getTransferAbi('0xdAC17F958D2ee523a2206206994597C13D831ec7')).toBe(usdtTransferAbi)
    expect(usdtTransferAbi[0].outputs).toEqual([])
  })

  it('other tokens use ERC-20’s transfer', () => {
    expect(getTransferAbi('0x5FbDB2315678afecb367f032d93F642f64180aa3')).toBe(erc20TransferAbi)
    expect(erc20TransferAbi[0].outputs).toEqual([{ name: '', type: 'bool' }])
  })

  it('encodes transfer(to, amount) call data', () => {
    expect(encodeTransferData('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 1_500_000n)).toBe(
      '0xa9059cbb00000000000000000000000070997970c51812dc3a010c7d01b50e0d17dc79c8' +
        '000000000000000000000000000000000000000000000000000000000016e360',
    )
  })
})

describe('getSendValidation', () => {
  const ausd: SendToken = {
    name: 'Airlock USD',
    symbol: 'AUSD',
    address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
    quantity: { decimals: '6', numeric: '850000' },
    price: 1,
    iconUrl: '',
  }
  const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  it.each([
    [undefined, '1', receiver, 'selectToken'],
    [ausd, undefined, receiver, 'enterAmount'],
    [ausd, '0', receiver, 'enterAmount'],
    [ausd, 'abc', receiver, 'enterAmount'],
    [ausd, '850000.000001', receiver, 'insufficientFunds'],
    [ausd, '850000', undefined, 'enterReceiver'],
    [ausd, '850000', '0x1234', 'invalidReceiver'],
    [ausd, '850000', receiver, undefined],
    [ausd, '0.000001', receiver.slice(2), undefined],
  ])('%#: → %s', (token, sendTokenAmount, receiverAddress, expected) => {
    expect(
      getSendValidation({
        token: token as SendToken | undefined,
        sendTokenAmount,
        receiverAddress,
      }),
    ).toBe(expected)
  })
})
