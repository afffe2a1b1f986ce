import {
  type Address,
  createPublicClient,
  type Hex,
  http,
  numberToHex,
  parseEther,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAccounts } from '../devnet/devnet.js'
import { getFreePort } from '../devnet/freePort.js'
import { type Devnet, startDevnet } from '../devnet/startDevnet.js'
import { createDevWallet, type DevWallet } from './createDevWallet.js'
import type { DevWalletChain } from './devWalletChain.js'
import { ProviderRpcError } from './providerRpcError.js'

let devnet: Devnet
let chains: DevWalletChain[]

beforeAll(async () => {
  devnet = await startDevnet({
    ports: { primary: await getFreePort(), secondary: await getFreePort() },
    assetsPort: false,
  })
  chains = [
    { id: 31337, name: 'Local', rpcUrl: devnet.chains.primary.rpcUrl },
    { id: 31338, name: 'Local 2', rpcUrl: devnet.chains.secondary.rpcUrl },
  ]
})
afterAll(() => devnet?.stop())

const newWallet = (): DevWallet => createDevWallet({ chains })

async function connect(wallet: DevWallet): Promise<Address> {
  const [address] = (await wallet.request({ method: 'eth_requestAccounts' })) as Address[]
  return address as Address
}

async function rpcError(promise: Promise<unknown>): Promise<ProviderRpcError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ProviderRpcError)
  return error as ProviderRpcError
}

const typedData = {
  domain: {
    name: 'Airlock',
    version: '1',
    chainId: 31337,
    verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
  },
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person' },
      { name: 'contents', type: 'string' },
      { name: 'amount', type: 'uint256' },
    ],
  },
  primaryType: 'Mail',
  message: {
    from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
    contents: 'Hello, Bob!',
    amount: 12345678901234567890n,
  },
} as const

