import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { printedSchema } from '../graphql-schema';

/** Writes api/schema.graphql, which codegen reads and a test keeps fresh. */
export const SCHEMA_FILE = path.resolve(import.meta.dirname, '../../schema.graphql');

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  writeFileSync(SCHEMA_FILE, await printedSchema());
  console.log(`wrote ${SCHEMA_FILE}`);
}
