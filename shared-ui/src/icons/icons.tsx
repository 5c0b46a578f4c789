// The product's pictures of animals and tools, drawn as SVG (docs/product/pets.md#species-icons). Emoji
// were used before: a computer without an emoji font (many Linux and older Windows installs) drew them
// as empty boxes. These draw the same everywhere, in the text's colour (currentColor) and at the text's
// size (1em) unless told otherwise. Decorative by default (aria-hidden); a `title` names them.
import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Side in pixels or any CSS length; 1em (the text's size) by default. */
  size?: number | string;
  /** Names the picture for screen readers; without it the picture is hidden from them. */
  title?: string;
}

function Icon({ size = '1em', title, children, style, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
      // On the text's baseline like a letter, as antd's icons sit.
      style={{ verticalAlign: '-0.125em', flex: 'none', ...style }}
      {...props}
    >
      {title && <title>{title}</title>}
      {children}
    </svg>
  );
}

/** A paw print: a pet whose species has no picture of its own, and the pets counter. */
export function PawIcon(props: IconProps) {
  return (
    <Icon {...props} data-icon="paw">
      <g fill="currentColor" stroke="none">
        <path d="M12 12.5c-2.6 0-5.5 2.9-5.5 5.3 0 1.5 1.1 2.2 2.4 2.2 1.2 0 2-.6 3.1-.6s1.9.6 3.1.6c1.3 0 2.4-.7 2.4-2.2 0-2.4-2.9-5.3-5.5-5.3Z" />
        <ellipse cx="5.2" cy="10.8" rx="1.8" ry="2.2" />
        <ellipse cx="8.8" cy="6.2" rx="1.9" ry="2.4" />
        <ellipse cx="15.2" cy="6.2" rx="1.9" ry="2.4" />
        <ellipse cx="18.8" cy="10.8" rx="1.8" ry="2.2" />
      </g>
    </Icon>
  );
}

/** A dog's head with floppy ears. */
export function DogIcon(props: IconProps) {
  return (
    <Icon {...props} data-icon="dog">
      <path d="M6.5 9.5C6 11 6 12.5 6 14c0 3.9 2.7 6.5 6 6.5s6-2.6 6-6.5c0-1.5 0-3-.5-4.5" />
      <path d="M7.5 8c1.3-1.3 2.8-2 4.5-2s3.2.7 4.5 2" />
      <path d="M7.5 8C6 6.3 3.8 6.1 3 7.4c-.8 1.4-.4 4.2 1 5.6.9.9 2 .7 2.5-.3" />
      <path d="M16.5 8c1.5-1.7 3.7-1.9 4.5-.6.8 1.4.4 4.2-1 5.6-.9.9-2 .7-2.5-.3" />
      <path d="M9.5 12.5v.5M14.5 12.5v.5" />
      <path d="M11 15.5h2l-1 1Z" />
      <path d="M12 16.5v1.2" />
    </Icon>
  );
}

/** A cat's head with pointed ears. */
export function CatIcon(props: IconProps) {
  return (
    <Icon {...props} data-icon="cat">
      <path d="M4.5 10.5C4.2 11.4 4 12.4 4 13.5c0 4.1 3.6 7 8 7s8-2.9 8-7c0-1.1-.2-2.1-.5-3" />
      <path d="M4.5 10.5 4 3.5l5.5 3c.8-.3 1.6-.5 2.5-.5s1.7.2 2.5.5l5.5-3-.5 7" />
      <path d="M9 12.5v1M15 12.5v1" />
      <path d="M11 15.5h2l-1 1Z" />
      <path d="M7.5 16.5 4.5 17M16.5 16.5l3 .5" />
    </Icon>
  );
}

/** A small bird, side on. */
export function BirdIcon(props: IconProps) {
  return (
    <Icon {...props} data-icon="bird">
      <path d="M18 7a3 3 0 0 0-6 0v2.5C7.5 10 4.5 13 4 17h8a6 6 0 0 0 6-6Z" />
      <path d="m18 7.5 3 1-3 1" />
      <path d="M15 7h.01" />
      <path d="M8.5 13.5c1.5 0 3-.8 3.5-2.5" />
      <path d="M10 17v3M13 17v3" />
    </Icon>
  );
}

/** A rabbit's head with long ears. */
export function RabbitIcon(props: IconProps) {
  return (
    <Icon {...props} data-icon="rabbit">
      <path d="M9.5 9C8.5 7 8 4.5 8.5 3c.6-1.4 2.3-1.3 2.9.1.6 1.4.6 3.7.1 5.7" />
      <path d="M14.5 9c1-2 1.5-4.5 1-6-.6-1.4-2.3-1.3-2.9.1-.6 1.4-.6 3.7-.1 5.7" />
      <ellipse cx="12" cy="14.5" rx="6" ry="6" />
      <path d="M9.5 13.5v.5M14.5 13.5v.5" />
      <path d="M11.2 16h1.6l-.8.8Z" />
    </Icon>
  );
}

/** Scissors: grooming. */
export function ScissorsIcon(props: IconProps) {
  return (
    <Icon {...props} data-icon="scissors">
      <circle cx="7" cy="18" r="2.5" />
      <circle cx="17" cy="18" r="2.5" />
      <path d="M8.5 16 15.5 3.5M15.5 16 8.5 3.5" />
    </Icon>
  );
}

/** A stethoscope: a consultation, and the «Consultas hoy» counter. */
export function StethoscopeIcon(props: IconProps) {
  return (
    <Icon {...props} data-icon="stethoscope">
      <path d="M6 3H5v6a5 5 0 0010 0V3h-1" />
      <path d="M10 14v1a5 5 0 0010 0v-2" />
      <circle cx="20" cy="11" r="2" />
    </Icon>
  );
}

/** A calendar page: an appointment, and the «Citas de hoy» counter. */
export function CalendarIcon(props: IconProps) {
  return (
    <Icon {...props} data-icon="calendar">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </Icon>
  );
}

/** A syringe: a vaccine. */
export function SyringeIcon(props: IconProps) {
  return (
    <Icon {...props} data-icon="syringe">
      <path d="M18 2l4 4M20 4l-4 4M15 5l4 4-10 10H5v-4z" />
      <path d="M9 11l2 2M12 8l2 2M2 22l3-3" />
    </Icon>
  );
}

/** A capsule: a deworming. */
export function PillIcon(props: IconProps) {
  return (
    <Icon {...props} data-icon="pill">
      <rect x="2.5" y="8.5" width="19" height="7" rx="3.5" transform="rotate(-45 12 12)" />
      <path d="M8.5 8.5l7 7" />
    </Icon>
  );
}

/** A lab flask: a lab exam. */
export function FlaskIcon(props: IconProps) {
  return (
    <Icon {...props} data-icon="flask">
      <path d="M9 3h6M10 3v6l-5 9a2 2 0 001.8 3h10.4a2 2 0 001.8-3l-5-9V3" />
      <path d="M7.5 15h9" />
    </Icon>
  );
}
