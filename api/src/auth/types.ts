export interface ProfileBody {
  name: string;
  lastName: string;
  whatsapp: string;
  ci: string;
  cmv: string;
  estado: string;
  runsai?: string;
  msds?: string;
  somevepa?: string;
}

export interface CreateAccountBody extends ProfileBody {
  email: string;
  password: string;
  confirmPassword: string;
}

export interface CodeBody {
  token: string;
  email?: string;
}

export interface EmailBody {
  email: string;
}

export interface LoginBody {
  email: string;
  password: string;
}

export interface UpdatePasswordBody {
  password: string;
  confirmPassword: string;
  email?: string;
}

export interface ChangePasswordBody {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}
