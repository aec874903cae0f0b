/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation PartnerCreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      webhookEndpointWithSecret {\n        secret\n        endpoint {\n          id\n        }\n      }\n      userErrors {\n        path\n        code\n        message\n      }\n    }\n  }\n": typeof types.PartnerCreateWebhookEndpointDocument,
    "\n  mutation PartnerCreateCampaign($input: CreateCampaignInput!) {\n    createCampaign(input: $input) {\n      campaign {\n        id\n        ticker\n      }\n      userErrors {\n        path\n        code\n        message\n      }\n    }\n  }\n": typeof types.PartnerCreateCampaignDocument,
    "\n  mutation PartnerGenerateArticle($campaignId: ID!) {\n    generateArticle(input: { campaignId: $campaignId }) {\n      articleGenerationResult {\n        article {\n          id\n          title\n          content\n        }\n      }\n      userErrors {\n        path\n        code\n        message\n      }\n    }\n  }\n": typeof types.PartnerGenerateArticleDocument,
    "\n  query PartnerCheckCompliance($ticker: String!, $content: String!) {\n    checkCompliance(ticker: $ticker, content: $content) {\n      result\n      complianceScore\n    }\n  }\n": typeof types.PartnerCheckComplianceDocument,
    "\n  mutation PartnerPublishArticle($articleId: ID!, $platforms: [PlatformId!]!, $idempotencyKey: String) {\n    publishArticle(input: { articleId: $articleId, platforms: $platforms, idempotencyKey: $idempotencyKey }) {\n      publishResult {\n        message\n        hostedUrl\n      }\n      userErrors {\n        path\n        code\n        message\n      }\n    }\n  }\n": typeof types.PartnerPublishArticleDocument,
};
const documents: Documents = {
    "\n  mutation PartnerCreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      webhookEndpointWithSecret {\n        secret\n        endpoint {\n          id\n        }\n      }\n      userErrors {\n        path\n        code\n        message\n      }\n    }\n  }\n": types.PartnerCreateWebhookEndpointDocument,
    "\n  mutation PartnerCreateCampaign($input: CreateCampaignInput!) {\n    createCampaign(input: $input) {\n      campaign {\n        id\n        ticker\n      }\n      userErrors {\n        path\n        code\n        message\n      }\n    }\n  }\n": types.PartnerCreateCampaignDocument,
    "\n  mutation PartnerGenerateArticle($campaignId: ID!) {\n    generateArticle(input: { campaignId: $campaignId }) {\n      articleGenerationResult {\n        article {\n          id\n          title\n          content\n        }\n      }\n      userErrors {\n        path\n        code\n        message\n      }\n    }\n  }\n": types.PartnerGenerateArticleDocument,
    "\n  query PartnerCheckCompliance($ticker: String!, $content: String!) {\n    checkCompliance(ticker: $ticker, content: $content) {\n      result\n      complianceScore\n    }\n  }\n": types.PartnerCheckComplianceDocument,
    "\n  mutation PartnerPublishArticle($articleId: ID!, $platforms: [PlatformId!]!, $idempotencyKey: String) {\n    publishArticle(input: { articleId: $articleId, platforms: $platforms, idempotencyKey: $idempotencyKey }) {\n      publishResult {\n        message\n        hostedUrl\n      }\n      userErrors {\n        path\n        code\n        message\n      }\n    }\n  }\n": types.PartnerPublishArticleDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PartnerCreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      webhookEndpointWithSecret {\n        secret\n        endpoint {\n          id\n        }\n      }\n      userErrors {\n        path\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PartnerCreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      webhookEndpointWithSecret {\n        secret\n        endpoint {\n          id\n        }\n      }\n      userErrors {\n        path\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PartnerCreateCampaign($input: CreateCampaignInput!) {\n    createCampaign(input: $input) {\n      campaign {\n        id\n        ticker\n      }\n      userErrors {\n        path\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PartnerCreateCampaign($input: CreateCampaignInput!) {\n    createCampaign(input: $input) {\n      campaign {\n        id\n        ticker\n      }\n      userErrors {\n        path\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PartnerGenerateArticle($campaignId: ID!) {\n    generateArticle(input: { campaignId: $campaignId }) {\n      articleGenerationResult {\n        article {\n          id\n          title\n          content\n        }\n      }\n      userErrors {\n        path\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PartnerGenerateArticle($campaignId: ID!) {\n    generateArticle(input: { campaignId: $campaignId }) {\n      articleGenerationResult {\n        article {\n          id\n          title\n          content\n        }\n      }\n      userErrors {\n        path\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerCheckCompliance($ticker: String!, $content: String!) {\n    checkCompliance(ticker: $ticker, content: $content) {\n      result\n      complianceScore\n    }\n  }\n"): (typeof documents)["\n  query PartnerCheckCompliance($ticker: String!, $content: String!) {\n    checkCompliance(ticker: $ticker, content: $content) {\n      result\n      complianceScore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PartnerPublishArticle($articleId: ID!, $platforms: [PlatformId!]!, $idempotencyKey: String) {\n    publishArticle(input: { articleId: $articleId, platforms: $platforms, idempotencyKey: $idempotencyKey }) {\n      publishResult {\n        message\n        hostedUrl\n      }\n      userErrors {\n        path\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PartnerPublishArticle($articleId: ID!, $platforms: [PlatformId!]!, $idempotencyKey: String) {\n    publishArticle(input: { articleId: $articleId, platforms: $platforms, idempotencyKey: $idempotencyKey }) {\n      publishResult {\n        message\n        hostedUrl\n      }\n      userErrors {\n        path\n        code\n        message\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;