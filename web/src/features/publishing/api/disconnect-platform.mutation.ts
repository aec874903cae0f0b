import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** Deletes the stored credentials: the platform goes back to sandbox. */
export const DisconnectPlatformDocument = graphql(`
  mutation DisconnectPlatform($platform: PlatformId!) {
    disconnectPlatform(input: { platform: $platform }) {
      platform {
        ...PlatformFields
      }
      userErrors {
        path
        code
        message
      }
    }
  }
`);

export function useDisconnectPlatform() {
  return useMutation(DisconnectPlatformDocument);
}
