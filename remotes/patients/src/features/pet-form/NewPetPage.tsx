// /owners/:ownerId/patients/new (docs/product/pets.md#new-pet): a new pet under its owner; success goes
// to the owner.
import { useState } from 'react';
import { Card, Skeleton } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useNavigate, useParams } from 'react-router-dom';
import type { UseFormSetError } from 'react-hook-form';
import { LinkButton, StatusPage, applyServerErrors, errorMessage, errorStatus, toast } from '@vet/shared-ui';
import { PageHeader, StaleAlert } from '@vet/shared-ui/page';
import { useSubmissionKey } from '@vet/shared-ui/submission';
import { paths } from '@vet/shared-ui/contract';
import { useCreatePatientMutation, useGetOwnerQuery } from './api/newPetEndpoints';
import '../../components/page.css';
import { MSG } from '../../messages';
import { PetForm } from './components/PetForm';
import {
  DEFAULT_AVATAR_FILENAME,
  defaultAvatarPng,
  type DefaultAvatarMaker,
} from './avatar/defaultAvatarPng';
import { DEFAULT_AVATAR_SVG, svgDataUrl } from './avatar/defaultAvatarSvg';
import { PET_SERVER_FIELDS, createBody, petFields, type PhotoPart } from './petPayload';
import { EMPTY_PET, type PetFormValues } from './petSchema';

/** The vet sees beforehand the picture a pet without photo gets. */
const DEFAULT_AVATAR_PREVIEW = svgDataUrl(DEFAULT_AVATAR_SVG);

/** Without a chosen photo the default avatar goes as a PNG. Only if drawing it truly fails
 *  is the pet sent without a photo (the screens then show the species emoji). */
async function defaultPhoto(make: DefaultAvatarMaker): Promise<PhotoPart | null> {
  try {
    return { blob: await make(), filename: DEFAULT_AVATAR_FILENAME };
  } catch {
    return null;
  }
}

export default function NewPetPage({
  makeDefaultAvatar = defaultAvatarPng,
}: {
  /** Injected in tests: jsdom has no canvas to draw the avatar with. */
  makeDefaultAvatar?: DefaultAvatarMaker;
}) {
  const { ownerId } = useParams();
  const navigate = useNavigate();
  const owner = useGetOwnerQuery(ownerId ?? skipToken);
  const [createPatient, { isLoading }] = useCreatePatientMutation();
  const [drawingAvatar, setDrawingAvatar] = useState(false);
  // One key per submission: a double click or a retry after a lost answer creates one pet.
  const submission = useSubmissionKey();

  if (!ownerId) {
    return (
      <StatusPage
        tone="error"
        title={MSG.missingOwnerId}
        action={<LinkButton to={paths.owners}>Ver propietarios</LinkButton>}
      />
    );
  }
  if (errorStatus(owner.error) === 404) {
    return (
      <StatusPage
        tone="warning"
        title={errorMessage(owner.error, MSG.ownerNotFound)}
        message={MSG.ownerNotFoundDetail}
        action={<LinkButton to={paths.owners}>Ver propietarios</LinkButton>}
      />
    );
  }

  const submit = (values: PetFormValues, setError: UseFormSetError<PetFormValues>) =>
    submission.once(() => send(values, setError));

  const send = async (values: PetFormValues, setError: UseFormSetError<PetFormValues>) => {
    let photo: PhotoPart | null = values.photo ? { blob: values.photo, filename: values.photo.name } : null;
    if (!photo) {
      setDrawingAvatar(true);
      photo = await defaultPhoto(makeDefaultAvatar);
      setDrawingAvatar(false);
    }
    try {
      const body = createBody(petFields(values), photo);
      await createPatient({ ownerId, body, submissionKey: submission.key }).unwrap();
      toast.success(MSG.created);
      navigate(paths.owner(ownerId));
    } catch (error) {
      submission.refused(error);
      applyServerErrors(error, PET_SERVER_FIELDS, setError);
      toast.error(errorMessage(error, MSG.createFailed));
    }
  };

  const ownerLine = owner.data ? (
    `Propietario: ${owner.data.name}`
  ) : owner.isLoading ? (
    <Skeleton.Input active size="small" aria-label={MSG.loadingOwner} />
  ) : null;

  return (
    <div className="patients-page">
      <PageHeader title={MSG.newTitle} subtitle={ownerLine} />
      {owner.error && !owner.data && (
        <StaleAlert
          title={MSG.ownerLoadFailed(errorMessage(owner.error, ''))}
          retrying={owner.isFetching}
          onRetry={owner.refetch}
        />
      )}
      <Card>
        <PetForm
          initialValues={EMPTY_PET}
          suggestSessionVet
          photoHint={MSG.defaultPhotoHint}
          photoPlaceholder={DEFAULT_AVATAR_PREVIEW}
          submitLabel={isLoading || drawingAvatar ? 'Registrando...' : 'Registrar mascota'}
          submitting={isLoading || drawingAvatar}
          onSubmit={submit}
          onCancel={() => navigate(paths.owner(ownerId))}
        />
      </Card>
    </div>
  );
}
