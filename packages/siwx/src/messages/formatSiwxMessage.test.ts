import { SiweMessage } from 'siwe'
import { describe, expect, it } from 'vitest'
import { formatSiwxMessage } from './formatSiwxMessage.js'
import { parseSiwxMessage } from './parseSiwxMessage.js'

const common = {
  domain: 'shop.example',
  uri: 'https://shop.example/login',
  version: '1',
  nonce: 'k3yr7Qx2mP9aZ1bC',
  issuedAt: '2025-03-01T10:00:00.000Z',
  expirationTime: '2025-03-02T10:00:00.000Z',
}

describe('formatSiwxMessage', () => {
  it('writes EIP-4361 for eip155 with a checksummed address and the numeric chain id', () => {
    const text = formatSiwxMessage({
      ...common,
      chainId: 'eip155:8453',
      accountAddress: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
      statement: 'Sign in to Shop.',
      notBefore: '2025-03-01T09:59:00.000Z',
      requestId: 'req-17',
      resources: [
        'https://shop.example/terms',
        'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
      ],
    })
    expect(text).toBe(`shop.example wants you to sign in with your Ethereum account:
0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266

Sign in to Shop.

URI: https://shop.example/login
Version: 1
Chain ID: 8453
Nonce: k3yr7Qx2mP9aZ1bC
Issued At: 2025-03-01T10:00:00.000Z
Expiration Time: 2025-03-02T10:00:00.000Z
Not Before: 2025-03-01T09:59:00.000Z
Request ID: req-17
Resources:
- https://shop.example/terms
- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/`)
  })

  it('leaves two empty lines where a missing statement would be', () => {
    expect(
      formatSiwxMessage({
        ...common,
        chainId: 'eip155:1',
        accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      }),
    ).toBe(`shop.example wants you to sign in with your Ethereum account:
0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266


URI: https://shop.example/login
Version: 1
Chain ID: 1
Nonce: k3yr7Qx2mP9aZ1bC
Issued At: 2025-03-01T10:00:00.000Z
Expiration Time: 2025-03-02T10:00:00.000Z`)
  })

  it('writes the CAIP-122 Solana profile', () => {
    expect(
      formatSiwxMessage({
        ...common,
        chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        accountAddress: 'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1',
        statement: 'Sign in to Shop.',
      }),
    ).toBe(`shop.example wants you to sign in with your Solana account:
GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1

Sign in to Shop.

URI: https://shop.example/login
Version: 1
Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp
Nonce: k3yr7Qx2mP9aZ1bC
Issued At: 2025-03-01T10:00:00.000Z
Expiration Time: 2025-03-02T10:00:00.000Z`)
  })

  it('writes the CAIP-122 Bitcoin profile', () => {
    expect(
      formatSiwxMessage({
        ...common,
        chainId: 'bip122:000000000019d6689c085ae165831e93',
        accountAddress: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
      }),
    ).toBe(`shop.example wants you to sign in with your Bitcoin account:
bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l


URI: https://shop.example/login
Version: 1
Chain ID: 000000000019d6689c085ae165831e93
Nonce: k3yr7Qx2mP9aZ1bC
Issued At: 2025-03-01T10:00:00.000Z
Expiration Time: 2025-03-02T10:00:00.000Z`)
  })

  it('refuses a namespace without a message profile', () => {
    expect(() =>
      formatSiwxMessage({
        ...common,
        chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
        accountAddress: 'x',
      }),
    ).toThrow('"polkadot" namespace')
  })
})

describe('the siwe package reads our EIP-4361 text', () => {
  const data = {
    ...common,
    chainId: 'eip155:31337' as const,
    accountAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    statement: 'Sign in to Shop.',
    notBefore: '2025-03-01T09:59:00.000Z',
    requestId: 'req-17',
    resources: ['https://shop.example/terms'],
  }

  it('parses every field and writes the same text back', () => {
    const text = formatSiwxMessage(data)
    const parsed = new SiweMessage(text)
    expect(parsed).toMatchObject({
      domain: 'shop.example',
      address: data.accountAddress,
      statement: 'Sign in to Shop.',
      uri: data.uri,
      version: '1',
      chainId: 31337,
      nonce: data.nonce,
      issuedAt: data.issuedAt,
      expirationTime: data.expirationTime,
      notBefore: data.notBefore,
      requestId: 'req-17',
      resources: ['https://shop.example/terms'],
    })
    expect(parsed.prepareMessage()).toBe(text)
  })

  it('parses a message without a statement and optional fields', () => {
    const text = formatSiwxMessage({
      ...common,
      chainId: 'eip155:1',
      accountAddress: data.accountAddress,
    })
    const parsed = new SiweMessage(text)
    expect(parsed.statement).toBeUndefined()
    expect(parsed.prepareMessage()).toBe(text)
  })

  it('formats what siwe writes into the same text', () => {
    const siwe = new SiweMessage({
      domain: 'shop.example',
      address: data.accountAddress,
      statement: 'Hi.',
      uri: 'https://shop.example',
      version: '1',
      chainId: 10,
      nonce: 'abcdefgh12345678',
      issuedAt: '2025-03-01T10:00:00.000Z',
    })
    const text = siwe.prepareMessage()
    expect(formatSiwxMessage(parseSiwxMessage(text))).toBe(text)
  })
})

describe('parseSiwxMessage', () => {
  it('reads back what formatSiwxMessage wrote, for each namespace', () => {
    const inputs = [
      {
        ...common,
        chainId: 'eip155:1' as const,
        accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        statement: 'Hello.',
        resources: ['https://a.example'],
      },
      {
        ...common,
        chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' as const,
        accountAddress: 'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1',
      },
      {
        ...common,
        chainId: 'bip122:000000000933ea01ad0ee984209779ba' as const,
        accountAddress: 'tb1q9vza2e8x573nczrlzms0wvx3gsqjx7vaxwd45v',
        requestId: 'r1',
      },
    ]
    for (const input of inputs) {
      expect(parseSiwxMessage(formatSiwxMessage(input))).toEqual({
        statement: undefined,
        notBefore: undefined,
        requestId: undefined,
        resources: undefined,
        ...input,
      })
    }
  })

  it('refuses texts that break the grammar', () => {
    expect(() => parseSiwxMessage('hello')).toThrow('missing the header line')
    const text = formatSiwxMessage({
      ...common,
      chainId: 'eip155:1',
      accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    })
    expect(() => parseSiwxMessage(text.replace('Nonce: ', 'Nonse: '))).toThrow('unexpected')
    expect(() => parseSiwxMessage(text.replace(/\nNonce: .*/, ''))).toThrow('missing nonce')
  })
})
