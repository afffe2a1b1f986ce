/**
 * Adds `cssText` to a shadow root: as an adopted `CSSStyleSheet` where the browser can, as a
 * `<style>` element otherwise.
 *
 * @example adoptStyles(host.attachShadow({ mode: 'open' }), buttonStyles)
 */
export function adoptStyles(root: ShadowRoot, cssText: string): void {
  const view = root.ownerDocument.defaultView
  const Sheet = view?.CSSStyleSheet
  if (Sheet && 'adoptedStyleSheets' in root && 'replaceSync' in Sheet.prototype) {
    try {
      const sheet = new Sheet()
      sheet.replaceSync(cssText)
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
      return
    } catch {
      // Some engines expose the API but refuse constructed sheets; fall through to <style>.
    }
  }
  const style = root.ownerDocument.createElement('style')
  style.textContent = cssText
  root.prepend(style)
}
