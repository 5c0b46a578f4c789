// jsdom has no canvas: these tests stand in for the browser's canvas and image, to check what
// svgToPng asks of them (size, drawing, PNG export) and that it fails cleanly without them.
import { DEFAULT_AVATAR_SIZE } from '@vet/shared-ui';
import { DEFAULT_AVATAR_SVG } from './defaultAvatarSvg';
import { svgToPng } from './svgToPng';

const OriginalImage = window.Image;

afterEach(() => {
  jest.restoreAllMocks();
  window.Image = OriginalImage;
});

class LoadingImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private source = '';
  constructor(
    public width: number,
    public height: number,
  ) {}
  set src(value: string) {
    this.source = value;
    setTimeout(() => this.onload?.(), 0);
  }
  get src() {
    return this.source;
  }
}

test('draws the SVG on a 400x400 canvas and exports a PNG', async () => {
  window.Image = LoadingImage as unknown as typeof Image;
  const drawImage = jest.fn();
  const getContext = jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockReturnValue({ drawImage } as unknown as CanvasRenderingContext2D);
  const toBlob = jest
    .spyOn(HTMLCanvasElement.prototype, 'toBlob')
    .mockImplementation((callback, type) => callback(new Blob(['png'], { type: type ?? '' })));

  const blob = await svgToPng(DEFAULT_AVATAR_SVG, DEFAULT_AVATAR_SIZE);

  expect(blob.type).toBe('image/png');
  const canvas = getContext.mock.contexts[0] as HTMLCanvasElement;
  expect(canvas.width).toBe(400);
  expect(canvas.height).toBe(400);
  const [image, x, y, w, h] = drawImage.mock.calls[0];
  expect((image as LoadingImage).src.startsWith('data:image/svg+xml')).toBe(true);
  expect([x, y, w, h]).toEqual([0, 0, 400, 400]);
  expect(toBlob.mock.calls[0][1]).toBe('image/png');
});

test('rejects where there is no 2D canvas', async () => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  await expect(svgToPng(DEFAULT_AVATAR_SVG, 400)).rejects.toThrow('canvas');
});
