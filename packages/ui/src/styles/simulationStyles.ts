/** Styles of a preview's simulation rows (Send, Swap): in those lazy chunks, not the first paint. */
export const simulationStyles = /* css */ `
.simulation { list-style: none; margin: 4px 0 0; padding: 0; display: flex; flex-wrap: wrap; gap: 4px 16px; font-weight: 600; }
.simulation-warning { padding: 8px 12px; border-radius: calc(var(--radius) * 3); background: var(--_surface); border-inline-start: 4px solid #b54708; font-weight: 600; }
`
