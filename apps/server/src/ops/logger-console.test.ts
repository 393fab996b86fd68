import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';

const loggerModule = path.join(path.dirname(fileURLToPath(import.meta.url)), 'logger.ts');

/** The console as a person or a service manager sees it: a child process writing to a real stdout pipe. */
function consoleOutput(pretty: boolean): string {
  const script = `
    const { createLogging } = await import(${JSON.stringify(loggerModule)});
    const { logger } = await createLogging({ level: 'info', pretty: ${pretty} });
    logger.info({ sessions: 3 }, 'reading session started');
    logger.debug('not shown at info');`;
  return execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
}

describe('the console log', () => {
  it('is readable text for a person at a terminal', () => {
    const out = stripVTControlCharacters(consoleOutput(true));
    expect(out).toMatch(/INFO.*reading session started/);
    expect(out).toContain('sessions: 3');
    expect(out.trimStart().startsWith('{')).toBe(false);
    expect(out).not.toContain('not shown at info');
  });

  it('is one JSON object a line for a service manager or a pipe', () => {
    const lines = consoleOutput(false).trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 30, msg: 'reading session started', sessions: 3 });
  });
});
