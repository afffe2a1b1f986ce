export {
  type AdapterConformanceParameters,
  type AdapterConformanceSession,
  type ConformanceHarness,
  type ConformanceHarnessOptions,
  type ConformanceWallet,
  codesInCauseChain,
  createConformanceHarnesses,
  describeAdapterConformance,
  eventsOf,
  expectUserRejection,
  rejectionOf,
} from '../conformance/describeAdapterConformance.js'
export {
  conformanceWalletId,
  createEip155ConformanceWallet,
  describeEip155AdapterConformance,
  type Eip155AdapterConformanceParameters,
} from '../conformance/describeEip155AdapterConformance.js'
