// /patients/:patientId/history «Historia clínica de {pet}» (docs/product/clinical.md#the-pets-history):
// the pet's alerts first, then its vaccines and deworming with what is due, then the timeline of every
// event, newest first and filterable by kind, with the weight and lab charts between them. They load side by side; only the title waits for the
// pet. Vaccines and deworming are registered and edited in a dialog over the page, loaded on first use.
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router-dom';
import { LoadError, Loading, PageHeader, PetAlerts } from '@vet/shared-ui/page';
import { paths } from '@vet/shared-ui/contract';
import { PermittedButton, useCan } from '@vet/shared-ui/permission';
import { useGetHistoryQuery } from '../../api/historyEndpoints';
import { useGetPatientQuery } from '../../api/patientEndpoints';
import { useGetPreventivesQuery } from '../../api/preventiveEndpoints';
import { MSG } from '../../messages';
import { PetChartsLoader } from '../charts/PetChartsLoader';
import { DocumentActions } from '../documents/DocumentActions';
import type { PreventiveDialogState } from '../preventive-form/PreventiveDialog';
import { HistoryTimeline } from './components/HistoryTimeline';
import { PreventivesPanel } from './components/PreventivesPanel';
import { historyArgs } from './historyRequest';
import { useHistoryFilter } from './hooks/useHistoryFilter';
import '../consultations/consultations.css';
import './petHistory.css';

const PreventiveDialog = lazy(() => import('../preventive-form/PreventiveDialog'));

export default function PetHistoryPage() {
  const { patientId = '' } = useParams();
  // Its route asks for these on every visit (PetHistoryRoute); the page reads the answers.
  const read = { skip: !patientId, refetchOnMountOrArgChange: false };
  const petQuery = useGetPatientQuery(patientId, read);
  const preventives = useGetPreventivesQuery(patientId, read);
  const filter = useHistoryFilter();
  const history = useGetHistoryQuery(historyArgs(patientId, filter), read);
  const writesPreventives = useCan('preventive.write');
  const [dialog, setDialog] = useState<PreventiveDialogState | null>(null);
  // The dialog's code arrives with its first opening, and stays for the closing animation.
  const [dialogUsed, setDialogUsed] = useState(false);
  if (dialog && !dialogUsed) setDialogUsed(true);

  const pet = petQuery.data;
  if (!pet) {
    return petQuery.error ? (
      <LoadError
        title={MSG.petFailed}
        error={petQuery.error}
        retrying={petQuery.isFetching}
        onRetry={() => void petQuery.refetch()}
      />
    ) : (
      <Loading label={MSG.loadingPet} />
    );
  }

  const openPreventive = (id: string) => {
    const preventive = preventives.data?.preventives.find((item) => item._id === id);
    return writesPreventives && preventive ? () => setDialog({ preventive }) : undefined;
  };

  return (
    <div className="clinical-page">
      <PageHeader
        title={MSG.historyTitle(pet.name)}
        back={{ to: paths.pet(patientId), label: MSG.backToPet }}
        actions={
          <>
            <PermittedButton permission="clinical.write" type="primary" to={paths.newConsultation(patientId)}>
              Nueva consulta
            </PermittedButton>
            <PermittedButton permission="preventive.write" onClick={() => setDialog({ kind: 'vaccine' })}>
              Registrar vacuna
            </PermittedButton>
            <PermittedButton permission="preventive.write" onClick={() => setDialog({ kind: 'deworming' })}>
              Registrar desparasitación
            </PermittedButton>
          </>
        }
      />
      <PetAlerts pet={pet} />
      {/* «Documentos»: the clinical summary and the vaccination card (docs/product/clinical.md#documents). */}
      <DocumentActions pet={pet} />
      <PreventivesPanel query={preventives} onEdit={(preventive) => setDialog({ preventive })} />
      {/* Its drawing code comes in a chunk of its own, asked for with the page's code. */}
      <PetChartsLoader patientId={patientId} species={pet.species} />
      <HistoryTimeline
        petId={patientId}
        petName={pet.name}
        query={history}
        filter={filter}
        openPreventive={openPreventive}
      />
      {dialogUsed && (
        <Suspense fallback={null}>
          <PreventiveDialog state={dialog} pet={pet} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </div>
  );
}
