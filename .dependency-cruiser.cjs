// The layers of the api and the web app, as the README's "What may import what" draws them:
// imports flow one way, a module or a feature is reached only through its index.ts, and nothing
// imports itself round about. `npm run lint` runs this (`npm run lint:layers`).
const API = '^apps/api/src/';
const WEB = '^apps/web/src/';
// The api's capabilities: one folder each, holding its plugin, routes, services and commands
// (outbox/ is the worker mail and SMS share; activity/ is the log every change writes).
const CAPABILITIES = '(activity|backups|sms|mail|outbox|payments)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'A file that imports itself round about: the layers have one direction.',
      severity: 'error',
      from: { path: '^(apps|packages)/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'api-lib-is-the-bottom',
      comment:
        'The api lib/ and db/ hold small rules and the database: they import no plugin or module.',
      severity: 'error',
      from: { path: `${API}(lib|db)/` },
      to: { path: `${API}(plugins|modules|mail|sms|outbox|backups|images)/` },
    },
    {
      name: 'api-plugins-import-no-module',
      comment: 'Plugins are infrastructure: modules build on them, never the other way.',
      severity: 'error',
      from: { path: `${API}plugins/` },
      to: { path: `${API}modules/` },
    },
    {
      name: 'api-modules-through-their-index',
      comment: 'A module reaches another only through its index.ts.',
      severity: 'error',
      from: { path: `${API}modules/([^/]+)/` },
      to: {
        path: `${API}modules/`,
        pathNot: [`${API}modules/$1/`, `${API}modules/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'api-capabilities-import-no-module',
      comment:
        'A capability (backups, SMS, mail, the outbox, payments) builds on lib/, db/ and the plugins, beside them: modules use it, never the other way.',
      severity: 'error',
      from: { path: `${API}${CAPABILITIES}/` },
      to: { path: `${API}modules/` },
    },
    {
      name: 'api-capabilities-through-their-index',
      comment:
        'Code outside a capability folder (modules, plugins, app.ts, server.ts) reaches it only through its index.ts.',
      severity: 'error',
      from: { path: `${API}([^/]+)` },
      to: {
        path: `${API}${CAPABILITIES}/`,
        pathNot: [`${API}$1/`, `${API}${CAPABILITIES}/index\\.ts$`],
      },
    },
    {
      name: 'api-sql-only-in-repositories',
      comment:
        "The SQL of a module or a capability is in its repository files (repository.ts, *-repository.ts): route files parse, authorise, call a repository or a service and reply; services, workers and plugins hold the flow and call the repository. The backup's dump reads every table through the database's catalogue, SQL by its nature, and stays whole.",
      severity: 'error',
      from: {
        path: `${API}(modules/[^/]+|${CAPABILITIES})/`,
        pathNot: [
          `${API}(modules/[^/]+|${CAPABILITIES})/(repository|[^/]+-repository)\\.ts$`,
          `${API}backups/dump\\.ts$`,
        ],
      },
      to: { path: [`${API}db/schema\\.ts$`, '(^|/)node_modules/drizzle-orm/'] },
    },
    {
      name: 'web-features-through-their-index',
      comment: 'A feature reaches another only through its index.ts.',
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/` },
      to: {
        path: `${WEB}features/`,
        pathNot: [`${WEB}features/$1/`, `${WEB}features/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'web-shared-code-knows-no-feature',
      comment: 'components/ui and lib are shared by every feature and know none.',
      severity: 'error',
      from: { path: `${WEB}(components|lib)/` },
      to: { path: `${WEB}(features|app)/` },
    },
    {
      name: 'web-features-know-no-app',
      comment: 'The app composes the features; a feature does not reach back into it.',
      severity: 'error',
      from: { path: `${WEB}features/` },
      to: { path: `${WEB}app/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // node_modules is read as leaves (not followed), so a rule can name a package.
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
    },
  },
};
