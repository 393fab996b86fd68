/**
 * What the whole machine did during a measurement: all cores' busy fraction (from /proc/stat) next to
 * this process's own CPU, so a figure taken while other programs compete for the cores says so.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';

interface CpuTimes {
  busy: number;
  total: number;
}

function cpuTimes(): CpuTimes | null {
  try {
    const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    const total = fields.reduce((s, v) => s + v, 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

export interface LoadReading {
  /** Cores busy on the whole machine, on average. */
  machineCores: number;
  /** Cores this process used, on average. */
  processCores: number;
  /** Cores used by other programs: what this process had to share the machine with. */
  otherCores: number;
  loadAverage1m: number;
}

export function startLoadMeter(): () => LoadReading {
  const cpu0 = cpuTimes();
  const proc0 = process.cpuUsage();
  const wall0 = performance.now();
  return () => {
    const cpu1 = cpuTimes();
    const proc = process.cpuUsage(proc0);
    const wallMs = performance.now() - wall0;
    const cores = os.availableParallelism();
    const machineCores = cpu0 && cpu1 && cpu1.total > cpu0.total ? ((cpu1.busy - cpu0.busy) / (cpu1.total - cpu0.total)) * cores : Number.NaN;
    const processCores = (proc.user + proc.system) / 1000 / wallMs;
    return { machineCores, processCores, otherCores: Math.max(0, machineCores - processCores), loadAverage1m: os.loadavg()[0] ?? 0 };
  };
}

export function describeLoad(load: LoadReading): string {
  const cores = os.availableParallelism();
  return `machine ${load.machineCores.toFixed(2)}/${cores} cores busy, this process ${load.processCores.toFixed(2)}, others ${load.otherCores.toFixed(2)}, load avg ${load.loadAverage1m.toFixed(1)}`;
}
