/**
 * Styles of the Account view alone (its chunk): the headline, the wallet actions and the pool row.
 * The actions share one row and wrap before any label would be cut: each button is at least as
 * wide as its longest word (a flex item's automatic minimum), and the row wraps.
 */
export const accountViewStyles = /* css */ `
.total { font-size: calc(var(--fs) * 3.2); font-weight: 600; line-height: 1.2; overflow-wrap: anywhere; }
.total.long { font-size: calc(var(--fs) * 2.4); }
.total .skeleton-line { display: block; width: 160px; height: 1em; }
.features { display: flex; flex-wrap: wrap; gap: 8px; }
.action { flex: 1 1 0; display: flex; flex-direction: column; align-items: center; gap: 6px; padding: 10px 6px; border-radius: calc(var(--radius) * 4); background: var(--_surface); }
.action:hover { background: var(--_surface-hover); }
.action-label { max-width: 100%; font-size: calc(var(--fs) * 1.3); font-weight: 500; overflow-wrap: break-word; }
[aria-expanded='true'] > .mirror { transform: rotate(90deg); }
`
