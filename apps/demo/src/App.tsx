import { LocalChains } from './LocalChains.js'

export function App() {
  return (
    <main>
      <h1>Airlock demo</h1>
      <p>A dapp wired to the local stack: two anvil chains and the Airlock packages.</p>
      <LocalChains />
    </main>
  )
}
