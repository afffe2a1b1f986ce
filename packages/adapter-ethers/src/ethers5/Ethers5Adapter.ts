import { Eip1193Adapter, type Eip1193AdapterParameters } from '../eip1193/Eip1193Adapter.js'
import { ethers5Operations } from './ethers5Operations.js'

export type Ethers5AdapterParameters = Eip1193AdapterParameters

/**
 * Airlock's adapter for EVM chains on ethers 5: EIP-6963 wallets and `window.ethereum`. Signing,
 * sending and contract writes go through an ethers 5 `JsonRpcSigner` and resolve with transaction
 * hashes; `useAppKitProvider('eip155').walletProvider` is the wallet's raw EIP-1193 provider.
 *
 * @example
 * const adapter = new Ethers5Adapter({ networks: [mainnet, base] })
 * createAppKit({ adapters: [adapter], networks: [mainnet, base], projectId })
 * const signer = new ethers.providers.Web3Provider(walletProvider).getSigner(address)
 */
export class Ethers5Adapter extends Eip1193Adapter {
  constructor(parameters: Ethers5AdapterParameters = {}) {
    super('ethers5', ethers5Operations, parameters)
  }
}
