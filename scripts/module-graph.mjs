// The module graph of issue 33 and decision 051: every source file's imports collapsed to
// modules (`server/api/<m>`, `server/<m>`, `shared/<m>`, `app/features/<m>`, and `app/<m>`
// for the rest of the app), test code left out. It fails (exit 1) on
// - an import loop between modules (a strongly connected component, Tarjan's algorithm),
// - a feature importing another feature (`app/features/X` -> `app/features/Y`),
// - `app/components` importing a feature,
// - a server module reaching into another server feature module (`server/api/<m>`) past its
//   public entry (decision 055): a file named `routes`, `*-routes`, `*-queries`, `*-reads`
//   (decision 056) or `*-service`, or one the module declares in scripts/module-entries.json.
//   A `*-repository` is private to its module (decision 061): other modules use the owner's
//   service. The composition roots that wire every module (server/app, server/serve,
//   server/cli, server/repositories, server/services, server/workers, server/api/routes) are
//   exempt,
// - a server module using another module's repository through the app's bag
//   (`app.repositories.<key>`, `const { key } = app.repositories`; decision 061), the owner of
//   each key read from server/repositories.ts,
// unless the offending module edge is recorded in the baseline file, which lists the edges
// known when the rule came in; it only ever shrinks. Plain Node, no dependency, so
// `npm run lint` runs it on a clean checkout.
//
//   node scripts/module-graph.mjs [--root DIR] [--baseline FILE] [--write-baseline] [--json]
//   (--root reads DIR/scripts/module-entries.json when it exists)
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const sourceFile = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const resolvable = ["", ".ts", ".tsx", ".mts", ".js", ".jsx", ".mjs", "/index.ts", "/index.tsx"];
const skippedDirs = new Set(["node_modules", "build", "data", ".tmp", ".git", ".react-router"]);

function parseArgs(argv) {
  const args = { root: process.cwd(), baseline: undefined, write: false, json: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--root") args.root = path.resolve(argv[++i] ?? ".");
    else if (arg === "--baseline") args.baseline = argv[++i];
    else if (arg === "--write-baseline") args.write = true;
    else if (arg === "--json") args.json = true;
    else throw new Error(`unknown argument ${arg}`);
  }
  args.baseline = path.resolve(args.root, args.baseline ?? "scripts/module-graph-baseline.json");
  return args;
}

/** tsconfig `paths` as [prefix, target directory] pairs, e.g. ["~/", "<root>/app/"]. */
function readAliases(root) {
  const file = path.join(root, "tsconfig.json");
  if (!fs.existsSync(file)) return [];
  // tsconfig allows comments and trailing commas; strip both before JSON.parse.
  const text = fs
    .readFileSync(file, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "")
    .replace(/,(\s*[}\]])/g, "$1");
  const paths = JSON.parse(text).compilerOptions?.paths ?? {};
  return Object.entries(paths)
    .filter(([key, targets]) => key.endsWith("/*") && targets[0]?.endsWith("/*"))
    .map(([key, targets]) => [key.slice(0, -1), path.join(root, targets[0].slice(0, -1))]);
}

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (skippedDirs.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (sourceFile.test(entry.name) && !entry.name.endsWith(".d.ts")) yield full;
  }
}

/**
 * Test code is left out of the graph (issue 33): `*.test.*`, `tests/`, test kits and helpers
 * (`test-kit.ts`, `quote-test-kit.ts`, `test-formulas.ts`) and anything importing vitest.
 */
