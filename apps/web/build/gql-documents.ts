import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The generated `graphql()` (src/gql/gql.ts) looks a document up in a map of every operation of the app, so whatever
 * calls it loads them all: the shell loaded every screen's queries (issue 10 §7). This plugin does at build time
 * what codegen's client-preset babel plugin does, one step further: each `graphql(`…`)` call becomes its own
 * document, written where it is used (a module is never split across chunks, so importing it from the generated
 * module would still load them all together), and the generated documents are marked pure, so none is left over.
 */

const GENERATED_MAP = /^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm;
const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const GQL_IMPORT = /^import \{ graphql \} from '[./]+\/gql\/index\.ts';\n/m;
const DOCUMENT = /= new TypedDocumentString\(/g;
const GENERATED_DOCUMENT =
  /^export const (\w+) = new TypedDocumentString\((`[^`]*`)(, \{[^)]*\})?\) as unknown/gm;

/**
 * For each source text of a `graphql()` call, the construction of its document: the source text maps to a document
 * name in src/gql/gql.ts, and the name to its full text (fragments included) in src/gql/graphql.ts.
 */
export function documentConstructions(gqlTs: string, graphqlTs: string): Map<string, string> {
  const built = new Map<string, string>();
  for (const [, name, text, meta] of graphqlTs.matchAll(GENERATED_DOCUMENT))
    built.set(name as string, `/* @__PURE__ */ new __TypedDocumentString(${text}${meta ?? ''})`);
  const map = new Map<string, string>();
  for (const [, key, name] of gqlTs.matchAll(GENERATED_MAP)) {
    const construction = built.get(name as string);
    if (construction) map.set(JSON.parse(key as string), construction);
  }
  return map;
}

/**
 * A module with its `graphql(`…`)` calls replaced by imports of their documents, or null when it has none. Throws
 * when a call is not in the generated map: the generated files are older than the source (`npm run generate`).
 */
export function replaceGraphqlCalls(
  code: string,
  id: string,
  documents: Map<string, string>,
  graphqlTs: string,
): string | null {
  if (!GQL_IMPORT.test(code)) return null;
  const replaced = code.replace(CALL, (_call, source: string) => {
    const construction = documents.get(source);
    if (!construction)
      throw new Error(`${id}: a graphql() document is not in src/gql/; run npm run generate`);
    return construction;
  });
  if (/\bgraphql\(/.test(replaced)) throw new Error(`${id}: a graphql() call this build cannot replace`);
  const typedDocument = `import { TypedDocumentString as __TypedDocumentString } from ${JSON.stringify(graphqlTs)};\n`;
  return replaced.replace(GQL_IMPORT, typedDocument);
}

/** src/gql/graphql.ts with every document construction marked pure, so unused documents are left out. */
export function markDocumentsPure(code: string): string {
  return code.replace(DOCUMENT, '= /* @__PURE__ */ new TypedDocumentString(');
}

export function gqlDocuments(): Plugin {
  const dir = resolve(import.meta.dirname, '../src/gql');
  const gqlTs = resolve(dir, 'gql.ts');
  const graphqlTs = resolve(dir, 'graphql.ts');
  let documents: Map<string, string> | null = null;
  return {
    name: 'connect-gql-documents',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (id === graphqlTs) return markDocumentsPure(code);
      if (id.startsWith(dir) || !id.includes('/src/')) return null;
      documents ??= documentConstructions(readFileSync(gqlTs, 'utf8'), readFileSync(graphqlTs, 'utf8'));
      return replaceGraphqlCalls(code, id, documents, graphqlTs);
    },
  };
}
