// Gathers what a pet's document is made from when it is asked for (docs/product/clinical.md#documents),
// each read through the remote's API (its cache when fresh): nothing is fetched for documents until then.
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { getToken, useCurrentUser } from '@vet/shared-ui';
import { loadPdfClinic, type PdfSigner } from '@vet/shared-ui/pdf';
import { preventiveEndpoints } from '../../api/preventiveEndpoints';
import type { ClinicVet } from '../../api/types';
import { clinicVetsEndpoints } from '../../api/clinicVetsEndpoints';
import { labRangesEndpoints } from '../../api/labRangesEndpoints';
import { documentEndpoints } from './api/documentEndpoints';
import type { DocumentPet, DocumentSources } from './documentSources';

/** The member signing when they are a vet or administrator with a CMV («M.V. Ana Pérez · CMV 1234»). */
function signerAmong(vets: readonly ClinicVet[], memberId: string | undefined): PdfSigner | null {
  const me = vets.find((vet) => vet._id === memberId);
  return me?.cmv ? { name: me.name, cmv: me.cmv } : null;
}

export function useDocumentSources(pet: DocumentPet): () => Promise<DocumentSources> {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const { user } = useCurrentUser();
  return async () => {
    const read = <T>(request: { unwrap(): Promise<T>; unsubscribe(): void }) =>
      request.unwrap().finally(() => request.unsubscribe());
    const { endpoints } = documentEndpoints;
    const [consultations, preventives, latestExam, labRanges, vets, clinic] = await Promise.all([
      read(dispatch(endpoints.getLatestConsultations.initiate(pet._id))),
      read(dispatch(preventiveEndpoints.endpoints.getPreventives.initiate(pet._id))),
      read(dispatch(endpoints.getLatestLabExam.initiate(pet._id))),
      read(dispatch(labRangesEndpoints.endpoints.getLabRanges.initiate())),
      read(dispatch(clinicVetsEndpoints.endpoints.getClinicVets.initiate())),
      loadPdfClinic(user?.clinic, getToken()),
    ]);
    return {
      pet,
      clinic,
      signer: signerAmong(vets, user?._id),
      consultations,
      preventives,
      latestExam,
      labRanges,
      vets,
      now: new Date(),
    };
  };
}
