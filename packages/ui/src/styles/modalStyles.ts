import { formatCssDeclarations, themePalettes, themeTokens } from '@airlock/core'

/**
 * The modal's stylesheet, adopted into the `<airlock-modal>` shadow root. Timings and sizes follow
 * the spec: header text 120 ms, height and view 150 ms, shake 500 ms, 360 px wide, z-index 999.
 * Opening shows the card at once, usable from its first frame, while the backdrop behind it dims
 * the page in 150 ms; the view and title transitions play on moves inside the open dialog
 * (`data-entrance`).
 * The palettes and the tokens derived from the theme variables (`--airlock-*`, set on the host
 * from AppKit's `--w3m-*` keys) come from `@airlock/frame/theme`, as the wallet frame's do.
 * Right to left (`dir="rtl"` on the host), `--_inline` is -1 so horizontal motion follows the
 * reading direction, and `.mirror` icons (arrows) flip.
 */
export const modalStyles = /* css */ `
:host {
  all: initial;
  ${formatCssDeclarations(themePalettes.light)}
  --_inline: 1;
}
:host([dir='rtl']) { --_inline: -1; }
:host([dir='rtl']) .mirror { transform: scaleX(-1); }
:host([data-theme='dark']) {
  ${formatCssDeclarations(themePalettes.dark)}
}
.root {
  ${formatCssDeclarations(themeTokens)}
  font-size: calc(var(--fs) * 1.5);
  line-height: 1.4;
  color: var(--_fg);
  -webkit-font-smoothing: antialiased;
}
*, *::before, *::after { box-sizing: border-box; }
button, input, a { font: inherit; color: inherit; }
button { cursor: pointer; background: none; border: 0; margin: 0; padding: 0; }
ul { list-style: none; margin: 0; padding: 0; }
p, h2, h3 { margin: 0; }
:focus { outline: none; }
:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
.sr-only {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.overlay {
  position: fixed; inset: 0; z-index: var(--z);
  display: flex; align-items: center; justify-content: center;
}
.overlay:not([data-embedded])::before {
  content: ''; position: absolute; inset: 0;
  background: var(--_overlay);
  animation: fade-in 150ms ease;
}
.overlay[data-embedded] { position: static; }
.card {
  position: relative;
  width: 360px; max-width: calc(100vw - 24px); max-height: calc(100vh - 24px);
  display: flex; flex-direction: column;
  background: var(--bg); color: var(--_fg);
  border: 1px solid var(--_border);
  border-radius: calc(var(--radius) * 8);
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.18);
  overflow: hidden;
}
.card[data-shake='true'] { animation: shake 500ms ease; }
.header {
  display: grid; grid-template-columns: 40px 1fr 40px; align-items: center;
  padding: 12px 12px 4px;
}
.title {
  grid-column: 2; text-align: center;
  font-size: calc(var(--fs) * 1.6); font-weight: 600;
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
}
.title[data-entrance] { animation: fade-in 120ms ease; }
.icon-button {
  width: 36px; height: 36px; display: inline-flex; align-items: center; justify-content: center;
  border-radius: calc(var(--radius) * 3); color: var(--_fg-muted);
}
.icon-button:hover { background: var(--_surface); color: var(--_fg); }
.icon-button.end { grid-column: 3; }
.body { overflow: hidden; transition: height 150ms ease; }
.view { padding: 8px 12px 16px; overflow-y: auto; max-height: calc(100vh - 120px); }
.view[data-entrance] { animation: view-in 150ms ease; }
.stack { display: flex; flex-direction: column; gap: 8px; }
.center { display: flex; flex-direction: column; align-items: center; text-align: center; gap: 8px; padding: 8px 4px; }
.muted { color: var(--_fg-muted); font-size: calc(var(--fs) * 1.3); }
.list-title { margin: 4px 4px 0; color: var(--_fg-muted); font-size: calc(var(--fs) * 1.3); font-weight: 600; }
.row {
  width: 100%; display: flex; align-items: center; gap: 12px;
  padding-block: 8px; padding-inline: 8px 12px; min-height: 56px;
  background: var(--_surface); border-radius: calc(var(--radius) * 4);
  text-align: start; text-decoration: none;
}
.row:hover { background: var(--_surface-hover); }
.row[aria-current='true'] { box-shadow: inset 0 0 0 2px var(--accent); }
.row-label { flex: 1; font-weight: 500; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.tag {
  font-size: calc(var(--fs) * 1.1); font-weight: 600; color: var(--_fg-muted);
  border: 1px solid var(--_border); border-radius: 999px; padding: 2px 8px;
}
.logo {
  width: 40px; height: 40px; flex: none; border-radius: calc(var(--radius) * 3);
  object-fit: cover; background: var(--_surface-hover);
  display: inline-flex; align-items: center; justify-content: center; font-weight: 600;
}
.logo.large { width: 72px; height: 72px; border-radius: calc(var(--radius) * 5); font-size: calc(var(--fs) * 2.4); }
.logo.round { border-radius: 50%; }
.spinner-ring { position: relative; padding: 8px; }
.spinner-ring::after {
  content: ''; position: absolute; inset: 0; border-radius: calc(var(--radius) * 6);
  border: 3px solid transparent; border-top-color: var(--accent);
  animation: spin 900ms linear infinite;
}
.spinner-ring[data-state='error']::after { border-color: var(--_error); animation: none; }
.primary {
  display: inline-flex; align-items: center; justify-content: center; gap: 6px;
  min-height: 40px; padding: 0 16px; border-radius: 999px;
  background: var(--accent); color: var(--_on-accent); font-weight: 600;
}
.secondary {
  display: inline-flex; align-items: center; justify-content: center; gap: 6px;
  min-height: 40px; padding: 0 16px; border-radius: 999px;
  background: var(--_surface); font-weight: 500;
}
.secondary:hover { background: var(--_surface-hover); }
.error-text { color: var(--_error); font-weight: 600; }
.text-button { color: var(--accent); font-weight: 600; }
.guide-line { text-align: center; }
.button-pair { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; width: 100%; }
.search {
  width: 100%; min-height: 40px; padding: 0 12px; border-radius: calc(var(--radius) * 3);
  border: 1px solid var(--_border); background: var(--bg);
}
.avatar { width: 64px; height: 64px; border-radius: 50%; }
.address-line { display: flex; align-items: center; gap: 4px; font-size: calc(var(--fs) * 1.8); font-weight: 600; }
.alert {
  margin: 0 12px 8px; padding: 8px 12px; border-radius: calc(var(--radius) * 3);
  background: var(--_surface); border-inline-start: 4px solid var(--_error);
}
.alert[data-variant='warning'] { border-inline-start-color: #b54708; }
.toast {
  position: fixed; top: 16px; inset-inline-start: 50%; transform: translateX(calc(-50% * var(--_inline)));
  z-index: calc(var(--z) + 1);
  display: flex; align-items: center; gap: 8px; max-width: calc(100vw - 24px);
  padding: 8px 16px; border-radius: 999px; font-weight: 500;
  background: var(--bg); border: 1px solid var(--_border); box-shadow: 0 6px 20px rgba(0, 0, 0, 0.15);
  animation: fade-in 150ms ease;
}
.toast[data-variant='error'] .toast-icon { color: var(--_error); }
.toast[data-variant='success'] .toast-icon { color: var(--_success); }
.spinner {
  width: 16px; height: 16px; border-radius: 50%;
  border: 2px solid var(--_border); border-top-color: var(--accent);
  animation: spin 900ms linear infinite;
}
.placeholder { min-height: 120px; display: flex; align-items: center; justify-content: center; }
.skeleton { pointer-events: none; }
.wallet-scroll { height: min(400px, calc(100vh - 240px)); overflow-y: auto; overscroll-behavior: contain; }
.skeleton .logo, .skeleton-line { background: var(--_surface-hover); animation: pulse 1200ms ease-in-out infinite; }
.skeleton-line { height: 12px; width: 40%; border-radius: 999px; }
.sentinel { height: 1px; }
.wallet-links { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; padding: 8px 4px 4px; }
.wallet-links[hidden] { display: none; }
.wallet-links .muted { flex-basis: 100%; }
.wallet-links a { text-decoration: none; }
@keyframes fade-in { from { opacity: 0; } to { opacity: 1; } }
@keyframes view-in { from { opacity: 0; transform: translateX(calc(8px * var(--_inline))); } to { opacity: 1; transform: none; } }
@keyframes spin { to { transform: rotate(360deg); } }
@keyframes pulse { 50% { opacity: 0.5; } }
@keyframes shake {
  10%, 90% { transform: translateX(-1px); }
  20%, 80% { transform: translateX(2px); }
  30%, 50%, 70% { transform: translateX(-4px); }
  40%, 60% { transform: translateX(4px); }
}
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after {
    animation: none !important;
    transition: none !important;
    scroll-behavior: auto !important;
  }
}
`
