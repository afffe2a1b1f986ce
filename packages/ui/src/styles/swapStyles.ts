/** Styles of the swap views (beside tokenFormStyles); they ship in those lazy chunks, not the first paint. */
export const swapStyles = /* css */ `
.swap-switch { align-self: center; margin: -14px 0; z-index: 1; border: 1px solid var(--_border); background: var(--bg); }
.price-warning { padding: 8px 12px; border-radius: calc(var(--radius) * 3); background: var(--_surface); border-inline-start: 4px solid #b54708; font-weight: 600; }
`
