import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

// What releases print about the company: the dateline's head office, About and the media contact. The
// query and the mutation's answer spread it by name (codegen registers it from this call), so both read the same fields.
graphql(`
  fragment CompanyProfileFields on CompanyProfile {
    headOfficeCity
    headOfficeRegion
    headOfficeCountry
    boilerplate
    mediaContact
    dateline
    marketCountry
  }
`);

export const CompanyProfileDocument = graphql(`
  query CompanyProfile {
    companyProfile {
      ...CompanyProfileFields
    }
  }
`);

export const UpdateCompanyProfileDocument = graphql(`
  mutation UpdateCompanyProfile($input: UpdateCompanyProfileInput!) {
    updateCompanyProfile(input: $input) {
      companyProfile {
        ...CompanyProfileFields
      }
      userErrors {
        path
        code
        message
      }
    }
  }
`);

export function useCompanyProfile() {
  return useQuery(CompanyProfileDocument, { fetchPolicy: 'cache-and-network' });
}

export function useUpdateCompanyProfile() {
  return useMutation(UpdateCompanyProfileDocument);
}
