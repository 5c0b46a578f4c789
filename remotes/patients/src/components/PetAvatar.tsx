// The pet's photo, or its species icon in a circle when there is none (or it fails to load).
import { useState } from 'react';
import { SpeciesIcon } from '@vet/shared-ui/icons';
import './petAvatar.css';

export interface PetAvatarProps {
  photo: string | null | undefined;
  species: string;
  name: string;
  /** Side in pixels. */
  size?: number;
}

export function PetAvatar({ photo, species, name, size = 40 }: PetAvatarProps) {
  // Remembers which URL failed, so that a new photo is tried again without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.55) };
  if (photo && failedSrc !== photo) {
    return (
      <img
        className="patients-avatar"
        src={photo}
        alt={`Foto de ${name}`}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        style={style}
        onError={() => setFailedSrc(photo)}
      />
    );
  }
  return (
    <span
      className="patients-avatar patients-avatar--icon"
      role="img"
      aria-label={species || 'Mascota'}
      style={style}
    >
      <SpeciesIcon species={species} />
    </span>
  );
}
