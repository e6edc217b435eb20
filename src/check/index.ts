export { checkExchange } from './check';
export type { CheckContext, Exchange } from './context';
export { expectedShape, type ExpectedShape } from './expected';
export { severityOf, show, specLink, toFinding, type Finding, type FindingDraft } from './finding';
export {
  exchangeRules,
  isRuleId,
  ruleOf,
  RULES,
  sessionRules,
  type Level,
  type Rule,
  type RuleId,
  type Severity,
} from './rules';
export { ruleForIssue, schemaFor, type SchemaChoice } from './schemas';
