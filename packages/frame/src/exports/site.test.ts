import { expect, test } from 'vitest'

test('public API', async () => {
  expect(Object.keys(await import('./site.js')).sort()).toMatchInlineSnapshot(`
    [
      "approvalEnableDelay",
      "createDomUi",
      "createFrameSiteHeaders",
      "createHttpFrameSiteBackend",
      "createMemorySessionStore",
      "createRequestHandler",
      "createSessionStore",
      "describeRequest",
      "getSmartAccountCallsStatus",
      "startFrameSite",
      "submitSmartAccountCalls",
    ]
  `)
})
