import { type Address, createPublicClient, http, isAddress, parseAbi } from 'viem'
import { AccountFactoryAnswerError } from '../../errors/upstreamErrors.js'

const factoryAbi = parseAbi([
  'function getAddress(address owner, uint256 salt) view returns (address)',
])

/** How long the chain's fees are reused between sponsorships. */
const feesTtlMs = 5_000
/** Smart-account addresses remembered (they never change for an owner and factory). */
const maxRememberedAccounts = 10_000

type ChainFees = { gasPrice: bigint; maxPriorityFeePerGas: bigint }

export type SponsorChainReader = {
  /** The counterfactual address of `owner`'s smart account (salt 0) by the factory. */
  smartAccountOf: (owner: Address) => Promise<Address>
  /** `eth_gasPrice` and `eth_maxPriorityFeePerGas` now (the gas price for both without the latter). */
  currentFees: () => Promise<ChainFees>
}

/**
 * What the paymaster reads from its chain, through the chain's RPC: the embedded wallet's smart
 * account of an owner key (the factory's `getAddress`, as the frame computes it) and the current
 * fees. Addresses are remembered; fees for a few seconds.
 */
export function createSponsorChainReader(parameters: {
  rpcUrl: string
  factory: Address
}): SponsorChainReader {
  const client = createPublicClient({ transport: http(parameters.rpcUrl, { retryCount: 1 }) })
  const accounts = new Map<string, Address>()
  let fees: { value: Promise<ChainFees>; at: number } | undefined
  return {
    async smartAccountOf(owner) {
      const key = owner.toLowerCase()
      const known = accounts.get(key)
      if (known) return known
      const address = await client.readContract({
        address: parameters.factory,
        abi: factoryAbi,
        functionName: 'getAddress',
        args: [owner, 0n],
      })
      if (!isAddress(address)) throw new AccountFactoryAnswerError(owner)
      if (accounts.size >= maxRememberedAccounts) accounts.clear()
      accounts.set(key, address)
      return address
    },
    currentFees() {
      if (fees && Date.now() - fees.at < feesTtlMs) return fees.value
      const value = (async () => {
        const gasPrice = await client.getGasPrice()
        const maxPriorityFeePerGas = await client
          .request({ method: 'eth_maxPriorityFeePerGas' })
          .then(BigInt, () => gasPrice)
        return { gasPrice, maxPriorityFeePerGas }
      })()
      fees = { value, at: Date.now() }
      value.catch(() => {
        fees = undefined
      })
      return value
    },
  }
}
