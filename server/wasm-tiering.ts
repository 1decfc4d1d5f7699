// Start-up (issue 12, decision 037): V8 compiles a WebAssembly function with its optimizing
// compiler once the function has run "enough", and PostgreSQL's start (catalog loading, the
// migration and seed checks) crosses V8's default threshold in hundreds of functions that
// never run again. On two cores those background compiles took the CPU the start needed.
// A threshold about ten times higher leaves start-up to the baseline compiler; code that
// stays hot, the queries of a running server, still reaches the optimizing one. Set before
// PGlite compiles its module, hence from the process entry, not from the database code.
import v8 from "node:v8";

v8.setFlagsFromString("--wasm-tiering-budget=20000000");
