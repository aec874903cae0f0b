import { graphql } from '../../../gql';

/** The campaign's generation as it is written: ready first, then deltas, then done (or an error). */
export const ArticleGenerationDocument = graphql(`
  subscription ArticleGeneration($campaignId: ID!) {
    articleGeneration(campaignId: $campaignId) {
      campaignId
      delta
      done
      articleId
      error
      errorCode
      ready
    }
  }
`);
