/**
 * Stands in for `jsonexport` (about 3 KB compressed on every list) in the client build (aliased in
 * vite.config.ts). react-admin's list controller imports it for its default CSV exporter, which this app
 * never calls: lists export through the server (src/views/export/), and every List passes exporter={false}.
 */
export default function jsonexport(): never {
  throw new Error("react-admin's CSV exporter is not used here: lists export through the server (src/views/export)");
}
