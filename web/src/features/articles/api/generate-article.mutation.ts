import { graphql } from '../../../gql';

/** Generates the campaign's article (counted against the plan's monthly allowance; beyond it only with confirmOverage). */
export const GenerateArticleDocument = graphql(`
  mutation GenerateArticle($campaignId: ID!, $confirmOverage: Boolean) {
    generateArticle(input: { campaignId: $campaignId, confirmOverage: $confirmOverage }) {
      articleGenerationResult {
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
        path
        code
        message
      }
    }
  }
`);
