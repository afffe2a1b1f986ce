import { type AppKit, connect } from '@airlock/core'
import { waitFor } from '@testing-library/react'

/** Connects the fake Airlock Dev Wallet and waits for its balance. */
export async function connectTestWallet(appKit: AppKit): Promise<void> {
  await connect(appKit, { connectorId: 'dev.airlock.wallet' })
  await waitFor(() => {
    if (appKit.state.chains.eip155?.account.balance === undefined) throw new Error('no balance yet')
  })
}
