import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
// #if wagmi
import { Providers } from './Providers'
// #else
// Creates the Airlock instance before the first render.
import './appKit'
// #endif

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* #if wagmi */}
    <Providers>
      <App />
    </Providers>
    {/* #else */}
    <App />
    {/* #endif */}
  </StrictMode>,
)
