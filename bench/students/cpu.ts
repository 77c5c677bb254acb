import { readdirSync, readFileSync } from 'node:fs';
import { SUBGRAPH_AREAS } from '@predental/contracts/areas';

/** Linux's clock ticks per second for /proc times (USER_HZ), 100 on every mainstream kernel. */
const TICKS_PER_SECOND = 100;

/**
 * Every process of a stack whose CPU the benches report, engine included. The gateway runs inside
 * the entry's process (GATEWAY_IN_ENTRY): its CPU is counted in the entry's.
 */
export const SERVICES = ['entry', ...SUBGRAPH_AREAS.map((area) => area.name), 'engine'];

/** CPU seconds (user + system) a process has used so far, read from /proc; 0 once it has gone. */
export function cpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * Times a process's threads were switched out (voluntarily: waiting for work; or not), summed
 * over its threads from /proc: each is a wakeup. A count the machine's load blurs less than CPU
 * time, to tell per-wakeup costs from per-call work. 0 once the process has gone.
 */
export function contextSwitches(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    let switches = 0;
    for (const thread of readdirSync(`/proc/${pid}/task`)) {
      const status = readFileSync(`/proc/${pid}/task/${thread}/status`, 'utf8');
      for (const [, count] of status.matchAll(/^(?:non)?voluntary_ctxt_switches:\s+(\d+)$/gm))
        switches += Number(count);
    }
    return switches;
  } catch {
    return 0;
  }
}
