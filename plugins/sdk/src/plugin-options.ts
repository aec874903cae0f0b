import type { z } from 'zod';

// What an operator may configure for a plugin, read off its options schema: the option paths (for
// PLUGIN_<ID>_<OPTION> variables), the value kind each expects, and which ones are secret (redacted in
// logs and answers).

/** Marks a schema secret, across copies of the SDK (a Symbol.for key on the schema itself). */
const SECRET = Symbol.for('issuerwire.secret-option');

/** Shown instead of a secret value. */
export const REDACTED = '[redacted]';

/**
 * Marks an option secret (an API key, a password): the host never logs or answers its value. Wrap the
 * finished schema: `secret(z.string().min(8)).optional()`.
 */
export function secret<T extends z.ZodType>(schema: T): T {
  Object.defineProperty(schema, SECRET, { value: true });
  return schema;
}

/** Option names that are treated as secret even when a plugin forgot to mark them. */
const SECRET_NAME = /password|secret|token|api[-_]?key|private[-_]?key|credential/i;

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The schema under optional/default/pipe wrappers, and whether any layer is marked secret. */
function unwrap(schema: z.ZodType): { base: z.ZodType; secret: boolean } {
  let current = schema;
  let marked = false;
  for (let depth = 0; depth < 20; depth++) {
    marked ||= (current as unknown as Record<symbol, unknown>)[SECRET] === true;
    const def = defOf(current);
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else break;
  }
  return { base: current, secret: marked };
}

export type OptionKind = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'other';

export interface OptionField {
  /** e.g. ['distributions', 'basic'] */
  path: string[];
  kind: OptionKind;
  secret: boolean;
}

function kindOf(type: string): OptionKind {
  if (type === 'string' || type === 'enum' || type === 'literal' || type === 'template_literal') return 'string';
  if (type === 'number' || type === 'int' || type === 'bigint') return 'number';
  if (type === 'boolean') return 'boolean';
  if (type === 'object' || type === 'record' || type === 'map') return 'object';
  if (type === 'array' || type === 'tuple' || type === 'set') return 'array';
  return 'other';
}

/** Every option an operator can set: each object and each field under it (depth first), with its kind. */
export function describeOptions(schema: z.ZodType): OptionField[] {
  const fields: OptionField[] = [];
  const walk = (node: z.ZodType, path: string[], inheritedSecret: boolean): void => {
    const { base, secret: marked } = unwrap(node);
    const def = defOf(base);
    const isSecret = inheritedSecret || marked || (path.length > 0 && SECRET_NAME.test(path[path.length - 1]));
    if (path.length > 0) fields.push({ path, kind: kindOf(def.type), secret: isSecret });
    if (def.type === 'object' && def.shape) {
      for (const [key, child] of Object.entries(def.shape)) walk(child, [...path, key], isSecret);
    }
  };
  walk(schema, [], false);
  return fields;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy of the options with every secret value replaced by REDACTED. */
export function redactOptions(schema: z.ZodType, options: unknown): unknown {
  const secretPaths = new Set(
    describeOptions(schema)
      .filter((f) => f.secret)
      .map((f) => f.path.join('.')),
  );
  const walk = (value: unknown, path: string[]): unknown => {
    if (path.length > 0 && (secretPaths.has(path.join('.')) || SECRET_NAME.test(path[path.length - 1]))) {
      return value === undefined || value === null || value === '' ? value : REDACTED;
    }
    if (Array.isArray(value)) return value.map((item) => walk(item, path));
    if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, [...path, k])]));
    return value;
  };
  return walk(options, []);
}

/** The secret values the options carry (to scrub from any text before it is logged). */
export function secretValues(schema: z.ZodType, options: unknown): string[] {
  const found: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string' || typeof value === 'number') {
      if (String(value).length >= 4) found.push(String(value));
    } else if (Array.isArray(value)) value.forEach(collect);
    else if (isRecord(value)) Object.values(value).forEach(collect);
  };
  const redacted = redactOptions(schema, options);
  const walk = (original: unknown, shown: unknown): void => {
    if (shown === REDACTED) collect(original);
    else if (isRecord(original) && isRecord(shown)) for (const key of Object.keys(original)) walk(original[key], shown[key]);
    else if (Array.isArray(original) && Array.isArray(shown)) original.forEach((item, i) => walk(item, shown[i]));
  };
  walk(options, redacted);
  return found;
}
