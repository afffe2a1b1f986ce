import { ethers as ethersModule } from 'ethers'
import type { EthersOperations, SignerContext } from '../eip1193/EthersOperations.js'
import { AbiFunctionNotFoundError } from '../errors.js'

type BigNumber5 = { toBigInt: () => bigint }
type Transaction5 = { to: string; value?: BigNumber5 | undefined; data?: string | undefined }
type Signer5 = {
  signMessage: (message: string) => Promise<string>
  _signTypedData: (
    domain: Record<string, unknown>,
    types: Record<string, { name: string; type: string }[]>,
    value: Record<string, unknown>,
  ) => Promise<string>
  sendTransaction: (transaction: Transaction5) => Promise<{ hash: string }>
  estimateGas: (transaction: Transaction5) => Promise<BigNumber5>
}

/**
 * The part of ethers 5 this side uses. Typed here rather than from the package, so that a
 * workspace (or dapp) whose `ethers` types are version 6 still compiles the adapter; at run time
 * `ethers` is always the dapp's ethers 5. tsconfig.ethers5.json checks the tests against ethers 5.
 */
type Ethers5 = {
  providers: {
    Web3Provider: new (
      provider: unknown,
      network?: number | string,
    ) => { getSigner: (address: string) => Signer5 }
    StaticJsonRpcProvider: new (
      url: string,
      network: number,
    ) => { getBalance: (address: string) => Promise<BigNumber5> }
  }
  BigNumber: { from: (value: string) => BigNumber5 }
  utils: { getAddress: (address: string) => string }
  Contract: new (address: string, abi: never, signer: Signer5) => Record<string, unknown>
}

const ethers = ethersModule as unknown as Ethers5

// Always the connected address: getSigner() without one takes eth_accounts[0], which can be stale.
function signer({ provider, address, chainId }: SignerContext) {
  return new ethers.providers.Web3Provider(provider, chainId).getSigner(address)
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
    if (typeof method !== 'function') throw new AbiFunctionNotFoundError(functionName)
    const overrides = value !== undefined ? [{ value: toBigNumber(value) }] : []
    const response = (await method(...args, ...overrides)) as { hash: string }
    return response.hash
  },
  async estimateGas(context, { to, value, data }) {
    return (await signer(context).estimateGas({ to, value: toBigNumber(value), data })).toBigInt()
  },
}