function isTestCode(relative, text) {
  if (relative.startsWith("tests/")) return true;
  const base = path.basename(relative);
  if (/\.(test|spec)\.[cm]?[jt]sx?$/.test(base)) return true;
  if (/(^|[-.])test([-.]|$)/.test(base.replace(/\.[cm]?[jt]sx?$/, ""))) return true;
  return /from\s+["'](vitest|@fast-check\/vitest)["']/.test(text);
}

/** The module a project file belongs to, or undefined when it is outside the four layers. */
export function moduleOf(relative) {
  const parts = relative.split("/");
  const name = (index) => parts[index]?.replace(/\.[cm]?[jt]sx?$/, "");
  if (parts[0] === "server" && parts[1] === "api" && parts.length > 2)
    return `server/api/${name(2)}`;
  if (parts[0] === "server" && parts.length > 1) return `server/${name(1)}`;
  if (parts[0] === "shared" && parts.length > 1) return `shared/${name(1)}`;
  if (parts[0] === "app" && parts[1] === "features" && parts.length > 2)
    return `app/features/${name(2)}`;
  if (parts[0] === "app" && parts.length > 1) return `app/${name(1)}`;
  return undefined;
}

// Comments are blanked first so an example import in a comment is not an edge. One pass over
// strings and comments together: "/*" inside a string or a line comment ("**/*.br",
// "one /assets/* route") opens no block comment.
const stringsAndComments =
  /("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`)|\/\/[^\n]*|\/\*[\s\S]*?\*\//g;

function stripComments(text) {
  return text.replace(stringsAndComments, (_comment, string) => string ?? "");
}

const specifierPatterns = [
  /\b(?:import|export)\s+(?:type\s+)?[^"'`;]*?\bfrom\s*["']([^"']+)["']/g,
  /\bimport\s*["']([^"']+)["']/g,
  /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g,
];

export function importSpecifiers(text) {
  const code = stripComments(text);
  const found = new Set();
  for (const pattern of specifierPatterns) {
    for (const match of code.matchAll(pattern)) found.add(match[1]);
  }
  return [...found];
}

function resolveSpecifier(specifier, fromFile, aliases) {
  let base;
  if (specifier.startsWith(".")) base = path.resolve(path.dirname(fromFile), specifier);
  else {
    const alias = aliases.find(([prefix]) => specifier.startsWith(prefix));
    if (!alias) return undefined; // a package
    base = path.join(alias[1], specifier.slice(alias[0].length));
  }
  const candidates = [base, base.replace(/\.[cm]?jsx?$/, "")];
  for (const candidate of candidates) {
    for (const suffix of resolvable) {
      const file = candidate + suffix;
      if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
    }
  }
  return base; // unresolved (generated or missing); its path still names its module
}

/** `import`/`export ... from` clauses that load code when the file runs (not types, not `import()`). */
const eagerPattern =
  /\b(import|export)\s+(type\s+)?([^"'`;]*?)\bfrom\s*["']([^"']+)["']|\bimport\s*["']([^"']+)["']/g;

function eagerSpecifiers(text) {
  const found = new Set();
  for (const match of stripComments(text).matchAll(eagerPattern)) {
    if (match[5]) {
      found.add(match[5]);
      continue;
    }
    const [, , typeOnly, clause, specifier] = match;
    const named = /^\{([^}]*)\}$/.exec(clause.trim())?.[1];
    const allTypes = named
      ?.split(",")
      .map((name) => name.trim())
      .filter(Boolean)
      .every((name) => name.startsWith("type "));
    if (!typeOnly && !allTypes) found.add(specifier);
  }
  return [...found];
}

/**
 * The chain of eager imports from `entry` (a path under `root`) to the first file that loads
 * `pkg` (a package name, e.g. "zod"), entry first; null when nothing `entry` loads up front
 * reaches it. What a page downloads before it can be used, read from the source.
 */
export function eagerPathTo(root, entry, pkg) {
  const aliases = readAliases(root);
  const start = path.resolve(root, entry);
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    if (!sourceFile.test(file) || !fs.existsSync(file)) continue;
    for (const specifier of eagerSpecifiers(fs.readFileSync(file, "utf8"))) {
      if (specifier === pkg || specifier.startsWith(`${pkg}/`)) {
        const chain = [];
        for (let at = file; at; at = cameFrom.get(at)) chain.unshift(path.relative(root, at));
        return chain;
      }
      const target = resolveSpecifier(specifier, file, aliases);
      if (!target || cameFrom.has(target)) continue;
      cameFrom.set(target, file);
      queue.push(target);
    }
  }
  return null;
}

