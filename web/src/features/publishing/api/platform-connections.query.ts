import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

// Each publish platform with the issuer's connection (never credentials) and the fields its form asks for.
// The operations below spread it by name (codegen registers it from this call); nothing imports it.
graphql(`
  fragment PlatformFields on Platform {
    id
    name
    connected
    label
    connectedAt
    sandbox
    sandboxReason
    credentialFields {
      name
      required
      description
    }
    oauthAvailable
    oauthStartUrl
  }
`);

export const PlatformConnectionsDocument = graphql(`
  query PlatformConnections {
    platforms {
      nodes {
        ...PlatformFields
      }
    }
  }
`);

export function usePlatformConnections() {
  return useQuery(PlatformConnectionsDocument, { fetchPolicy: 'cache-and-network' });
}
