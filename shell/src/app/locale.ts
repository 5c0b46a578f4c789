// Spanish everywhere: antd's texts (es_ES) and dayjs's month and day names. dayjs is a shared
// singleton, so setting the locale here sets it for every remote too.
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import esES from 'antd/locale/es_ES';

dayjs.locale('es');

export const antdLocale = esES;
