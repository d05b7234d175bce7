/** What the figures were measured on: date, CPU, cores, memory, Node, and how busy the machine was. */
import { cpus, loadavg, totalmem } from 'node:os';

export interface Machine {
  date: string;
  cpu: string;
  cores: number;
  ramGb: number;
  node: string;
  /** 1-minute load average when the run began and ended: other work on the machine slows every figure. */
  load: string;
}

const startLoad = loadavg()[0];

export function describeMachine(): Machine {
  const all = cpus();
  return {
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    cpu: all[0]?.model.trim() ?? 'unknown',
    cores: all.length,
    ramGb: Math.round(totalmem() / 1024 ** 3),
    node: process.version,
    load: `${startLoad.toFixed(1)} -> ${loadavg()[0].toFixed(1)}`,
  };
}
