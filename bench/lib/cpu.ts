/**
 * Where the machine's CPU went during a load: the shop server, PostgreSQL's processes, the
 * bench itself (autocannon runs in it) and everything else, read from /proc (Linux only). It
 * shows whether a figure is limited by the code or by the cores that all of them share.
 */
import { readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';

export interface CpuShare {
  /** average cores busy over the load, per group */
  server: number;
  postgres: number;
  loadGenerator: number;
  other: number;
  cores: number;
}

// Linux reports process times in clock ticks; USER_HZ is 100 on every mainstream kernel.
const TICKS_PER_SECOND = 100;

interface Sample {
  at: number;
  ticks: Map<number, { name: string; ticks: number }>;
}

function sample(): Sample {
  const ticks = new Map<number, { name: string; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const name = stat.slice(stat.indexOf('(') + 1, close);
      const fields = stat.slice(close + 2).split(' ');
      // utime and stime are the 14th and 15th fields of the line (11 and 12 after the name).
      ticks.set(Number(entry), { name, ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // the process ended between the listing and the read
    }
  }
  return { at: Date.now(), ticks };
}

/** Starts counting; the returned function stops and answers the average cores per group. */
export function countCpu(serverPid: number): () => CpuShare | undefined {
  if (process.platform !== 'linux') return () => undefined;
  const before = sample();
  return () => {
    const after = sample();
    const seconds = (after.at - before.at) / 1000;
    const share = { server: 0, postgres: 0, loadGenerator: 0, other: 0 };
    for (const [pid, { name, ticks }] of after.ticks) {
      const used = (ticks - (before.ticks.get(pid)?.ticks ?? 0)) / TICKS_PER_SECOND / seconds;
      if (pid === serverPid) share.server += used;
      else if (pid === process.pid) share.loadGenerator += used;
      else if (name === 'postgres') share.postgres += used;
      else share.other += used;
    }
    return { ...share, cores: os.cpus().length };
  };
}
