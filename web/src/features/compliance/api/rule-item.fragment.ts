import { graphql } from '../../../gql';

/** One guideline as the screens list it: its text, its citation and whether it was confirmed. */
export const RuleItemFields = graphql(`
  fragment RuleItemFields on RuleItem {
    id
    text
    citation
    unconfirmed
  }
`);
