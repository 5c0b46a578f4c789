// Spanish antd texts (es_ES) for every screen. The ES-module build of the locale: `antd/locale/es_ES`
// is CommonJS and would bundle a second copy of antd's locale modules.
import esES from 'antd/es/locale/es_ES';

export const antdLocale = esES;
