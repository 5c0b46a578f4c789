// Small line icons for the navigation (drawn here, so the shell needs no icon package).
import type { ReactNode, SVGProps } from 'react';

function Icon({ children, ...props }: SVGProps<SVGSVGElement> & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const HomeIcon = () => (
  <Icon>
    <path d="M3 11l9-7 9 7" />
    <path d="M5 10v10h5v-6h4v6h5V10" />
  </Icon>
);
export const OwnerIcon = () => (
  <Icon>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5" />
  </Icon>
);
export const PawIcon = () => (
  <Icon>
    <circle cx="6.5" cy="10" r="1.8" />
    <circle cx="10" cy="5.8" r="1.8" />
    <circle cx="14" cy="5.8" r="1.8" />
    <circle cx="17.5" cy="10" r="1.8" />
    <path d="M12 12c-3 0-5.5 3.6-5.5 6 0 1.5 1.2 2.5 2.8 2.5 1.2 0 1.7-.7 2.7-.7s1.5.7 2.7.7c1.6 0 2.8-1 2.8-2.5 0-2.4-2.5-6-5.5-6z" />
  </Icon>
);
export const ScissorsIcon = () => (
  <Icon>
    <circle cx="6" cy="7" r="3" />
    <circle cx="6" cy="17" r="3" />
    <path d="M8.6 8.6L20 19M8.6 15.4L20 5" />
  </Icon>
);
export const StethoscopeIcon = () => (
  <Icon>
    <path d="M6 3H5v6a5 5 0 0010 0V3h-1" />
    <path d="M10 14v1a5 5 0 0010 0v-2" />
    <circle cx="20" cy="11" r="2" />
  </Icon>
);
export const ReportIcon = () => (
  <Icon>
    <path d="M4 4v16h16" />
    <path d="M8 16v-5M12 16V8M16 16v-3" />
  </Icon>
);
export const BellIcon = () => (
  <Icon>
    <path d="M6 16v-5a6 6 0 0112 0v5l2 2H4z" />
    <path d="M10 21a2 2 0 004 0" />
  </Icon>
);
export const LogoutIcon = () => (
  <Icon>
    <path d="M10 4H5v16h5" />
    <path d="M15 8l4 4-4 4M19 12H9" />
  </Icon>
);
/** The clinic: a building with a cross. */
export const ClinicIcon = () => (
  <Icon width="16" height="16">
    <path d="M4 21V8l8-5 8 5v13M2 21h20" />
    <path d="M12 9v6M9 12h6" />
  </Icon>
);
export const ChevronDownIcon = () => (
  <Icon width="16" height="16">
    <path d="M6 9l6 6 6-6" />
  </Icon>
);
export const FlaskIcon = () => (
  <Icon>
    <path d="M9 3h6M10 3v6l-5 9a2 2 0 001.8 3h10.4a2 2 0 001.8-3l-5-9V3" />
    <path d="M7.5 15h9" />
  </Icon>
);
export const CalendarIcon = () => (
  <Icon>
    <rect x="4" y="5" width="16" height="16" rx="2" />
    <path d="M8 3v4M16 3v4M4 10h16" />
  </Icon>
);
export const SyringeIcon = () => (
  <Icon>
    <path d="M18 2l4 4M20 4l-4 4M15 5l4 4-10 10H5v-4z" />
    <path d="M9 11l2 2M12 8l2 2M2 22l3-3" />
  </Icon>
);
export const ChartIcon = () => (
  <Icon>
    <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />
  </Icon>
);
export const BoxIcon = () => (
  <Icon>
    <path d="M3 7l9-4 9 4-9 4z" />
    <path d="M3 7v10l9 4 9-4V7M12 11v10" />
  </Icon>
);
