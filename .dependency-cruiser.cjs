// The boundaries of ARCHITECTURE.md and STYLE.md, checked by `npm run lint` (dependency-cruiser).
// Type-only imports count: a cycle of types is still a cycle for the reader.
// A module's contract files (zod schemas with the spec's messages, constants, pure checks, the article
// Markdown reading): the web app imports them too, so another module may import them directly instead of
// through the module's index.
const CONTRACT = '^api/src/modules/[^/]+/([a-z-]+\\.(schemas|constants|checks|markdown)|plans)\\.ts$';
// Entity files: the ORM's list (entities.ts) reads them directly, and an entity names the entities it
// relates to (and their types) by their files, so opening the database loads the entities and nothing else.
const ENTITY = '^api/src/modules/[^/]+/[a-z-]+\\.entit(y|ies)\\.ts$';
const TEST = '(\\.test\\.tsx?$|\\.testing\\.ts$|^api/test/|^web/e2e/|/testing/)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'No file imports itself around a loop, type-only imports included: a module is read (and loaded) from its ' +
        'dependencies up. Break a loop with a narrower import (an entity file, a context type) or a port.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-cycle',
      comment:
        'No two folders of the API (modules, lib, db, graphql, ...) may import each other, directly or around a loop. ' +
        'Break it with a port: the lower module declares the interface it needs and names the service that implements it in its context (its index.ts), and the module list fills it.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^api/src/' },
      to: { path: '^api/src/', circular: true },
    },
    {
      name: 'module-public-surface',
      comment: 'Another module uses a module only through its index.ts (tests may reach inside).',
      severity: 'error',
      from: { path: '^api/src/modules/([^/]+)/', pathNot: [TEST, ENTITY] },
      to: { path: '^api/src/modules/', pathNot: ['^api/src/modules/$1/', '^api/src/modules/[^/]+/index\\.ts$', CONTRACT] },
    },
    {
      name: 'the-orm-reads-entity-files',
      comment:
        "The ORM's list (entities.ts) imports entity files, never a module's index: with entities-import-entities and " +
        'contracts-stay-pure, opening the database (the CLIs, the tests) loads entities, contracts and lib/, no routes or resolvers.',
      severity: 'error',
      from: { path: '^api/src/entities\\.ts$' },
      to: { path: '^api/src/modules/', pathNot: ENTITY },
    },
    {
      name: 'entities-import-entities',
      comment: 'An entity file imports other entity files and contracts, and other files of a module only for their types.',
      severity: 'error',
      from: { path: ENTITY },
      to: { path: '^api/src/modules/', pathNot: [ENTITY, CONTRACT], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'contracts-stay-pure',
      comment:
        "Schemas and constants are bundled into the web app: they import other contracts and lib/, never a module's index " +
        '(which would pull server code into the browser).',
      severity: 'error',
      from: { path: CONTRACT },
      to: { path: '^api/src/', pathNot: [CONTRACT, '^api/src/lib/'] },
    },
    {
      name: 'module-public-surface-from-outside-modules',
      comment: 'Outside api/src/modules, a module is reached only through its index.ts (tests may reach inside).',
      severity: 'error',
      from: { path: '^api/src/', pathNot: [TEST, '^api/src/modules/'] },
      to: { path: '^api/src/modules/[^/]+/', pathNot: ['^api/src/modules/[^/]+/index\\.ts$', ENTITY] },
    },
    {
      name: 'infrastructure-imports-no-module',
      comment: 'core/, lib/, db/, ai/, mail/, jobs/, plugins/, rest/ and graphql/ are below the modules: they never import one.',
      severity: 'error',
      from: { path: '^api/src/(core|lib|db|ai|mail|jobs|plugins|rest|graphql)/', pathNot: TEST },
      to: { path: '^api/src/modules/' },
    },
    {
      name: 'modules-never-import-the-composition-root',
      comment:
        'A module names what it uses (its own context types, rest/app.ts for the server type), never the composition root, ' +
        'not even its types: that is how a module stays out of a loop through services.ts, server.ts or the module list.',
      severity: 'error',
      from: { path: '^api/src/modules/' },
      to: { path: '^api/src/(server|services|main|entities|seed|graphql-schema|modules|demo-workspace)\\.ts$' },
    },
    {
      name: 'vendor-call-kinds-stay-apart',
      comment:
        'Platform posts (publishing/) and wire orders (distribution/) are two kinds of one vendor-call lifecycle (vendor-calls/): ' +
        'neither imports the other, contracts included; the release workflow (release/) is the one place that knows both.',
      severity: 'error',
      from: { path: '^api/src/modules/(publishing|distribution)/', pathNot: TEST },
      to: { path: '^api/src/modules/(publishing|distribution)/', pathNot: '^api/src/modules/$1/' },
    },
    {
      name: 'vendor-calls-below-both-kinds',
      comment: 'vendor-calls/ is what publishing and distribution share: it imports neither of them nor the workflow above them.',
      severity: 'error',
      from: { path: '^api/src/modules/vendor-calls/' },
      to: { path: '^api/src/modules/(publishing|distribution|release)/' },
    },
    {
      name: 'web-features-never-import-features',
      comment: 'bulletproof-react: features are combined only by app/ (routes); shared pieces live in components/ or lib/.',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'web-uses-only-api-schemas-and-constants',
      comment: "The web app shares the API's validation (spec messages verbatim) and constants, nothing that runs on the server.",
      severity: 'error',
      from: { path: '^web/src/' },
      to: { path: '^api/', pathNot: [CONTRACT, '^api/src/lib/(error-codes|zod|domains|graphql-enum)\\.ts$'] },
    },
    {
      name: 'plugins-import-nothing-from-the-api',
      comment: 'A vendor plugin depends on @issuerwire/plugin-sdk only: it must build and test outside this repository.',
      severity: 'error',
      from: { path: '^plugins/' },
      to: { path: '^(api|web)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests may reach inside anything they test; they are not part of the layering.
    exclude: { path: ['(^|/)(node_modules|dist|gql)/', TEST] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
