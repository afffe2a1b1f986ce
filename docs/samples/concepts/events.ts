import { connect, UserRejectedRequestError } from '@airlock/core'
import { appKit } from '../quick-start/appKit.js'

// Failures that no call of yours awaits arrive as `error` events.
appKit.subscribeEvents((event) => {
  if (event.data.type === 'error') {
    console.error(event.data.event, event.data.properties.code, event.data.error.shortMessage)
  }
})

export async function connectInjected(connectorId: string) {
  try {
    await connect(appKit, { connectorId })
  } catch (error) {
    if (error instanceof UserRejectedRequestError) return // the visitor declined
    throw error // a WalletRequestError: error.walk() gives the wallet's own error
  }
}
