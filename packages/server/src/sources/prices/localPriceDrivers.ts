import type { PriceDriverConfig } from './priceDriversConfig.js'

/**
 * The local devnet's price drivers (both chains share addresses): its Chainlink feeds first
 * (ETH / USD, AIR / USD, AUSD / USD), then the Uniswap V3 pools' 30-minute TWAP (ETH through
 * AUSD/WETH, AIR through AIR/WETH and ETH). Kept here as data; a test checks them against
 * `@airlock/testing`.
 */
export const localPriceDrivers: PriceDriverConfig[] = [
  {
    driver: 'chainlink',
    feeds: {
      native: {
        address: '0xcA88B57549db9f89C1f9D3603b4e04A15242e100',
        heartbeatSeconds: 3600,
        decimals: 8,
      },
      '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9': {
        address: '0x8fFbf6bED8E989688A9BF15203697F87CB63Dd2A',
        heartbeatSeconds: 86_400,
        decimals: 8,
      },
      '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9': {
        address: '0xF801fc13AA08876F343fEBf50dFfA52A78180811',
        heartbeatSeconds: 86_400,
        decimals: 8,
      },
    },
  },
  {
    driver: 'uniswap-v3-twap',
    weth: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    pools: [
      { token: 'native', pool: '0xCB6892FFFd6c45fDb9cFb867a4489206a30B9AF2', quote: 'usd' },
      {
        token: '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9',
        pool: '0x8BC6C54eEaF1A054F1731b95D8488b410FAe62eD',
        quote: 'native',
      },
    ],
  },
]
