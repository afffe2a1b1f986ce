/** Styles of the swap views; they ship in those lazy chunks, not the first paint. */
export const swapStyles = /* css */ `
.swap-side { display: flex; flex-direction: column; gap: 6px; padding: 12px; border-radius: calc(var(--radius) * 4); background: var(--_surface); }
.swap-side .input { font-size: calc(var(--fs) * 2); border: none; background: transparent; padding: 4px 0; }
.swap-token { display: inline-flex; align-items: center; gap: 6px; padding: 6px 10px; border-radius: 999px; border: 1px solid var(--_border); background: var(--bg); color: var(--_fg); font-weight: 600; white-space: nowrap; }
.swap-token img, .token-logo { width: 24px; height: 24px; border-radius: 50%; }
.swap-switch { align-self: center; margin: -14px 0; z-index: 1; border: 1px solid var(--_border); background: var(--bg); }
.token-option { width: 100%; text-align: start; }
`
