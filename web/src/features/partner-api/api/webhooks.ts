import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** Settings → Partner API: the organization's webhook endpoints. */
export const WebhookEndpointsDocument = graphql(`
  query WebhookEndpoints {
    webhookEndpoints {
      nodes {
        id
        url
        description
        eventTypes
        enabled
        disabledReason
        disabledAt
        createdAt
      }
    }
  }
`);

/** The newest deliveries of one endpoint, with every attempt. */
export const WebhookDeliveriesDocument = graphql(`
  query WebhookDeliveries($endpointId: ID!, $first: Int, $after: String) {
    webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          eventId
          eventType
          status
          attempts
          nextAttemptAt
          deliveredAt
          createdAt
          redeliveryOf
          log {
            attempt
            at
            status
            latencyMs
            error
          }
        }
      }
    }
  }
`);

export const CreateWebhookEndpointDocument = graphql(`
  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      webhookEndpointWithSecret {
        secret
        endpoint {
          id
          url
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

export const UpdateWebhookEndpointDocument = graphql(`
  mutation UpdateWebhookEndpoint($input: UpdateWebhookEndpointInput!) {
    updateWebhookEndpoint(input: $input) {
      webhookEndpoint {
        id
        enabled
        disabledReason
      }
      userErrors {
        path
        code
        message
      }
    }
  }
`);

export const RotateWebhookSecretDocument = graphql(`
  mutation RotateWebhookSecret($input: WebhookEndpointIdInput!) {
    rotateWebhookSecret(input: $input) {
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

export const DeleteWebhookEndpointDocument = graphql(`
  mutation DeleteWebhookEndpoint($input: WebhookEndpointIdInput!) {
    deleteWebhookEndpoint(input: $input) {
      deleted
      userErrors {
        path
        code
        message
      }
    }
  }
`);

export const RedeliverWebhookDocument = graphql(`
  mutation RedeliverWebhook($input: RedeliverWebhookInput!) {
    redeliverWebhook(input: $input) {
      webhookDelivery {
        id
      }
      userErrors {
        path
        code
        message
      }
    }
  }
`);

const refetch = { refetchQueries: [WebhookEndpointsDocument], awaitRefetchQueries: true };

export function useWebhookEndpoints() {
  return useQuery(WebhookEndpointsDocument, { fetchPolicy: 'cache-and-network' });
}
export function useWebhookDeliveries(endpointId: string) {
  return useQuery(WebhookDeliveriesDocument, { variables: { endpointId, first: 20 }, fetchPolicy: 'cache-and-network' });
}
export function useCreateWebhookEndpoint() {
  return useMutation(CreateWebhookEndpointDocument, refetch);
}
export function useUpdateWebhookEndpoint() {
  return useMutation(UpdateWebhookEndpointDocument, refetch);
}
export function useRotateWebhookSecret() {
  return useMutation(RotateWebhookSecretDocument);
}
export function useDeleteWebhookEndpoint() {
  return useMutation(DeleteWebhookEndpointDocument, refetch);
}
export function useRedeliverWebhook() {
  return useMutation(RedeliverWebhookDocument, { refetchQueries: [WebhookDeliveriesDocument] });
}
