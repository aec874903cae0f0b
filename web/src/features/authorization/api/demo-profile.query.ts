import { graphql } from '../../../gql';

/** Spec: Issuer profile (demo), read from the API rather than hard-coded. */
export const DemoProfileDocument = graphql(`
  query DemoProfile {
    demoProfile {
      id
      username
      email
      companyName
      ticker
      exchange
      sector
      contactName
      website
      jurisdiction
      verificationStatus
    }
  }
`);
