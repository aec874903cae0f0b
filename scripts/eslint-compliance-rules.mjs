// ESLint rule for api/src/modules/compliance/rules/<id>.ts: each file exports `rule`, an object literal with
// its id (the file's name), a citation, trigger words on every pattern and at least one example that must
// fire (`invalid`) and one that must not (`valid`). The types say which fields exist; this says they are filled.
import path from 'node:path';

const keyOf = (p) => (p.type === 'Property' && !p.computed ? (p.key.name ?? p.key.value) : null);
const prop = (object, name) => object.properties.find((p) => keyOf(p) === name)?.value;
const unwrap = (node) =>
  node && (node.type === 'TSSatisfiesExpression' || node.type === 'TSAsExpression') ? unwrap(node.expression) : node;

/** A string the rule can read without running it: a literal, or a template without expressions. */
function staticString(node) {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  return null;
}

const ruleFile = {
  meta: {
    type: 'problem',
    docs: { description: 'A compliance rule file declares its citation, trigger words and examples' },
    schema: [],
  },
  create(context) {
    const id = path.basename(context.filename, '.ts');
    let exported = null;
    return {
      'ExportNamedDeclaration > VariableDeclaration > VariableDeclarator[id.name="rule"]'(node) {
        exported = unwrap(node.init);
      },
      // Every pattern (an object with `re`) says where its matches start: the engine runs it only there.
      'ObjectExpression:has(> Property[key.name="re"])'(node) {
        const triggers = staticString(prop(node, 'triggers'));
        if (!triggers) context.report({ node, message: 'A pattern declares its trigger words: `triggers: "word|other words"`.' });
      },
      'Program:exit'(program) {
        if (exported?.type !== 'ObjectExpression') {
          context.report({ node: program, message: 'A rule file exports its rule as `export const rule: RuleModule = { ... }`.' });
          return;
        }
        if (staticString(prop(exported, 'id')) !== id) {
          context.report({ node: exported, message: `The rule's id is its file's name: '${id}'.` });
        }
        if (!staticString(prop(exported, 'citation'))?.trim()) {
          context.report({ node: exported, message: 'The rule names the source it enforces: `citation`.' });
        }
        if (!staticString(prop(exported, 'category'))) {
          context.report({ node: exported, message: 'The rule names its category.' });
        }
        const examples = prop(exported, 'examples');
        for (const kind of ['valid', 'invalid']) {
          const list = examples?.type === 'ObjectExpression' ? prop(examples, kind) : null;
          if (list?.type !== 'ArrayExpression' || list.elements.length === 0) {
            context.report({
              node: examples ?? exported,
              message: `The rule has at least one \`examples.${kind}\` text (${kind === 'valid' ? 'must not fire' : 'must fire'}).`,
            });
          }
        }
      },
    };
  },
};

export default { rules: { 'rule-file': ruleFile } };
