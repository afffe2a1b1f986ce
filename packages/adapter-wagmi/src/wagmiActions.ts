import { getWagmiBalance } from './getWagmiBalance.js'
import { switchWagmiChain } from './switchWagmiChain.js'
import {
  estimateWithWagmi,
  sendWithWagmi,
  signWithWagmi,
  writeWithWagmi,
} from './wagmiCapabilityActions.js'

/**
 * What the adapter runs through wagmi on use (sign, send, write, estimate, switch, balance), in one
 * module loaded on the first of them. One lazily loaded module rather than one per action: Vite 8
 * gives every set of viem modules that start code and a different combination of lazy chunks share
 * a chunk of its own, preloaded with the page (five such chunks with three lazy modules, none with
 * one).
 *
 * @example const { getWagmiBalance } = (await import('./wagmiActions.js')).wagmiActions
 */
export const wagmiActions = {
  estimateWithWagmi,
  getWagmiBalance,
  sendWithWagmi,
  signWithWagmi,
  switchWagmiChain,
  writeWithWagmi,
}
