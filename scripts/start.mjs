// `npm start`: builds when sources changed (ensure-build.mjs), then runs the compiled server
// in this process. The compiled server refuses to start in production without PUBLIC_URL
// (decision 044); `npm install && npm start` must still serve http://localhost:3000 with no
// configuration, so this command alone supplies a local one, and says so.
import "./ensure-build.mjs";

if (!process.env.PUBLIC_URL) {
  process.env.PUBLIC_URL = `http://localhost:${process.env.PORT || 3000}`;
  console.info(
    `PUBLIC_URL is not set: using ${process.env.PUBLIC_URL} (this machine only; requests for other host names are refused). Deployments must set PUBLIC_URL to the address visitors use.`,
  );
}

await import("../build/server-node/main.js");
