/**
 * The figures as a table, printed and kept in BENCHMARKS.md: one section per database driver,
 * replaced by the latest run on that driver (the other driver's section stays).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Machine } from './machine';

export interface Figure {
  name: string;
  value: string;
  target?: string;
  met?: boolean;
  method: string;
}

const verdict = (f: Figure) => (f.met === undefined ? '' : f.met ? 'yes' : '**no**');

export function markdownTable(figures: Figure[]): string {
  const lines = ['| figure | result | target | met | method |', '|---|---|---|---|---|'];
  for (const f of figures) lines.push(`| ${f.name} | ${f.value} | ${f.target ?? ''} | ${verdict(f)} | ${f.method} |`);
  return lines.join('\n');
}

export function consoleTable(figures: Figure[]): string {
  const rows = [
    ['figure', 'result', 'target', 'met'],
    ...figures.map((f) => [f.name, f.value, f.target ?? '', verdict(f).replace(/\*/g, '')]),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows.map((r) => r.map((cell, i) => cell.padEnd(widths[i])).join('  ')).join('\n');
}

export function machineLine(machine: Machine, database: string): string {
  return `${machine.date}; ${machine.cpu}, ${machine.cores} cores, ${machine.ramGb} GB RAM; Node ${machine.node}; ${database}; load average ${machine.load}`;
}

const HEADER = `# Benchmarks

Written by \`npm run bench\` (see README, "Benchmark"). Each section is the latest run on that
database; targets are those of docs/runtime.md#benchmark-targets.
`;

export function writeBenchmarks(
  file: string,
  driver: string,
  machine: Machine,
  database: string,
  figures: Figure[],
  notes: string[],
) {
  const begin = `<!-- bench:${driver} -->`;
  const end = `<!-- /bench:${driver} -->`;
  const section = [
    begin,
    `## ${driver}`,
    '',
    `Measured ${machineLine(machine, database)}.`,
    '',
    markdownTable(figures),
    ...(notes.length ? ['', ...notes.map((n) => `- ${n}`)] : []),
    end,
  ].join('\n');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : HEADER;
  const at = current.indexOf(begin);
  const next =
    at >= 0
      ? current.slice(0, at) + section + current.slice(current.indexOf(end, at) + end.length)
      : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, next);
}
