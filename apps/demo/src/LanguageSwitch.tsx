import { languageFlag } from './config.js'

/** The languages offered here: each in its own name (the modal knows more; see `?lang=`). */
const choices = [
  ['', 'Browser default'],
  ['en', 'English'],
  ['ar', 'العربية'],
  ['he', 'עברית'],
  ['fa', 'فارسی'],
  ['de', 'Deutsch'],
  ['es', 'Español'],
  ['fr', 'Français'],
  ['ja', '日本語'],
  ['zh-CN', '简体中文'],
] as const

/** The modal's language (a page flag: choosing reloads with `?lang=`). */
export function LanguageSwitch() {
  return (
    <label className="actions">
      Language
      <select
        value={languageFlag ?? ''}
        onChange={(event) => {
          const url = new URL(window.location.href)
          if (event.target.value) url.searchParams.set('lang', event.target.value)
          else url.searchParams.delete('lang')
          window.location.assign(url)
        }}
      >
        {choices.map(([value, name]) => (
          <option key={value} value={value} lang={value || undefined}>
            {name}
          </option>
        ))}
      </select>
    </label>
  )
}
