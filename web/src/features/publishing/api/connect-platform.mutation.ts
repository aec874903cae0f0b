import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

/** Credentials go to the server once, are checked by the platform's plugin and stored encrypted; they never come back. */
export const ConnectPlatformDocument = graphql(`
  mutation ConnectPlatform($platform: PlatformId!, $credentials: JSONObject!, $label: String) {
    connectPlatform(input: { platform: $platform, credentials: $credentials, label: $label }) {
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

export function useConnectPlatform() {
  return useMutation(ConnectPlatformDocument);
}
