import path from 'node:path';

/**
 * The walls between modules (docs/decisions/037-module-boundaries.md), as one lint rule (tests are
 * outside it: a test may reach the internals it tests):
 * - a server module uses another module only through its `index.ts`;
 * - the server's plugins import no module, and a module's context does not import `app.ts`;
 * - a web feature uses another feature only through its `index.ts`, and never imports `app/`;
 * - shared web code (components, lib, config, hooks, locales) imports no feature.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER = 'apps/server/src/';
const WEB = 'apps/web/src/';

const rel = (file) => path.relative(ROOT, file).split(path.sep).join('/');

/** The unit a path belongs to: `modules/accounts`, `features/quotes`, or null. */
function unitOf(file, base, kind) {
  if (!file.startsWith(`${base}${kind}/`)) return null;
  const name = file.slice(base.length + kind.length + 1).split('/')[0];
  return name && !name.includes('.') ? `${kind}/${name}` : null;
}

const isIndex = (target, unit, base) =>
  /^index\.tsx?$/.test(target.slice(`${base}${unit}/`.length)) ||
  target === `${base}${unit}` ||
  target === `${base}${unit}/index`;

function problem(from, target) {
  for (const [base, kind] of [
    [SERVER, 'modules'],
    [WEB, 'features'],
  ]) {
    const own = unitOf(from, base, kind);
    const other = unitOf(target, base, kind);
    if (own && other && own !== other && !isIndex(target, other, base)) {
      return `use ${other} through its index.ts, not ${target.slice(base.length)}`;
    }
  }
  if (from.startsWith(`${SERVER}plugins/`) && target.startsWith(`${SERVER}modules/`)) {
    return 'plugins do not import modules: a module registers what a plugin needs';
  }
  if (
    /^apps\/server\/src\/modules\/[^/]+\/[^/]+\.context\.ts$/.test(from) &&
    /^apps\/server\/src\/app(\.ts)?$/.test(target)
  ) {
    return 'a module context does not import app.ts: take its dependencies from context/';
  }
  if (from.startsWith(`${WEB}features/`) && target.startsWith(`${WEB}app/`)) {
    return 'features do not import app/: the app composes features';
  }
  const shared = /^apps\/web\/src\/(components|lib|config|hooks|locales|testing)\//;
  if (shared.test(from) && target.startsWith(`${WEB}features/`)) {
    return 'shared code does not import features';
  }
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Module and feature boundaries' },
    schema: [],
  },
  create(context) {
    const from = rel(context.filename);
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = rel(path.resolve(path.dirname(context.filename), source));
      const message = problem(from, target);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'module-boundaries': rule } };
