// Most shell tests run with Ana signed in: a token in storage and the API answering who she is.
// Call at a test file's top level; each test starts signed in and leaves nothing behind.
import { setToken } from '@vet/shared-ui';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { ana } from './remotes';

export function signedInAsAna({ quietErrors = false }: { quietErrors?: boolean } = {}): void {
  beforeEach(() => {
    // Failures are logged by the error boundary and React on purpose; keep the output readable.
    if (quietErrors) jest.spyOn(console, 'error').mockImplementation(() => {});
    setToken('tok-1');
    fakeApi({ 'GET /auth/user': { status: 200, body: ana } });
  });
  afterEach(() => {
    localStorage.clear();
    jest.restoreAllMocks();
  });
}
