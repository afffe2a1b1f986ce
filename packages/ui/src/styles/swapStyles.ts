/** Styles of the swap views (beside tokenFormStyles); they ship in those lazy chunks, not the first paint. */
export const swapStyles = /* css */ `
.swap-switch { align-self: center; margin: -14px 0; z-index: 1; border: 1px solid var(--_border); background: var(--bg); }
`
