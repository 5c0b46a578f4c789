// @ts-check
// Long-running children stopped together, shared by scripts/dev.mjs and scripts/remote-dev.mjs: each child
// in its own process group, so stopping it also stops what it started (npm → sh → rspack). A child that
// exits on its own stops everything; Ctrl-C / SIGTERM stop everything and exit 0.
import { spawn } from 'node:child_process';

/**
 * @param {{ tag: string, cwd: string }} options tag: prefix of the messages ("dev"); cwd: of every child
 */
export function processGroup({ tag, cwd }) {
  /** @type {{ name: string, child: import('node:child_process').ChildProcess }[]} */
  const children = [];
  /** Children stopped on purpose (stop()) or meant to end (task()): their exit is not a failure. */
  const released = new WeakSet();
  let stopping = false;

  const alive = (/** @type {import('node:child_process').ChildProcess} */ child) =>
    child.exitCode === null && child.signalCode === null;

  /**
   * @param {import('node:child_process').ChildProcess} child
   * @param {NodeJS.Signals} signal
   */
  function signalGroup(child, signal) {
    if (!child.pid) return; // never started; -0 would be our own group
    try {
      process.kill(-child.pid, signal);
    } catch {
      /* already gone */
    }
  }

  const exited = (/** @type {import('node:child_process').ChildProcess} */ child) =>
    new Promise((resolve) => (alive(child) ? child.once('exit', resolve) : resolve(undefined)));

  /**
   * Starts a child in its own process group, output inherited.
   * @param {string} name shown when it exits
   * @param {string} command
   * @param {string[]} args
   * @param {NodeJS.ProcessEnv} [env] defaults to this process's environment
   */
  function run(name, command, args, env = process.env) {
    const child = spawn(command, args, { cwd, stdio: 'inherit', detached: true, env });
    children.push({ name, child });
    child.on('exit', (code, signal) => {
      if (stopping || released.has(child)) return;
      console.error(
        `[${tag}] ${name} terminó (${code ?? signal}); deteniendo todo / exited, stopping everything`,
      );
      stopAll(1);
    });
    return child;
  }

  /**
   * A child that is meant to end (a seed, a one-off step): its exit stops nothing; Ctrl-C still stops it.
   * @param {string} name
   * @param {string} command
   * @param {string[]} args
   * @param {NodeJS.ProcessEnv} [env]
   * @returns {Promise<number | null>} its exit code (null when killed by a signal)
   */
  function task(name, command, args, env = process.env) {
    const child = run(name, command, args, env);
    released.add(child);
    return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  }

  /** Stops one child (SIGTERM to its group, SIGKILL after 15 s) without stopping the others. */
  async function stop(/** @type {import('node:child_process').ChildProcess} */ child) {
    released.add(child);
    if (!alive(child)) return;
    signalGroup(child, 'SIGTERM');
    const force = setTimeout(() => signalGroup(child, 'SIGKILL'), 15_000);
    await exited(child);
    clearTimeout(force);
  }

  /** Stops every child still running, then exits with `code`. */
  function stopAll(/** @type {number} */ code) {
    if (stopping) return;
    stopping = true;
    const running = children.filter(({ child }) => alive(child));
    for (const { child } of running) signalGroup(child, 'SIGTERM');
    const force = setTimeout(() => {
      for (const { child } of running) signalGroup(child, 'SIGKILL');
      process.exit(code);
    }, 15_000);
    Promise.all(running.map(({ child }) => exited(child))).then(() => {
      clearTimeout(force);
      process.exit(code);
    });
  }

  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));

  return {
    run,
    task,
    stop,
    stopAll,
    /** True once stopAll() began: long waits check it to give up quietly. */
    get stopping() {
      return stopping;
    },
  };
}
