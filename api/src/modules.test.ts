import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BaseEntity } from './db/base.entity';
import { ENTITIES_FILE, entitiesSource } from './db/entity-list';
import { RateLimitHit } from './db/rate-limit-hit.entity';
import { entities } from './entities';
import { buildServices, defineModule, mergeFactories } from './core/module';
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

  it('gives the ORM the classes of the entity files (entities.ts is generated and current)', () => {
    expect(readFileSync(ENTITIES_FILE, 'utf8'), 'api/src/entities.ts is stale: run `npm run entities -w api`').toBe(entitiesSource());
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

  it('names each service once, in the module that builds it', () => {
    const names = modules.flatMap((module) => Object.keys(module.services ?? {}));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(mergeFactories(modules)).sort()).toEqual([...names].sort());
    // The names routes, resolvers and tests use (app.services.x), each from its own module.
    const owner = (service: string) => modules.find((module) => Object.hasOwn(module.services ?? {}, service))?.name;
    expect(owner('market')).toBe('market');
    expect(owner('articles')).toBe('articles');
    expect(owner('release')).toBe('release');
    expect(owner('sessions')).toBe('identity');
  });
});

describe("a module's services", () => {
  class Greeter {
    constructor(readonly greeting: string) {}
  }
  class Welcome {
    constructor(readonly greeter: Greeter) {}
  }
  // Listed before the module whose service it uses: services are built in the order their contexts ask.
  const welcome = defineModule({
    name: 'welcome',
    services: { welcome: (c: { greeter: Greeter }) => new Welcome(c.greeter) },
  });
  const greeter = defineModule({
    name: 'greeter',
    services: { greeter: (c: { greeting: string }) => new Greeter(c.greeting) },
  });

  it('are built from its definition, once, from the shared deps and the services it names', () => {
    const built = buildServices(mergeFactories([welcome, greeter]), { greeting: 'hello' });
    expect(built.greeter).toBeInstanceOf(Greeter);
    expect(built.greeter.greeting).toBe('hello');
    expect(built.welcome.greeter).toBe(built.greeter);
  });

  it('are refused when two modules define the same name, or when they need each other around a loop', () => {
    expect(() => mergeFactories([greeter, defineModule({ name: 'other', services: { greeter: () => 1 } })])).toThrow(
      'Two modules define the service "greeter" (the second: other).',
    );
    const chicken = defineModule({ name: 'chicken', services: { chicken: (c: { egg: unknown }) => ({ egg: c.egg }) } });
    const egg = defineModule({ name: 'egg', services: { egg: (c: { chicken: unknown }) => ({ chicken: c.chicken }) } });
    expect(() => buildServices(mergeFactories([chicken, egg]), {})).toThrow('Services built around a loop: chicken -> egg -> chicken.');
  });
});
