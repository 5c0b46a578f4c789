import type { AppContext } from '../context.js';
import type { PhotoRefs } from './photo-refs.js';
import type { PhotoUrls } from './photo-urls.js';

/** What the patients routes use: the app's database, clock and session times, plus the photo library. */
export interface PatientsContext extends Pick<AppContext, 'db' | 'clock' | 'auth'> {
  photos: PhotoRefs;
  urls: PhotoUrls;
}
