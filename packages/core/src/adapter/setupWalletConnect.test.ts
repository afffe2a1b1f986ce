import { describe, expect, it } from 'vitest'
import type { ChainNamespace } from '../caip/types.js'
import { getPairingExpiry } from '../selectors/pairing.js'
import type { WalletConnectClient, WalletConnectNamespace } from '../walletConnect/types.js'
import { setupWalletConnect, walletConnectConnectorId } from './setupWalletConnect.js'
import type { AdapterEvent } from './types.js'

const declared: Partial<Record<ChainNamespace, WalletConnectNamespace>> = {
  eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['chainChanged'] },
  solana: {
    chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    methods: ['solana_signMessage'],
    events: [],
  },
  bip122: {
    chains: ['bip122:000000000019d6689c085ae165831e93'],
    methods: ['signMessage'],
    events: ['bip122_addressesChanged'],
  },
}
const namespaces = Object.keys(declared) as ChainNamespace[]

/** An instance's context: one shared client (the real one, which loads nothing until used). */
function instance() {
  const events: AdapterEvent[] = []
  const declaredOn: Record<string, WalletConnectNamespace> = {}
  let shared: WalletConnectClient | undefined
  let created = 0
  const context = {
    projectId: 'test',
    emit: (event: AdapterEvent) => events.push(event),
    getWalletConnectClient: (create: () => WalletConnectClient) => {
      if (!shared) {
        created++
        const client = create()
        shared = {
          ...client,
          setNamespace: (namespace, config) => {
            declaredOn[namespace] = config
            client.setNamespace(namespace, config)
          },
        }
      }
      return shared
    },
  }
  return { context, events, declaredOn, created: () => created }
}

describe('setupWalletConnect', () => {
  it('is on by default in every namespace, on one shared client, each namespace declared at setup', () => {
    const { context, declaredOn, created } = instance()
    const hookUps = namespaces.map((namespace) =>
      setupWalletConnect({ context, options: undefined, namespace, declare: declared[namespace] }),
    )
    for (const [index, hookUp] of hookUps.entries()) {
      expect(hookUp?.connector).toEqual({
        id: walletConnectConnectorId,
        name: 'WalletConnect',
        type: 'WALLET_CONNECT',
        chain: namespaces[index],
      })
    }
    expect(created()).toBe(1)
    expect(new Set(hookUps.map((hookUp) => hookUp?.client)).size).toBe(1)
    expect(declaredOn).toEqual(declared)
  })

  it('is off in every namespace with false, and without a project id', () => {
    const { context, declaredOn } = instance()
    for (const namespace of namespaces) {
      expect(
        setupWalletConnect({ context, options: false, namespace, declare: declared[namespace] }),
      ).toBeUndefined()
      expect(
        setupWalletConnect({
          context: { ...context, projectId: '' },
          options: {},
          namespace,
          declare: declared[namespace],
        }),
      ).toBeUndefined()
    }
    expect(declaredOn).toEqual({})
  })

  it("takes the adapter's own project id before the instance's", () => {
    const { context } = instance()
    const hookUp = setupWalletConnect({
      context: { ...context, projectId: '' },
      options: { projectId: 'own' },
      namespace: 'solana',
      declare: declared.solana,
    })
    expect(hookUp?.connectorId).toBe('walletConnect')
  })

  it('declares nothing for a namespace without networks', () => {
    const { context, declaredOn } = instance()
    expect(
      setupWalletConnect({ context, options: {}, namespace: 'bip122', declare: undefined }),
    ).toBeDefined()
    expect(declaredOn).toEqual({})
  })

  it('reports each pairing URI to core with a fresh expiry', () => {
    const { context, events } = instance()
    const hookUp = setupWalletConnect({
      context,
      options: undefined,
      namespace: 'eip155',
      declare: declared.eip155,
    })
    const before = getPairingExpiry()
    hookUp?.onDisplayUri('wc:abc@2?relay-protocol=irn&symKey=00')
    const [event] = events
    expect(event).toMatchObject({
      type: 'walletConnectUri',
      uri: 'wc:abc@2?relay-protocol=irn&symKey=00',
    })
    expect(event?.type === 'walletConnectUri' && event.expiresAt).toBeGreaterThanOrEqual(before)
  })

  it('creates a client of its own when the instance shares none', () => {
    const events: AdapterEvent[] = []
    const hookUp = setupWalletConnect({
      context: { projectId: 'test', emit: (event) => events.push(event) },
      options: undefined,
      namespace: 'eip155',
      declare: declared.eip155,
    })
    expect(typeof hookUp?.client.connect).toBe('function')
  })
})
