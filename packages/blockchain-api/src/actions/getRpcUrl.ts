import { buildUrl } from '../client/buildUrl.js'
import type { BlockchainApiClient } from '../client/createBlockchainApiClient.js'
import { rpcRoute } from '../routes/rpc.js'

export type GetRpcUrlParameters = {
  /** CAIP-2 id of the chain, e.g. `eip155:1`. */
  chainId: string
}

/**
 * The server's JSON-RPC URL of a chain (spec §7: `{host}/v1/?chainId={chain}&projectId={id}`), for
 * a transport that sends the calls itself.
 *
 * @example getRpcUrl(client, { chainId: 'eip155:31337' }) // http://…/v1/?chainId=eip155%3A31337&projectId=…
 */
export function getRpcUrl(client: BlockchainApiClient, parameters: GetRpcUrlParameters): string {
  return buildUrl(client, rpcRoute, { query: { chainId: parameters.chainId } })
}
