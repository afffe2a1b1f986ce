import { Eip1193Adapter, type Eip1193AdapterParameters } from '../eip1193/Eip1193Adapter.js'
import { ethers6Operations } from './ethers6Operations.js'

export type EthersAdapterParameters = Eip1193AdapterParameters

/**
 * Airlock's adapter for EVM chains on ethers 6: EIP-6963 wallets and `window.ethereum`. Signing,
 * sending and contract writes go through an ethers `JsonRpcSigner` and resolve with hashes;
 * `useAppKitProvider('eip155').walletProvider` is the wallet's raw EIP-1193 provider.
 *
 * @example
 * const adapter = new EthersAdapter() // the eip155 networks given to createAppKit
 * createAppKit({ adapters: [adapter], networks: [mainnet, base], projectId })
 * const signer = await new BrowserProvider(walletProvider).getSigner(address)
 */
export class EthersAdapter extends Eip1193Adapter {
  constructor(parameters: EthersAdapterParameters = {}) {
    super('ethers', ethers6Operations, parameters)
  }
}
