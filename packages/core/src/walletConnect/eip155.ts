/**
 * What an EVM adapter asks of a WalletConnect wallet for the eip155 namespace: the wallet methods
 * dapps send (signing, transactions, network changes, EIP-5792 batches) and the two EIP-1193 events.
 */
export const eip155WalletConnectMethods = [
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

export const eip155WalletConnectEvents = ['chainChanged', 'accountsChanged'] as const
