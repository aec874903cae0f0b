import { graphql } from '../../../gql';

/** Generates the campaign's article (counted against the plan's monthly quota). */
export const GenerateArticleDocument = graphql(`
  mutation GenerateArticle($campaignId: ID!) {
    generateArticle(input: { campaignId: $campaignId }) {
      result {
        article {
          ...ArticleFields
        }
        summary {
          wordCount
          complianceScore
          complianceLevel
          quota {
            plan
            limit
            used
            remaining
          }
        }
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);