/** Module edges with, for each, the file imports behind it. */
export function buildGraph(root) {
  const aliases = readAliases(root);
  const edges = new Map(); // "from -> to" => [{ file, specifier }]
  const modules = new Set();
  for (const top of ["app", "server", "shared"]) {
    const dir = path.join(root, top);
    if (!fs.existsSync(dir)) continue;
    for (const file of walk(dir)) {
      const relative = path.relative(root, file).split(path.sep).join("/");
      const text = fs.readFileSync(file, "utf8");
      if (isTestCode(relative, text)) continue;
      const from = moduleOf(relative);
      if (!from) continue;
      modules.add(from);
      for (const specifier of importSpecifiers(text)) {
        const target = resolveSpecifier(specifier, file, aliases);
        if (!target) continue;
        const targetRelative = path.relative(root, target).split(path.sep).join("/");
        if (targetRelative.startsWith("..") || isTestCode(targetRelative, "")) continue;
        const to = moduleOf(targetRelative);
        if (!to || to === from) continue;
        const key = `${from} -> ${to}`;
        if (!edges.has(key)) edges.set(key, []);
        edges.get(key).push({ file: relative, specifier, target: targetRelative });
      }
    }
  }
  return { modules, edges };
}

/** Tarjan's strongly connected components with more than one module, each sorted. */
export function stronglyConnected(modules, edgeKeys) {
  const next = new Map([...modules].map((m) => [m, []]));
  for (const key of edgeKeys) {
    const [from, to] = key.split(" -> ");
    if (!next.has(from)) next.set(from, []);
    if (!next.has(to)) next.set(to, []);
    next.get(from).push(to);
  }
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  // Iterative, so a deep chain of modules cannot overflow the call stack.
  for (const start of [...next.keys()].sort()) {
    if (index.has(start)) continue;
    const work = [[start, 0]];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, position] = frame;
      const targets = next.get(node);
      if (position < targets.length) {
        frame[1]++;
        const target = targets[position];
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) {
          low.set(node, Math.min(low.get(node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1) components.push(component.sort());
      }
    }
  }
  return components.sort((a, b) => b.length - a.length || a[0].localeCompare(b[0]));
}

/**
 * A server feature module's public entry by its name (decision 055). Not `*-repository`: a
 * module's tables are its own, reached by others through its service (decision 061).
 */
export const entryName = /^(routes|[a-z0-9-]+-(routes|queries|reads|service))$/;

/** The modules that wire every other one together; they may import any file (decision 052). */
export const compositionRoots = new Set([
  "server/app",
  "server/serve",
  "server/cli",
  "server/repositories",
  "server/services",
  "server/workers",
  "server/api/routes",
]);

/** Files each server feature module offers beyond the named entries: `{ module: [path] }`. */
function readEntries(root) {
  const file = path.join(root, "scripts/module-entries.json");
  if (!fs.existsSync(file)) return {};
  return JSON.parse(fs.readFileSync(file, "utf8")).modules ?? {};
}

/** Whether `target` (a file of module `to`) is that module's public entry. */
export function isPublicEntry(target, to, declared = {}) {
  const base = path.posix.basename(target).replace(/\.[cm]?[jt]sx?$/, "");
  if (entryName.test(base)) return true;
  return (declared[to] ?? []).includes(target.slice(to.length + 1));
}

/**
 * Imports of another server feature module's private files, as "from -> file" (decision
 * 055). Infrastructure (`server/http`, `server/db` ...) is a library: all of it is public.
 */
function privateReaches(edges, declared) {
  const found = new Set();
  for (const [key, imports] of edges) {
    const [from, to] = key.split(" -> ");
    if (!from.startsWith("server/") || !to.startsWith("server/api/")) continue;
    if (compositionRoots.has(from)) continue;
    for (const { target } of imports) {
      if (!isPublicEntry(target, to, declared)) found.add(`${from} -> ${target}`);
    }
  }
  return [...found].sort();
}

/**
 * Each repository key of the bag with the module whose `*-repository` file makes it, read
 * from server/repositories.ts: `import { createX } from "./api/<m>/x-repository"` and
 * `key: createX(`.
 */
