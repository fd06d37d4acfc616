// CPU time of processes, read from Linux's /proc, for the benchmarks' CPU-per-request figures.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** USER_HZ: /proc/<pid>/stat counts CPU time in ticks of 1/100 s on Linux. */
const MS_PER_TICK = 10;

/**
 * A process's command name, the CPU time (user + system, ms) it has used itself, and the CPU time
 * of its children that have ended and that it has waited for; null without /proc/<pid>/stat.
 */
function readStat(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command (which may hold spaces), from `state`; utime, stime, cutime
    // and cstime are the 14th to 17th of proc(5).
    const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    return {
      command: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
      ms: (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK,
      endedChildrenMs: (Number(fields[13]) + Number(fields[14])) * MS_PER_TICK,
    };
  } catch {
    return null; // no /proc (not Linux), or the process has ended
  }
}

/** CPU time (user + system, ms) the process has used so far; Linux only, null elsewhere. */
export function cpuMs(pid) {
  return readStat(pid)?.ms ?? null;
}

/**
 * CPU time (ms) every process named `command` has used so far, including those that have ended:
 * a process that ends takes its CPU time out of /proc, and the kernel adds it to its parent's
 * `cutime`/`cstime` once the parent has waited for it. PostgreSQL's backends are such children of
 * the postmaster, and a backend ends whenever a pool closes a connection (pg's after 10 s idle, or
 * a benchmark's server stopping). Summing only the live ones, as bench:api did until 2026-11-30,
 * took a closing backend's whole lifetime out of a slice's figure, which then came out low, or
 * below zero. Linux only, null elsewhere; counts every process of that name on the machine.
 */
export function commandCpuMs(command) {
  if (!existsSync('/proc/self/stat')) return null;
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    const stat = /^\d+$/.test(pid) ? readStat(pid) : null;
    if (stat?.command === command) total += stat.ms + stat.endedChildrenMs;
  }
  return total;
}
