// «Datos de la clínica»: the clinic a new account creates (docs/product/accounts.md#create-an-account).
// The fields are shared-ui's (the «Clínica» screen edits the same ones); a form holding them keeps them
// under `clinic`, as the API takes them.
import type { Control } from 'react-hook-form';
import { ClinicFields as ClinicDataFields, type ClinicFieldValues } from '@vet/shared-ui/form';
import { MSG } from '../messages';
import './clinicFields.css';

export function ClinicFields({ control }: { control: Control<{ clinic: ClinicFieldValues }> }) {
  return (
    <fieldset className="auth-fieldset">
      <legend className="auth-fieldset__legend">{MSG.clinicSection}</legend>
      <ClinicDataFields control={control} />
    </fieldset>
  );
}
