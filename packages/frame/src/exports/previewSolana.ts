// What a Solana transaction does, by simulation, for the modal's own Send preview: the account's
// SOL and SPL balances before and after `simulateTransaction` on the chain's node. Apart from the
// EVM preview, so a Solana adapter's app bundles no viem.

export {
  type SimulateSolanaBalancesParameters,
  type SolanaBalanceChange,
  type SolanaSimulation,
  simulateSolanaBalances,
} from '../preview/simulateSolanaBalances.js'
