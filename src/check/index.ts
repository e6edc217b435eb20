export { checkExchange } from './check';
export type { CheckContext, Exchange } from './context';
export { expectedShape, type ExpectedShape } from './expected';
export { specLink, toFinding, type Finding } from './finding';
export { exchangeRules, RULES, sessionRules, type Level, type Rule, type RuleId, type Severity } from './rules';
export { allowSchemaCompilation } from './schema/validate';
export { validateJson, type SchemaVerdict, type SchemaViolation } from './schema/validate';
