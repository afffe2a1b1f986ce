import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// The modal renders through its own React root, outside act(); tests wait with findBy/waitFor.
// findBy* and waitFor give up after 1 s by default: too short for a lazy view's first import on a
// busy two-core machine. A failing wait still fails, only later.
configure({ asyncUtilTimeout: 5_000 })

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
})
