import { graphql } from '../../gql';

/** Who is signed in (null when nobody): the one source of the viewer for every screen. */
export const MeDocument = graphql(`
  query Me {
    me {
      id
      username
      email
      role
      plan
      companyName
      ticker
      exchange
      sector
      contactName
      website
      jurisdiction
      verificationStatus
      twoFactorEnabled
      twoFactorRequired
      organizationId
      memberRole
      backupCodesRemaining
      lastLoginAt
      createdAt
      readOnly
    }
  }
`);
