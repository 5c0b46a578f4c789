// "Exportar CSV": the page shows 20 services, the file holds every match of the period and search,
// asked for only when the vet exports.
import { memo } from 'react';
import { Button } from 'antd';
import { errorMessage, toast } from '@vet/shared-ui';
import { useLazyGetGroomingExportQuery, type ListFilter } from '../api/groomingListEndpoints';
import { downloadCsv } from '../csv';
import { MSG } from '../../../messages';

export const ExportCsvButton = memo(function ExportCsvButton({
  filter,
  q,
  disabled,
}: {
  filter: ListFilter;
  q: string;
  disabled: boolean;
}) {
  const [fetchAll, { isFetching }] = useLazyGetGroomingExportQuery();
  const exportAll = async () => {
    try {
      downloadCsv(await fetchAll({ ...filter, q }).unwrap());
    } catch (error) {
      toast.error(errorMessage(error, MSG.listFailed));
    }
  };
  return (
    <Button onClick={exportAll} loading={isFetching} disabled={disabled}>
      Exportar CSV
    </Button>
  );
});
