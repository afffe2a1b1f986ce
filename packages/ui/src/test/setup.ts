import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// The modal renders through its own React root, outside act(); tests wait with findBy/waitFor.
// findBy* and waitFor give up after 1 s by default: too short for a lazy view's first import on a
// busy two-core machine, and 5 s once proved too short in CI (a React 18 dialog test, 376 ms when
// the machine is quiet). A failing wait still fails, only later; tests have 20 s each.
configure({ asyncUtilTimeout: 15_000 })

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
})
