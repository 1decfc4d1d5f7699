// React and other libraries pick their production build from process.env.NODE_ENV when they
// are first loaded, so the default must be in place before any other module is evaluated.
// server/main.ts imports this module first.
process.env.NODE_ENV ??= "production";
