/**
 * Styles of the token forms (Send, Buy, Swap): the large amount with its USD value and the token
 * button beside it. They ship in those lazy chunks, not the first paint.
 */
export const tokenFormStyles = /* css */ `
.amount-field { display: flex; flex-direction: column; gap: 6px; padding: 12px; border-radius: calc(var(--radius) * 4); background: var(--_surface); }
.amount-field > label { font-weight: 600; }
.amount-field[data-invalid] { box-shadow: inset 0 0 0 1px var(--_error); }
.amount-row, .amount-meta { display: flex; align-items: center; gap: 8px; }
.amount-input { flex: 1; min-width: 0; padding: 2px 0; border: none; background: none; font: inherit; font-size: calc(var(--fs) * 2.8); font-weight: 600; color: var(--_fg); }
.amount-meta { flex-wrap: wrap; justify-content: space-between; min-height: 20px; }
.token-button { display: inline-flex; align-items: center; gap: 6px; min-height: 36px; padding: 4px 10px 4px 4px; border: 1px solid var(--_border); border-radius: 999px; background: var(--bg); font-weight: 600; white-space: nowrap; }
.token-button:hover { background: var(--_surface-hover); }
.token-button::after { content: ''; width: 6px; height: 6px; margin: -3px 2px 0; border: solid; border-width: 0 2px 2px 0; transform: rotate(45deg); }
.token-button .logo { width: 28px; height: 28px; }
`
