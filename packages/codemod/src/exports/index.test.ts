import { expect, test } from 'vitest'

test('public API', async () => {
  expect(Object.keys(await import('./index.js')).sort()).toMatchInlineSnapshot(`
    [
      "AirlockModuleUnresolvedError",
      "CodemodDirectoryNotFoundError",
      "CodemodSurfaceMissingError",
      "InvalidCodemodArgumentsError",
      "InvalidPackageJsonError",
      "appKitModules",
      "formatCodemodReport",
      "loadAirlockSurface",
      "runAppKitCodemod",
      "transformAppKitPackageJson",
      "transformAppKitSource",
    ]
  `)
})
