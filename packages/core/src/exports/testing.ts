export { createTestAdapter, type TestAdapter } from '../test/createTestAdapter.js'
export { createTestFrameHost, type TestFrameHost } from '../test/createTestFrameHost.js'
