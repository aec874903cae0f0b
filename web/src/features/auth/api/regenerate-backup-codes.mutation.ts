import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { MeDocument } from '../../../lib/auth/me.query';

export const RegenerateBackupCodesDocument = graphql(`
  mutation RegenerateBackupCodes($token: String!) {
    regenerateBackupCodes(input: { token: $token }) {
      backupCodes
      userErrors {
        path
        code
        message
      }
    }
  }
`);

/** New backup codes after a current code; the old ones stop working. */
export function useRegenerateBackupCodes() {
  return useMutation(RegenerateBackupCodesDocument, { refetchQueries: [{ query: MeDocument }] });
}
