import { encodeAbiParameters, encodeEventTopics, type Hex, parseAbi } from 'viem'
import { expect, test } from 'vitest'
import { nativeTransferAddress, readTransferLogs } from './readTransferLogs.js'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const market = '0x00000000000000ADc04C56Bf30aC9d3c0aAF14dC'
const token = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9'
const collection = '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707'
const items = '0x76BE3b62873462d2142405439777e971754E8E77'

const events = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'event NftTransfer(address indexed from, address indexed to, uint256 indexed tokenId)',
  'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
  'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
])
const erc20 = (address: string, from: Hex, to: Hex, value: bigint) => ({
  address,
  topics: encodeEventTopics({ abi: events, eventName: 'Transfer', args: { from, to } }) as Hex[],
  data: encodeAbiParameters([{ type: 'uint256' }], [value]) as string,
})

test('ERC-20 and native transfers out and in, summed per asset and counterparty', () => {
  const logs = [
    erc20(token, account, other, 4_000_000n),
    erc20(token, account, other, 6_000_000n),
    erc20(token, market, account, 1n),
    erc20(nativeTransferAddress, account, market, 10n ** 18n),
    // Neither side is the account; the account to itself; nothing moved.
    erc20(token, other, market, 5n),
    erc20(token, account, account, 5n),
    erc20(token, account, other, 0n),
  ]
  expect(readTransferLogs(account, logs)).toEqual([
    {
      direction: 'out',
      asset: { kind: 'erc20', address: token },
      amount: 10_000_000n,
      counterparty: other,
    },
    { direction: 'in', asset: { kind: 'erc20', address: token }, amount: 1n, counterparty: market },
    { direction: 'out', asset: { kind: 'native' }, amount: 10n ** 18n, counterparty: market },
  ])
})

test('an ERC-721 transfer (the id in the fourth topic) and ERC-1155 single and batch transfers', () => {
  const [transferTopic] = encodeEventTopics({ abi: events, eventName: 'Transfer' })
  const nftTopics = encodeEventTopics({
    abi: events,
    eventName: 'NftTransfer',
    args: { from: other, to: account, tokenId: 3n },
  })
  const logs = [
    { address: collection, topics: [transferTopic, ...nftTopics.slice(1)], data: '0x' },
    {
      address: items,
      topics: encodeEventTopics({
        abi: events,
        eventName: 'TransferSingle',
        args: { operator: market, from: account, to: market },
      }),
      data: encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [7n, 2n]),
    },
    {
      address: items,
      topics: encodeEventTopics({
        abi: events,
        eventName: 'TransferBatch',
        args: { operator: market, from: market, to: account },
      }),
      data: encodeAbiParameters(
        [{ type: 'uint256[]' }, { type: 'uint256[]' }],
        [
          [8n, 9n],
          [1n, 5n],
        ],
      ),
    },
  ]
  expect(readTransferLogs(account, logs as never)).toEqual([
    {
      direction: 'in',
      asset: { kind: 'erc721', address: collection, tokenId: 3n },
      amount: 1n,
      counterparty: other,
    },
    {
      direction: 'out',
      asset: { kind: 'erc1155', address: items, tokenId: 7n },
      amount: 2n,
      counterparty: market,
    },
    {
      direction: 'in',
      asset: { kind: 'erc1155', address: items, tokenId: 8n },
      amount: 1n,
      counterparty: market,
    },
    {
      direction: 'in',
      asset: { kind: 'erc1155', address: items, tokenId: 9n },
      amount: 5n,
      counterparty: market,
    },
  ])
})

test('other events and malformed transfers are left out', () => {
  const approval = {
    address: token,
    topics: encodeEventTopics({
      abi: parseAbi([
        'event Approval(address indexed owner, address indexed spender, uint256 value)',
      ]),
      eventName: 'Approval',
      args: { owner: account, spender: other },
    }) as Hex[],
    data: encodeAbiParameters([{ type: 'uint256' }], [1n]),
  }
  const short = { ...erc20(token, account, other, 1n), data: '0x01' }
  const batch = {
    address: items,
    topics: encodeEventTopics({
      abi: events,
      eventName: 'TransferBatch',
      args: { operator: market, from: account, to: market },
    }) as Hex[],
    data: '0x1234',
  }
  expect(readTransferLogs(account, [approval, short, batch])).toEqual([])
})
