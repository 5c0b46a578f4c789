import { spawn, type ChildProcess } from 'node:child_process';

/** A repository script running as a child of the test, as npm runs it, its output collected as it comes. */
export interface ScriptRun {
  child: ChildProcess;
  /** stdout and stderr so far, interleaved as they arrived. */
  output(): string;
  exited: Promise<number | null>;
  /** Waits until `ready(output)` holds, the script exits or `ms` pass; answers whether it held. */
  waitFor(ready: (output: string) => boolean, ms: number): Promise<boolean>;
}

export function runScript(script: string, options: { cwd: string; env?: NodeJS.ProcessEnv }): ScriptRun {
  const child = spawn(process.execPath, [script], { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    output: () => out,
    exited,
    async waitFor(ready, ms) {
      const deadline = Date.now() + ms;
      while (!ready(out) && Date.now() < deadline && child.exitCode === null)
        await new Promise((r) => setTimeout(r, 100));
      return ready(out);
    },
  };
}
