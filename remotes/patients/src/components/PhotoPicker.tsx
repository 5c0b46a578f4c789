// Choose a pet photo: a preview (the new file, else the current photo, else the species emoji),
// a file picker limited to images, and a way back to the current photo.
import type { ChangeEvent } from 'react';
import { Button, Typography } from 'antd';
import { MSG } from '../messages';
import { PHOTO_ACCEPT, photoProblem } from './photoFile';
import { useFilePreview } from '../hooks/useFilePreview';
import { PetAvatar } from './PetAvatar';
import './photoPicker.css';

export interface PhotoPickerProps {
  id: string;
  value: File | null;
  onChange: (file: File | null) => void;
  /** Called instead of onChange when the chosen file cannot be a photo. */
  onReject: (message: string) => void;
  currentUrl?: string | null;
  species: string;
  name: string;
  /** The text beside the preview when neither a file nor a current photo exists. */
  emptyHint?: string;
  /** The image previewed when neither a file nor a current photo exists (else the species emoji). */
  placeholderUrl?: string;
}

export function PhotoPicker({
  id,
  value,
  onChange,
  onReject,
  currentUrl,
  species,
  name,
  emptyHint,
  placeholderUrl,
}: PhotoPickerProps) {
  const { show, urlOf } = useFilePreview();
  const previewUrl = urlOf(value) ?? (value ? null : (currentUrl ?? placeholderUrl));

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    // Choosing the same file again must fire a change too.
    event.target.value = '';
    if (!file) return;
    const problem = photoProblem(file);
    if (problem) {
      onReject(problem);
      return;
    }
    show(file);
    onChange(file);
  };

  const restore = () => {
    show(null);
    onChange(null);
  };

  return (
    <div className="patients-photo-picker">
      <PetAvatar photo={previewUrl} species={species} name={name || 'la mascota'} size={96} />
      <div className="patients-photo-picker__controls">
        <input
          id={id}
          className="patients-photo-picker__input"
          type="file"
          accept={PHOTO_ACCEPT}
          onChange={choose}
        />
        <label htmlFor={id} className="patients-photo-picker__button">
          {value || currentUrl ? 'Cambiar foto' : 'Elegir foto'}
        </label>
        <Typography.Text type="secondary" className="patients-photo-picker__name">
          {value ? value.name : (emptyHint ?? MSG.noPhotoChosen)}
        </Typography.Text>
        {value && (
          <Button size="small" onClick={restore}>
            {currentUrl ? 'Volver a la foto actual' : 'Quitar foto'}
          </Button>
        )}
        <Typography.Text type="secondary" className="patients-photo-picker__hint">
          {MSG.photoRules}
        </Typography.Text>
      </div>
    </div>
  );
}
