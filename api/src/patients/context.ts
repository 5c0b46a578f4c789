import type { AppContext } from '../context.js';
import type { PhotoRefs } from './photo-refs.js';
import type { PhotoUrls } from './photo-urls.js';

/** What the patients routes use: the app's database and clock, plus the photo library. */
export interface PatientsContext extends Pick<AppContext, 'db' | 'clock'> {
  photos: PhotoRefs;
  urls: PhotoUrls;
}
