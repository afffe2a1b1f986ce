// The modal's look as data, shared by the modal (through @airlock/core) and the wallet frame's
// cards, so both derive the same look from AppKit's theme variables. No zod, no DOM: tiny.

export { formatCssDeclarations } from '../theme/formatCssDeclarations.js'
export { getThemeCssVariables } from '../theme/getThemeCssVariables.js'
export { themePalettes } from '../theme/themePalettes.js'
export { themeTokens } from '../theme/themeTokens.js'
export {
  type ThemeVariableName,
  type ThemeVariableValues,
  themeVariableNames,
} from '../theme/themeVariableNames.js'
