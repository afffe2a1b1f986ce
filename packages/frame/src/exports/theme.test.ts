import { expect, test } from 'vitest'

test('public API', async () => {
  expect(Object.keys(await import('./theme.js')).sort()).toMatchInlineSnapshot(`
    [
      "formatCssDeclarations",
      "getThemeCssVariables",
      "themePalettes",
      "themeTokens",
      "themeVariableNames",
    ]
  `)
})
