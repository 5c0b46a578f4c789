// The screens a vet opens by address, with the page each one's lazy import() loads
// (scripts/lib/first-screens.cjs): the server names their files in the page (issue 29).
module.exports = {
  '/patients': './src/features/pet-list/PetListPage',
  // «Total de mascotas» on the dashboard (PetCountWidget.test checks the address).
  '/': { data: ['/api/patients/count'] },
};
