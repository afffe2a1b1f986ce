import type { WalletConnectClientParameters } from '@airlock/core/walletconnect'

/** The WalletConnect connector's id in wagmi and in core. */
export const walletConnectConnectorId = 'walletConnect'

/** Relay, Verify URL, metadata and storage of the instance's shared WalletConnect client. */
export type WalletConnectOptions = Omit<WalletConnectClientParameters, 'projectId'>

/** What the eip155 namespace asks of a wallet: wagmi's wallet methods and the two EIP-1193 events. */
export const eip155Methods = [
  'eth_sendTransaction',
  'eth_signTransaction',
  'eth_sign',
  'personal_sign',
  'eth_signTypedData',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
] as const
export const eip155Events = ['chainChanged', 'accountsChanged'] as const
