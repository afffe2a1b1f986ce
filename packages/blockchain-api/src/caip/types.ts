/** The chain namespaces Airlock knows (CAIP-2 namespaces). */
export const chainNamespaces = ['eip155', 'solana', 'bip122', 'polkadot'] as const

export type ChainNamespace = (typeof chainNamespaces)[number]

/** CAIP-2 network id: `namespace:reference`, e.g. `eip155:1`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`

/** CAIP-10 account id: `namespace:reference:address`, e.g. `eip155:1:0xab…`. */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`
