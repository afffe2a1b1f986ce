import { expect, test } from 'vitest'
import * as ui from './index.js'

test('exports', () => {
  expect(Object.keys(ui)).toMatchInlineSnapshot(`
    [
      "getThemeCssVariables",
      "AccountButton",
      "AppKitButton",
      "showsAccount",
      "ConnectButton",
      "renderConnectButtonShell",
      "NetworkButton",
      "getDefaultAppKit",
      "registerDefaultAppKit",
      "watchDefaultAppKit",
      "defineAppKitElements",
      "modalElementName",
      "mountModal",
      "HydrationStateProvider",
      "useStore",
      "adoptStyles",
      "buttonStyles",
      "applyTheme",
    ]
  `)
})
