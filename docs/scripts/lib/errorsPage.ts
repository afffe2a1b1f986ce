// The errors and events page: the events `appKit.events` emits (read from core's event types), the
// error family (scripts/lib/readErrors.ts), each class's message key in the catalogue, and the codes
// of the server's error bodies.
import { readFileSync } from 'node:fs'
import ts from 'typescript'
import { cell, codeCell, generatedNote, heading, prose, table } from './markdown.ts'
import type { ErrorClass } from './readErrors.ts'

export type NamedValue = { name: string; value: string; summary: string }

function docOf(node: ts.Node, source: ts.SourceFile): string {
  const ranges = ts.getLeadingCommentRanges(source.text, node.pos) ?? []
  const text = ranges
    .map((range) => source.text.slice(range.pos, range.end))
    .filter((comment) => comment.startsWith('/**'))
    .at(-1)
  return (text ?? '')
    .replace(/^\/\*\*|\*\/$/g, '')
    .replace(/^\s*\* ?/gm, '')
    .trim()
    .replace(/\s*\n\s*/g, ' ')
}

/** The string literals of a union type alias in `file`, each with its doc comment. */
export function readUnion(file: string, typeName: string): NamedValue[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true)
  const alias = source.statements.find(
    (statement): statement is ts.TypeAliasDeclaration =>
      ts.isTypeAliasDeclaration(statement) && statement.name.text === typeName,
  )
  if (!alias || !ts.isUnionTypeNode(alias.type)) throw new Error(`${file}: no union ${typeName}`)
  return alias.type.types.flatMap((member) =>
    ts.isLiteralTypeNode(member) && ts.isStringLiteral(member.literal)
      ? [{ name: member.literal.text, value: member.literal.text, summary: docOf(member, source) }]
      : [],
  )
}

/** The properties of an object literal `const` in `file` (`apiErrorCodes`), with their docs. */
export function readConstObject(file: string, constName: string): NamedValue[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true)
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || declaration.name.text !== constName) continue
      let initializer = declaration.initializer
      while (
        initializer &&
        (ts.isAsExpression(initializer) || ts.isSatisfiesExpression(initializer))
      ) {
        initializer = initializer.expression
      }
      if (!initializer || !ts.isObjectLiteralExpression(initializer)) break
      return initializer.properties.flatMap((property) =>
        ts.isPropertyAssignment(property) && ts.isStringLiteralLike(property.initializer)
          ? [
              {
                name: property.name.getText(),
                value: property.initializer.text,
                summary: docOf(property, source),
              },
            ]
          : [],
      )
    }
  }
  throw new Error(`${file}: no object literal ${constName}`)
}

export type ErrorsPageInput = {
  trackEvents: NamedValue[]
  errorEvents: NamedValue[]
  errors: ErrorClass[]
  apiErrorCodes: NamedValue[]
  /** The English catalogue: message key → text. */
  catalogue: Record<string, string>
}

/** The id of an error's row: the anchor its `docsPath` names, else its class name. */
const errorAnchors = (error: ErrorClass) => {
  const fromDocsPath = error.docsPath?.startsWith('/errors#') ? error.docsPath.slice(8) : undefined
  return fromDocsPath ? [error.name, fromDocsPath] : [error.name]
}

export function errorsPage(input: ErrorsPageInput): string {
  const keyOf = new Map(Object.entries(input.catalogue).map(([key, text]) => [text, key]))
  const lines = [
    generatedNote('the error classes, the event types and the message catalogue'),
    '',
    '# Errors and events',
    '',
    prose(
      "Every error an Airlock package throws is an `AirlockError` (from `@airlock/blockchain-api`, re-exported by `@airlock/core` and `@airlock/react`): a stable `code`, the user text as `shortMessage` (the spec's text where it has one), `details` for developers, the error underneath as `cause`, and `walk()` to follow the causes. A failure that no call of the dapp awaits arrives as an `error` event on `appKit.events` (`subscribeEvents`, `useAppKitEvents`).",
    ),
    '',
    heading(2, 'Error events', 'error-events'),
    '',
    prose(
      "`{ timestamp, data: { type: 'error', event, error, properties: { namespace?, code, message } } }`, one per failure nothing awaits:",
    ),
    '',
    table(
      ['Event', 'When'],
      input.errorEvents.map((event) => [codeCell(event.name), cell(event.summary)]),
    ),
    '',
    heading(2, 'Tracked events', 'tracked-events'),
    '',
    prose(
      "`{ timestamp, data: { type: 'track', event, properties? } }`, AppKit's analytics events:",
    ),
    '',
    input.trackEvents.map((event) => codeCell(event.name)).join(', '),
    '',
    heading(2, 'Error classes', 'error-classes'),
    '',
    prose(
      'By package. *Code* is `error.code`; *Message* is `shortMessage` (`…` in braces marks a part filled in when thrown; empty when the caller supplies it); *Key* is its message in the catalogue, shown translated; *RPC* is the EIP-1193 / EIP-1474 code the error carries as `rpcCode`; *HTTP* is the status the server answers with.',
    ),
    '',
  ]
  const packages = [...new Set(input.errors.map((error) => error.packageName))]
  for (const packageName of packages) {
    const errors = input.errors.filter((error) => error.packageName === packageName)
    const withStatus = errors.some((error) => error.statusCode !== undefined)
    lines.push(heading(3, packageName, packageName.replace('@airlock/', 'package-')), '')
    lines.push(
      table(
        ['Error', 'Code', 'Message', 'Key', withStatus ? 'HTTP' : 'RPC', 'Description'],
        errors.map((error) => {
          const exported =
            error.exportedFrom.length > 0
              ? ` Exported from ${error.exportedFrom.map((entry) => `\`${entry}\``).join(', ')}.`
              : ''
          const key = error.shortMessage ? keyOf.get(error.shortMessage) : undefined
          return [
            `${errorAnchors(error)
              .map((id) => `<span id="${id}"></span>`)
              .join('')}${codeCell(error.name)}`,
            codeCell(error.code ?? ''),
            cell(error.shortMessage ?? ''),
            codeCell(key ?? ''),
            String((withStatus ? error.statusCode : error.rpcCode) ?? ''),
            cell(`${error.summary}${exported}`.trim()),
          ]
        }),
      ),
      '',
    )
  }
  lines.push(
    heading(2, 'Server error codes', 'api-error-codes'),
    '',
    prose(
      'An error answer of `@airlock/server` is `{ statusCode, error, code, message, details? }`; `code` is one of `apiErrorCodes` (`@airlock/blockchain-api`), which clients compare against. A Fastify 4xx passes its own `FST_ERR_*` code through.',
    ),
    '',
    table(
      ['Code', 'Member', 'Meaning'],
      input.apiErrorCodes.map((code) => [
        codeCell(code.value),
        codeCell(code.name),
        cell(code.summary),
      ]),
    ),
  )
  return `${lines.join('\n').trimEnd()}\n`
}
