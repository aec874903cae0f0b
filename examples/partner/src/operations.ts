import { graphql } from './gql';

// The operations this partner uses. `npm run codegen` types them against api/schema.graphql, so a change
// of the contract that breaks them fails the type check before it reaches a partner.

export const CreateWebhookEndpoint = graphql(`
  mutation PartnerCreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      secret
      endpoint {
        id
      }
    }
  }
`);

export const CreateCampaign = graphql(`
  mutation PartnerCreateCampaign($input: CampaignInput!) {
    createCampaign(input: $input) {
      id
      ticker
    }
  }
`);

export const GenerateArticle = graphql(`
  mutation PartnerGenerateArticle($campaignId: ID!) {
    generateArticle(campaignId: $campaignId) {
      article {
        id
        title
        content
      }
    }
  }
`);

export const CheckCompliance = graphql(`
  query PartnerCheckCompliance($ticker: String!, $content: String!) {
    checkCompliance(ticker: $ticker, content: $content) {
      result
      complianceScore
    }
  }
`);

export const PublishArticle = graphql(`
  mutation PartnerPublishArticle($articleId: ID!, $platforms: [String!]!, $idempotencyKey: String) {
    publishArticle(articleId: $articleId, platforms: $platforms, idempotencyKey: $idempotencyKey) {
      message
      hostedUrl
    }
  }
`);
