import { expect, test } from 'vitest'
import * as ui from './index.js'

test('exports', () => {
  expect(Object.keys(ui)).toMatchInlineSnapshot(`
    [
      "getThemeCssVariables",
      "createAppKitInstance",
      "isAppKitInstance",
      "modal",
      "open",
      "prefetchWalletConnectUriOnDemand",
      "disconnectedAccount",
      "readAccount",
      "readConnections",
      "readNetwork",
      "readProvider",
      "readPublicState",
      "readWalletInfo",
      "unknownNetwork",
      "connectWalletItem",
      "fetchWalletList",
      "readWalletConnectUri",
      "readWalletList",
      "resetWalletConnection",
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
