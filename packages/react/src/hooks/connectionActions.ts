import { disconnect, switchNetwork } from '@airlock/core'

// The actions on a connection, loaded when a hook first calls one: a page whose visitor never
// connects does not load them.

export { disconnect, switchNetwork }
