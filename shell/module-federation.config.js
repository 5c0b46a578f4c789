// The shell is the host: it knows no remote at build time. Remotes are found at run time
// through remotes.json (see src/federation/remotesManifest.ts and README.md «Remotes join by configuration»).
module.exports = { name: 'shell', remotes: {} };
