import { configure } from '@testing-library/react'

// findBy* and waitFor give up after 1 s by default: too short for a lazy view's first import on a
// busy two-core machine, and 5 s once proved too short in CI (a React 18 dialog test, 376 ms when
// the machine is quiet). A failing wait still fails, only later; tests have 20 s each.
configure({ asyncUtilTimeout: 15_000 })
