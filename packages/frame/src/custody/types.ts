/** The embedded wallet as the server keeps it: the address commitment and the recovery set's halves. */
export type StoredWallet = {
  address: string
  /** The server's half of the recovery set (base64). */
  recoveryShare: string
  /** The user's half, sealed under a passkey or password (opaque to the server). */
  sealedRecoveryShare: string
}

/**
 * What custody needs of the frame backend, for the logged-in frame session (the frame binds the
 * session token). `@airlock/blockchain-api`'s frame client implements it over HTTP.
 */
export type WalletBackend = {
  getWallet(): Promise<StoredWallet | undefined>
  createWallet(wallet: StoredWallet): Promise<void>
  /** The auth share of this device's set (base64), or undefined when the device has none. */
  getAuthShare(parameters: { deviceId: string }): Promise<string | undefined>
  storeAuthShare(parameters: { deviceId: string; share: string }): Promise<void>
}

/** The frame origin's storage of device shares (IndexedDB in the browser; partitioned per dapp site). */
export type DeviceShareStore = {
  get(userId: string): Promise<Uint8Array | undefined>
  set(userId: string, share: Uint8Array): Promise<void>
  delete(userId: string): Promise<void>
}
