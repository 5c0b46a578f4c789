// The screens a vet opens by address, with the page each one's lazy import() loads and the API address
// it asks for first (scripts/lib/first-screens.cjs): the server names their files in the page, and the
// page asks for the data itself (issue 29).
module.exports = { '/clinic': { page: './src/features/clinic-data/ClinicPage', data: ['/api/clinic'] } };
