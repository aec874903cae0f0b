import { graphql } from '../../../gql';

/** What every finding shows: the rule and its category, its citation, the explanation, a rewrite and the matched text. */
export const ComplianceFindingFields = graphql(`
  fragment ComplianceFindingFields on ComplianceFinding {
    ruleId
    category
    title
    severity
    citation
    message
    suggestion
    rewrite {
      start
      end
      text
      replaced
    }
    span {
      start
      end
      text
    }
  }
`);
