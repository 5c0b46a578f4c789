// Real image files for upload journeys, made on the fly (sharp is already installed for the API).
import sharp from 'sharp';

export async function solidImage(
  format: 'png' | 'jpeg',
  colour: { r: number; g: number; b: number },
  size = 320,
) {
  const image = sharp({ create: { width: size, height: size, channels: 3, background: colour } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}
