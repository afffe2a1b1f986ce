/**
 * The phone layout (below 430 px): the card becomes a bottom sheet clear of the home indicator
 * and notch (safe-area insets), and every control is at least 44 × 44 CSS px. It ships with the
 * Dialog chunk, not the first load; `:host` raises each rule over the adopted modal stylesheet.
 */
export const phoneStyles = /* css */ `
@keyframes sheet-in { from { transform: translateY(24px); opacity: 0; } }
@media (max-width: 429.98px) {
  :host .overlay { align-items: flex-end; }
  :host .card {
    width: 100%; max-width: none; max-height: calc(100dvh - 16px);
    border-width: 1px 0 0; border-radius: calc(var(--radius) * 8) calc(var(--radius) * 8) 0 0;
    padding: 0 env(safe-area-inset-right, 0px) env(safe-area-inset-bottom, 0px) env(safe-area-inset-left, 0px);
    animation: sheet-in 150ms ease;
  }
  :host .view { max-height: calc(100dvh - 96px - env(safe-area-inset-bottom, 0px)); }
  :host .header { grid-template-columns: 44px 1fr 44px; }
  :host .icon-button { width: 44px; height: 44px; }
  :host :is(button, a[href], input, select, textarea) { min-height: 44px; min-width: 44px; }
  :host :where(a[href]) { display: inline-flex; align-items: center; }
  :host .toast { top: max(16px, env(safe-area-inset-top, 0px)); }
}
`
