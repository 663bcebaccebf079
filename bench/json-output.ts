import { spawn } from 'node:child_process';

// The bench's helpers run as processes of their own (another core, another module graph) and
// answer in JSON on stdout; their stderr is shown as it comes, and a non-zero exit is a failure.

export function jsonOutput<T>(what: string, command: string, args: string[], cwd?: string) {
  return new Promise<T>((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as T) : reject(new Error(`${what} exited with ${code}`)),
    );
  });
}
