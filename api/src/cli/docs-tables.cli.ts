// The tables of docs/partner-api.md that the code already holds: who may do what (OPERATIONS: roles, the token scope)
// and every error code (ERROR_CODES, in its groups). Written between markers, so the prose around them stays
// hand-written; api/test/docs-samples.test.ts fails when the page is behind the code.
// Usage: npm run docs:tables -w api
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ERROR_CODES } from '../lib/error-codes';
import { OPERATION_WHAT, OPERATIONS, type Operation } from '../modules/identity';

export const PARTNER_DOC = path.resolve(import.meta.dirname, '../../../docs/partner-api.md');
const ERROR_CODES_SOURCE = path.resolve(import.meta.dirname, '../lib/error-codes.ts');

const code = (s: string) => `\`${s}\``;

function operationsTable(): string {
  const rows = (Object.keys(OPERATIONS) as Operation[]).map((op) => {
    const { roles, scope } = OPERATIONS[op];
    return `| ${code(op)} | ${OPERATION_WHAT[op]} | ${roles.join(', ')} | ${scope ? code(scope) : 'none: a person only (`403 person_required`)'} |`;
  });
  return ['| operation | what it allows | member roles | token scope |', '|---|---|---|---|', ...rows].join('\n');
}

/** The codes in the groups error-codes.ts gives them (its `// Group` comments). */
function errorCodesTable(): string {
  const groups: { name: string; codes: string[] }[] = [];
  const list = readFileSync(ERROR_CODES_SOURCE, 'utf8').split('export const ERROR_CODES = [')[1]!.split('] as const')[0]!;
  for (const line of list.split('\n').map((l) => l.trim())) {
    if (line.startsWith('//')) groups.push({ name: line.replace(/^\/\/\s*/, ''), codes: [] });
    const quoted = /^'([a-z0-9_]+)',?$/.exec(line)?.[1];
    if (quoted) groups.at(-1)!.codes.push(quoted);
  }
  const listed = groups.flatMap((g) => g.codes);
  if (listed.length !== ERROR_CODES.length)
    throw new Error(`read ${listed.length} codes from error-codes.ts, ERROR_CODES has ${ERROR_CODES.length}`);
  return ['| area | codes |', '|---|---|', ...groups.map((g) => `| ${g.name} | ${g.codes.map(code).join(', ')} |`)].join('\n');
}

const TABLES: Record<string, () => string> = { operations: operationsTable, 'error-codes': errorCodesTable };

/** `doc` with each generated table brought up to date. */
export function withGeneratedTables(doc: string): string {
  let out = doc;
  for (const [name, render] of Object.entries(TABLES)) {
    const start = `<!-- generated: ${name} (npm run docs:tables -w api) -->`;
    const end = `<!-- end generated: ${name} -->`;
    const from = out.indexOf(start);
    const to = out.indexOf(end);
    if (from < 0 || to < from) throw new Error(`docs/partner-api.md has no "${start}" … "${end}" section`);
    out = `${out.slice(0, from + start.length)}\n${render()}\n${out.slice(to)}`;
  }
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(PARTNER_DOC, withGeneratedTables(readFileSync(PARTNER_DOC, 'utf8')));
  console.log(`Wrote the generated tables of ${path.relative(process.cwd(), PARTNER_DOC)}.`);
}
