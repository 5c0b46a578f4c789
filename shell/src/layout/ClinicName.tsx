// The clinic the signed-in person works in (docs/product/dashboard-and-layout.md#main-layout): in the
// sidebar above the user menu, and in the small screens' top bar. A long name is cut with an ellipsis by
// CSS; the whole name stays the element's text (what a screen reader reads) and its title (a pointer's
// tooltip).
import type { CurrentClinic } from '@vet/shared-ui';
import { ClinicIcon } from './icons';

export function ClinicName({ clinic, className }: { clinic: CurrentClinic; className: string }) {
  return (
    <p className={`shell-clinic ${className}`} title={clinic.name}>
      <ClinicLabel clinic={clinic} />
    </p>
  );
}

/** The building and the name, inside ClinicName or a button that shows the clinic (TopBarClinic). */
export function ClinicLabel({ clinic }: { clinic: CurrentClinic }) {
  return (
    <>
      <ClinicIcon />
      <span className="shell-clinic__name">{clinic.name}</span>
    </>
  );
}
