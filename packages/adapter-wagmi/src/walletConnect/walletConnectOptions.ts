import type { WalletConnectClientParameters } from '@airlock/core/walletconnect'

/** The WalletConnect connector's id in wagmi and in core. */
export const walletConnectConnectorId = 'walletConnect'

/** Relay, metadata and storage of the instance's shared WalletConnect client. */
export type WalletConnectOptions = Omit<WalletConnectClientParameters, 'projectId'>
