import { expect, test } from 'vitest'
import * as ui from './index.js'

test('exports', () => {
  expect(Object.keys(ui)).toMatchInlineSnapshot(`
    [
      "AccountButton",
      "AppKitButton",
      "ConnectButton",
      "NetworkButton",
      "modalElementName",
      "mountModal",
      "useStore",
      "adoptStyles",
      "buttonStyles",
      "applyTheme",
      "getThemeCssVariables",
    ]
  `)
})
