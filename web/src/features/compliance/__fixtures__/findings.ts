import type { ComplianceFindingFieldsFragment, Severity as SeverityName } from '../../../gql/graphql';

type Severity = 'critical' | 'important' | 'advisory';

/** A finding as the API sends it; the span is located in `text` by its first occurrence of `match`. */
export function findingIn(
  text: string,
  match: string | null,
  severity: Severity,
  overrides: Partial<ComplianceFindingFieldsFragment> = {},
): ComplianceFindingFieldsFragment {
  const start = match === null ? -1 : text.indexOf(match);
  if (match !== null && start < 0) throw new Error(`"${match}" is not in the fixture text`);
  return {
    __typename: 'ComplianceFinding',
    ruleId: `rule.${severity}.${match ?? 'absent'}`,
    category: 'PROMOTION',
    title: `${severity} finding`,
    severity: severity.toUpperCase() as SeverityName,
    citation: 'FINRA Rule 2210(d)(1)(B)',
    message: `Explains why "${match ?? 'this'}" is a problem.`,
    suggestion: `Rewrite "${match ?? 'this'}".`,
    rewrite: null,
    span: match === null ? null : { __typename: 'TextSpan', start, end: start + match.length, text: match },
    ...overrides,
  };
}
