import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/core';
import { ormOptions } from './orm';

/** `npm run migration:create -w api -- <name>`: diff the entities against the committed migrations on a throw-away PGlite. */
async function main() {
  const [command, name] = process.argv.slice(2);
  if (command !== 'migration:create') throw new Error(`unknown command ${command}`);
  const options = ormOptions({ pgliteDir: 'memory://' });
  delete (options as { onClose?: unknown }).onClose;
  const orm = await MikroORM.init(options);
  const migrator = orm.getMigrator();
  await migrator.up();
  const result = await migrator.createMigration(undefined, false, false, name);
  console.log(result.fileName ? `created ${result.fileName}; add it to migrations/index.ts` : 'no changes');
  await orm.close(true);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
