import type { Plugin } from 'vite';

// packages/contract builds zod schemas at module top level. The storefront imports only plain
// helpers from those modules (formatCedi, imageVariant, defaultShop...); annotating every zod
// builder call there as pure lets unused schemas, and zod with them, drop out of the bundle.
// Shared schema pieces (idString) are built with zod too, so calls on them are as pure, and so
// are calls on a schema named `...Schema` (`productSchema.extend(...)`): without that, one such
// schema in a module the storefront reads (catalogue.ts) keeps zod in every page's first load.
// No contract module calls a schema's `parse` for its effect, which this would drop.
// An annotation, scoped to the contract, rather than treeshake.manualPureFunctions: that option
// matches a name in every module, and minified libraries have functions called `z` (Preact's
// diff is one), whose calls it would drop; its dotted form ('z.object') misses exported consts.

const CONTRACT_SOURCE = /\/packages\/contract\/src\/(?!.*\.test\.ts$).*\.ts$/;
const SCHEMA_CALL = /(?<![\w$.])(z|idString|[A-Za-z_$][\w$]*Schema)\.(?=[A-Za-z_$])/g;

export function pureSchemas(): Plugin {
  return {
    name: 'adepa:pure-schemas',
    apply: 'build',
    transform: {
      filter: { id: CONTRACT_SOURCE },
      handler(code) {
        return { code: code.replace(SCHEMA_CALL, '/* @__PURE__ */ $1.'), map: null };
      },
    },
  };
}
