import { expect, test } from 'vitest'

test('public API', async () => {
  expect(Object.keys(await import('./site.js')).sort()).toMatchInlineSnapshot(`
    [
      "createDomUi",
      "createFrameSiteHeaders",
      "createHttpFrameSiteBackend",
      "createMemorySessionStore",
      "createRequestHandler",
      "createSessionStore",
      "createVisibilityGate",
      "describeRequest",
      "getSmartAccountCallsStatus",
      "startFrameSite",
      "submitSmartAccountCalls",
      "supportsVisibilityTracking",
      "visibilityHoldTime",
    ]
  `)
})
