/** Styles of the email login and embedded-wallet views (loaded with them). */
export const emailStyles = /* css */ `
.email-form { display: flex; flex-direction: column; gap: 8px; }
.email-row { display: flex; gap: 8px; align-items: stretch; }
.email-input { flex: 1; min-width: 0; padding: 10px 12px; border: 1px solid var(--_border); border-radius: calc(var(--radius) * 3); background: var(--bg); color: var(--_fg); font: inherit; }
.email-input[aria-invalid='true'] { border-color: var(--_error); }
.otp-input { text-align: center; letter-spacing: 0.5em; font-size: calc(var(--fs) * 2); font-variant-numeric: tabular-nums; }
.separator { display: flex; align-items: center; gap: 8px; color: var(--_fg-muted); }
.separator::before, .separator::after { content: ''; flex: 1; border-top: 1px solid var(--_border); }
.approve-host { width: 100%; height: 600px; max-height: calc(100vh - 128px); }
.text-button { background: none; border: none; color: var(--accent); font: inherit; font-weight: 600; cursor: pointer; padding: 4px; }
.text-button:disabled { color: var(--_fg-muted); cursor: default; }
`
