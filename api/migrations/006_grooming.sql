-- Grooming services, each hanging from a pet of the same vet (tenancy: every query filters by vet_id).
CREATE TABLE grooming_services (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  vet_id uuid NOT NULL REFERENCES vets (id) ON DELETE CASCADE,
  patient_id uuid NOT NULL,
  -- The moment of the service; the screens group it into the browser's local days, weeks and months.
  date timestamptz NOT NULL,
  service text NOT NULL CHECK (service IN ('Corte', 'Baño', 'Corte y Baño')),
  specifications text NOT NULL CHECK (length(specifications) BETWEEN 1 AND 300),
  observations text NOT NULL DEFAULT '' CHECK (length(observations) <= 2000),
  -- USD, exact: numeric never turns 0.10 + 0.20 into 0.30000000000000004.
  cost numeric(12, 2) NOT NULL CHECK (cost >= 0.01 AND cost <= 1000000),
  -- Transferencia is only styled by the list screen (older data); new input takes these four.
  payment_type text NOT NULL CHECK (payment_type IN ('Efectivo', 'Pago Movil', 'Zelle', 'Otro')),
  -- Bolívares per USD on that day, when the vet recorded it.
  exchange_rate numeric(14, 4) CHECK (exchange_rate > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- The pet must belong to the same vet; deleting the pet (or its owner) takes its services along.
  CONSTRAINT grooming_services_patient_fkey FOREIGN KEY (patient_id, vet_id)
    REFERENCES patients (id, vet_id) ON DELETE CASCADE
);
-- A period of the list (and the dashboard counts) is one range scan of this index, newest first,
-- however many years of services the vet has.
CREATE INDEX grooming_services_vet_date_idx ON grooming_services (vet_id, date DESC, created_at DESC, id DESC);
-- One pet's services, newest first; also serves the cascade from patients.
CREATE INDEX grooming_services_patient_idx ON grooming_services (vet_id, patient_id, date DESC);
CREATE TRIGGER grooming_services_updated_at BEFORE UPDATE ON grooming_services
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
