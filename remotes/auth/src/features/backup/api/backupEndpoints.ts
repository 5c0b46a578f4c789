// The vet's own backup (GET /api/backup, POST /api/backup/restore; docs/product/backups.md).
import { authApi } from '../../../api/authApi';
import type { RestoreAnswer } from '../../../api/types';
import { saveFile } from '@vet/shared-ui/download';
import { fileNameOf } from './backupFileName';

export const backupEndpoints = authApi.injectEndpoints({
  endpoints: (build) => ({
    downloadBackup: build.mutation<{ fileName: string }, void>({
      query: () => ({
        url: '/backup',
        // The file goes to the browser's downloads as it arrives; only its name enters the store.
        responseHandler: async (response) => {
          if (!response.ok) return response.json().catch(() => undefined);
          const fileName = fileNameOf(response.headers.get('content-disposition'));
          saveFile(await response.blob(), fileName);
          return { fileName };
        },
      }),
    }),
    restoreBackup: build.mutation<RestoreAnswer, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return { url: '/backup/restore', method: 'POST', body };
      },
    }),
  }),
});

export const { useDownloadBackupMutation, useRestoreBackupMutation } = backupEndpoints;
