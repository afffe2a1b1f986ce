import {
  BrowserProvider,
  Contract,
  type Eip1193Provider,
  getAddress,
  JsonRpcProvider,
  JsonRpcSigner,
  Network,
} from 'ethers'
import type { EthersOperations, SignerContext } from '../eip1193/EthersOperations.js'

// Always the connected address: getSigner() without one takes eth_accounts[0], which can be stale.
function signer({ provider, address, chainId }: SignerContext): JsonRpcSigner {
  const browser = new BrowserProvider(provider as Eip1193Provider, chainId)
  return new JsonRpcSigner(browser, address)
}

/** The ethers 6 side of `EthersAdapter`. */
export const ethers6Operations: EthersOperations = {
  getAddress,
  async getBalance({ rpcUrl, chainId, address }) {
    // A fixed network: no detection loop, and a dead RPC fails instead of retrying forever.
    const provider = new JsonRpcProvider(rpcUrl, Network.from(chainId), {
      staticNetwork: true,
      batchMaxCount: 1,
    })
    try {
      return await provider.getBalance(address)
    } finally {
      provider.destroy()
    }
  },
  signMessage: (context, message) => signer(context).signMessage(message),
  signTypedData: (context, { domain, types, message }) => {
    const { EIP712Domain: _, ...structs } = types as Record<
      string,
      { name: string; type: string }[]
    >
    return signer(context).signTypedData(domain, structs, message)
  },
  async sendTransaction(context, { to, value, data }) {
    const response = await signer(context).sendTransaction({ to, value, data })
    return response.hash
  },
  async writeContract(context, { address, abi, functionName, args, value }) {
    const contract = new Contract(address, abi as never, signer(context))
    const response = await contract.getFunction(functionName)(
      ...args,
      ...(value !== undefined ? [{ value }] : []),
    )
    return (response as { hash: string }).hash
  },
  estimateGas: (context, { to, value, data }) => signer(context).estimateGas({ to, value, data }),
}
