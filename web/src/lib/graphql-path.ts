/** Where the API answers GraphQL (queries, mutations and graphql-ws subscriptions share it). */
export const GRAPHQL_PATH = '/graphql';
