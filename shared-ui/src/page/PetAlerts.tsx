// A pet's alerts (docs/product/clinical.md#decisions): its allergies and chronic conditions, as a banner on
// every screen of that pet (its detail, its consultations, its history, its lab exams), so whoever handles
// the animal reads them first. Nothing when the pet has none.
import { Alert } from 'antd';
import './page.css';

export interface PetAlertsProps {
  /** The pet's alert fields as the API sends them ('' when none; absent on an older API). */
  pet: { allergies?: string; chronicConditions?: string };
}

export function PetAlerts({ pet }: PetAlertsProps) {
  const allergies = pet.allergies?.trim() ?? '';
  const conditions = pet.chronicConditions?.trim() ?? '';
  if (!allergies && !conditions) return null;
  return (
    <Alert
      type="error"
      showIcon
      className="vet-pet-alerts"
      role="note"
      aria-label="Alertas de la mascota"
      title="Alertas de la mascota"
      description={
        <dl className="vet-pet-alerts__list">
          {allergies && (
            <div>
              <dt>Alergias:</dt> <dd>{allergies}</dd>
            </div>
          )}
          {conditions && (
            <div>
              <dt>Condiciones crónicas:</dt> <dd>{conditions}</dd>
            </div>
          )}
        </dl>
      }
    />
  );
}
