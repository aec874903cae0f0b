import { graphql } from '../../../gql';

/** What every finding shows: the rule, its citation, the explanation, a rewrite and the matched text. */
export const ComplianceFindingFields = graphql(`
  fragment ComplianceFindingFields on ComplianceFinding {
    ruleId
    title
    severity
    citation
    message
    suggestion
    span {
      start
      end
      text
    }
  }
`);
