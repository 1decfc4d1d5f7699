// Process entry. node-env sets the NODE_ENV default that React and others read when they are
// first loaded, so it comes first; the compiled server (decision 041) is one CommonJS bundle
// that evaluates its modules in this order, and so does Node's ES module loader (tsx, dev).
import "./node-env";
import "./wasm-tiering";
import "./serve";
