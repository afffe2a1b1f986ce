/** An element of the frame's document with its properties and children: how every card is drawn. */
export function element<tag extends keyof HTMLElementTagNameMap>(
  document: Document,
  tag: tag,
  properties: Partial<HTMLElementTagNameMap[tag]> = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[tag] {
  const node = Object.assign(document.createElement(tag), properties)
  node.append(...children)
  return node
}
