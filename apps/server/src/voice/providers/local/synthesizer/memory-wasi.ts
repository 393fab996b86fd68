/**
 * Runs a WASI command module entirely in memory: arguments in, files it writes captured as buffers.
 * Flite only needs a dozen WASI calls, and hosting them here avoids node:wasi (experimental: it
 * prints a warning in every process) and temporary files.
 */

const ERRNO_SUCCESS = 0;
const ERRNO_BADF = 8;
const ERRNO_INVAL = 28;
const FILETYPE_CHARACTER_DEVICE = 2;
const FILETYPE_DIRECTORY = 3;
const FILETYPE_REGULAR_FILE = 4;
const PREOPEN_FD = 3;

class ProcessExit extends Error {
  constructor(readonly code: number) {
    super(`WASI process exited with code ${code}`);
  }
}

interface MemoryFile {
  path: string;
  bytes: Uint8Array;
  length: number;
  position: number;
}

export interface WasiRunResult {
  exitCode: number;
  files: Map<string, Uint8Array>;
  stderr: string;
}

export function runWasiCommand(module: WebAssembly.Module, args: readonly string[]): WasiRunResult {
  // Filled in once the instance exists; the WASI calls only run after that.
  const host: { memory?: WebAssembly.Memory } = {};
  const buffer = (): ArrayBuffer => {
    if (!host.memory) throw new Error('WASI call before instantiation');
    return host.memory.buffer;
  };
  const view = (): DataView => new DataView(buffer());
  const bytes = (): Uint8Array => new Uint8Array(buffer());
  const encoder = new TextEncoder();
  const encodedArgs = args.map((a) => encoder.encode(`${a}\0`));
  const open = new Map<number, MemoryFile>();
  const closed: MemoryFile[] = [];
  let nextFd = PREOPEN_FD + 1;
  let stderr = '';

  const writeTo = (file: MemoryFile, data: Uint8Array): void => {
    const end = file.position + data.length;
    if (end > file.bytes.length) {
      const grown = new Uint8Array(Math.max(end, file.bytes.length * 2, 65536));
      grown.set(file.bytes.subarray(0, file.length));
      file.bytes = grown;
    }
    file.bytes.set(data, file.position);
    file.position = end;
    file.length = Math.max(file.length, end);
  };

  const wasi = {
    args_sizes_get(argcPtr: number, bufSizePtr: number): number {
      view().setUint32(argcPtr, encodedArgs.length, true);
      view().setUint32(bufSizePtr, encodedArgs.reduce((n, a) => n + a.length, 0), true);
      return ERRNO_SUCCESS;
    },
    args_get(argvPtr: number, bufPtr: number): number {
      let offset = bufPtr;
      encodedArgs.forEach((arg, i) => {
        view().setUint32(argvPtr + i * 4, offset, true);
        bytes().set(arg, offset);
        offset += arg.length;
      });
      return ERRNO_SUCCESS;
    },
    clock_time_get(_id: number, _precision: bigint, timePtr: number): number {
      view().setBigUint64(timePtr, BigInt(Date.now()) * 1_000_000n, true);
      return ERRNO_SUCCESS;
    },
    fd_close(fd: number): number {
      const file = open.get(fd);
      if (file) {
        closed.push(file);
        open.delete(fd);
      }
      return ERRNO_SUCCESS;
    },
    fd_fdstat_get(fd: number, statPtr: number): number {
      const type = fd <= 2 ? FILETYPE_CHARACTER_DEVICE : fd === PREOPEN_FD ? FILETYPE_DIRECTORY : FILETYPE_REGULAR_FILE;
      if (fd > PREOPEN_FD && !open.has(fd)) return ERRNO_BADF;
      const v = view();
      v.setUint8(statPtr, type);
      v.setUint16(statPtr + 2, 0, true);
      v.setBigUint64(statPtr + 8, 0xffffffffn, true);
      v.setBigUint64(statPtr + 16, 0xffffffffn, true);
      return ERRNO_SUCCESS;
    },
    fd_fdstat_set_flags(): number {
      return ERRNO_SUCCESS;
    },
    fd_prestat_get(fd: number, prestatPtr: number): number {
      if (fd !== PREOPEN_FD) return ERRNO_BADF;
      view().setUint8(prestatPtr, 0);
      view().setUint32(prestatPtr + 4, 1, true);
      return ERRNO_SUCCESS;
    },
    fd_prestat_dir_name(fd: number, pathPtr: number, length: number): number {
      if (fd !== PREOPEN_FD || length < 1) return ERRNO_BADF;
      bytes()[pathPtr] = 0x2f; // "/"
      return ERRNO_SUCCESS;
    },
    fd_read(_fd: number, _iovs: number, _iovsLength: number, readPtr: number): number {
      view().setUint32(readPtr, 0, true); // nothing to read: stdin is empty, files are write-only
      return ERRNO_SUCCESS;
    },
    fd_seek(fd: number, offset: bigint, whence: number, newOffsetPtr: number): number {
      const file = open.get(fd);
      if (!file) return ERRNO_BADF;
      const base = whence === 0 ? 0 : whence === 1 ? file.position : file.length;
      const position = base + Number(offset);
      if (position < 0) return ERRNO_INVAL;
      file.position = position;
      view().setBigUint64(newOffsetPtr, BigInt(position), true);
      return ERRNO_SUCCESS;
    },
    fd_write(fd: number, iovs: number, iovsLength: number, writtenPtr: number): number {
      const v = view();
      let written = 0;
      for (let i = 0; i < iovsLength; i++) {
        const pointer = v.getUint32(iovs + i * 8, true);
        const length = v.getUint32(iovs + i * 8 + 4, true);
        const data = bytes().slice(pointer, pointer + length);
        const file = open.get(fd);
        if (file) writeTo(file, data);
        else if (fd === 1 || fd === 2) stderr += new TextDecoder().decode(data);
        else return ERRNO_BADF;
        written += length;
      }
      v.setUint32(writtenPtr, written, true);
      return ERRNO_SUCCESS;
    },
    path_open(
      _dirFd: number,
      _dirFlags: number,
      pathPtr: number,
      pathLength: number,
      _openFlags: number,
      _rightsBase: bigint,
      _rightsInheriting: bigint,
      _fdFlags: number,
      fdPtr: number,
    ): number {
      // Paths arrive relative to the preopened "/", so "/out.wav" is "out.wav" here; store it absolute.
      const path = `/${new TextDecoder().decode(bytes().slice(pathPtr, pathPtr + pathLength)).replace(/^\/+/, '')}`;
      const fd = nextFd++;
      open.set(fd, { path, bytes: new Uint8Array(0), length: 0, position: 0 });
      view().setUint32(fdPtr, fd, true);
      return ERRNO_SUCCESS;
    },
    proc_exit(code: number): never {
      throw new ProcessExit(code);
    },
  };

  const instance = new WebAssembly.Instance(module, { wasi_snapshot_preview1: wasi });
  host.memory = instance.exports.memory as WebAssembly.Memory;
  let exitCode = 0;
  try {
    (instance.exports._start as () => void)();
  } catch (error) {
    if (!(error instanceof ProcessExit)) throw error;
    exitCode = error.code;
  }
  const files = new Map<string, Uint8Array>();
  for (const file of [...closed, ...open.values()]) files.set(file.path, file.bytes.slice(0, file.length));
  return { exitCode, files, stderr };
}
