import { useAppKitSIWX } from '@airlock/react'
import { isLocalMode, siwxMode } from './config.js'

const modes = [
  { mode: 'required', label: 'Required' },
  { mode: 'optional', label: 'Optional' },
  { mode: 'off', label: 'Off' },
] as const

/** Sign-in with the wallet: the mode (a page flag, so a reload applies it) and the session. */
export function SignInPanel() {
  const { status, session, isSignedIn, signOut } = useAppKitSIWX()
  if (!isLocalMode) return null
  return (
    <section aria-labelledby="siwx-heading">
      <h2 id="siwx-heading">Sign in with the wallet</h2>
      <fieldset className="actions">
        <legend>Sign-in</legend>
        {modes.map(({ mode, label }) => (
          <label key={mode}>
            <input
              type="radio"
              name="siwx-mode"
              checked={siwxMode === mode}
              onChange={() => {
                const url = new URL(window.location.href)
                url.searchParams.set('siwx', mode)
                window.location.assign(url)
              }}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {siwxMode === 'off' ? null : (
        <dl>
          <dt>Sign-in</dt>
          <dd data-testid="siwx-status">{isSignedIn ? 'Signed in' : status}</dd>
          <dt>Signed in as</dt>
          <dd data-testid="siwx-account">
            {session ? `${session.data.accountAddress} on ${session.data.chainId}` : '—'}
          </dd>
          <dt>Session id (check it with GET /v1/sessions/&#123;id&#125;)</dt>
          <dd data-testid="siwx-session-id">{session?.id ?? '—'}</dd>
          <dt>Expires</dt>
          <dd>{session?.data.expirationTime ?? '—'}</dd>
        </dl>
      )}
      {isSignedIn ? (
        <div className="actions">
          <button type="button" onClick={() => void signOut()}>
            Sign out
          </button>
        </div>
      ) : null}
    </section>
  )
}
