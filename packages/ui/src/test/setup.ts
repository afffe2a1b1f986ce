import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// The modal renders through its own React root, outside act(); tests wait with findBy/waitFor.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false

afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
})
