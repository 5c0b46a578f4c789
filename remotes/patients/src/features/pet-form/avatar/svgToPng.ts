// Rasterises SVG markup to a square PNG with a canvas (the default avatar is a 400x400 PNG).
import { svgDataUrl } from './defaultAvatarSvg';

const LOAD_TIMEOUT_MS = 5000;

function loadImage(src: string, size: number): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image(size, size);
    // Never hang a form submission on an image that neither loads nor fails.
    const timer = setTimeout(() => reject(new Error('La imagen no cargó a tiempo')), LOAD_TIMEOUT_MS);
    image.onload = () => {
      clearTimeout(timer);
      resolve(image);
    };
    image.onerror = () => {
      clearTimeout(timer);
      reject(new Error('La imagen no se pudo leer'));
    };
    image.src = src;
  });
}

/** Rejects where there is no 2D canvas (jsdom, very old browsers) or the browser refuses the
 *  export; the caller then decides what to send instead. */
export async function svgToPng(markup: string, size: number): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Este navegador no permite dibujar en un canvas');
  const image = await loadImage(svgDataUrl(markup), size);
  context.drawImage(image, 0, 0, size, size);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('No se pudo crear el PNG'))),
      'image/png',
    );
  });
}
