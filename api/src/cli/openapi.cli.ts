// Writes the REST facade's OpenAPI document to the file named (or stdout), as /api/docs/json serves it,
// without a database or a server: `tsx api/src/cli/openapi.cli.ts openapi.json` (npm run lint:openapi).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import 'reflect-metadata';
import { openApiDocument } from '../rest-api';

const target = process.argv[2];
const json = `${JSON.stringify(await openApiDocument(), null, 2)}\n`;
if (target) {
  mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
  writeFileSync(target, json);
} else process.stdout.write(json);
