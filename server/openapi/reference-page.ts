/**
 * The API reference for integrators (an accounting system, a customer's ERP): one HTML page written
 * from the OpenAPI document, every call with its access, parameters, body and answer. No script and
 * nothing fetched: it runs under the app's content security policy (security-headers.ts) as it is.
 */
import type { OpenAPIV3_1 as Doc } from 'openapi-types';

const METHODS = ['get', 'post', 'put', 'delete'] as const;

const escape = (text: unknown) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type Schema = Doc.SchemaObject | Doc.ReferenceObject | undefined;

/** A schema in a few words: its type, and an object's fields one level down. */
function typeOf(schema: Schema): string {
  if (!schema || '$ref' in schema) return 'any';
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (schema.anyOf) return schema.anyOf.map((s) => typeOf(s)).join(' | ');
  if (schema.type === 'array') return `${typeOf(schema.items)}[]`;
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any');
  return schema.format ? `${type} (${schema.format})` : type;
}

function fields(schema: Schema): string {
  if (!schema || '$ref' in schema) return '';
  const nested = schema.allOf?.find((part) => !('$ref' in part) && Object.keys(part.properties ?? {}).length);
  const properties = schema.properties ?? (nested && !('$ref' in nested) ? nested.properties : undefined);
  if (!properties || !Object.keys(properties).length)
    return schema.description ? `<p>${escape(schema.description)}</p>` : '';
  const rows = Object.entries(properties).map(([name, field]) => {
    const description = field && !('$ref' in field) ? (field.description ?? '') : '';
    const inner =
      name === 'data' || name === 'rows'
        ? fields(field && !('$ref' in field) && field.type === 'array' ? field.items : field)
        : '';
    return `<tr><td><code>${escape(name)}</code></td><td>${escape(typeOf(field))}</td><td>${escape(description)}${inner}</td></tr>`;
  });
  return `<table>${rows.join('')}</table>`;
}

function operation(path: string, method: string, op: Doc.OperationObject): string {
  const parameters = (op.parameters ?? []).filter((p): p is Doc.ParameterObject => !('$ref' in p));
  const params = parameters.length
    ? `<h4>Parameters</h4><table>${parameters.map((p) => `<tr><td><code>${escape(p.name)}</code></td><td>${escape(p.in)}</td><td>${escape(typeOf(p.schema))}</td><td>${escape(p.description ?? '')}</td></tr>`).join('')}</table>`
    : '';
  const body = op.requestBody && !('$ref' in op.requestBody) ? Object.entries(op.requestBody.content) : [];
  const bodyHtml = body.map(([type, media]) => `<h4>Body (${escape(type)})</h4>${fields(media.schema)}`).join('');
  const ok = op.responses?.['200'];
  const answer =
    ok && !('$ref' in ok)
      ? Object.entries(ok.content ?? {})
          .map(
            ([type, media]) =>
              `<h4>Answer (${escape(type)})</h4><p>${escape(typeOf(media.schema))}</p>${fields(media.schema)}`,
          )
          .join('')
      : '';
  const id = `${method}-${path}`.replace(/[^a-z0-9]+/gi, '-');
  return (
    `<section id="${escape(id)}"><h3><span class="m">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>` +
    `<p>${escape(op.summary ?? '')}</p><p class="access">${escape(op.description ?? '')}</p>${params}${bodyHtml}${answer}</section>`
  );
}

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;max-width:70rem;margin:2rem auto;padding:0 1rem;color:#222}
h2{border-bottom:1px solid #ccc;margin-top:2.5rem}section{border-left:3px solid #ddd;padding-left:1rem;margin:1.5rem 0}
.m{font-family:monospace;background:#eee;padding:0 .3rem}.access{color:#555}table{border-collapse:collapse;margin:.3rem 0}
td{border:1px solid #ddd;padding:.2rem .5rem;vertical-align:top}code{font-size:.95em}`;

export function referencePage(document: Doc.Document): string {
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operation(path, method, op)]);
    }
  }
  const tags = [...byTag.keys()].sort();
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(document.info.title)}: reference</title>` +
    `<style>${STYLE}</style></head><body><h1>${escape(document.info.title)}</h1><p>${escape(document.info.description ?? '')}</p>` +
    `<p>The same as OpenAPI ${escape(document.openapi)}: <a href="/api/openapi.json">/api/openapi.json</a>.</p>` +
    `<nav>${tags.map((tag) => `<a href="#${escape(tag)}">${escape(tag)}</a>`).join(' · ')}</nav>` +
    tags.map((tag) => `<h2 id="${escape(tag)}">${escape(tag)}</h2>${byTag.get(tag)!.join('')}`).join('') +
    '</body></html>'
  );
}
