import { graphql } from './gql';

// The operations this partner uses. `npm run codegen` types them against api/schema.graphql, so a change
// of the contract that breaks them fails the type check before it reaches a partner.

export const CreateWebhookEndpoint = graphql(`
  mutation PartnerCreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      webhookEndpointWithSecret {
        secret
        endpoint {
          id
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

export const CreateCampaign = graphql(`
  mutation PartnerCreateCampaign($input: CreateCampaignInput!) {
    createCampaign(input: $input) {
      campaign {
        id
        ticker
      }
      userErrors {
        path
        code
        message
      }
    }
  }
`);

export const GenerateArticle = graphql(`
  mutation PartnerGenerateArticle($campaignId: ID!) {
    generateArticle(input: { campaignId: $campaignId }) {
      articleGenerationResult {
        article {
          id
          title
          content
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

export const CheckCompliance = graphql(`
  query PartnerCheckCompliance($ticker: String!, $content: String!) {
    checkCompliance(ticker: $ticker, content: $content) {
      result
      complianceScore
    }
  }
`);

export const PublishArticle = graphql(`
  mutation PartnerPublishArticle($articleId: ID!, $platforms: [PlatformId!]!, $idempotencyKey: String) {
    publishArticle(input: { articleId: $articleId, platforms: $platforms, idempotencyKey: $idempotencyKey }) {
      publishResult {
        message
        hostedUrl
      }
      userErrors {
        path
        code
        message
      }
    }
  }
`);
