// The screens a vet opens by address, with the page each one's lazy import() loads
// (scripts/lib/first-screens.cjs): the server names their files in the page (issue 29).
module.exports = {
  '/appointments': './src/features/agenda/AgendaPage',
  // «Citas de hoy» on the dashboard asks for the clinic's hours first (AppointmentsTodayWidget.test).
  '/': { data: ['/api/clinic/schedule'] },
};
