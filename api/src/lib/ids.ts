const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids; anything else cannot exist (and must not reach PostgreSQL as a uuid cast error). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
