export { createTestAdapter, type TestAdapter } from '../test/createTestAdapter.js'
