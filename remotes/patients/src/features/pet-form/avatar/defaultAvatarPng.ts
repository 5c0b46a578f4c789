// The default avatar as the 400x400 PNG the new-pet form sends when no photo is chosen. Drawn once
// per page load; a failure is not cached, so the next pet tries again.
import { DEFAULT_AVATAR_SIZE } from '@vet/shared-ui';
import { DEFAULT_AVATAR_SVG } from './defaultAvatarSvg';
import { svgToPng } from './svgToPng';

/** How the form gets the default photo: injected in tests, where jsdom has no canvas. */
export type DefaultAvatarMaker = () => Promise<Blob>;

export const DEFAULT_AVATAR_FILENAME = 'mascota.png';

let drawing: Promise<Blob> | null = null;

export const defaultAvatarPng: DefaultAvatarMaker = () => {
  drawing ??= svgToPng(DEFAULT_AVATAR_SVG, DEFAULT_AVATAR_SIZE).catch((error: unknown) => {
    drawing = null;
    throw error;
  });
  return drawing;
};
