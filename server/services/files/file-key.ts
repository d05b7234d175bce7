/** Where one stored file sits: `<resource>/<field>/<id>`, below the folder or the bucket's prefix. */
export interface FileKey {
  resource: string;
  field: string;
  id: string;
}

/** Segments come from declarations and uuids; anything else must never reach a path or an object key. */
export function keyPath({ resource, field, id }: FileKey): string {
  for (const segment of [resource, field, id]) {
    if (!/^[A-Za-z0-9_-]+$/.test(segment)) throw new Error(`Unsafe file path segment: ${segment}`);
  }
  return `${resource}/${field}/${id}`;
}
