import {
  type AppKit,
  type AppKitState,
  afterNextPaint,
  type ChainNamespace,
  getStateSnapshot,
  watchState,
} from '@airlock/core'
// biome-ignore lint/style/noRestrictedImports: an element's root is never inside the dialog; it must know when React first committed it.
import { type ComponentType, type ReactNode, useLayoutEffect } from 'react'
import { flushSync } from 'react-dom'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { AccountButton } from '../buttons/AccountButton.js'
import { AppKitButton, showsAccount } from '../buttons/AppKitButton.js'
import { ConnectButton } from '../buttons/ConnectButton.js'
import {
  type RenderConnectButtonShellParameters,
  renderConnectButtonShell,
} from '../buttons/ConnectButtonShell.js'
import { NetworkButton } from '../buttons/NetworkButton.js'
import { HydrationStateProvider } from '../store/useStore.js'
import { buttonStyles } from '../styles/buttonStyles.js'
import { getDefaultAppKit, watchDefaultAppKit } from './defaultAppKit.js'

type ButtonProps = {
  appKit: NonNullable<ReturnType<typeof getDefaultAppKit>>
  [attribute: string]: unknown
}

/**
 * An element's button, and whether its first render is ConnectButton's: then the element draws
 * that markup itself at once (`renderConnectButtonShell`) and React hydrates it after the page's
 * next frame, so the page's first paint runs no React render for the button.
 */
type ElementButton = {
  Button: ComponentType<ButtonProps>
  rendersConnectButton?: (appKit: AppKit, props: ButtonProps) => boolean
}

const appKitButton: ElementButton = {
  Button: AppKitButton as ComponentType<ButtonProps>,
  rendersConnectButton: (appKit, props) =>
    !showsAccount(appKit.state, props.namespace as ChainNamespace | undefined),
}
const connectButton: ElementButton = {
  Button: ConnectButton as ComponentType<ButtonProps>,
  rendersConnectButton: () => true,
}
const accountButton: ElementButton = { Button: AccountButton as ComponentType<ButtonProps> }
const networkButton: ElementButton = { Button: NetworkButton as ComponentType<ButtonProps> }

