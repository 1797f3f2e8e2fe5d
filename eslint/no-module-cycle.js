// A lint rule: no cycle between the folders (modules) of one directory, e.g. apps/server/src/modules/*.
// import-x/no-cycle sees cycles between files; two modules can still depend on each other without one
// (products.routes → venues.service → products.service is no file cycle, yet products and venues need each other).
// This rule follows module → module edges instead. Decision record: docs/decisions/0031-server-module-boundaries.md
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parser } from 'typescript-eslint';

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const TEST = /\.test\.(ts|tsx|mts|js|mjs)$/;
/** file → { mtimeMs, specifiers } so a lint run parses each file once */
const parsed = new Map();

function specifiersOf(program) {
  const specifiers = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (
      (node.type === 'ImportDeclaration' || node.type === 'ExportAllDeclaration' || node.type === 'ExportNamedDeclaration') &&
      node.source
    ) {
      specifiers.push({ value: node.source.value, node: node.source });
    } else if (node.type === 'ImportExpression' && node.source.type === 'Literal' && typeof node.source.value === 'string') {
      specifiers.push({ value: node.source.value, node: node.source });
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === 'parent' || key === 'loc' || key === 'range') continue;
      if (Array.isArray(child)) child.forEach(visit);
      else if (child && typeof child === 'object') visit(child);
    }
  };
  visit(program);
  return specifiers;
}

function fileSpecifiers(file) {
  const { mtimeMs } = statSync(file);
  const cached = parsed.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.specifiers;
  const { ast } = parser.parseForESLint(readFileSync(file, 'utf8'), { range: false, loc: false, jsx: file.endsWith('x') });
  const specifiers = specifiersOf(ast).map((specifier) => specifier.value);
  parsed.set(file, { mtimeMs, specifiers });
  return specifiers;
}

function sourceFiles(directory) {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !TEST.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** the module a file belongs to: the first folder under `modulesDir`, or undefined */
function moduleOf(file, modulesDir) {
  const relative = path.relative(modulesDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [first, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? first : undefined;
}

function targetModule(fromFile, specifier, modulesDir) {
  if (!specifier.startsWith('.')) return undefined;
  return moduleOf(path.resolve(path.dirname(fromFile), specifier, 'x'), modulesDir);
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between the modules (first-level folders) of a directory' },
    schema: [
      {
        type: 'object',
        properties: { modulesDir: { type: 'string' }, shared: { type: 'array', items: { type: 'string' } } },
        required: ['modulesDir'],
        additionalProperties: false,
      },
    ],
    messages: { cycle: 'Modules import each other: {{cycle}}. Let one of them depend on the other, not both.' },
  },
  create(context) {
    const { modulesDir: configured, shared = [] } = context.options[0];
    const modulesDir = path.resolve(context.cwd, configured);
    const file = context.physicalFilename;
    const own = moduleOf(file, modulesDir);
    if (!own || shared.includes(own) || TEST.test(file)) return {};

    /** module → modules it imports, from every other source file on disk plus this one as it is now */
    function graph(ownSpecifiers) {
      const edges = new Map();
      const add = (fromFile, specifiers) => {
        const from = moduleOf(fromFile, modulesDir);
        for (const specifier of specifiers) {
          const to = targetModule(fromFile, specifier, modulesDir);
          if (!from || !to || to === from || shared.includes(to) || shared.includes(from)) continue;
          if (!edges.has(from)) edges.set(from, new Set());
          edges.get(from).add(to);
        }
      };
      for (const other of sourceFiles(modulesDir)) if (other !== file) add(other, fileSpecifiers(other));
      add(file, ownSpecifiers);
      return edges;
    }

    /** the shortest way from `start` back to `own`, or undefined */
    function pathBack(edges, start) {
      const previous = new Map([[start, null]]);
      const queue = [start];
      while (queue.length > 0) {
        const current = queue.shift();
        if (current === own) {
          const route = [];
          for (let step = current; step !== null; step = previous.get(step)) route.unshift(step);
          return route;
        }
        for (const next of edges.get(current) ?? []) {
          if (!previous.has(next)) {
            previous.set(next, current);
            queue.push(next);
          }
        }
      }
      return undefined;
    }

    return {
      'Program:exit'(program) {
        const specifiers = specifiersOf(program);
        const edges = graph(specifiers.map((specifier) => specifier.value));
        const reported = new Set();
        for (const specifier of specifiers) {
          const to = targetModule(file, specifier.value, modulesDir);
          if (!to || to === own || shared.includes(to) || reported.has(to)) continue;
          const route = pathBack(edges, to);
          if (!route) continue;
          reported.add(to);
          context.report({ node: specifier.node, messageId: 'cycle', data: { cycle: [own, ...route].join(' → ') } });
        }
      },
    };
  },
};
