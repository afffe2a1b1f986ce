/** Something the codemod left for a person: where it is and why, in one line. */
export type Finding = {
  /** The file, relative to the folder the codemod ran on. */
  file: string
  /** 1-based line and column. */
  line: number
  column: number
  message: string
}

/** `file:line:column  message`, as the report prints a finding. */
export function formatFinding(finding: Finding): string {
  return `${finding.file}:${finding.line}:${finding.column}  ${finding.message}`
}
