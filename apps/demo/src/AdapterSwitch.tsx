import { adapterKind, adapterKinds } from './config.js'

const labels = { wagmi: 'wagmi', ethers: 'ethers 6', ethers5: 'ethers 5' } as const

/** Which adapter the page runs on (a page flag: switching reloads with `?adapter=`). */
export function AdapterSwitch() {
  return (
    <fieldset className="actions">
      <legend>Adapter</legend>
      {adapterKinds.map((kind) => (
        <label key={kind}>
          <input
            type="radio"
            name="adapter"
            checked={adapterKind === kind}
            onChange={() => {
              const url = new URL(window.location.href)
              url.searchParams.set('adapter', kind)
              window.location.assign(url)
            }}
          />
          {labels[kind]}
        </label>
      ))}
    </fieldset>
  )
}