const elements: Record<string, ElementButton> = {
  'appkit-button': appKitButton,
  'appkit-connect-button': connectButton,
  'appkit-account-button': accountButton,
  'appkit-network-button': networkButton,
  // AppKit's older names for the same elements.
  'w3m-button': appKitButton,
  'w3m-connect-button': connectButton,
  'w3m-account-button': accountButton,
  'w3m-network-button': networkButton,
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
 * `<appkit-network-button>` (and their `w3m-*` aliases). Each renders its button into its own open
 * shadow root, bound to the default instance (`registerDefaultAppKit`: the one the React or Vue
 * binding's createAppKit made). Safe to call more than once.
 */
export function defineAppKitElements(registry: CustomElementRegistry = customElements): void {
  upgrading = true
  try {
    for (const [tag, button] of Object.entries(elements)) {
      if (registry.get(tag)) continue
      registry.define(tag, createButtonElement(button))
    }
  } finally {
    upgrading = false
  }
}

/**
 * The root of an element's React tree: says once when React has first committed it (for a
 * hydrated shell, when hydrating ended). The same component wraps every render of the element, so
 * React keeps the tree it hydrated.
 */
function ElementRoot({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit])
  return children
}

function createButtonElement({
  Button,
  rendersConnectButton,
}: ElementButton): CustomElementConstructor {
  return class AppKitButtonElement extends HTMLElement {
    static observedAttributes = observedAttributes
    #mount: HTMLSpanElement | undefined
    #root: Root | undefined
    /** The state the shell React hydrates was drawn from (undefined for a root React rendered). */
    #drawnFrom: AppKitState | undefined
    /** Settles when the current root has first committed. */
    #committed: Promise<void> = Promise.resolve()
    #onCommit: () => void = () => {}
    #unwatch: (() => void) | undefined
    /** While a shell shows: how to stop waiting to take it over, and its click handler. */
    #shell: { stop: () => void; detach: () => void } | undefined

    connectedCallback() {
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' })
      if (!shadow.querySelector('style')) {
        const style = document.createElement('style')
        style.textContent = buttonStyles
        shadow.append(style)
      }
      this.#mount = document.createElement('span')
      shadow.append(this.#mount)
      // An element already in the page may upgrade before createAppKit runs: render once it has.
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
      this.#stopShell()
      // After the first commit: unmounting a root still hydrating reports an error. Never
      // synchronously, which inside a React commit warns.
      void this.#committed.then(() => root?.unmount())
      this.#mount?.remove()
      this.#mount = undefined
    }

    #render() {
      const appKit = getDefaultAppKit()
      const mount = this.#mount
      if (!mount || !appKit) return
      const props = this.#readProps(appKit)
      if (this.#root) {
        this.#root.render(this.#element(props))
        return
      }
      if (this.#shell) {
        // The attributes or the instance changed before React took over: it takes over now.
        this.#takeOver()
        return
      }
      if (!rendersConnectButton?.(appKit, props)) {
        const root = this.#createRoot(() => createRoot(mount))
        const element = this.#element(props)
        if (upgrading) flushSync(() => root.render(element))
        else root.render(element)
        return
      }
      // The button shows now, drawn without React; React takes it over after the page's next
      // frame, or as soon as the state changes.
      const { detach } = renderConnectButtonShell(
        mount,
        appKit,
        props as RenderConnectButtonShellParameters,
      )
      const takeOver = () => this.#takeOver()
      const cancelPaint = afterNextPaint(takeOver, {
        view: this.ownerDocument.defaultView ?? undefined,
      })
      const unwatchState = watchState(appKit, takeOver)
      this.#shell = {
        detach,
        stop: () => {
          cancelPaint()
          unwatchState()
        },
      }
    }

    /**
     * React takes the shell over: it hydrates it when the shell is still what the button renders
     * (the same node, so focus and hover stay), else renders afresh in its place.
     */
    #takeOver() {
      if (!this.#shell || this.#root) return
      this.#stopShell()
      const appKit = getDefaultAppKit()
      const mount = this.#mount
      if (!mount || !appKit) return
      const props = this.#readProps(appKit)
      if (rendersConnectButton?.(appKit, props)) {
        // Drawn again for the current state and attributes (the same node), so the markup matches.
        renderConnectButtonShell(
          mount,
          appKit,
          props as RenderConnectButtonShellParameters,
        ).detach()
        // Hydration runs later, on React's schedule: it renders from the state the shell was just
        // drawn from, then from the current one (a connection may be restored in between).
        this.#drawnFrom = getStateSnapshot(appKit)
        this.#createRoot(() => hydrateRoot(mount, this.#element(props)))
        return
      }
      // React empties the container when it first commits.
      this.#createRoot(() => createRoot(mount)).render(this.#element(props))
    }

    #createRoot(create: () => Root): Root {
      this.#committed = new Promise<void>((resolve) => {
        this.#onCommit = resolve
      })
      // After #onCommit is set: a hydrated root renders #element as it is created.
      this.#root = create()
      return this.#root
    }

    #element(props: ButtonProps) {
      return (
        <HydrationStateProvider value={this.#drawnFrom}>
          <ElementRoot onCommit={this.#onCommit}>
            <Button {...props} />
          </ElementRoot>
        </HydrationStateProvider>
      )
    }

    #stopShell() {
      const shell = this.#shell
      this.#shell = undefined
      shell?.stop()
      shell?.detach()
    }

    #readProps(appKit: AppKit): ButtonProps {
      const props: ButtonProps = { appKit }
      for (const [attribute, prop] of Object.entries(attributeProps)) {
        const value = this.getAttribute(attribute)
        if (value === null) continue
        if (prop === 'disabled') props[prop] = value !== 'false'
        else if (numericProps.has(prop)) props[prop] = Number(value)
        else props[prop] = value
      }
      return props
    }
  }
}
