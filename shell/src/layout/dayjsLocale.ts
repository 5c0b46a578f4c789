// dayjs's Spanish month and day names. dayjs is a shared singleton, so setting the locale here sets it
// for every remote. Only screens inside the layout use dates (grooming), so the login screen does not
// load dayjs at all.
import dayjs from 'dayjs';
import 'dayjs/locale/es';

dayjs.locale('es');
