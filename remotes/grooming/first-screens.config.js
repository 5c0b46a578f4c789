// The screens a vet opens by address, with the page each one's lazy import() loads
// (scripts/lib/first-screens.cjs): the server names their files in the page (issue 29).
module.exports = {
  '/grooming-services': './src/features/grooming-list/GroomingListPage',
  // The dashboard's three counters, one request (GroomingCountWidget.test checks the address).
  '/': { data: ['/api/grooming/counts?today={today}&week={monday}&month={month}&now={now}'] },
};
