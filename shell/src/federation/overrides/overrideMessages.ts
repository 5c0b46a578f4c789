// What a tester reads about overrides, in Spanish, with the module names vets know.
import { remoteLabel } from '../labels';
import type { ActiveOverride, RefusedOverride } from './overrideAllowlist';

export function refusalMessage(refused: RefusedOverride): string {
  const start = `No se aplicó la versión de prueba del módulo de ${remoteLabel(refused.remote)}`;
  return refused.reason === 'origin-not-allowed'
    ? `${start}: el origen ${refused.origin} no está autorizado en este entorno.`
    : `${start}: «${refused.url}» no es una dirección web completa (http:// o https://).`;
}

export function activeOverrideText({ remote, url }: ActiveOverride): string {
  return `el módulo de ${remoteLabel(remote)} se carga desde ${url}`;
}
