import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** Settings → Partner API: the organization's tokens (never their secrets). */
export const ApiTokensDocument = graphql(`
  query ApiTokens {
    apiTokens {
      nodes {
        id
        name
        scopes
        hint
        status
        createdBy
        createdAt
        expiresAt
        lastUsedAt
      }
    }
  }
`);

export const CreateApiTokenDocument = graphql(`
  mutation CreateApiToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      createdApiToken {
        secret
        token {
          id
          name
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

export const RevokeApiTokenDocument = graphql(`
  mutation RevokeApiToken($input: RevokeApiTokenInput!) {
    revokeApiToken(input: $input) {
      apiToken {
        id
        status
      }
      userErrors {
        path
        code
        message
      }
    }
  }
`);

const refetch = { refetchQueries: [ApiTokensDocument], awaitRefetchQueries: true };

export function useApiTokens() {
  return useQuery(ApiTokensDocument, { fetchPolicy: 'cache-and-network' });
}
export function useCreateApiToken() {
  return useMutation(CreateApiTokenDocument, refetch);
}
export function useRevokeApiToken() {
  return useMutation(RevokeApiTokenDocument, refetch);
}
