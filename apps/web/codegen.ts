import type { CodegenConfig } from '@graphql-codegen/cli';

/** The web app's operation types, generated from the server's committed schema.graphql. */
const config: CodegenConfig = {
  schema: '../server/schema.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    [process.env.CODEGEN_OUT ?? './src/gql/']: {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: 'string',
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { Date: 'string', Period: 'string', DateTime: 'string' },
      },
    },
  },
};

export default config;
