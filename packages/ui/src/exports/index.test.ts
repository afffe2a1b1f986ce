import { expect, test } from 'vitest'
import * as ui from './index.js'

test('exports', () => {
  expect(Object.keys(ui)).toMatchInlineSnapshot(`
    [
      "getThemeCssVariables",
      "createAppKitInstance",
      "getCreatedAppKit",
      "disconnectedAccount",
      "readAccount",
      "readConnections",
      "readNetwork",
      "readProvider",
      "readPublicState",
      "readWalletInfo",
      "unknownNetwork",
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
      "isEqualSelection",
      "useStore",
      "adoptStyles",
      "buttonStyles",
      "applyTheme",
    ]
  `)
})
