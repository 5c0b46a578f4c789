// CONTRACT.md "Owners": an owner as the API returns it, and what create and update send.
export interface Owner {
  _id: string;
  name: string;
  /** Dial code followed by the digits, e.g. "+573001234567". */
  contact: string;
  /** "" when not given. */
  email: string;
  address: string;
  createdAt: string;
  updatedAt: string;
}

export type OwnerPayload = Pick<Owner, 'name' | 'contact' | 'email' | 'address'>;

export interface MessageAnswer {
  msg: string;
}

export interface OwnerAnswer extends MessageAnswer {
  owner: Owner;
}
