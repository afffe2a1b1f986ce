// The only write into WalletConnect's SDK internals. walletConnectInternals.test.ts in
// @airlock/adapter-wagmi checks the field on a real UniversalProvider of the pinned version.

type VerifyInternals = { verifyUrlV3?: unknown }
type UniversalProviderInternals = { client?: { core?: { verify?: VerifyInternals } } }

/**
 * Points the sign client's Verify iframe at `verifyUrl`; returns whether the field was there to
 * set. WalletConnect's SDK hard-codes verify.walletconnect.org and offers no option for it, and
 * before each proposal and request a page waits up to 5 s on that iframe when it cannot load
 * (offline, or with a local relay). Airlock's server answers at its own `/verify` at once.
 *
 * @example setWalletConnectVerifyUrl(universalProvider, 'http://127.0.0.1:8787/verify')
 */
export function setWalletConnectVerifyUrl(provider: unknown, verifyUrl: string): boolean {
  const verify = (provider as UniversalProviderInternals | undefined)?.client?.core?.verify
  if (typeof verify?.verifyUrlV3 !== 'string') return false
  verify.verifyUrlV3 = verifyUrl
  return true
}
