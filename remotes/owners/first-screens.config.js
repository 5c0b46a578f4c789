// The screens a vet opens by address, with the page each one's lazy import() loads and the API address
// it asks for first (scripts/lib/first-screens.cjs): the server names their files in the page, and the
// page asks for the data itself (issue 29). The list's first page, as ownersPageArgs asks for it
// (OwnerListPage.test checks that it is the page's first request).
module.exports = {
  '/owners': { page: './src/features/owner-list/OwnerListPage', data: ['/api/owners?page=1&limit=20'] },
};
