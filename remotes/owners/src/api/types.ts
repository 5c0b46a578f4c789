// The records as the API sends them (docs/api.md#owners): an owner, what create and update send, the
// answers, and an owner's pet as GET /patients/owner/:ownerId lists it.
export interface Owner {
  _id: string;
  name: string;
  /** Dial code followed by the digits, e.g. "+573001234567". */
  contact: string;
  /** "" when not given. */
  email: string;
  address: string;
  /** «No enviar recordatorios»: the clinic sends this owner no reminders (docs/product/appointments.md#reminders). */
  remindersOptOut: boolean;
  createdAt: string;
  updatedAt: string;
  /** 1 when created, +1 on every update: an edit sends the version it started from (409 if stale). */
  version: number;
}

/** Who created the record and who last changed it (docs/product/common.md#who-created-and-changed-a-record):
 *  people's names without a title, '' when nobody is on record. On a record's detail only. */
export interface Authors {
  createdBy: string;
  updatedBy: string;
}

/** GET /owners/:id: the owner with their authors. */
export type OwnerDetail = Owner & Authors;

export type OwnerPayload = Pick<Owner, 'name' | 'contact' | 'email' | 'address' | 'remindersOptOut'>;

/** An update: the fields, and the version the form was loaded with. */
export type OwnerUpdate = OwnerPayload & Pick<Owner, 'version'> & { id: string };

export interface MessageAnswer {
  msg: string;
}

export interface OwnerAnswer extends MessageAnswer {
  owner: Owner;
}

/** A pet of the owner, as GET /patients/owner/:ownerId lists it: the fields the owner's page shows. */
export interface OwnerPet {
  _id: string;
  name: string;
  species: string;
  breed?: string | null;
  sex?: string;
  birthDate?: string;
  photo?: string | null;
}
