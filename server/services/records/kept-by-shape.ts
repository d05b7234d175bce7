/**
 * Statement texts kept per resource and shape (list-filter.ts, create-in-one-statement.ts). Where a
 * statement's text depends only on its shape and a request can encode its parameters itself, Drizzle
 * renders it once instead of on every request (docs/architecture.md#list-statements).
 */
import type { ResourceDefinition } from '../../../resources';

export class KeptByShape<T> {
  private readonly byResource = new WeakMap<ResourceDefinition, Map<string, T>>();

  /** `max`: shapes kept per resource; past it, rendered each time. */
  constructor(private readonly max: number) {}

  get(resource: ResourceDefinition, shape: string): T | undefined {
    return this.byResource.get(resource)?.get(shape);
  }

  /** Keeps `kept` only when `encoded`, the parameters as a request encodes them, are exactly Drizzle's `rendered` ones. */
  keep(resource: ResourceDefinition, shape: string, kept: T, encoded: unknown[], rendered: unknown[]): void {
    if (encoded.length !== rendered.length || encoded.some((param, i) => param !== rendered[i])) return;
    let shapes = this.byResource.get(resource);
    if (!shapes) this.byResource.set(resource, (shapes = new Map()));
    if (shapes.size < this.max) shapes.set(shape, kept);
  }
}
