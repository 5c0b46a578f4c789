// The product's addresses, for every link between screens and between remotes: one place says where a
// screen lives, so a remote never spells another remote's URL by hand. Each remote's routes (routes.tsx)
// and its mounts in the environment files must agree with these; paths.test.ts checks the shapes.
const segment = (value: string) => encodeURIComponent(value);

export const paths = {
  home: '/',
  notFound: '/404',

  login: '/auth/login',
  register: '/auth/register',
  confirmAccount: '/auth/confirm-account',
  requestNewToken: '/auth/request-new-token',
  forgotPassword: '/auth/forgot-password',
  newPassword: '/auth/new-password',
  /** The link an invitation mails (docs/product/clinic.md#invitations): no session needed. */
  invitation: (token: string) => `/auth/invitation/${segment(token)}`,
  profile: '/account/profile',
  changePassword: '/account/password',

  owners: '/owners',
  newOwner: '/owners/new',
  owner: (ownerId: string) => `/owners/${segment(ownerId)}`,
  editOwner: (ownerId: string) => `/owners/${segment(ownerId)}/edit`,

  pets: '/patients',
  newPet: (ownerId: string) => `/owners/${segment(ownerId)}/patients/new`,
  pet: (petId: string) => `/patients/${segment(petId)}`,
  editPet: (petId: string) => `/patients/edit/${segment(petId)}`,

  labExams: (petId: string) => `/patients/${segment(petId)}/lab-exams`,
  newLabExam: (petId: string) => `/patients/${segment(petId)}/lab-exams/create`,
  labExam: (petId: string, examId: string) => `/patients/${segment(petId)}/lab-exams/${segment(examId)}`,
  editLabExam: (petId: string, examId: string) =>
    `/patients/${segment(petId)}/lab-exams/edit/${segment(examId)}`,
  labRanges: (petId: string) => `/patients/${segment(petId)}/lab-exams/ranges`,

  groomingServices: '/grooming-services',
  petGrooming: (petId: string) => `/patients/${segment(petId)}/grooming-services`,
  newGrooming: (petId: string) => `/patients/${segment(petId)}/grooming-services/create`,

  medicalHistory: '/medical-history',
  vitalRanges: '/medical-history/ranges',
  petHistory: (petId: string) => `/patients/${segment(petId)}/history`,
  newConsultation: (petId: string) => `/patients/${segment(petId)}/consultations/new`,
  consultation: (petId: string, consultationId: string) =>
    `/patients/${segment(petId)}/consultations/${segment(consultationId)}`,
  editConsultation: (petId: string, consultationId: string) =>
    `/patients/${segment(petId)}/consultations/${segment(consultationId)}/edit`,

  clinic: '/clinic',
  team: '/clinic/team',
  activity: '/clinic/activity',
} as const;
