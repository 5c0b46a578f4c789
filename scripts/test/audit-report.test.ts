import { summarize } from '../lib/audit-report.mjs';

describe('production dependency audit verdict', () => {
  it('fails on a high or critical finding and names the package', () => {
    const verdict = summarize({
      metadata: { vulnerabilities: { low: 1, moderate: 0, high: 1, critical: 0, total: 2 } },
      vulnerabilities: {
        semver: { name: 'semver', severity: 'high', range: '<7.5.2' },
        debug: { name: 'debug', severity: 'low', range: '<2.6.9' },
      },
    });
    expect(verdict).toMatchObject({ ok: false, audited: true });
    expect(verdict.text).toContain('ERROR: 1 vulnerabilidades altas o críticas');
    expect(verdict.text).toContain('semver (<7.5.2)');
  });

  it('passes when only low or moderate findings remain, and lists them', () => {
    const verdict = summarize({
      metadata: { vulnerabilities: { low: 0, moderate: 1, high: 0, critical: 0, total: 1 } },
      vulnerabilities: { ms: { name: 'ms', severity: 'moderate', range: '<2.0.0' } },
    });
    expect(verdict).toMatchObject({ ok: true, audited: true });
    expect(verdict.text).toContain('moderate ms');
  });

  it('an audit the registry refused is reported as not done, never as clean', () => {
    const verdict = summarize({
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    });
    expect(verdict).toMatchObject({ ok: true, audited: false });
    expect(verdict.text).toMatch(/^AVISO: no se pudo auditar .*405 Method Not Allowed/);
  });
});
