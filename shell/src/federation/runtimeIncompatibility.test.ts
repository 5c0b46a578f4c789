import { runtimeIncompatibility } from './runtimeIncompatibility';

describe('runtimeIncompatibility', () => {
  it('reads the runtime’s singleton refusal, even as the cause of another error', () => {
    const runtime = new Error(
      '[ Federation Runtime ]: Version 0.2.0 from shell of shared singleton module @vet/shared-ui does not satisfy the requirement of lab which needs ^0.3.0)',
    );
    expect(runtimeIncompatibility(new Error('load failed', { cause: runtime }))).toBe(
      'requiere @vet/shared-ui ^0.3.0; este sistema tiene 0.2.0',
    );
  });

  it('reads RUNTIME-012, a shared module this shell does not provide', () => {
    const runtime = new Error(
      'The getter for the shared module is not a function. #RUNTIME-012\nargs: {"shareKey":"antd/es/rate"}\nView the docs',
    );
    expect(runtimeIncompatibility(runtime)).toBe('requiere antd/es/rate, que este sistema no ofrece');
  });

  it('is null for a network failure', () => {
    expect(runtimeIncompatibility(new Error('Failed to fetch'))).toBeNull();
    expect(runtimeIncompatibility('text')).toBeNull();
  });
});
