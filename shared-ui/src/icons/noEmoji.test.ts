// No screen draws an emoji: a computer without an emoji font (many Linux and older Windows installs)
// shows an empty box instead. Pictures are SVG (@vet/shared-ui/icons). Text symbols that ordinary fonts
// carry (♂, ♀, ✓) are not emoji and stay.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(__dirname, '..', '..', '..');
const remotes = readdirSync(join(root, 'remotes')).filter((name) =>
  existsSync(join(root, 'remotes', name, 'package.json')),
);
const dirs = ['shell/src', 'shell/public', 'shared-ui/src', ...remotes.map((r) => `remotes/${r}/src`)];

/** What the browser gets: sources, styles and pages, not the tests. */
function files(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' || entry.name === 'testing' ? [] : files(path);
    return /\.(tsx?|css|html|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// Characters drawn as emoji by default, and the selector that asks for the emoji form of any other.
const EMOJI = /\p{Emoji_Presentation}|\uFE0F/u;

it('no source the browser gets holds an emoji', () => {
  const found = dirs
    .flatMap((dir) => files(join(root, dir)))
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, where: `${relative(root, file)}:${index + 1}` }))
        .filter(({ line }) => EMOJI.test(line))
        .map(({ where, line }) => `${where}: ${line.trim()}`),
    );
  expect(found).toEqual([]);
});
