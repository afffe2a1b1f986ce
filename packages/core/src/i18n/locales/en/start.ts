/** English: the buttons and the announcements a page can make before the modal is opened (loaded at start). */
export const start = {
  connectWallet: 'Connect Wallet',
  connecting: 'Connecting…',
  unsupportedChain: 'Unsupported chain',
  connected: 'Connected to {address}',
  disconnected: 'Wallet disconnected',
  networkSwitched: 'Switched to {network}',
} as const
