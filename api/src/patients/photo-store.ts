import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

const HASH = /^[0-9a-f]{64}$/;
const TEMP = /^\.tmp-.*$/;

/**
 * Photo files on disk: DATA_DIR/photos/<sha256>.webp, outside every served folder (they are only
 * reachable through the signed route). The folder is created on the first write, so an app that
 * never stores a photo never touches the disk.
 */
export class PhotoStore {
  constructor(readonly dir: string) {}

  fileOf(hash: string): string {
    if (!HASH.test(hash)) throw new Error(`Hash de foto no válido: ${hash}`);
    return path.join(this.dir, `${hash}.webp`);
  }

  /** Atomic: a reader sees the whole file or none (written aside, then renamed into place). */
  async write(hash: string, bytes: Buffer): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const temp = path.join(this.dir, `.tmp-${randomBytes(8).toString('hex')}`);
    try {
      await writeFile(temp, bytes, { mode: 0o600 });
      await rename(temp, this.fileOf(hash));
    } catch (err) {
      await unlink(temp).catch(() => undefined);
      throw err;
    }
  }

  /** undefined when the file is not there. */
  async read(hash: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.fileOf(hash));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
  }

  async remove(hash: string): Promise<void> {
    try {
      await unlink(this.fileOf(hash));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }

  /** The hashes of the photo files on disk. */
  async hashes(): Promise<string[]> {
    return (await this.names())
      .map((name) => /^([0-9a-f]{64})\.webp$/.exec(name)?.[1])
      .filter((hash): hash is string => hash !== undefined);
  }

  /** Half-written files left by a crash (an hour old: a live upload takes seconds). */
  async removeStaleTempFiles(now: Date): Promise<void> {
    for (const name of await this.names()) {
      if (!TEMP.test(name)) continue;
      const file = path.join(this.dir, name);
      const info = await stat(file).catch(() => undefined);
      if (info && now.getTime() - info.mtimeMs > 3_600_000) await unlink(file).catch(() => undefined);
    }
  }

  private async names(): Promise<string[]> {
    try {
      return await readdir(this.dir);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
  }
}
