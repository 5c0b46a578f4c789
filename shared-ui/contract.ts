// @vet/shared-ui/contract: the contract version a remote is built with. Bundled into the remote that
// imports it, not shared (like boot.ts): read from the shared singleton, a remote would report the
// shell's number whatever it was built against, and the shell could never refuse it (issue #23).
export { REMOTE_CONTRACT_VERSION } from './src/contract/remote';
// Where each screen lives, for links between remotes (bundled too: a remote links with the addresses it
// was built with).
export { paths } from './src/contract/paths';
