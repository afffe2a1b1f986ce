import { configure } from '@testing-library/react'

// findBy* and waitFor give up after 1 s by default: too short for a lazy view's first import on a
// busy two-core machine. A failing wait still fails, only later.
configure({ asyncUtilTimeout: 5_000 })