describe('createDevWallet', () => {
  it('connects, then signs a message that verifies', async () => {
    const wallet = newWallet()
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    const address = await connect(wallet)
    expect(address).toBe(devAccounts[0].address)
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([address])
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(await wallet.request({ method: 'net_version' })).toBe('31337')

    const text = await wallet.request({
      method: 'personal_sign',
      params: ['Hello Airlock', address],
    })
    expect(await verifyMessage({ address, message: 'Hello Airlock', signature: text as Hex })).toBe(
      true,
    )
    // Hex data is signed as raw bytes, as extensions do.
    const raw = await wallet.request({ method: 'personal_sign', params: ['0x68656c6c6f', address] })
    expect(await verifyMessage({ address, message: 'hello', signature: raw as Hex })).toBe(true)
  })

  it('signs typed data (v4) that verifies', async () => {
    const wallet = newWallet()
    const address = await connect(wallet)
    const json = JSON.stringify(typedData, (_, value) =>
      typeof value === 'bigint' ? value.toString() : value,
    )
    const signature = (await wallet.request({
      method: 'eth_signTypedData_v4',
      params: [address, json],
    })) as Hex
    expect(await verifyTypedData({ address, signature, ...typedData })).toBe(true)
  })

  it('refuses to sign before the site is connected (4100) and eth_sign always (4200)', async () => {
    const wallet = newWallet()
    const address = devAccounts[0].address
    const error = await rpcError(
      wallet.request({ method: 'personal_sign', params: ['0x68656c6c6f', address] }),
    )
    expect(error.code).toBe(4100)
    const typed = await rpcError(
      wallet.request({ method: 'eth_signTypedData_v4', params: [address, '{}'] }),
    )
    expect(typed.code).toBe(4100)
    const send = await rpcError(
      wallet.request({ method: 'eth_sendTransaction', params: [{ from: address }] }),
    )
    expect(send.code).toBe(4100)
    await connect(wallet)
    const ethSign = await rpcError(
      wallet.request({ method: 'eth_sign', params: [address, '0x68656c6c6f'] }),
    )
    expect(ethSign.code).toBe(4200)
    // Asking to sign for another account is unauthorized too.
    const other = await rpcError(
      wallet.request({ method: 'personal_sign', params: ['0x00', devAccounts[1].address] }),
    )
    expect(other.code).toBe(4100)
  })

  it('sends a transaction that lands on the chain', async () => {
    const wallet = newWallet()
    const from = await connect(wallet)
    const to = '0x000000000000000000000000000000000000a1a1'
    const client = createPublicClient({ transport: http(devnet.chains.primary.rpcUrl) })
    const before = await client.getBalance({ address: to })
    const value = parseEther('1.25')
    const hash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from, to, value: numberToHex(value) }],
    })) as Hex
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(from.toLowerCase())
    expect((await client.getBalance({ address: to })) - before).toBe(value)
    // The receipt is also readable through the wallet, which forwards reads to the node.
    const forwarded = (await wallet.request({
      method: 'eth_getTransactionReceipt',
      params: [hash],
    })) as { status: Hex }
    expect(forwarded.status).toBe('0x1')
  })

  it('switches to 31338, emits chainChanged, and reads go to the second chain', async () => {
    const wallet = newWallet()
    const from = await connect(wallet)
    const changes: Hex[] = []
    wallet.on('chainChanged', (chainId) => changes.push(chainId))
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    expect(changes).toEqual(['0x7a6a'])
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a6a')

    // A transfer on the second chain leaves the first one untouched.
    const to = '0x000000000000000000000000000000000000b2b2'
    const hash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from, to, value: numberToHex(1000n) }],
    })) as Hex
    const second = createPublicClient({ transport: http(devnet.chains.secondary.rpcUrl) })
    await second.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(await wallet.request({ method: 'eth_getBalance', params: [to, 'latest'] })).toBe('0x3e8')
    const first = createPublicClient({ transport: http(devnet.chains.primary.rpcUrl) })
    expect(await first.getBalance({ address: to })).toBe(0n)
  })

  it('answers 4902 for an unknown chain, and switches after wallet_addEthereumChain', async () => {
    const wallet = newWallet()
    const error = await rpcError(
      wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] }),
    )
    expect(error.code).toBe(4902)

    // A chain 8453 served by the second anvil: anvil does not check the id, the wallet does not care.
    const invalid = await rpcError(
      wallet.request({
        method: 'wallet_addEthereumChain',
        params: [{ chainId: '0x2105', chainName: 'Base', rpcUrls: ['ftp://nope'] }],
      }),
    )
    expect(invalid.code).toBe(-32602)
    const changes: Hex[] = []
    wallet.on('chainChanged', (chainId) => changes.push(chainId))
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    await wallet.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: '0x2105',
          chainName: 'Base',
          rpcUrls: [devnet.chains.secondary.rpcUrl],
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          blockExplorerUrls: ['https://basescan.org'],
        },
      ],
    })
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x2105')
    expect(changes).toEqual(['0x7a6a', '0x2105'])
    expect(wallet.getState().chains.find((chain) => chain.id === 8453)).toEqual({
      id: 8453,
      name: 'Base',
      rpcUrl: devnet.chains.secondary.rpcUrl,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      blockExplorerUrl: 'https://basescan.org',
    })
  })

  it('moves itself to any chain it was taught, even one the app does not know', () => {
    const wallet = newWallet()
    const changes: Hex[] = []
    wallet.on('chainChanged', (chainId) => changes.push(chainId))
    expect(() => wallet.switchChain(10)).toThrow(/Unrecognized chain/)
    wallet.addChain({ id: 10, name: 'Elsewhere', rpcUrl: 'http://127.0.0.1:9' })
    wallet.switchChain(10)
    expect(changes).toEqual(['0xa'])
    expect(wallet.getState().chainId).toBe(10)
  })

  it('rejects the next request with 4001, then lets the following one through', async () => {
    const wallet = newWallet()
    wallet.rejectNextRequest()
    // Reads never prompt, so they are not what a bare rejection refuses.
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69')
    const error = await rpcError(wallet.request({ method: 'eth_requestAccounts' }))
    expect(error.code).toBe(4001)
    expect(error.message).toBe('User rejected the request.')
    const address = await connect(wallet)

    wallet.rejectNextRequest({ method: 'personal_sign' })
    expect(await wallet.request({ method: 'eth_blockNumber' })).toMatch(/^0x/)
    const sign = await rpcError(
      wallet.request({ method: 'personal_sign', params: ['0x00', address] }),
    )
    expect(sign.code).toBe(4001)
    expect(await wallet.request({ method: 'personal_sign', params: ['0x00', address] })).toMatch(
      /^0x/,
    )
    expect(wallet.requests.map((request) => request.method)).toEqual([
      'eth_chainId',
      'eth_requestAccounts',
      'eth_requestAccounts',
      'eth_blockNumber',
      'personal_sign',
      'personal_sign',
    ])
    expect(wallet.requests[4]).toEqual({ method: 'personal_sign', params: ['0x00', address] })
  })

  it('emits accountsChanged on setAccount and signs with the new account', async () => {
    const wallet = newWallet()
    const seen: Address[][] = []
    wallet.on('accountsChanged', (accounts) => seen.push(accounts))
    // Not authorised yet: the site sees nothing, so nothing is emitted.
    wallet.setAccount(2)
    expect(seen).toEqual([])
    expect(await connect(wallet)).toBe(devAccounts[2].address)
    wallet.setAccount(1)
    expect(seen).toEqual([[devAccounts[2].address], [devAccounts[1].address]])
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([devAccounts[1].address])
    expect(() => wallet.setAccount(10)).toThrow(/out of range/)
  })

  it('disconnects through the control and through wallet_revokePermissions', async () => {
    const wallet = newWallet()
    const events: unknown[] = []
    wallet.on('accountsChanged', (accounts) => events.push(['accountsChanged', accounts]))
    wallet.on('disconnect', (error) => events.push(['disconnect', error.code]))
    wallet.on('connect', (info) => events.push(['connect', info.chainId]))
    const address = await connect(wallet)
    expect(await wallet.request({ method: 'wallet_getPermissions' })).toMatchObject([
      { parentCapability: 'eth_accounts', caveats: [{ value: [address] }] },
    ])
    wallet.disconnect()
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    await connect(wallet)
    await wallet.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    expect(await wallet.request({ method: 'wallet_getPermissions' })).toEqual([])
    expect(events).toEqual([
      ['accountsChanged', [address]],
      ['accountsChanged', []],
      ['disconnect', 4900],
      ['connect', '0x7a69'],
      ['accountsChanged', [address]],
      ['accountsChanged', []],
    ])
  })

  it('remembers the authorisation, account and chain in the given storage across reloads', async () => {
    const values = new Map<string, string>()
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    }
    const before = createDevWallet({ chains, storage })
    await connect(before)
    before.setAccount(3)
    before.addChain({ id: 777, name: 'Added', rpcUrl: devnet.chains.secondary.rpcUrl })
    before.switchChain(777)
    const after = createDevWallet({ chains, storage })
    expect(await after.request({ method: 'eth_accounts' })).toEqual([devAccounts[3].address])
    expect(await after.request({ method: 'eth_chainId' })).toBe('0x309')
    expect(createDevWallet({ chains, storage: null }).getState().authorized).toBe(false)
  })

  it('passes node errors through with their code', async () => {
    const wallet = newWallet()
    const error = await rpcError(wallet.request({ method: 'eth_noSuchMethod', params: [] }))
    expect(error.code).not.toBe(4200)
    const unsupported = await rpcError(wallet.request({ method: 'wallet_sendCalls', params: [] }))
    expect(unsupported.code).toBe(4200)
  })
})
