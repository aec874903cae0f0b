import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';

export const SetupTwoFactorDocument = graphql(`
  mutation SetupTwoFactor {
    setupTwoFactor {
      twoFactorSetup {
        qrCodeUrl
        manualEntryKey
        backupCodes
      }
      userErrors {
        path
        code
        message
      }
    }
  }
`);

/** A new pending secret (QR code and manual key) and backup codes; 2FA is on only after enable. */
export function useSetupTwoFactor() {
  return useMutation(SetupTwoFactorDocument);
}
