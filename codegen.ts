import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * The API's emitted schema + the operations of each client -> typed documents (`npm run codegen`): the web
 * app's in web/src/gql, the example partner client's in examples/partner/src/gql.
 */
const config: CodegenConfig = {
  schema: 'api/schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**/*'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true },
    },
    'examples/partner/src/gql/': {
      documents: ['examples/partner/src/**/*.ts', '!examples/partner/src/gql/**/*'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true },
    },
  },
};

export default config;
