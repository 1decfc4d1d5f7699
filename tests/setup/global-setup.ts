import { prepareTemplate } from "./test-database";

export default async function globalSetup() {
  await prepareTemplate(process.env.DATABASE_URL);
}
