import {
  AccountButton,
  AppKitButton,
  buttonStyles,
  ConnectButton,
  NetworkButton,
} from '@airlock/ui'
import type { ComponentType } from 'react'
import { flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import { getDefaultAppKit, watchDefaultAppKit } from '../defaultAppKit.js'

type ButtonProps = {
  appKit: NonNullable<ReturnType<typeof getDefaultAppKit>>
  [attribute: string]: unknown
}

const elements: Record<string, ComponentType<ButtonProps>> = {
  'appkit-button': AppKitButton as ComponentType<ButtonProps>,
  'appkit-connect-button': ConnectButton as ComponentType<ButtonProps>,
  'appkit-account-button': AccountButton as ComponentType<ButtonProps>,
  'appkit-network-button': NetworkButton as ComponentType<ButtonProps>,
  // AppKit's older names for the same elements.
  'w3m-button': AppKitButton as ComponentType<ButtonProps>,
  'w3m-connect-button': ConnectButton as ComponentType<ButtonProps>,
  'w3m-account-button': AccountButton as ComponentType<ButtonProps>,
  'w3m-network-button': NetworkButton as ComponentType<ButtonProps>,
}

/**
 * True while `define` upgrades the elements already in the page. Those render at once, so the
 * buttons paint in the frame that ends the script calling createAppKit rather than a task later.
 * Elements added afterwards (often inside another framework's commit) render as usual.
 */
let upgrading = false

/**
 * Attributes read from the element and the prop each sets. AppKit's elements are Lit elements
 * whose attributes are the lower-cased property names (`loadinglabel`, which React 19 writes for
 * `loadingLabel`); the dashed spellings work too.
 */
const attributeProps = {
  label: 'label',
  balance: 'balance',
  size: 'size',
  disabled: 'disabled',
  namespace: 'namespace',
  loadinglabel: 'loadingLabel',
  'loading-label': 'loadingLabel',
  charsstart: 'charsStart',
  'chars-start': 'charsStart',
  charsend: 'charsEnd',
  'chars-end': 'charsEnd',
} as const
const observedAttributes = Object.keys(attributeProps)
const numericProps = new Set(['charsStart', 'charsEnd'])

/**
 * Registers `<appkit-button>`, `<appkit-connect-button>`, `<appkit-account-button>` and
 * `<appkit-network-button>` (and their `w3m-*` aliases). Each renders its React button into its own open shadow root, bound
 * to the instance createAppKit made. Safe to call more than once.
 */
export function defineAppKitElements(registry: CustomElementRegistry = customElements): void {
  upgrading = true
  try {
    for (const [tag, Button] of Object.entries(elements)) {
      if (registry.get(tag)) continue
      registry.define(tag, createButtonElement(Button))
    }
  } finally {
    upgrading = false
  }
}

function createButtonElement(Button: ComponentType<ButtonProps>): CustomElementConstructor {
  return class AppKitButtonElement extends HTMLElement {
    static observedAttributes = observedAttributes
    #root: Root | undefined
    #unwatch: (() => void) | undefined

    connectedCallback() {
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' })
      if (!shadow.querySelector('style')) {
        const style = document.createElement('style')
        style.textContent = buttonStyles
        shadow.append(style)
      }
      const mount = document.createElement('span')
      shadow.append(mount)
      this.#root = createRoot(mount)
      // An element already in the page may upgrade before createAppKit runs: render once it has.
      this.#unwatch = watchDefaultAppKit(() => this.#render())
      if (upgrading) flushSync(() => this.#render())
      else this.#render()
    }

    attributeChangedCallback() {
      this.#render()
    }

    disconnectedCallback() {
      const root = this.#root
      this.#root = undefined
      this.#unwatch?.()
      // Unmounting synchronously inside a React commit warns; defer it.
      queueMicrotask(() => root?.unmount())
      this.shadowRoot?.querySelector('span')?.remove()
    }

    #render() {
      const appKit = getDefaultAppKit()
      if (!this.#root || !appKit) return
      const props: ButtonProps = { appKit }
      for (const [attribute, prop] of Object.entries(attributeProps)) {
        const value = this.getAttribute(attribute)
        if (value === null) continue
        if (prop === 'disabled') props[prop] = value !== 'false'
        else if (numericProps.has(prop)) props[prop] = Number(value)
        else props[prop] = value
      }
      this.#root.render(<Button {...props} />)
    }
  }
}
