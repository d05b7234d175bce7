/* global module */
// Stands in for the `object.entries` package, which node-polyglot (the translations) requires: a
// polyfill with about 25 KB of helpers (get-intrinsic, call-bind, define-properties) for a function
// every browser the client runs in has had since 2017. Aliased in vite.config.ts.
module.exports = Object.entries;
