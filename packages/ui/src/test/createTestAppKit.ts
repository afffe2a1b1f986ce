import {
  type AdapterConnector,
  type AdapterEvent,
  type AppKit,
  type ChainAdapter,
  type CreateAppKitParameters,
  createAppKit,
  createMemoryStorage,
} from '@airlock/core'
import { airlockLocal, airlockLocal2, mainnet } from '@airlock/core/networks'

export const testAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

export const testConnectors: AdapterConnector[] = [
  {
    id: 'dev.airlock.wallet',
    name: 'Airlock Dev Wallet',
    type: 'ANNOUNCED',
    chain: 'eip155',
    info: { rdns: 'dev.airlock.wallet' },
  },
  {
    id: 'io.example.other',
    name: 'Other Wallet',
    type: 'ANNOUNCED',
    chain: 'eip155',
    info: { rdns: 'io.example.other' },
  },
]

/** What a test can make the fake wallet do. */
export type FakeWallet = {
  /** The next connect or switch is rejected with 4001. */
  rejectNext: boolean
  /** Connect waits until release() is called. */
  hold: boolean
  release: () => void
  chainId: number
  emit: (event: AdapterEvent) => void
}

/**
 * An in-memory eip155 adapter (the real wagmi adapter is tested against anvil in its package):
 * two announced wallets, a fixed account and balance, switching that follows the request.
 */
function createFakeAdapter(): { adapter: ChainAdapter; wallet: FakeWallet } {
  let releaseHeld: (() => void) | undefined
  const wallet: FakeWallet = {
    rejectNext: false,
    hold: false,
    release: () => releaseHeld?.(),
    chainId: airlockLocal.id,
    emit: () => {},
  }
  const takeRejection = () => {
    if (!wallet.rejectNext) return
    wallet.rejectNext = false
    throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
  }
  const adapter: ChainAdapter = {
    namespace: 'eip155',
    adapterType: 'wagmi',
    setup(context) {
      wallet.emit = context.emit
      context.emit({ type: 'connectors', connectors: testConnectors })
    },
    async connect({ connectorId }) {
      if (wallet.hold) await new Promise<void>((resolve) => (releaseHeld = resolve))
      takeRejection()
      return { connectorId, address: testAddress, chainId: wallet.chainId }
    },
    async reconnect() {
      return undefined
    },
    async disconnect() {},
    async switchNetwork({ network }) {
      takeRejection()
      wallet.chainId = Number(network.id)
      wallet.emit({ type: 'chainChanged', connectorId: 'dev.airlock.wallet', chainId: network.id })
    },
    async getBalance() {
      return { balance: '9999.98765', symbol: 'ETH' }
    },
    getProvider() {
      return undefined
    },
  }
  return { adapter, wallet }
}

/** A real Airlock instance on the fake adapter, memory storage and the local networks. */
export async function createTestAppKit(
  parameters: Partial<CreateAppKitParameters> = {},
): Promise<{ appKit: AppKit; wallet: FakeWallet }> {
  const { adapter, wallet } = createFakeAdapter()
  const appKit = createAppKit({
    adapters: [adapter],
    networks: [airlockLocal, airlockLocal2, mainnet],
    projectId: 'test-project',
    // Nothing listens here: registry and analytics calls fail fast instead of reaching a local stack.
    apiUrl: 'http://127.0.0.1:9',
    storage: createMemoryStorage(),
    themeMode: 'light',
    ...parameters,
  })
  await appKit.ready
  return { appKit, wallet }
}
