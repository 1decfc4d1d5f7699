// The last step of `npm run build`: marks build/ as current, so `npm start` after
// `npm run build` (the README's way to ship build/) starts at once instead of building again.
import path from "node:path";
import { markBuilt } from "./build-freshness.mjs";

markBuilt(path.resolve(import.meta.dirname, ".."));
