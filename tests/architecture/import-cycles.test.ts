/**
 * Layers point one way (issue 19): no import cycle between any two files of the workspace, and none
 * between the server's top-level folders. A failure prints every cycle found.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ICruiseResult } from 'dependency-cruiser';
import { fileCycles, folderCycles, importGraph } from './import-graph';

let graph: ICruiseResult;

beforeAll(async () => {
  graph = await importGraph(['apps/server/src', 'apps/web/src', 'packages/shared/src', 'tests', 'bench']);
}, 120_000);

describe('import cycles', () => {
  it('has no cycle between files', () => {
    expect(graph.summary.totalCruised).toBeGreaterThan(500);
    const cycles = fileCycles(graph);
    expect(cycles, `file import cycles:\n${cycles.join('\n')}`).toEqual([]);
  });

  it('has no cycle between top-level server folders', () => {
    const cycles = folderCycles(graph);
    expect(cycles, cycles.join('\n')).toEqual([]);
  });
});
