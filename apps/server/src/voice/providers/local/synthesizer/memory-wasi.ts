/**
 * Runs a WASI command module entirely in memory: arguments in, the files it writes captured as
 * buffers. @bjorn3/browser_wasi_shim hosts the WASI calls (node:wasi is experimental and prints a
 * warning in every process, and would need temporary files).
 */
import { ConsoleStdout, File, OpenFile, PreopenDirectory, WASI } from '@bjorn3/browser_wasi_shim';

export interface WasiRunResult {
  exitCode: number;
  /** Files the command wrote in its root directory, by absolute path ("/out.wav"). */
  files: Map<string, Uint8Array>;
  /** What the command printed, standard output and error together (Flite's -psdur timings, its errors). */
  output: string;
}

export function runWasiCommand(module: WebAssembly.Module, args: readonly string[]): WasiRunResult {
  let output = '';
  const print = (line: string) => (output += `${line}\n`);
  const root = new PreopenDirectory('/', new Map());
  const fds = [
    new OpenFile(new File([])),
    ConsoleStdout.lineBuffered(print),
    ConsoleStdout.lineBuffered(print),
    root,
  ];
  // The shim logs every file call unless told not to.
  const wasi = new WASI([...args], [], fds, { debug: false });
  const instance = new WebAssembly.Instance(module, { wasi_snapshot_preview1: wasi.wasiImport });
  const exitCode = wasi.start(instance as { exports: { memory: WebAssembly.Memory; _start: () => unknown } });
  const files = new Map<string, Uint8Array>();
  for (const [name, entry] of root.dir.contents) if (entry instanceof File) files.set(`/${name}`, entry.data);
  return { exitCode, files, output };
}
