/** Styles of the account tabs, Send and Receive; they ship in those lazy chunks, not the first paint. */
export const accountStyles = /* css */ `
.tablist { display: flex; gap: 4px; padding: 4px; background: var(--_surface); border-radius: calc(var(--radius) * 4); }
.tab { flex: 1; padding: 6px 8px; border-radius: calc(var(--radius) * 3); font-weight: 600; color: var(--_fg-muted); }
.tab[aria-selected='true'] { background: var(--bg); color: var(--_fg); box-shadow: 0 0 0 1px var(--_border); }
.panel { min-height: 120px; }
.list { display: flex; flex-direction: column; gap: 6px; }
.item { display: flex; align-items: center; gap: 12px; padding: 8px; border-radius: calc(var(--radius) * 4); background: var(--_surface); }
.item-main { flex: 1; min-width: 0; display: flex; flex-direction: column; }
.item-end { text-align: end; display: flex; flex-direction: column; }
.item.skeleton .item-main { gap: 8px; padding: 4px 0; }
.skeleton-line.short { width: 25%; }
.ellipsis { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.group-title { font-size: calc(var(--fs) * 1.3); font-weight: 600; color: var(--_fg-muted); margin: 8px 0 4px; }
.nft-grid { display: grid; grid-template-columns: repeat(2, 1fr); gap: 8px; }
.nft { display: flex; flex-direction: column; gap: 4px; padding: 6px; border-radius: calc(var(--radius) * 4); background: var(--_surface); text-align: start; }
.nft img, .nft-image { width: 100%; aspect-ratio: 1; object-fit: cover; border-radius: calc(var(--radius) * 3); background: var(--_surface-hover); }
.field { display: flex; flex-direction: column; gap: 4px; }
.field label { font-weight: 600; }
.input-row { display: flex; gap: 8px; align-items: center; }
.input { flex: 1; min-width: 0; padding: 10px 12px; border: 1px solid var(--_border); border-radius: calc(var(--radius) * 3); background: var(--bg); color: var(--_fg); }
.input[aria-invalid='true'] { border-color: var(--_error); }
.summary { display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; }
.summary dt { color: var(--_fg-muted); }
.summary dd { margin: 0; text-align: end; overflow-wrap: anywhere; }
.qr { width: 200px; height: 200px; padding: 12px; background: #fff; border-radius: calc(var(--radius) * 4); margin: 0 auto; }
.break { overflow-wrap: anywhere; text-align: center; }
`
