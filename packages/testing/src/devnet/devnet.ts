import type { Address, Hex } from 'viem'

/**
 * The local devnet: two anvil chains loaded from the same seeded state, so every contract has the
 * same address on both. Addresses follow from the deployer's nonces; `pnpm devnet:regenerate`
 * rebuilds the state and fails if any address here would change.
 */
export const devnetMnemonic = 'test test test test test test test test test test test junk'

/** The two local chains of the stack. */
export const devnetChains = {
  primary: { id: 31337, name: 'Airlock Local', port: 8545, rpcUrl: 'http://127.0.0.1:8545' },
  secondary: { id: 31338, name: 'Airlock Local 2', port: 8546, rpcUrl: 'http://127.0.0.1:8546' },
} as const

export type DevnetChain = (typeof devnetChains)[keyof typeof devnetChains]

/** Loopback server for the collection's token metadata and images. */
export const devnetAssets = { port: 8547, baseUrl: 'http://127.0.0.1:8547' } as const

/** The standard test mnemonic's first ten accounts; each starts with 10,000 ETH. */
export const devAccounts = [
  {
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  },
  {
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  },
  {
    address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    privateKey: '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  },
  {
    address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
    privateKey: '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
  },
  {
    address: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
    privateKey: '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
  },
  {
    address: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
    privateKey: '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
  },
  {
    address: '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
    privateKey: '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e',
  },
  {
    address: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
    privateKey: '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356',
  },
  {
    address: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
    privateKey: '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97',
  },
  {
    address: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
    privateKey: '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6',
  },
] as const satisfies readonly { address: Address; privateKey: Hex }[]

/** Contracts deployed by account 0, in nonce order. */
export const devnetContracts = {
  weth: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  uniswapV2Factory: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  uniswapV2Router: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
  usd: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
  token: '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9',
  collection: '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707',
} as const satisfies Record<string, Address>

/** The two ERC-20 tokens and what they are worth in the local price table. */
export const devnetTokens = {
  usd: {
    address: devnetContracts.usd,
    name: 'Airlock USD',
    symbol: 'AUSD',
    decimals: 6,
    priceUsd: 1,
  },
  token: {
    address: devnetContracts.token,
    name: 'Airlock Token',
    symbol: 'AIR',
    decimals: 18,
    priceUsd: 1.5,
  },
} as const

/** The native currency's price in the local price table. */
export const devnetNativePriceUsd = 3000

/** The ERC-721 collection; tokens 1 to `mintedToFirstAccount` belong to account 0. */
export const devnetCollection = {
  address: devnetContracts.collection,
  name: 'Airlock Lanterns',
  symbol: 'LANTERN',
  baseUri: `${devnetAssets.baseUrl}/nft/`,
  mintedToFirstAccount: 3,
} as const

/** What the seeding gives out and puts in the pools, in whole tokens. */
export const devnetSeed = {
  /** Minted to account 0. */
  firstAccountMint: 1_000_000,
  /** Minted to each of accounts 1 to 9. */
  otherAccountsMint: 10_000,
  /** AIR/WETH pool. */
  tokenEthPool: { token: 100_000, eth: 50 },
  /** AIR/AUSD pool. */
  tokenUsdPool: { token: 100_000, usd: 150_000 },
} as const

/**
 * Token balances of account 0 right after seeding, in whole tokens: the mint less what went into
 * the pools.
 */
export const devnetFirstAccountBalances = {
  usd: devnetSeed.firstAccountMint - devnetSeed.tokenUsdPool.usd,
  token:
    devnetSeed.firstAccountMint - devnetSeed.tokenEthPool.token - devnetSeed.tokenUsdPool.token,
} as const
