import { expectRemoteModule } from '@vet/shared-ui/testing/remoteContract';
import remote from './module';

test('the exposed module follows the shell contract', () => {
  expectRemoteModule(remote, 'reports');
});
