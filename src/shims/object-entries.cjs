/* global module */
// The `object.entries` package, which node-polyglot (the translations) requires, for browsers that have
// Object.entries built in (all the client supports, since 2017): the package's whole es-shim interface
// (the function, getPolyfill, implementation, shim) over the built-in, without its 25 KB of helpers
// (get-intrinsic, call-bind, define-properties). Aliased in vite.config.ts; docs/decisions.md says why.
function entries(object) {
  return Object.entries(object);
}
const getPolyfill = () => Object.entries;
Object.defineProperties(entries, {
  getPolyfill: { value: getPolyfill },
  implementation: { value: Object.entries },
  // Object.entries is there already: nothing to install.
  shim: { value: getPolyfill },
});
module.exports = entries;
