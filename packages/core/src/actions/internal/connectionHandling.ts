import { handleAdapterEvent } from './handleAdapterEvent.js'
import { syncConnections } from './syncConnections.js'

// What turns an adapter's connection events into state, loaded when the first such event arrives
// or a stored connection is restored (see dispatchAdapterEvents.ts): a visitor who has not connected
// does not load it with the page.

export { handleAdapterEvent, syncConnections }
