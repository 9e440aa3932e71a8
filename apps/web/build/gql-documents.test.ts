import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentConstructions, markDocumentsPure, replaceGraphqlCalls } from './gql-documents.ts';

const GQL_TS = `const documents: Documents = {
    "\\n  query Accounts {\\n    accounts { ID }\\n  }\\n": types.AccountsDocument,
    "\\n  fragment Name on Account {\\n    name\\n  }\\n": types.NameFragmentDoc,
};`;
const GRAPHQL_TS = `export const NameFragmentDoc = new TypedDocumentString(\`
    fragment Name on Account { name }
    \`, {"fragmentName":"Name"}) as unknown as TypedDocumentString<NameFragment, unknown>;
export const AccountsDocument = new TypedDocumentString(\`
    query Accounts { accounts { ID ...Name } }
    fragment Name on Account { name }\`) as unknown as TypedDocumentString<AccountsQuery, AccountsQueryVariables>;`;
const MODULE = `import { useGqlQuery } from '../api/gql-hooks.ts';
import { graphql } from '../gql/index.ts';

const AccountsQuery = graphql(\`
  query Accounts {
    accounts { ID }
  }
\`);
`;

describe('gql documents at build time', () => {
  const documents = documentConstructions(GQL_TS, GRAPHQL_TS);

  it('writes each graphql() call as its own document, fragments included, and drops the map', () => {
    const out = replaceGraphqlCalls(MODULE, 'accounts.ts', documents, '/app/src/gql/graphql.ts');
    expect(out).toContain(
      'const AccountsQuery = /* @__PURE__ */ new __TypedDocumentString(`\n    query Accounts { accounts { ID ...Name } }\n    fragment Name on Account { name }`);',
    );
    expect(out).toContain(
      'import { TypedDocumentString as __TypedDocumentString } from "/app/src/gql/graphql.ts";',
    );
    expect(out).not.toContain("from '../gql/index.ts'");
    expect(out).toContain("import { useGqlQuery } from '../api/gql-hooks.ts';");
  });

  it('keeps a fragment document with its metadata', () => {
    expect(documents.get('\n  fragment Name on Account {\n    name\n  }\n')).toBe(
      '/* @__PURE__ */ new __TypedDocumentString(`\n    fragment Name on Account { name }\n    `, {"fragmentName":"Name"})',
    );
  });

  it('refuses a call the generated files do not know (they are older than the source)', () => {
    const stale = MODULE.replace('accounts { ID }', 'accounts { ID name }');
    expect(() => replaceGraphqlCalls(stale, 'accounts.ts', documents, '/g.ts')).toThrow(/npm run generate/);
  });

  it('leaves a module that does not use graphql() alone', () => {
    expect(replaceGraphqlCalls('export const x = 1;\n', 'x.ts', documents, '/g.ts')).toBeNull();
  });

  it('marks the generated documents pure', () => {
    expect(markDocumentsPure(GRAPHQL_TS)).toContain('export const AccountsDocument = /* @__PURE__ */ new');
  });

  it('finds every document of the generated files of this app', () => {
    const dir = resolve(import.meta.dirname, '../src/gql');
    const gqlTs = readFileSync(resolve(dir, 'gql.ts'), 'utf8');
    const all = documentConstructions(gqlTs, readFileSync(resolve(dir, 'graphql.ts'), 'utf8'));
    const calls = gqlTs.match(/^\s*"(?:[^"\\]|\\.)*": types\.\w+,$/gm) ?? [];
    expect(calls.length).toBeGreaterThan(100);
    expect(all.size).toBe(calls.length);
  });
});
