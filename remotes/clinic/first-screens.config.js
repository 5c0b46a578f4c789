// The screens a vet opens by address, with the page each one's lazy import() loads
// (scripts/lib/first-screens.cjs): the server names their files in the page (issue 29).
module.exports = { '/clinic': './src/features/clinic-data/ClinicPage' };
