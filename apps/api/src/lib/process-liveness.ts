import { readFileSync, statSync } from 'node:fs';
import { hostname } from 'node:os';

// Whether the process a data folder's lock names still runs, as far as this process can tell.
// Only a process on this machine, in this boot and in this PID namespace can be looked up: a pid
// from anywhere else means nothing here, so such a holder counts as running. Here, a pid that is
// free, reused by a process started later, or held by a zombie (exited, not yet reaped) is gone.

/** What the lock records of its holder to tell it apart from any other process. */
export type ProcessIdentity = {
  pid: number;
  hostname: string;
  /** Linux: the boot the process ran in, and its start time in clock ticks since that boot. */
  bootId?: string;
  startTicks?: number;
  /** Linux: the inode of its PID namespace (/proc/self/ns/pid), one per container. */
  pidNamespace?: number;
};

export type Liveness =
  | { state: 'running' }
  | { state: 'gone' }
  /** Elsewhere (`where` says where): it cannot be checked from here. */
  | { state: 'unknowable'; where: string };

export function identityOfThisProcess(): ProcessIdentity {
  const { startTicks } = procStat(process.pid);
  return {
    pid: process.pid,
    hostname: hostname(),
    ...thisMachine(),
    ...(startTicks !== undefined && { startTicks }),
  };
}

export function livenessOf(holder: ProcessIdentity): Liveness {
  if (holder.hostname !== hostname())
    return { state: 'unknowable', where: `on ${holder.hostname}` };
  const here = thisMachine();
  if (holder.bootId && here.bootId && holder.bootId !== here.bootId) return { state: 'gone' };
  if (
    holder.pidNamespace !== undefined &&
    here.pidNamespace !== undefined &&
    holder.pidNamespace !== here.pidNamespace
  )
    return { state: 'unknowable', where: 'in another PID namespace, such as another container' };
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return { state: 'gone' };
  }
  const now = procStat(holder.pid);
  // A zombie has exited and only waits for its parent to collect its exit status.
  if (now.state === 'Z' || now.state === 'X') return { state: 'gone' };
  if (holder.startTicks !== undefined && now.startTicks !== undefined)
    return holder.startTicks === now.startTicks ? { state: 'running' } : { state: 'gone' };
  return { state: 'running' };
}

/** The boot and the PID namespace this process runs in, where /proc has them. */
function thisMachine(): { bootId?: string; pidNamespace?: number } {
  const found: { bootId?: string; pidNamespace?: number } = {};
  try {
    found.bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    found.pidNamespace = statSync('/proc/self/ns/pid').ino;
  } catch {
    // Not Linux, or /proc is not mounted: the pid alone is checked.
  }
  return found;
}

/** A process's state letter and start time, from /proc/<pid>/stat. */
function procStat(pid: number): { state?: string; startTicks?: number } {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 3 (state) and 22 (starttime); the command in field 2 may hold spaces and parentheses,
    // so count after its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const startTicks = Number(fields[19]);
    return { state: fields[0], ...(Number.isFinite(startTicks) && { startTicks }) };
  } catch {
    return {};
  }
}
