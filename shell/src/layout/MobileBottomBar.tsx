// Small screens: Inicio, Notificaciones and Salir (SPEC §2). Links preload a remote they lead to
// (none today: both are shell pages), so a link added here later does too.
import { BellIcon, HomeIcon, LogoutIcon } from './icons';
import { useLogout } from './useLogout';
import { PreloadNavLink } from './PreloadLinks';

export function MobileBottomBar() {
  const { logout, loggingOut } = useLogout();
  return (
    <nav className="shell-bottombar" aria-label="Navegación móvil">
      <PreloadNavLink to="/" end className="shell-bottombar__item">
        <HomeIcon />
        <span>Inicio</span>
      </PreloadNavLink>
      <PreloadNavLink to="/notifications" className="shell-bottombar__item">
        <BellIcon />
        <span>Notificaciones</span>
      </PreloadNavLink>
      <button
        type="button"
        className="shell-bottombar__item"
        onClick={() => void logout()}
        disabled={loggingOut}
      >
        <LogoutIcon />
        <span>Salir</span>
      </button>
    </nav>
  );
}
