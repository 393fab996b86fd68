import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { synthesizePcm } from '../../../../../../../tests/support/speech/synthesize-wav';
import { detectPocketsphinx, PocketsphinxTranscriber } from './open-vocabulary';

/** Debian's decoder processes that are children of this test process. */
function decoderChildren(): number {
  try {
    return execFileSync('pgrep', ['-P', String(process.pid), '-f', 'pocketsphinx'], { encoding: 'utf8' }).trim().split('\n').length;
  } catch {
    return 0; // pgrep exits 1 when nothing matches
  }
}

describe('open-vocabulary transcription (Debian pocketsphinx, installed by .ci/run)', () => {
  it('hears turn after turn the same way, the later ones on a process that loaded its models in advance, and leaves none behind', async () => {
    const install = await detectPocketsphinx(process.env.PATH ?? '');
    expect(install, 'pocketsphinx and pocketsphinx-en-us are installed').not.toBeNull();
    if (!install) return;
    const transcriber = new PocketsphinxTranscriber(install);
    const pcm = synthesizePcm('Why did the fox want to go home so quickly?', { sampleRateHz: 16000 });
    const first = await transcriber.transcribe(pcm, 1000);
    // After a turn, the next turn's decoder is already waiting.
    expect(decoderChildren()).toBe(1);
    const second = await transcriber.transcribe(pcm, 1000);
    const third = await transcriber.transcribe(pcm.subarray(0, 16000), 5000);
    const words = first.map((w) => w.word);
    expect(words).toEqual(expect.arrayContaining(['fox', 'home']));
    expect(second).toEqual(first);
    // On the session clock, and a shorter turn is not the longer one's leftovers.
    expect(first[0]?.startMs).toBeGreaterThanOrEqual(1000);
    expect(third.length).toBeGreaterThan(0);
    expect(third.length).toBeLessThan(first.length);
    expect(third[0]?.startMs).toBeGreaterThanOrEqual(5000);
    await transcriber.close();
    expect(decoderChildren()).toBe(0);
  });

  it('lets a script that closes it end normally (the waiting process is not left holding, nor let go of, the event loop)', () => {
    // An unreferenced wait for the process's exit ended the conversation bench with exit code 13.
    const module = fileURLToPath(new URL('./open-vocabulary.ts', import.meta.url));
    const code = `const { detectPocketsphinx, PocketsphinxTranscriber } = await import(${JSON.stringify(module)});
      const t = new PocketsphinxTranscriber(await detectPocketsphinx(process.env.PATH ?? ''));
      t.prepare();
      await new Promise((r) => setTimeout(r, 100));
      await t.close();
      console.log('closed');`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { encoding: 'utf8', timeout: 60_000 });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('closed');
    expect(run.status).toBe(0);
  }, 90_000);
});
