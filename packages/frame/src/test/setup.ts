// Each test file starts from an empty document: the files share one (and one module graph), and
// a card a file left open must not be the one the next file reads.
if (typeof document !== 'undefined') {
  document.body.replaceChildren()
  document.documentElement.removeAttribute('lang')
  document.documentElement.removeAttribute('dir')
  document.documentElement.removeAttribute('style')
}
