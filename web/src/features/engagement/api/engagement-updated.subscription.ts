import { graphql } from '../../../gql';

/** The current figures at once, then new ones as they are recorded (traffic, platform pulls, quote changes). */
export const EngagementUpdatedDocument = graphql(`
  subscription EngagementUpdated($campaignId: ID!) {
    engagementUpdated(campaignId: $campaignId) {
      ...EngagementFields
    }
  }
`);
