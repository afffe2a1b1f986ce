import {
  type AdapterConnector,
  type AppKit,
  type CreateAppKitParameters,
  createAppKit,
  createMemoryStorage,
} from '@airlock/core'
import { airlockLocal, airlockLocal2, mainnet } from '@airlock/core/networks'
import { createTestAdapter, type TestAdapter } from '@airlock/core/testing'

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

/** What a wallet answers when the user declines (EIP-1193 code 4001). */
export function userRejection(): Error {
  return Object.assign(new Error('User rejected the request.'), { code: 4001 })
}

/**
 * A real Airlock instance on core's in-memory adapter (two announced wallets, a fixed account and
 * balance), memory storage and the local networks.
 */
export async function createTestAppKit(
  parameters: Partial<CreateAppKitParameters> = {},
): Promise<{ appKit: AppKit; wallet: TestAdapter }> {
  const wallet = createTestAdapter('eip155', {
    connectors: testConnectors,
    address: testAddress,
    chainId: airlockLocal.id,
    balance: '9999.98765',
  })
  const appKit = createAppKit({
    adapters: [wallet],
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
