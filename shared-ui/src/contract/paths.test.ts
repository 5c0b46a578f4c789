// Every address in `paths` is one the product serves: it falls under a mount the local environment file
// declares (so the shell routes it to a remote) or is one of the shell's own pages.
import localEnvironment from '../../../shell/environments/local.json';
import { paths } from './paths';

const SHELL_PAGES = ['/', '/404'];
const mounts = Object.values(localEnvironment.remotes).flatMap((entry) =>
  entry.mounts.map((mount) => mount.path.split('/')),
);

const underAMount = (address: string) => {
  const segments = address.split('/').filter(Boolean);
  return mounts.some(
    (pattern) =>
      pattern.length <= segments.length &&
      pattern.every((part, i) => part.startsWith(':') || part === segments[i]),
  );
};

const addresses = Object.entries(paths).map(([name, value]) => [
  name,
  typeof value === 'function' ? (value as (...ids: string[]) => string)('id-1', 'id-2') : value,
]);

it.each(addresses)('%s (%s) is a shell page or under a declared mount', (_name, address) => {
  expect(SHELL_PAGES.includes(address) || underAMount(address)).toBe(true);
});

it('escapes ids, so an id can never leave its segment', () => {
  expect(paths.pet('a/b?c')).toBe('/patients/a%2Fb%3Fc');
  expect(paths.labExam('p 1', 'e#1')).toBe('/patients/p%201/lab-exams/e%231');
});
