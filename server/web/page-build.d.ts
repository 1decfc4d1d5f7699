// build/server/index.js, the page renderer `react-router build` writes (package.json
// "imports"). It exists only after a build, so its type is declared here.
declare module "#page-build" {
  import type { ServerBuild } from "react-router";

  const build: ServerBuild;
  export = build;
}
