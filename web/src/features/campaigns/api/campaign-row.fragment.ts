import { graphql } from '../../../gql';

/** What a campaign table row shows; the create mutation asks for the same, so a new row is complete in the cache. */
export const CampaignRowFields = graphql(`
  fragment CampaignRowFields on Campaign {
    id
    title
    companyName
    ticker
    sector
    tone
    budget
    status
    createdAt
    articleId
    articleStatus
  }
`);
