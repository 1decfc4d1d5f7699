import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

// `npm run lint` runs this script (decision 051); here it runs on scratch trees, as CI would
// on a commit that adds a loop or a feature-to-feature import.
const script = path.resolve(import.meta.dirname, "module-graph.mjs");
const scratch: string[] = [];

function tree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "module-graph-"));
  scratch.push(root);
  const tsconfig = {
    compilerOptions: { paths: { "~/*": ["./app/*"], "@shared/*": ["./shared/*"] } },
  };
  fs.writeFileSync(path.join(root, "tsconfig.json"), JSON.stringify(tsconfig));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
}

function lint(root: string, ...args: string[]) {
  const run = spawnSync(process.execPath, [script, "--root", root, ...args], { encoding: "utf8" });
  return { status: run.status, output: run.stdout + run.stderr };
}

afterEach(() => {
  for (const root of scratch.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

const clean = {
  "shared/engine/price.ts":
    'import { money } from "../money/cents";\nexport const price = money;\n',
  "shared/money/cents.ts": "export const money = 1;\n",
  "server/api/quotes/routes.ts":
    'import { price } from "@shared/engine/price";\nexport { price };\n',
  "app/components/button.tsx": 'import { money } from "@shared/money/cents";\nexport { money };\n',
  "app/features/quotes/page.tsx":
    'import { money } from "~/components/button";\nexport { money };\n',
};

describe("scripts/module-graph.mjs", () => {
  it("passes a tree whose imports run one way", () => {
    const result = lint(tree(clean));
    expect(result.output).toContain("0 strongly connected component(s)");
    expect(result.status).toBe(0);
  });

  it("fails on a loop between two modules, naming the files behind each edge", () => {
    const result = lint(
      tree({
        ...clean,
        // The loop issue 33 found: the engine importing quotes while quotes import the engine.
        "shared/quotes/snapshot.ts":
          'import type { Q } from "../engine/types";\nexport type S = Q;\n',
        "shared/engine/types.ts":
          'import { type A } from "@shared/quotes/adjustments";\nexport type Q = A;\n',
        "shared/quotes/adjustments.ts": "export type A = number;\n",
      }),
    );
    expect(result.status).toBe(1);
    expect(result.output).toContain("loop 1 (2 modules): shared/engine, shared/quotes");
    expect(result.output).toContain("shared/engine -> shared/quotes");
    expect(result.output).toContain('shared/engine/types.ts imports "@shared/quotes/adjustments"');
  });

  it("finds loops through dynamic imports, re-exports and index files", () => {
    const result = lint(
      tree({
        ...clean,
        "server/jobs/index.ts": 'export { run } from "../plugins/worker";\n',
        "server/plugins/worker.ts":
          'export async function run() {\n  return import("../jobs");\n}\n',
      }),
    );
    expect(result.status).toBe(1);
    expect(result.output).toContain("server/jobs, server/plugins");
  });

  it("reads imports after a comment or string holding '/*'", () => {
    const result = lint(
      tree({
        ...clean,
        "shared/money/glob.ts":
          '// one /assets/* route\nimport { price } from "../engine/price";\nconst ignore = ["**/*.br"];\nexport { ignore, price };\n',
      }),
    );
    expect(result.status).toBe(1);
    expect(result.output).toContain("shared/engine, shared/money");
  });

  it("fails on a feature importing another feature", () => {
    const result = lint(
      tree({
        ...clean,
        "app/features/builder/step.tsx":
          'import { money } from "~/features/quotes/page";\nexport { money };\n',
      }),
    );
    expect(result.status).toBe(1);
    expect(result.output).toContain("feature-to-feature imports");
    expect(result.output).toContain("app/features/builder -> app/features/quotes");
  });

  it("fails on app/components importing a feature", () => {
    const result = lint(
      tree({
        ...clean,
        "app/components/card.tsx":
          'import { money } from "../features/quotes/page";\nexport { money };\n',
      }),
    );
    expect(result.status).toBe(1);
    expect(result.output).toContain("app/components importing a feature");
  });

  it("leaves test code out: a test importing across modules is no loop", () => {
    const result = lint(
      tree({
        ...clean,
        "shared/money/cents.test.ts":
          'import { price } from "../engine/price";\nexport { price };\n',
        "shared/money/test-kit.ts": 'import { price } from "../engine/price";\nexport { price };\n',
        "shared/money/properties.ts":
          'import { it } from "vitest";\nimport { price } from "../engine/price";\nexport { it, price };\n',
        // An example in a comment is not an import.
        "shared/money/notes.ts": '// import { price } from "../engine/price";\nexport {};\n',
      }),
    );
    expect(result.output).toContain("0 strongly connected component(s)");
    expect(result.status).toBe(0);
  });

  it("tolerates the edges in its baseline and fails on any new one", () => {
    const root = tree({
      ...clean,
      "app/features/builder/step.tsx":
        'import { money } from "~/features/quotes/page";\nexport { money };\n',
    });
    expect(lint(root, "--write-baseline").status).toBe(0);
    const recorded = lint(root);
    expect(recorded.status).toBe(0);
    expect(recorded.output).toContain("baseline still in use: 0 loops, 1 features, 0 components");

    fs.writeFileSync(
      path.join(root, "app/features/quotes/list.tsx"),
      'import { money } from "~/features/builder/step";\nexport { money };\n',
    );
    const added = lint(root);
    expect(added.status).toBe(1);
    expect(added.output).toContain("app/features/quotes -> app/features/builder");
    expect(added.output).toContain("import-loop edges");
  });

  it("says which baseline entries are no longer needed", () => {
    const root = tree({
      ...clean,
      "app/features/builder/step.tsx":
        'import { money } from "~/features/quotes/page";\nexport { money };\n',
    });
    lint(root, "--write-baseline");
    fs.rmSync(path.join(root, "app/features/builder/step.tsx"));
    const result = lint(root);
    expect(result.status).toBe(0);
    expect(result.output).toContain("1 baseline edge(s) no longer occur");
    expect(result.output).toContain("features: app/features/builder -> app/features/quotes");
  });
  describe("a server module reaches another only through its public entry (decision 055)", () => {
    const modules = {
      ...clean,
      "server/api/quotes/quote-service.ts": "export const saveVersion = 1;\n",
      "server/api/quotes/versions/configuration-repository.ts": "export const rows = 1;\n",
      "server/api/quotes/versions/configuration-mapper.ts": "export const toRow = 1;\n",
      "server/api/auth/guards.ts": "export const adminRequired = 1;\n",
    };

    it("passes imports of a service and a declared entry", () => {
      const root = tree({
        ...modules,
        "server/api/opportunities/routes.ts": [
          'import { saveVersion } from "../quotes/quote-service";',
          'import { adminRequired } from "../auth/guards";',
          "export const all = [saveVersion, adminRequired];",
          "",
        ].join("\n"),
        "scripts/module-entries.json": JSON.stringify({
          modules: { "server/api/auth": ["guards.ts"] },
        }),
      });
      const result = lint(root);
      expect(result.output).toContain("0 entries");
      expect(result.status).toBe(0);
    });

    it("fails on a private file of another module, naming the import", () => {
      const result = lint(
        tree({
          ...modules,
          "server/api/opportunities/routes.ts":
            'import { toRow } from "../quotes/versions/configuration-mapper";\nexport { toRow };\n',
          // Undeclared: guards.ts is private without scripts/module-entries.json.
          "server/web/guard.ts": 'import { adminRequired } from "../api/auth/guards";\n',
        }),
      );
      expect(result.status).toBe(1);
      expect(result.output).toContain(
        "server/api/opportunities -> server/api/quotes/versions/configuration-mapper.ts",
      );
      expect(result.output).toContain(
        'server/api/opportunities/routes.ts imports "../quotes/versions/configuration-mapper"',
      );
      expect(result.output).toContain("server/web -> server/api/auth/guards.ts");
    });

    it("keeps a repository private to its module (decision 061)", () => {
      const result = lint(
        tree({
          ...modules,
          // Another module's repository, even for a type: fails.
          "server/api/opportunities/routes.ts":
            'import type { rows } from "../quotes/versions/configuration-repository";\nexport type R = typeof rows;\n',
          // The module itself, a composition root and a test may import it.
          "server/api/quotes/quote-routes.ts":
            'import { rows } from "./versions/configuration-repository";\nexport { rows };\n',
          "server/repositories.ts":
            'import { rows } from "./api/quotes/versions/configuration-repository";\nexport { rows };\n',
          "server/api/opportunities/routes.test.ts":
            'import { rows } from "../quotes/versions/configuration-repository";\nexport { rows };\n',
        }),
      );
      expect(result.status).toBe(1);
      expect(result.output).toContain(
        "server/api/opportunities -> server/api/quotes/versions/configuration-repository.ts",
      );
      expect(result.output).not.toContain("server/api/quotes -> ");
      expect(result.output).not.toContain("routes.test.ts");
    });

    it("lets a composition root wire any file", () => {
      const result = lint(
        tree({
          ...modules,
          "server/repositories.ts":
            'import { toRow } from "./api/quotes/versions/configuration-mapper";\nexport { toRow };\n',
        }),
      );
      expect(result.status).toBe(0);
    });
  });
  describe("a server module uses only its own repositories from the app's bag (decision 061)", () => {
    const bag = {
      ...clean,
      "server/api/users/user-repository.ts": "export const createUserRepository = () => ({});\n",
      "server/api/quotes/share-repository.ts": "export const createShareRepository = () => ({});\n",
      "server/api/quotes/versions/configuration-queries.ts":
        "export const createConfigurationQueries = () => ({});\n",
      "server/repositories.ts": [
        'import { createShareRepository } from "./api/quotes/share-repository";',
        'import { createConfigurationQueries } from "./api/quotes/versions/configuration-queries";',
        'import { createUserRepository } from "./api/users/user-repository";',
        "export const createRepositories = (db) => ({",
        "  users: createUserRepository(db),",
        "  shares: createShareRepository(db),",
        "  configurationQueries: createConfigurationQueries(db),",
        "});",
        "",
      ].join("\n"),
    };

    it("passes a module's own repositories and another module's read model", () => {
      const result = lint(
        tree({
          ...bag,
          "server/api/quotes/share-routes.ts":
            "export const routes = (app) => app.repositories.shares;\n",
          "server/web/page-reads.ts":
            "export const reads = (app) => app.repositories.configurationQueries;\n",
          // Tests and the composition roots may reach any repository.
          "server/api/quotes/share-routes.test.ts":
            "export const t = (app) => app.repositories.users;\n",
          "server/workers.ts": "export const w = (app) => app.repositories.users;\n",
        }),
      );
      expect(result.output).toContain("0 repositories");
      expect(result.status).toBe(0);
    });

    it("fails on another module's repository, by key or destructured, naming the file", () => {
      const result = lint(
        tree({
          ...bag,
          "server/api/quotes/lead-route.ts":
            "export const lead = (app) => app.repositories.users.count();\n",
          "server/api/prospects/routes.ts":
            "export const routes = (app) => {\n  const { shares: links, users } = app.repositories;\n  return [links, users];\n};\n",
        }),
      );
      expect(result.status).toBe(1);
      expect(result.output).toContain("server/api/quotes -> repositories.users (server/api/users)");
      expect(result.output).toContain('server/api/quotes/lead-route.ts uses "repositories.users"');
      expect(result.output).toContain(
        "server/api/prospects -> repositories.shares (server/api/quotes)",
      );
      expect(result.output).toContain(
        "server/api/prospects -> repositories.users (server/api/users)",
      );
    });
  });
});
