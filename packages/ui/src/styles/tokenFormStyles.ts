/**
 * Styles of the token forms (Send, Buy, Swap): the large amount with its USD value and the token
 * button beside it (with accountStyles' `.field`). They ship in those lazy chunks, not the first
 * paint.
 */
export const tokenFormStyles = /* css */ `
.amount-field { padding: 12px; border-radius: calc(var(--radius) * 4); background: var(--_surface); }
.amount-field[data-invalid] { box-shadow: inset 0 0 0 1px var(--_error); }
.amount-row, .amount-meta { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
.amount-meta { flex-wrap: wrap; }
.amount-input { flex: 1; min-width: 0; border: none; background: none; font: inherit; font-size: calc(var(--fs) * 2.8); font-weight: 600; }
.token-button { display: inline-flex; align-items: center; gap: 6px; padding: 4px 10px 4px 4px; border: 1px solid var(--_border); border-radius: 999px; background: var(--bg); font-weight: 600; white-space: nowrap; }
.token-button::after { content: ''; width: 6px; height: 6px; margin: -3px 2px 0; border: solid; border-width: 0 2px 2px 0; transform: rotate(45deg); }
.token-button .logo { width: 28px; height: 28px; }
.fund { display: flex; flex-wrap: wrap; gap: 8px; min-width: 0; margin: 8px 0 0; padding: 0; border: none; }
.fund legend { float: left; flex: 1 1 100%; padding: 0; }
.fund button { flex: 1; }
`
