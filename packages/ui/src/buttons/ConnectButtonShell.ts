import { type AppKit, getThemeCssVariables, openModal } from '@airlock/core'
import { type ConnectButtonProps, getConnectButtonLabel } from './ConnectButton.js'

export type RenderConnectButtonShellParameters = Omit<ConnectButtonProps, 'appKit'>

/** The buttons drawn here, so drawing again updates one in place. */
const shells = new WeakSet<HTMLButtonElement>()

/**
 * Draws into `container`, with plain DOM calls, the markup ConnectButton renders for the
 * instance's current state, and opens the modal on a click. An element can show it at once and let
 * React take it over later by hydrating it (`hydrateRoot`), so a page's first paint runs no React
 * render for the button. Drawing again into the same container updates the same button (focus and
 * hover stay). Call `detach` before hydrating: React handles the click from then on. The markup
 * equals ConnectButton's (a test compares the two).
 *
 * @example const { detach } = renderConnectButtonShell(span, appKit, { label: 'Sign in' })
 */
export function renderConnectButtonShell(
  container: Element,
  appKit: AppKit,
  { label, loadingLabel, namespace, size, disabled }: RenderConnectButtonShellParameters = {},
): { button: HTMLButtonElement; detach: () => void } {
  const { state } = appKit
  const connecting = state.connection.status === 'pending'
  const drawn = container.firstElementChild
  const button =
    drawn instanceof HTMLButtonElement && shells.has(drawn) && container.childNodes.length === 1
      ? drawn
      : container.ownerDocument.createElement('button')
  shells.add(button)
  // Written as React writes a style attribute, so hydrating compares equal strings.
  const style = Object.entries(getThemeCssVariables(state.theme.themeVariables))
    .map(([name, value]) => `${name}:${value.trim()}`)
    .join(';')
  const attributes: Record<string, string | undefined> = {
    type: 'button',
    class: 'airlock-button',
    lang: state.language,
    'data-theme': state.theme.themeMode,
    'data-size': size,
    disabled: disabled ? '' : undefined,
    style: style || undefined,
    'aria-busy': connecting ? 'true' : undefined,
  }
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined) button.removeAttribute(name)
    else if (button.getAttribute(name) !== value) button.setAttribute(name, value)
  }
  const text = getConnectButtonLabel(appKit, connecting, { label, loadingLabel })
  if (button.textContent !== text) button.textContent = text
  const onClick = () => openModal(appKit, { namespace })
  button.addEventListener('click', onClick)
  if (button !== drawn) container.replaceChildren(button)
  return { button, detach: () => button.removeEventListener('click', onClick) }
}
