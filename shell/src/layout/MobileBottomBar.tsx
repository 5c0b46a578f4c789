// Small screens: Inicio, Notificaciones and Salir (SPEC §2).
import { NavLink } from 'react-router-dom';
import { BellIcon, HomeIcon, LogoutIcon } from './icons';
import { useLogout } from './useLogout';

export function MobileBottomBar() {
  const { logout, loggingOut } = useLogout();
  return (
    <nav className="shell-bottombar" aria-label="Navegación móvil">
      <NavLink to="/" end className="shell-bottombar__item">
        <HomeIcon />
        <span>Inicio</span>
      </NavLink>
      <NavLink to="/notifications" className="shell-bottombar__item">
        <BellIcon />
        <span>Notificaciones</span>
      </NavLink>
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
