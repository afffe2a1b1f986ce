// `@airlock/react/elements`: importing it registers `<appkit-modal>` and `<appkit-wallet-button>`
// (AppKit's modal element and its `@reown/appkit-wallet-button`). A page that does not import it
// never loads them.
import { defineOptionalElements } from '../elements/defineOptionalElements.js'

export { defineOptionalElements } from '../elements/defineOptionalElements.js'

if (typeof customElements !== 'undefined') defineOptionalElements()
