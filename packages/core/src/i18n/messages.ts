/**
 * English messages: every user-facing string of the modal goes through this catalogue. Spec texts
 * are verbatim. Other languages are objects of the same keys passed as `messages` to createAppKit.
 */
export const en = {
  connectWallet: 'Connect Wallet',
  connecting: 'Connecting…',
  account: 'Account',
  allWallets: 'All Wallets',
  searchWallets: 'Search wallets',
  noWalletsFound: 'No wallets found',
  installed: 'Installed',
  recent: 'Recent',
  email: 'Email',
  walletConnect: 'WalletConnect',
  networks: 'Networks',
  chooseNetwork: 'Choose network',
  switchNetwork: 'Switch Network',
  disconnect: 'Disconnect',
  copyAddress: 'Copy address',
  addressCopied: 'Address copied',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  viewOnExplorer: 'Block explorer',
  back: 'Back',
  close: 'Close',
  retry: 'Try again',
  connectionDeclined: 'Connection declined',
  connectionDeclinedDescription: 'Connection can be declined if a previous request is still active',
  continueInWallet: 'Continue in {wallet}',
  acceptInWallet: 'Accept connection request in the wallet',
  connected: 'Connected to {address}',
  disconnected: 'Wallet disconnected',
  networkSwitched: 'Switched to {network}',
  unsupportedChainTitle: 'Switch Network',
  unsupportedChainDescription:
    'This app doesn’t support your current network. Switch to an available option to continue.',
  unsupportedChain: 'Unsupported chain',
  modalLabel: 'Connect a wallet',
  accountModalLabel: 'Your account',
  balance: 'Balance',
  copied: 'Copied',
  whatIsAWallet: 'What is a wallet?',
  // Spec §8 catalogue.
  failedToDisconnect: 'Failed to disconnect',
  somethingWentWrong: 'Something went wrong',
  transactionStarted: 'Transaction started',
  signatureDeclined: 'Signature declined',
  authenticating: 'Authenticating...',
  networkNotFound: 'Network Not Found',
  networkNotFoundDescription: 'The network must be in the networks list.',
  projectIdNotConfigured: 'Project ID Not Configured',
  projectIdNotConfiguredDescription:
    'Set projectId in createAppKit so the modal can reach your Airlock server.',
  invalidProjectId: 'Invalid Project ID',
  invalidProjectIdDescription: 'The project id is not known to the Airlock server.',
  invalidAppConfiguration: 'Invalid App Configuration',
  invalidAppConfigurationDescription: 'This origin is not on the project’s allow-list.',
  userRejected: 'User rejected the request.',
  chainNotSupported: 'Chain is not supported',
} as const

export type MessageKey = keyof typeof en
export type Messages = { readonly [key in MessageKey]: string }
