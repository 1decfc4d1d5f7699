// Process entry. node-env sets the NODE_ENV default that React and others read when they are
// first loaded, so it must run before any library is. Static imports are all linked before
// a module's body runs, and the compiled server (decision 028) hoists its external packages'
// imports to the top of the bundle; so the server comes in by a dynamic import, after it.
import "./node-env";
import "./wasm-tiering";

await import("./serve");
