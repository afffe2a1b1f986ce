import type { AdapterWalletConnectOptions } from '@airlock/core/adapter'

/** Relay, metadata and storage of the instance's shared WalletConnect client (the kit's one type). */
export type WalletConnectOptions = AdapterWalletConnectOptions
