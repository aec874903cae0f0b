import type { CodegenConfig } from '@graphql-codegen/cli';

/** The API's emitted schema + the web app's operations -> typed documents in web/src/gql (`npm run codegen`). */
const config: CodegenConfig = {
  schema: 'api/schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true },
    },
  },
};

export default config;
