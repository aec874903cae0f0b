import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** Which platforms would only run in sandbox, so the selector can say so before anything is published. */
export const PublishPlatformsDocument = graphql(`
  query PublishPlatforms {
    platforms {
      nodes {
        id
        name
        connected
        sandbox
        sandboxReason
      }
    }
  }
`);

export function usePublishPlatforms() {
  return useQuery(PublishPlatformsDocument, { fetchPolicy: 'cache-and-network' });
}
