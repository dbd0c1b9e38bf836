// Module boundaries (docs/architecture.md, docs/decisions/0007-module-boundaries.md). `npm run
// lint:boundaries` checks them; `npm test` runs it right after the typecheck, so a forbidden import
// fails the suite. Type-only imports count too (tsPreCompilationDeps).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import circle, type-only ones included: a module and what it imports can be read in order.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'lib-is-pure',
      comment:
        'src/lib is isomorphic domain code: it never imports server code, the database or content files (pages and the server read content and pass it in).',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: '^(src/server|db|src/content)/' },
    },
    {
      name: 'lib-imports-no-ui',
      comment: 'src/lib sits below islands, stores and pages: it never imports them.',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: '^src/(islands|stores|pages|components|layouts)/' },
    },
    {
      name: 'island-to-other-island',
      comment: 'An island folder never imports another island folder; UI both need goes to src/islands/shared.',
      severity: 'error',
      from: { path: '^src/islands/([^/]+)/' },
      to: { path: '^src/islands/', pathNot: ['^src/islands/$1/', '^src/islands/shared/'] },
    },
    {
      name: 'shared-island-code-is-shared',
      comment: 'src/islands/shared is used by islands; it never imports one of them.',
      severity: 'error',
      from: { path: '^src/islands/shared/' },
      to: { path: '^src/islands/', pathNot: '^src/islands/shared/' },
    },
    {
      name: 'public-browser-code-public-routes',
      comment:
        'Quiz islands and stores run on public pages: they take paths from src/lib/public-routes.ts, so the pages never ship the back-office route map (docs/decisions/0027).',
      severity: 'error',
      from: { path: '^src/(islands/(quiz-[^/]+|shared)|stores/quiz-[^/]+)' },
      to: { path: '^src/lib/routes\\.ts$' },
    },
    {
      name: 'browser-code-not-server',
      comment:
        'Islands and stores run in the browser: they never import src/server or db (they call the API through src/lib/api-client.ts and src/lib/routes.ts).',
      severity: 'error',
      from: { path: '^src/(islands|stores)/' },
      to: { path: '^(src/server|db)/' },
    },
    {
      name: 'db-not-server',
      comment:
        'db/ (schema, connection, migrations) never imports src/server: the server depends on db, not the other way round.',
      severity: 'error',
      from: { path: '^db/' },
      to: { path: '^src/(?!lib/)' },
    },
    {
      name: 'functions-through-server',
      comment:
        'Functions reach the database only through src/server (getDb in src/server/db.ts, repositories), never db/ directly.',
      severity: 'error',
      from: { path: '^functions/' },
      to: { path: '^db/' },
    },
    {
      name: 'functions-not-ui',
      comment: 'Functions never import browser code.',
      severity: 'error',
      from: { path: '^functions/' },
      to: { path: '^src/(islands|stores|pages|components|layouts)/' },
    },
    {
      name: 'server-not-ui',
      comment: 'src/server never imports browser code or functions.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^(src/(islands|stores|pages|components|layouts)|functions)/' },
    },
    {
      name: 'scripts-not-tests',
      comment: 'scripts never import tests; helpers both need live in scripts/support.',
      severity: 'error',
      from: { path: '^scripts/' },
      to: { path: '^tests/' },
    },
    {
      name: 'app-not-tests',
      comment: 'Application code never imports tests.',
      severity: 'error',
      from: { path: '^(src|functions|db)/' },
      to: { path: '^tests/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every relative import resolves to a file.',
      severity: 'error',
      from: {},
      to: {
        couldNotResolve: true,
        dependencyTypesNot: [
          'core',
          'npm',
          'npm-dev',
          'npm-optional',
          'npm-peer',
          'npm-bundled',
          'npm-no-pkg',
          'unknown',
        ],
        pathNot: '^astro:',
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|\\.netlify|db/migrations)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
