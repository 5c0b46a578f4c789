// The screens a vet opens by address, with the page each one's lazy import() loads and the API address
// it asks for first (scripts/lib/first-screens.cjs): the server names their files in the page, and the
// page asks for the data itself (issue 29). The list's first page, as ConsultationListPage asks for it
// (its test checks that it is the page's first request).
module.exports = {
  '/medical-history': {
    page: './src/features/consultation-list/ConsultationListPage',
    data: ['/api/consultations?page=1&limit=20'],
  },
  // «Consultas hoy» on the dashboard (ConsultationsTodayWidget.test checks the address).
  '/': { data: ['/api/consultations/counts?today={today}&now={now}'] },
};
