import { buttonStyles, getDefaultAppKit, mountModal, watchDefaultAppKit } from '@airlock/ui'
import { createRoot, type Root } from 'react-dom/client'
import { WalletButton } from './WalletButton.js'

/**
 * `<appkit-modal>`: the modal where the element is, for the instance createAppKit made. With
 * `enableEmbedded` it is part of the page and always shows; otherwise it is the usual modal,
 * opened by the buttons and `open()`. Pair it with `disableAppend: true` so the page has one.
 */
class AppKitModalElement extends HTMLElement {
  #unmount: (() => void) | undefined
  #unwatch: (() => void) | undefined

  connectedCallback() {
    this.#unwatch = watchDefaultAppKit(() => this.#mount())
    this.#mount()
  }

  disconnectedCallback() {
    this.#unwatch?.()
    this.#unmount?.()
    this.#unmount = undefined
  }

  #mount() {
    const appKit = getDefaultAppKit()
    this.#unmount?.()
    this.#unmount = undefined
    if (!appKit) return
    this.style.display = 'block'
    this.#unmount = mountModal(appKit, { target: this })
  }
}

/**
 * `<appkit-wallet-button wallet="metamask" namespace="eip155">`: connects that wallet directly
 * (AppKit's `@reown/appkit-wallet-button`).
 */
class AppKitWalletButtonElement extends HTMLElement {
  static observedAttributes = ['wallet', 'namespace']
  #root: Root | undefined
  #unwatch: (() => void) | undefined

  connectedCallback() {
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' })
    const style = document.createElement('style')
    style.textContent = buttonStyles
    const mount = document.createElement('span')
    shadow.replaceChildren(style, mount)
    this.#root = createRoot(mount)
    this.#unwatch = watchDefaultAppKit(() => this.#render())
    this.#render()
  }

  attributeChangedCallback() {
    this.#render()
  }

  disconnectedCallback() {
    const root = this.#root
    this.#root = undefined
    this.#unwatch?.()
    queueMicrotask(() => root?.unmount())
  }

  #render() {
    const appKit = getDefaultAppKit()
    const wallet = this.getAttribute('wallet')
    if (!this.#root || !appKit || !wallet) return
    const namespace = (this.getAttribute('namespace') ?? undefined) as Parameters<
      typeof WalletButton
    >[0]['namespace']
    this.#root.render(<WalletButton appKit={appKit} wallet={wallet} namespace={namespace} />)
  }
}

/**
 * Registers `<appkit-modal>` and `<appkit-wallet-button>`. Importing `@airlock/react/elements`
 * calls it; the first load of a page without them never carries their code. Safe to call more
 * than once.
 */
export function defineOptionalElements(registry: CustomElementRegistry = customElements): void {
  if (!registry.get('appkit-modal')) registry.define('appkit-modal', AppKitModalElement)
  if (!registry.get('appkit-wallet-button')) {
    registry.define('appkit-wallet-button', AppKitWalletButtonElement)
  }
}
