/**
 * Reads a V8 .cpuprofile (node --cpu-prof) and sums self time by package or source folder, and by
 * function, so a bench can print where a server's time went without opening DevTools.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface SelfTime {
  name: string;
  ms: number;
  share: number;
}

/** node_modules/<pkg> (scoped too), apps/server/src/<folder>, or node's own internals. */
function placeOf(url: string): string {
  if (url === '') return '(native/gc/idle)';
  if (url.startsWith('node:')) return url;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg?.[1]) return pkg[1];
  const src = /apps\/server\/src\/(.+)$/.exec(url);
  if (src?.[1]) return `server:${src[1]}`;
  const shared = /packages\/shared\/src\/(.+)$/.exec(url);
  if (shared?.[1]) return `shared:${shared[1]}`;
  return url.replace(/^file:\/\//, '');
}

export function summariseProfile(file: string, top = 15): { byPlace: SelfTime[]; byFunction: SelfTime[]; totalMs: number } {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const place = new Map<string, number>();
  const fn = new Map<string, number>();
  let totalUs = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const us = profile.timeDeltas[i] ?? 0;
    if (!node || node.callFrame.functionName === '(idle)' || node.callFrame.functionName === '(program)') return;
    totalUs += us;
    const where = placeOf(node.callFrame.url);
    place.set(where, (place.get(where) ?? 0) + us);
    const name = `${node.callFrame.functionName || '(anonymous)'} ${where}:${node.callFrame.lineNumber + 1}`;
    fn.set(name, (fn.get(name) ?? 0) + us);
  });
  const rank = (m: Map<string, number>) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, ms: us / 1000, share: totalUs === 0 ? 0 : us / totalUs }));
  return { byPlace: rank(place), byFunction: rank(fn), totalMs: totalUs / 1000 };
}

/**
 * Inclusive time of each named function (any file): a sample counts once for every name on its stack.
 * Also the self time in WebAssembly (`wasm-function[…]`, the decoder's C code).
 */
export function inclusiveTimes(file: string, names: readonly string[]): { totalMs: number; wasmSelfMs: number; steps: SelfTime[] } {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile & { nodes: Array<ProfileNode & { children?: number[] }> };
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const wanted = new Set(names);
  const spent = new Map<string, number>();
  let totalUs = 0;
  let wasmUs = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const us = profile.timeDeltas[i] ?? 0;
    const name = node?.callFrame.functionName ?? '';
    if (!node || name === '(idle)' || name === '(program)' || name === '(garbage collector)') return;
    totalUs += us;
    if (name.startsWith('wasm-function') || node.callFrame.url.startsWith('wasm://')) wasmUs += us;
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const fn = byId.get(at)?.callFrame.functionName ?? '';
      if (wanted.has(fn) && !seen.has(fn)) {
        seen.add(fn);
        spent.set(fn, (spent.get(fn) ?? 0) + us);
      }
    }
  });
  const steps = names.map((name) => ({ name, ms: (spent.get(name) ?? 0) / 1000, share: totalUs === 0 ? 0 : (spent.get(name) ?? 0) / totalUs }));
  return { totalMs: totalUs / 1000, wasmSelfMs: wasmUs / 1000, steps };
}
