/**
 * Styles of the token forms (Send, Buy, Swap) and their token picker: the large amount with its
 * USD value, the token button, the picker's rows, the receiver field that wraps. They ship in
 * those lazy chunks, not the first paint.
 */
export const tokenFormStyles = /* css */ `
.amount-field { display: flex; flex-direction: column; gap: 6px; padding: 12px; border-radius: calc(var(--radius) * 4); background: var(--_surface); }
.amount-field > label { font-weight: 600; }
.amount-field[data-invalid] { box-shadow: inset 0 0 0 1px var(--_error); }
.amount-row { display: flex; align-items: center; gap: 8px; }
.amount-input { flex: 1; min-width: 0; padding: 2px 0; border: none; background: transparent; font: inherit; font-size: calc(var(--fs) * 2.8); font-weight: 600; line-height: 1.2; color: var(--_fg); }
.amount-input::placeholder { color: var(--_fg-muted); }
.amount-meta { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 8px; min-height: 20px; }
.amount-meta > :last-child:not(:first-child) { margin-inline-start: auto; }
.token-button { flex: none; display: inline-flex; align-items: center; gap: 6px; min-height: 36px; padding-block: 4px; padding-inline: 4px 8px; border: 1px solid var(--_border); border-radius: 999px; background: var(--bg); color: var(--_fg); font-weight: 600; white-space: nowrap; }
.token-button:hover { background: var(--_surface-hover); }
.token-button .logo, .token-option .logo { width: 28px; height: 28px; font-size: calc(var(--fs) * 1.2); }
.token-option { width: 100%; text-align: start; }
.token-option:hover, .token-option[aria-current='true'] { background: var(--_surface-hover); }
.address-input { width: 100%; min-height: 64px; resize: none; overflow-y: auto; overflow-x: hidden; field-sizing: content; padding: 10px 12px; border: 1px solid var(--_border); border-radius: calc(var(--radius) * 3); background: var(--bg); color: var(--_fg); font: inherit; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; overflow-wrap: anywhere; word-break: break-all; }
.address-input[aria-invalid='true'] { border-color: var(--_error); }
.price-warning { padding: 8px 12px; border-radius: calc(var(--radius) * 3); background: var(--_surface); border-inline-start: 4px solid #b54708; font-weight: 600; }
`
