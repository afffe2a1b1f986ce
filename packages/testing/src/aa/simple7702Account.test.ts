import {
  concat,
  createPublicClient,
  createTestClient,
  createWalletClient,
  http,
  parseAbi,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type AnvilInstance, startAnvil } from '../devnet/anvil.js'
import { getFreePort } from '../devnet/freePort.js'
import { deployAccountAbstraction, devnetAccountAbstraction } from './accountAbstraction.js'

// EIP-7702 on the devnet's anvil (Prague): an EOA delegates to the published Simple7702Account
// of `@account-abstraction/contracts` 0.8, then runs a batch as one transaction to itself.
const chainId = 31337
let anvil: AnvilInstance

beforeAll(async () => {
  anvil = await startAnvil({ chainId, port: await getFreePort() })
  await deployAccountAbstraction({ rpcUrl: anvil.rpcUrl })
})
afterAll(() => anvil?.stop())

test('the devnet runs Prague: an EOA delegates to Simple7702Account at its canonical address and runs two calls in one transaction', async () => {
  const transport = http(anvil.rpcUrl)
  const chain = {
    id: chainId,
    name: 'anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
  } as const
  const client = createPublicClient({ chain, transport })
  const delegate = devnetAccountAbstraction.simple7702Account
  expect(delegate).toBe('0xe6Cae83BdE06E4c305530e199D7217f42808555B')
  expect((await client.getCode({ address: delegate }))?.length).toBeGreaterThan(1000)

  const eoa = privateKeyToAccount(generatePrivateKey())
  await createTestClient({ mode: 'anvil', transport }).setBalance({
    address: eoa.address,
    value: parseEther('1'),
  })
  const wallet = createWalletClient({ account: eoa, chain, transport })
  const authorization = await wallet.signAuthorization({
    contractAddress: delegate,
    executor: 'self',
  })
  const [first, second] = [
    privateKeyToAccount(generatePrivateKey()),
    privateKeyToAccount(generatePrivateKey()),
  ]
  const hash = await wallet.sendTransaction({
    to: eoa.address,
    authorizationList: [authorization],
    data: (await import('viem')).encodeFunctionData({
      abi: parseAbi([
        'struct Call { address target; uint256 value; bytes data; }',
        'function executeBatch(Call[] calls)',
      ]),
      functionName: 'executeBatch',
      args: [
        [
          { target: first.address, value: 1n, data: '0x' },
          { target: second.address, value: 2n, data: '0x' },
        ],
      ],
    }),
  })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  expect(receipt.status).toBe('success')
  expect(receipt.type).toBe('eip7702')
  expect(await client.getCode({ address: eoa.address })).toBe(
    concat(['0xef0100', delegate]).toLowerCase(),
  )
  expect(await client.getBalance({ address: first.address })).toBe(1n)
  expect(await client.getBalance({ address: second.address })).toBe(2n)
})
