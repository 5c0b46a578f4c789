import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * Response compression (issue 9): JSON answers and the built front-end's text files (JS, CSS, HTML,
 * manifests) go out as br or gzip, whichever the browser's Accept-Encoding prefers; photos (WEBP) are
 * already compressed and skipped. Below 1 KiB compressing saves less than it costs.
 * Request bodies are never decompressed: no client of this API sends them compressed, and refusing
 * them keeps a small gzip bomb from growing past the body limit's meaning.
 */
export const compressOptions: FastifyCompressOptions = {
  global: true,
  globalDecompression: false,
  threshold: 1024,
  encodings: ['br', 'gzip'],
};
