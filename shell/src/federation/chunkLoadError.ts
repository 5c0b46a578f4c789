/** rspack's chunk loading failed: "Loading chunk 123 failed." (name ChunkLoadError), CSS chunks alike.
 *  Its files changed under the loaded entry (a rebuild, a release removed): federationLoader.ts tries
 *  once more against remotes.json read again, and the registry adds no retries of its own. */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk \S+ failed/.test(error.message))
  );
}
