import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BaseEntity } from './db/base.entity';
import { RateLimitHit } from './db/rate-limit-hit.entity';
import { entities } from './entities';
import { modules } from './modules';

// The module list is the one place a module is registered: these checks catch a module folder left out
// of it, and an entity the ORM knows that no module declares (or the other way round).
describe('the module list', () => {
  it('holds every module folder once', () => {
    const folders = readdirSync(path.join(import.meta.dirname, 'modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const names = modules.map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(folders.sort());
  });

  it("declares exactly the ORM's entities", () => {
    const declared = modules.flatMap((module) => module.entities ?? []);
    expect(new Set(declared).size).toBe(declared.length);
    // db/'s own: the base class, and the shared rate-limit counter every module's limits use.
    const infrastructure = new Set<unknown>([BaseEntity, RateLimitHit]);
    expect(new Set(declared)).toEqual(new Set(entities.filter((entity) => !infrastructure.has(entity))));
  });

  it('mounts each REST route plugin and resolver once', () => {
    const plugins = modules.flatMap((module) => [...(module.routes ?? []), ...(module.pages ?? [])].map((route) => route.plugin));
    const resolvers = modules.flatMap((module) => module.resolvers ?? []);
    expect(new Set(plugins).size).toBe(plugins.length);
    expect(new Set(resolvers).size).toBe(resolvers.length);
  });
});
