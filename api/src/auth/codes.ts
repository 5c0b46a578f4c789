import type { Queryable } from '../db/pool.js';
import { randomSixDigits, sha256Hex } from '../lib/crypto.js';

export type CodePurpose = 'confirm' | 'reset';

interface CodeRow {
  id: string;
  vet_id: string;
  code_hash: string;
  expires_at: Date;
  attempts: number;
}

export type CodeCheck =
  | { ok: true; vetId: string; codeId: string }
  | { ok: false; reason: 'invalid' | 'expired' | 'exhausted'; attemptsLeft?: number };

// The purpose is part of the hash so a confirmation code can never pass as a reset code.
function hashCode(purpose: CodePurpose, code: string): string {
  return sha256Hex(`${purpose}:${code}`);
}

/**
 * Issues a fresh code for the account and voids its previous one of the same purpose.
 * Values are unique among unended codes (partial unique index), so a code alone names one account.
 */
export async function issueCode(
  q: Queryable,
  vetId: string,
  purpose: CodePurpose,
  now: Date,
  ttlMs: number,
): Promise<string> {
  await q.query(
    `UPDATE auth_codes SET ended_reason = CASE WHEN expires_at <= $3 THEN 'expired' ELSE 'replaced' END, updated_at = $3
     WHERE ended_reason IS NULL AND purpose = $2 AND (vet_id = $1 OR expires_at <= $3)`,
    [vetId, purpose, now],
  );
  for (let i = 0; i < 20; i++) {
    const code = randomSixDigits();
    const { rowCount } = await q.query(
      `INSERT INTO auth_codes (vet_id, purpose, code_hash, expires_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $5)
       ON CONFLICT (purpose, code_hash) WHERE ended_reason IS NULL DO NOTHING`,
      [vetId, purpose, hashCode(purpose, code), new Date(now.getTime() + ttlMs), now],
    );
    if (rowCount === 1) return code;
  }
  throw new Error('No se pudo generar un código único');
}

/**
 * Checks a code. With the e-mail, the account's live code is compared and a wrong value costs one of
 * its tries (the last try ends it). Without it, the code is looked up among live codes of that purpose.
 * Must run inside a transaction: rows are locked until the caller consumes the code.
 */
export async function checkCode(
  q: Queryable,
  args: { purpose: CodePurpose; code: string; vetId?: string | null; now: Date; maxAttempts: number },
): Promise<CodeCheck> {
  const wanted = hashCode(args.purpose, args.code);
  const lookup =
    args.vetId === undefined
      ? await q.query<CodeRow>(
          'SELECT * FROM auth_codes WHERE purpose = $1 AND code_hash = $2 AND ended_reason IS NULL FOR UPDATE',
          [args.purpose, wanted],
        )
      : await q.query<CodeRow>(
          `SELECT * FROM auth_codes WHERE purpose = $1 AND vet_id = $2 AND ended_reason IS NULL
       ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
          [args.purpose, args.vetId],
        );
  const row = lookup.rows[0];
  if (!row) {
    return {
      ok: false,
      reason: (await wasExpired(q, args.purpose, wanted, args.now)) ? 'expired' : 'invalid',
    };
  }
  if (row.expires_at <= args.now) {
    await endCode(q, row.id, 'expired', args.now);
    return { ok: false, reason: row.code_hash === wanted ? 'expired' : 'invalid' };
  }
  if (row.code_hash !== wanted) {
    const attempts = row.attempts + 1;
    const exhausted = attempts >= args.maxAttempts;
    await q.query(
      `UPDATE auth_codes SET attempts = $2, ended_reason = CASE WHEN $3 THEN 'attempts' END, updated_at = $4 WHERE id = $1`,
      [row.id, attempts, exhausted, args.now],
    );
    return exhausted
      ? { ok: false, reason: 'exhausted' }
      : { ok: false, reason: 'invalid', attemptsLeft: args.maxAttempts - attempts };
  }
  return { ok: true, vetId: row.vet_id, codeId: row.id };
}

/** Single use: a consumed code never validates again. */
export async function consumeCode(q: Queryable, codeId: string, now: Date): Promise<void> {
  await endCode(q, codeId, 'used', now);
}

async function endCode(q: Queryable, codeId: string, reason: string, now: Date): Promise<void> {
  await q.query(
    'UPDATE auth_codes SET ended_reason = $2, updated_at = $3 WHERE id = $1 AND ended_reason IS NULL',
    [codeId, reason, now],
  );
}

// Lets us say "expired, ask for a new one" instead of "wrong" when the code was right but late (last 24 h).
async function wasExpired(q: Queryable, purpose: CodePurpose, codeHash: string, now: Date): Promise<boolean> {
  const { rowCount } = await q.query(
    `SELECT 1 FROM auth_codes WHERE purpose = $1 AND code_hash = $2 AND expires_at <= $3
       AND expires_at > $3 - interval '1 day' AND (ended_reason IS NULL OR ended_reason = 'expired') LIMIT 1`,
    [purpose, codeHash, now],
  );
  return (rowCount ?? 0) > 0;
}
