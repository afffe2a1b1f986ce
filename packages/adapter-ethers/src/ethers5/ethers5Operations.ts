import { ethers } from 'ethers'
import type { EthersOperations, SignerContext } from '../eip1193/EthersOperations.js'

type ExternalProvider = ConstructorParameters<typeof ethers.providers.Web3Provider>[0]

// Always the connected address: getSigner() without one takes eth_accounts[0], which can be stale.
function signer({ provider, address, chainId }: SignerContext) {
  return new ethers.providers.Web3Provider(provider as ExternalProvider, chainId).getSigner(address)
}

function toBigNumber(value: bigint | undefined) {
  return value === undefined ? undefined : ethers.BigNumber.from(value.toString())
}

/** The ethers 5 side of `Ethers5Adapter`. */
export const ethers5Operations: EthersOperations = {
  getAddress: (address) => ethers.utils.getAddress(address),
  async getBalance({ rpcUrl, chainId, address }) {
    // A fixed network: no detection round trip before each read.
    const provider = new ethers.providers.StaticJsonRpcProvider(rpcUrl, chainId)
    return (await provider.getBalance(address)).toBigInt()
  },
  signMessage: (context, message) => signer(context).signMessage(message),
  signTypedData: (context, { domain, types, message }) => {
    const { EIP712Domain: _, ...structs } = types as Record<
      string,
      { name: string; type: string }[]
    >
    return signer(context)._signTypedData(domain, structs, message)
  },
  async sendTransaction(context, { to, value, data }) {
    const response = await signer(context).sendTransaction({ to, value: toBigNumber(value), data })
    // The transaction hash (not the receipt's block hash).
    return response.hash
  },
  async writeContract(context, { address, abi, functionName, args, value }) {
    const contract = new ethers.Contract(address, abi as never, signer(context))
    const method = contract[functionName]
    if (typeof method !== 'function') throw new Error(`The ABI has no function ${functionName}.`)
    const overrides = value !== undefined ? [{ value: toBigNumber(value) }] : []
    const response = (await method(...args, ...overrides)) as { hash: string }
    return response.hash
  },
  async estimateGas(context, { to, value, data }) {
    return (await signer(context).estimateGas({ to, value: toBigNumber(value), data })).toBigInt()
  },
}
