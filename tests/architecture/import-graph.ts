/**
 * The workspace's import graph as dependency-cruiser resolves it (tsconfig paths, so `@shared` lands
 * on the source). Type-only imports are kept: a type import still ties two modules' meanings together,
 * and a cycle through types is a cycle a reader has to untangle all the same.
 */
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SERVER_SRC = 'apps/server/src/';

export async function importGraph(roots: readonly string[]): Promise<ICruiseResult> {
  const tsConfig = extractTSConfig(`${REPO_ROOT}tsconfig.json`);
  const previousCwd = process.cwd();
  // dependency-cruiser names modules relative to the working directory.
  process.chdir(REPO_ROOT);
  try {
    const { output } = await cruise(
      [...roots],
      {
        baseDir: REPO_ROOT,
        tsPreCompilationDeps: true,
        tsConfig: { fileName: 'tsconfig.json' },
        doNotFollow: { path: 'node_modules' },
        exclude: { path: ['node_modules', '/dist/'] },
        validate: true,
        ruleSet: { forbidden: [{ name: 'no-circular', severity: 'error', from: {}, to: { circular: true } }] },
      },
      { extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'] },
      { tsConfig },
    );
    if (typeof output === 'string') throw new Error('dependency-cruiser answered text, not a result');
    return output;
  } finally {
    process.chdir(previousCwd);
  }
}

/** Each file cycle as `a.ts → b.ts → a.ts`. */
export function fileCycles(result: ICruiseResult): string[] {
  return result.summary.violations
    .filter((v) => v.rule.name === 'no-circular')
    .map((v) => [v.from, ...(v.cycle ?? []).map((step) => step.name)].join(' → '));
}

/** The top-level server folder (or root file) a module belongs to; undefined outside the server. */
function serverUnit(path: string): string | undefined {
  if (!path.startsWith(SERVER_SRC)) return undefined;
  return path.slice(SERVER_SRC.length).split('/')[0];
}

/** Shipped code only: tests and test fixtures may put folders together. */
function isShipped(path: string): boolean {
  return !/\.test\.tsx?$/.test(path) && !path.includes('/testing/');
}

/**
 * Groups of top-level server folders that import each other, directly or round about (strongly
 * connected components of the folder graph), each with the file imports that close the loop.
 */
export function folderCycles(result: ICruiseResult): string[] {
  const edges = new Map<string, Map<string, string>>();
  for (const module of result.modules) {
    const from = serverUnit(module.source);
    if (from === undefined || !isShipped(module.source)) continue;
    for (const dependency of module.dependencies) {
      const to = serverUnit(dependency.resolved);
      if (to === undefined || to === from) continue;
      const targets = edges.get(from) ?? new Map<string, string>();
      if (!targets.has(to)) targets.set(to, `${module.source} → ${dependency.resolved}`);
      edges.set(from, targets);
    }
  }
  return stronglyConnected(edges)
    .filter((group) => group.length > 1)
    .map((group) => {
      const inGroup = new Set(group);
      const links = group.flatMap((from) =>
        [...(edges.get(from) ?? new Map<string, string>())].filter(([to]) => inGroup.has(to)).map(([to, via]) => `  ${from} → ${to} (${via})`),
      );
      return [`folders ${group.join(', ')} import each other:`, ...links].join('\n');
    });
}

/** Tarjan's algorithm over the folder graph. */
function stronglyConnected(edges: ReadonlyMap<string, ReadonlyMap<string, string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const nodes = new Set([...edges.keys(), ...[...edges.values()].flatMap((targets) => [...targets.keys()])]);
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      group.push(member);
      if (member === node) break;
    }
    groups.push(group.sort());
  };
  for (const node of [...nodes].sort()) if (!index.has(node)) visit(node);
  return groups;
}
