// The last step of `npm run build`: marks build/ as current for ensure-build.mjs, so `npm start`
// after `npm run build` (the README's way to ship build/) starts at once instead of building
// again (issue 37).
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
fs.writeFileSync(path.join(root, "build/.stamp"), new Date().toISOString());
