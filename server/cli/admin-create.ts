import { parseArgs } from "node:util";
import { createUserSchema } from "@shared/users/user-admin";
import { hashPassword } from "../api/auth/passwords";
import { DataDirLockedError } from "../db/data-dir-lock";
import { openDatabase } from "../db/open";
import { loadEnv } from "../env";
import { createRepositories } from "../repositories";
import { createServices } from "../services";
import { readPassword } from "./read-password";

const USAGE = "Usage: npm run admin:create -- --username NAME [--name 'Display Name']";

/** `npm run admin:create -- --username NAME`: another administrator, from the command line. */
async function main() {
  const { values } = parseArgs({
    options: { username: { type: "string" }, name: { type: "string" } },
  });
  if (!values.username) throw new Error(USAGE);
  const password = await readPassword(`Password for ${values.username}: `);
  const input = createUserSchema.safeParse({
    username: values.username,
    displayName: values.name ?? values.username,
    role: "admin",
    password,
    mustChangePassword: false,
  });
  if (!input.success) {
    const problems = input.error.issues.map(
      (issue) => `  ${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Not created:\n${problems.join("\n")}`);
  }

  const env = loadEnv();
  let opened: Awaited<ReturnType<typeof openDatabase>>;
  try {
    opened = await openDatabase(env);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new Error(
        `${error.message}\nThe embedded database allows one process at a time: stop the server, run this command, then start the server again.`,
      );
    }
    throw error;
  }
  const { database, release } = opened;
  try {
    await database.migrate();
    const repositories = createRepositories(database.db);
    const { password: plain, ...fields } = input.data;
    const user = await repositories.users.create({
      ...fields,
      passwordHash: await hashPassword(plain),
    });
    if (!user) throw new Error(`The username ${fields.username} is taken.`);
    await createServices(database.db, repositories).audit.record(
      {
        event: "user.created",
        targetType: "user",
        targetId: user.id,
        targetLabel: user.username,
        details: { role: "admin", via: "admin:create" },
      },
      { actor: { process: "command line" } },
    );
    console.info(`Administrator ${user.username} created.`);
  } finally {
    await database.close();
    release();
  }
}

main().catch((error: Error) => {
  console.error(`\n${error.message}\n`);
  process.exit(1);
});
