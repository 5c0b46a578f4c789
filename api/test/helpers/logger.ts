import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { loggerOptions } from '../../src/lib/logger.js';

export function silentLogger(): FastifyBaseLogger {
  return pino({ level: 'silent' });
}

/** A logger whose JSON lines are kept in memory, to assert what was (and was not) logged. */
export function capturingLogger(): {
  logger: FastifyBaseLogger;
  lines: () => Record<string, unknown>[];
  text: () => string;
} {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      chunks.push(chunk.toString('utf8'));
      done();
    },
  });
  const logger = pino(loggerOptions('info'), stream);
  const text = () => chunks.join('');
  return {
    logger,
    text,
    lines: () =>
      text()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}
