// Reads `npm audit --json` output into a verdict: high and critical findings fail, lower ones are listed.

const FAILING = ['high', 'critical'];

/**
 * @param {any} report the parsed JSON of `npm audit --json`
 * @returns {{ ok: boolean, audited: boolean, text: string }}
 */
export function summarize(report) {
  const counts = report?.metadata?.vulnerabilities;
  if (!counts) {
    const why = report?.message ?? report?.error?.summary ?? 'respuesta desconocida';
    return {
      ok: true,
      audited: false,
      text: `AVISO: no se pudo auditar (el registro no respondió a la auditoría: ${why}). Repítelo con acceso al registro público.`,
    };
  }
  const findings = Object.values(report.vulnerabilities ?? {}).map(
    (v) => `  ${v.severity.padEnd(8)} ${v.name}${v.range ? ` (${v.range})` : ''}`,
  );
  const failing = FAILING.reduce((sum, level) => sum + (counts[level] ?? 0), 0);
  const head =
    failing > 0
      ? `ERROR: ${failing} vulnerabilidades altas o críticas en dependencias de producción.`
      : `Auditoría de producción: sin hallazgos altos ni críticos (${counts.total ?? 0} en total).`;
  return { ok: failing === 0, audited: true, text: [head, ...findings].join('\n') };
}
