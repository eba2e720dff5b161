/**
 * A business rule's refusal: the code the API answers (400) and the French label that names
 * the rule, for the screen that explains it before sending and for the server that enforces it.
 */
export interface RuleError<Code extends string = string> {
  code: Code;
  label: string;
}

/** The refusal of `code` from a table of a domain's rules (code → label). */
export function ruleError<Code extends string>(rules: Readonly<Record<Code, string>>, code: Code): RuleError<Code> {
  return { code, label: rules[code] };
}
