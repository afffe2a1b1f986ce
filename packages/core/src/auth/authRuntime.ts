import { createAuthProvider } from './createAuthProvider.js'
import { setupAuthConnector } from './setupAuthConnector.js'

// The auth connector's own code, one chunk: the provider (frame messages and their schemas) and
// the handling of its events in the modal. It loads when the provider is first needed
// (createLazyAuthProvider).

export { createAuthProvider, setupAuthConnector }
