import { describe, expect, it } from 'vitest'
import { testSurface } from '../test/testSurface.js'
import { formatFinding } from './finding.js'
import { transformAppKitVueFile } from './transformAppKitVueFile.js'

const component = `<script lang="ts">
export default { name: 'Wallet' }
import type { AppKit } from "@reown/appkit/vue"
</script>

<script setup lang="ts">
import { useAppKit, useAppKitAccount, CoreHelperUtil } from '@reown/appkit/vue'
const { open } = useAppKit()
const account = useAppKitAccount()
</script>

<template>
  <!-- import { nothing } from '@reown/appkit/vue' stays: it is the template -->
  <appkit-button />
  <span>{{ account.address }}</span>
</template>

<style scoped>
span { color: red }
</style>
`

describe('transformAppKitVueFile', () => {
  it('rewrites each script block of a component, in place, and leaves the template and styles', () => {
    const result = transformAppKitVueFile({
      file: 'src/Wallet.vue',
      text: component,
      surface: testSurface,
      binding: 'vue',
    })
    expect(result.text).toBe(
      component
        .replace('"@reown/appkit/vue"', '"@airlock/vue"')
        .replace(`} from '@reown/appkit/vue'\nconst`, `} from '@airlock/vue'\nconst`),
    )
    expect(result.text).toContain(`import { nothing } from '@reown/appkit/vue' stays`)
    expect(result.changes.map(({ line, column, to }) => ({ line, column, to }))).toEqual([
      { line: 3, column: 29, to: '@airlock/vue' },
      { line: 7, column: 61, to: '@airlock/vue' },
    ])
    expect(result.findings.map(formatFinding)).toEqual([
      "src/Wallet.vue:7:39  `CoreHelperUtil` (from `@reown/appkit/vue`): `@airlock/vue` does not export it (AppKit's controllers and utilities, which apps seldom import: `@airlock/vue` has createAppKit, AppKit, getAppKit, AppKit's composables and their types)",
    ])
    expect(result.airlockPackages).toEqual(['@airlock/vue'])
  })

  it('leaves a component with no script, or no AppKit import, as it is', () => {
    for (const text of [
      '<template><appkit-button /></template>\n',
      '<script setup>\nconst a = 1\n</script>\n',
    ]) {
      const result = transformAppKitVueFile({ file: 'A.vue', text, surface: testSurface })
      expect(result.text).toBe(text)
      expect(result.changes).toEqual([])
    }
  })
})
