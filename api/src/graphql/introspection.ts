import { visit, type DocumentNode } from 'graphql';

/** Apollo hands every request for the same query text the same cached document: each is walked once. */
const introspects = new WeakMap<DocumentNode, boolean>();

/** Whether a document asks for the schema (`__schema` or `__type`): what the introspection gate refuses to anonymous callers. */
export function usesIntrospection(document: DocumentNode): boolean {
  const known = introspects.get(document);
  if (known !== undefined) return known;
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') found = true;
    },
  });
  introspects.set(document, found);
  return found;
}