export function repositoryOwners(root) {
  const file = path.join(root, "server/repositories.ts");
  if (!fs.existsSync(file)) return new Map();
  const text = stripComments(fs.readFileSync(file, "utf8"));
  const factories = new Map();
  for (const [, names, from] of text.matchAll(
    /import\s*\{([^}]*)\}\s*from\s*["']\.\/([^"']+)["']/g,
  )) {
    // Read models (`*-queries`, `*-reads`) are public (decision 056); repositories are not.
    if (!/-repository(\.ts)?$/.test(from)) continue;
    const owner = moduleOf(`server/${from}`);
    for (const name of names.split(",")) {
      const local = name
        .replace(/^\s*type\s+/, "")
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (local) factories.set(local, owner);
    }
  }
  const owners = new Map();
  for (const [, key, factory] of text.matchAll(/^\s*(\w+):\s*(?:\{\s*\.\.\.)?(\w+)\(/gm)) {
    const owner = factories.get(factory);
    if (owner?.startsWith("server/api/")) owners.set(key, owner);
  }
  return owners;
}

const bagKey = /\brepositories\??\.(\w+)/g;
const bagDestructuring = /\{([^{}]*)\}\s*=\s*(?:[\w$]+\??\.)*repositories\b(?!\s*\??\.)/g;

/** The bag keys a source text uses: `repositories.key` and `const { key } = ...repositories`. */
export function repositoryKeysUsed(text) {
  const code = stripComments(text);
  const keys = new Set();
  for (const [, key] of code.matchAll(bagKey)) keys.add(key);
  for (const [, names] of code.matchAll(bagDestructuring)) {
    for (const name of names.split(",")) {
      const key = name
        .trim()
        .replace(/^\.\.\./, "")
        .split(/\s*[:=]\s*/)[0];
      if (/^\w+$/.test(key)) keys.add(key);
    }
  }
  return [...keys];
}

/**
 * Uses of another server module's repository through the bag, as "from -> repositories.key"
 * (decision 061). Test code and the composition roots are left out.
 */
function bagReaches(root) {
  const owners = repositoryOwners(root);
  const found = new Map();
  const dir = path.join(root, "server");
  if (owners.size === 0 || !fs.existsSync(dir)) return found;
  for (const file of walk(dir)) {
    const relative = path.relative(root, file).split(path.sep).join("/");
    const text = fs.readFileSync(file, "utf8");
    const from = moduleOf(relative);
    if (!from || compositionRoots.has(from) || isTestCode(relative, text)) continue;
    for (const key of repositoryKeysUsed(text)) {
      const owner = owners.get(key);
      if (!owner || owner === from) continue;
      const edge = `${from} -> repositories.${key} (${owner})`;
      if (!found.has(edge)) found.set(edge, []);
      found.get(edge).push({ file: relative, specifier: `repositories.${key}` });
    }
  }
  return found;
}

/** Everything the rules of decisions 051, 055 and 061 find, before the baseline is applied. */
export function analyse(root) {
  const { modules, edges } = buildGraph(root);
  const components = stronglyConnected(modules, edges.keys());
  const componentOf = new Map();
  components.forEach((component, i) => {
    for (const m of component) componentOf.set(m, i);
  });
  const loopEdges = [];
  const featureEdges = [];
  const componentEdges = [];
  for (const key of [...edges.keys()].sort()) {
    const [from, to] = key.split(" -> ");
    const c = componentOf.get(from);
    if (c !== undefined && c === componentOf.get(to)) loopEdges.push(key);
    if (from.startsWith("app/features/") && to.startsWith("app/features/")) featureEdges.push(key);
    if (from === "app/components" && to.startsWith("app/features/")) componentEdges.push(key);
  }
  const entryEdges = privateReaches(edges, readEntries(root));
  const bag = bagReaches(root);
  const bagEdges = [...bag.keys()].sort();
  return {
    modules,
    edges,
    components,
    loopEdges,
    featureEdges,
    componentEdges,
    entryEdges,
    bag,
    bagEdges,
  };
}

function readBaseline(file) {
  if (!fs.existsSync(file)) {
    return { loops: [], features: [], components: [], entries: [], repositories: [] };
  }
  const data = JSON.parse(fs.readFileSync(file, "utf8"));
  return {
    loops: data.loops ?? [],
    features: data.features ?? [],
    components: data.components ?? [],
    entries: data.entries ?? [],
    repositories: data.repositories ?? [],
  };
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  const result = analyse(args.root);
  const found = {
    loops: result.loopEdges,
    features: result.featureEdges,
    components: result.componentEdges,
    entries: result.entryEdges,
    repositories: result.bagEdges,
  };

  if (args.write) {
    const note =
      "Module edges known to break decision 051's rules when it came in. Only ever remove " +
      "lines (scripts/module-graph.mjs lists the ones no longer needed); a new edge fails lint.";
    fs.mkdirSync(path.dirname(args.baseline), { recursive: true });
    fs.writeFileSync(args.baseline, `${JSON.stringify({ note, ...found }, null, 2)}\n`);
    console.info(`wrote ${path.relative(args.root, args.baseline)}`);
    return 0;
  }

  const baseline = readBaseline(args.baseline);
  const labels = {
    loops: "import-loop edges (inside a strongly connected component)",
    features: "feature-to-feature imports",
    components: "app/components importing a feature",
    entries: "server imports past another module's public entry (decisions 055, 061)",
    repositories: "uses of another module's repository through app.repositories (decision 061)",
  };
  let failed = false;
  const fresh = {};
  const stale = {};
  for (const kind of Object.keys(found)) {
    const known = new Set(baseline[kind]);
    const now = new Set(found[kind]);
    fresh[kind] = found[kind].filter((edge) => !known.has(edge));
    stale[kind] = baseline[kind].filter((edge) => !now.has(edge));
  }

  if (args.json) {
    const components = result.components;
    console.info(
      JSON.stringify({ modules: result.modules.size, components, found, fresh }, null, 2),
    );
  }

  console.info(
    `module graph: ${result.modules.size} modules, ${result.edges.size} edges, ` +
      `${result.components.length} strongly connected component(s)`,
  );
  result.components.forEach((component, i) => {
    console.info(`  loop ${i + 1} (${component.length} modules): ${component.join(", ")}`);
  });

  for (const kind of Object.keys(found)) {
    if (fresh[kind].length === 0) continue;
    failed = true;
    console.error(`\nNew ${labels[kind]} (not in the baseline):`);
    for (const edge of fresh[kind]) {
      console.error(`  ${edge}`);
      const [from, target] = edge.split(" -> ");
      const imports =
        kind === "entries"
          ? [...result.edges]
              .filter(([key]) => key.startsWith(`${from} -> `))
              .flatMap(([, list]) => list.filter((entry) => entry.target === target))
          : kind === "repositories"
            ? result.bag.get(edge)
            : result.edges.get(edge);
      for (const { file, specifier } of imports.slice(0, 3)) {
        console.error(
          `      ${file} ${kind === "repositories" ? "uses" : "imports"} "${specifier}"`,
        );
      }
    }
  }

  const remaining = Object.keys(found)
    .map((kind) => `${baseline[kind].length - stale[kind].length} ${kind}`)
    .join(", ");
  console.info(`baseline still in use: ${remaining} (goal: 0, decisions 051, 061)`);
  const staleCount = Object.values(stale).reduce((sum, list) => sum + list.length, 0);
  if (staleCount > 0) {
    console.info(`${staleCount} baseline edge(s) no longer occur; remove them from the baseline:`);
    for (const kind of Object.keys(stale)) {
      for (const edge of stale[kind]) console.info(`  ${kind}: ${edge}`);
    }
  }
  if (failed) {
    console.error(
      "\nModule rules broken (decisions 051, 055, 061). Move the shared piece to the module that owns " +
        "it (or to shared/, app/components, app/lib) so imports run one way; reach another " +
        "server module through its service or routes, never its repository (decision 061), " +
        "or declare the file in scripts/module-entries.json when it is meant for other modules.",
    );
    return 1;
  }
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main();
}
