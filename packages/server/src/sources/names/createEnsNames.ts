import {
  type Address,
  createPublicClient,
  getAddress,
  http,
  isAddressEqual,
  type PublicClient,
} from 'viem'
import { mainnet } from 'viem/chains'
import { normalize } from 'viem/ens'
import type { Cache } from '../../cache/createCache.js'
import type { ChainRuntime } from '../../chains/chainRuntime.js'
import type { NftMetadataAccess } from '../../nft/nftMetadata.js'
import { resolveEnsAvatar } from './resolveEnsAvatar.js'

/** Spec §9: an ENS name and an identity are kept 5 minutes. */
const ensCacheMs = 5 * 60_000

/** An address's primary name, or a name's address, with the avatar's URL as browsers get it. */
type EnsProfile = { name: string; address: Address; avatar: string | null }

/** ENS read through one chain's Universal Resolver (see `createEnsNames`). */
export type EnsNames = {
  /** The CAIP-2 id of the chain ENS is read on. */
  chainId: `eip155:${number}`
  /**
   * The address's primary name (reverse record, then the forward check: the name must resolve
   * back to the address), or null.
   */
  lookupAddress: (address: Address) => Promise<EnsProfile | null>
  /** The address a name resolves to (ENSIP-15 normalized first), or null. */
  resolveName: (name: string) => Promise<EnsProfile | null>
}

export type CreateEnsNamesParameters = {
  /** The configured chains in order; ENS is read on the first with a Universal Resolver. */
  chains: ReadonlyMap<string, ChainRuntime>
  cache: Cache
  /** How avatars are checked and NFT avatars' metadata is read (the NFT metadata policy). */
  access: NftMetadataAccess
  /** Default: 5 minutes. */
  cacheMs?: number | undefined
}

/**
 * ENS names for the identity and profile routes, from the chain's Universal Resolver: eip155:1
 * when served (viem's mainnet address unless the chain sets its own), else the first chain whose
 * configuration sets `ensUniversalResolver`. Undefined when no chain has one. Answers, a name or
 * none, are cached (`cache`, shared through Redis when configured); a failed read is not. The
 * client reads without CCIP-Read: the server never requests the gateway URLs a resolver names.
 *
 * @example const names = createEnsNames({ chains, cache, access }); await names?.lookupAddress(a)
 */
export function createEnsNames({
  chains,
  cache,
  access,
  cacheMs = ensCacheMs,
}: CreateEnsNamesParameters): EnsNames | undefined {
  const runtimes = [...chains.values()]
  const chain =
    runtimes.find((runtime) => runtime.config.id === 1) ??
    runtimes.find((runtime) => runtime.config.ensUniversalResolver)
  if (!chain) return undefined
  const universalResolverAddress = getAddress(
    chain.config.ensUniversalResolver ?? mainnet.contracts.ensUniversalResolver.address,
  )
  const client: PublicClient = createPublicClient({
    transport: http(chain.config.rpcUrl, { batch: true, retryCount: 2, timeout: 10_000 }),
    ccipRead: false,
  })
  const avatarOf = async (name: string, owner: Address) =>
    resolveEnsAvatar(
      await client.getEnsText({ name, key: 'avatar', universalResolverAddress }),
      owner,
      { chains, access },
    )
  const cached = async (
    key: string,
    read: () => Promise<EnsProfile | null>,
  ): Promise<EnsProfile | null> => {
    const hit = await cache.get(key)
    if (hit !== undefined) return JSON.parse(hit) as EnsProfile | null
    const profile = await read()
    await cache.set(key, JSON.stringify(profile), cacheMs)
    return profile
  }

  return {
    chainId: chain.caipId,
    lookupAddress: (address) =>
      cached(`ens:address:${chain.caipId}:${address.toLowerCase()}`, async () => {
        const name = await client.getEnsName({ address, universalResolverAddress })
        // A name that is not in normal form, or does not resolve back, is not the account's.
        if (!name || toNormalized(name) !== name) return null
        const resolved = await client.getEnsAddress({ name, universalResolverAddress })
        if (!resolved || !isAddressEqual(resolved, address)) return null
        return { name, address: getAddress(address), avatar: await avatarOf(name, resolved) }
      }),
    resolveName: async (typed) => {
      const name = toNormalized(typed)
      if (!name) return null
      return cached(`ens:name:${chain.caipId}:${name}`, async () => {
        const address = await client.getEnsAddress({ name, universalResolverAddress })
        if (!address) return null
        return { name, address, avatar: await avatarOf(name, address) }
      })
    },
  }
}

/** ENSIP-15 normal form, or undefined for a name that has none. */
function toNormalized(name: string): string | undefined {
  try {
    return normalize(name)
  } catch {
    return undefined
  }
}
