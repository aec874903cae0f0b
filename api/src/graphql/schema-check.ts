import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { diff, CriticalityLevel, type Change } from '@graphql-inspector/core';
import { buildSchema, type GraphQLSchema, isInputObjectType, isInterfaceType, isObjectType } from 'graphql';

/**
 * The change policy's check (docs/partner-api.md, "Changes and deprecations"): every breaking change from the
 * contract last released (api/schema.released.graphql) to the schema the code emits must be announced in
 * docs/graphql-changelog.md by its schema coordinate in backticks (`Plan.priceCents`, `Query.analytics(from:)`),
 * and a removal must come after the date its deprecation named. Additions (enum values included) pass.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
export const RELEASED_FILE = path.join(ROOT, 'api/schema.released.graphql');
export const CHANGELOG_FILE = path.join(ROOT, 'docs/graphql-changelog.md');

export interface Refusal {
  coordinate: string;
  message: string;
  reason: 'unannounced' | 'too_early';
}

/** Removals of what a deprecation can name a date on (a type cannot be deprecated: announcing it is enough). */
const REMOVALS = new Set(['FIELD_REMOVED', 'INPUT_FIELD_REMOVED', 'FIELD_ARGUMENT_REMOVED', 'ENUM_VALUE_REMOVED']);

/** inspector's path (Type.field.arg) as a schema coordinate (Type.field(arg:)), the form the changelog uses. */
function coordinateOf(change: Change): string {
  const parts = (change.path ?? '').split('.');
  return parts.length === 3 ? `${parts[0]}.${parts[1]}(${parts[2]}:)` : parts.join('.');
}

/** The coordinates a changelog announces: every `Type.field`, `Type.field(arg:)` or `Type` in backticks. */
function announcedCoordinates(changelog: string): Set<string> {
  return new Set([...changelog.matchAll(/`([A-Za-z_][\w.]*(?:\(\w+:\))?)`/g)].map((m) => m[1]!));
}

/** The removal date a deprecation in the released schema names ("Removed on or after 2027-02-27"), if any. */
function removalDate(released: GraphQLSchema, coordinate: string): string | null {
  const [typeName, rest] = coordinate.split('.');
  const type = released.getType(typeName!);
  if (!rest || !type) return null;
  const [fieldName, arg] = rest.replace(':)', '').split('(');
  let reason: string | null | undefined;
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
    const field = type.getFields()[fieldName!];
    reason = arg && field && 'args' in field ? field.args.find((a) => a.name === arg)?.deprecationReason : field?.deprecationReason;
  } else if ('getValue' in type) reason = type.getValue(fieldName!)?.deprecationReason;
  return reason?.match(/on or after (\d{4}-\d{2}-\d{2})/)?.[1] ?? null;
}

/** The breaking changes the policy refuses: unannounced ones, and removals before their deprecation's date. */
export async function refusedChanges(releasedSdl: string, currentSdl: string, changelog: string, today: string): Promise<Refusal[]> {
  const released = buildSchema(releasedSdl);
  const changes = await diff(released, buildSchema(currentSdl));
  const announced = announcedCoordinates(changelog);
  const refusals: Refusal[] = [];
  for (const change of changes) {
    if (change.criticality.level !== CriticalityLevel.Breaking) continue;
    const coordinate = coordinateOf(change);
    if (!announced.has(coordinate)) refusals.push({ coordinate, message: change.message, reason: 'unannounced' });
    else if (REMOVALS.has(change.type)) {
      const date = removalDate(released, coordinate);
      if (!date || date > today) refusals.push({ coordinate, message: change.message, reason: 'too_early' });
    }
  }
  return refusals;
}

/** What the check prints: each refusal and what to do about it. */
export function report(refusals: Refusal[]): string {
  const lines = refusals.map((r) =>
    r.reason === 'unannounced'
      ? `  ${r.coordinate}: ${r.message} (not in docs/graphql-changelog.md)`
      : `  ${r.coordinate}: ${r.message} (its deprecation names no removal date, or one still ahead)`,
  );
  return [
    `GraphQL: ${refusals.length} breaking change(s) against the released contract (api/schema.released.graphql):`,
    ...lines,
    'What to do (docs/partner-api.md, "Changes and deprecations"):',
    '  - to replace a field, keep the old one beside the new, deprecated with deprecatedFor() (api/src/graphql/money.ts): it names the replacement and the removal date, 90 days on;',
    '  - remove it only after that date, and list its coordinate in backticks (e.g. `Plan.priceCents`) under "## Unreleased" in docs/graphql-changelog.md;',
    '  - a change that keeps the JSON on the wire the same (e.g. Float to Int for whole numbers) is listed there too, with why it is safe;',
    '  - at a release, copy api/schema.graphql to api/schema.released.graphql and date the Unreleased section.',
  ].join('\n');
}

// `npm run schema:check -w api` (`npm run lint:graphql`): the schema the code emits against the released one.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const { printedSchema } = await import('../graphql-schema');
  const today = new Date().toISOString().slice(0, 10);
  const refusals = await refusedChanges(
    readFileSync(RELEASED_FILE, 'utf8'),
    await printedSchema(),
    readFileSync(CHANGELOG_FILE, 'utf8'),
    today,
  );
  if (refusals.length > 0) {
    console.error(report(refusals));
    process.exit(1);
  }
}
