// @vet/shared-ui/icons: the product's SVG pictures (species, paw print, scissors, the clinical record's). Like panel.ts, it is
// bundled into the container that imports it, not shared: it holds no state, and a remote can use it
// without a new shared-ui version.
export {
  BirdIcon,
  CalendarIcon,
  CatIcon,
  DogIcon,
  FlaskIcon,
  PawIcon,
  PillIcon,
  RabbitIcon,
  ScissorsIcon,
  StethoscopeIcon,
  SyringeIcon,
  type IconProps,
} from './src/icons/icons';
export { SpeciesIcon, speciesKind, type SpeciesKind } from './src/icons/SpeciesIcon';
