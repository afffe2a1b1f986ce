/**
 * The buttons' stylesheet: adopt it into the shadow root a button renders in (the custom elements
 * of `@airlock/react` do), or add it to the page once when the buttons render in the light DOM.
 * Classes are prefixed so the sheet is safe in either place.
 */
export const buttonStyles = /* css */ `
.airlock-button {
  --_accent: var(--airlock-accent, #0a5ed7);
  display: inline-flex; align-items: center; gap: 8px;
  min-height: 40px; padding: 0 16px; border: 0; border-radius: 999px;
  font-family: var(--airlock-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
  font-size: calc(var(--airlock-font-size-master, 10px) * 1.5); font-weight: 600; line-height: 1;
  background: var(--_accent); color: #ffffff; cursor: pointer;
  transition: filter 120ms ease;
}
.airlock-button:hover { filter: brightness(1.08); }
.airlock-button[data-size='sm'] { min-height: 32px; padding: 0 12px; font-size: calc(var(--airlock-font-size-master, 10px) * 1.3); }
.airlock-button:disabled { cursor: progress; opacity: 0.85; }
.airlock-button:focus { outline: none; }
.airlock-button:focus-visible { outline: 2px solid var(--_accent); outline-offset: 2px; }
.airlock-button[data-variant='account'] {
  background: #f3f4f6; color: #141414; padding-block: 0; padding-inline: 12px 6px;
}
.airlock-button[data-variant='account'] .airlock-address {
  background: #ffffff; border-radius: 999px; padding: 6px 10px; display: inline-flex; align-items: center; gap: 6px;
}
.airlock-avatar { width: 20px; height: 20px; border-radius: 50%; flex: none; }
.airlock-sr-only {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.airlock-network-logo { width: 20px; height: 20px; border-radius: 50%; flex: none; object-fit: cover; }
.airlock-button[data-variant='account'][data-theme='dark'] { background: #1e2020; color: #e4e7e7; }
.airlock-button[data-variant='account'][data-theme='dark'] .airlock-address { background: #121313; }
@media (prefers-reduced-motion: reduce) {
  .airlock-button { transition: none; }
}
`
