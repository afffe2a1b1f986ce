// The Send preview's simulation on Solana, for an adapter to offer as `solana:simulateTransfer`:
// the wallet frame's own (`simulateTransaction`, the account's balances before and after). Kept
// off the main entry and apart from the EVM preview (which needs viem).

export {
  type SimulateSolanaBalancesParameters,
  type SolanaBalanceChange,
  type SolanaSimulation,
  simulateSolanaBalances,
} from '@airlock/frame/preview/solana'
