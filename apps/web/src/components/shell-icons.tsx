/**
 * The brand bar's two icons as plain inline SVG (drawn for this shop): MUI's icon components
 * would bring its styling engine into the first download for two glyphs. 24 px, current colour,
 * hidden from assistive technology like MUI's icons.
 */
const iconProps = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
  style: { flex: 'none' },
} as const;

/** A loaf of bread with three cuts. */
export function BreadIcon() {
  return (
    <svg {...iconProps}>
      <path d="M4 18v-6.5C4 8 7.6 5.5 12 5.5S20 8 20 11.5V18a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1z" />
      <path d="M8.5 9l1.5 3M12 8.5l1.5 3M15.5 9l1.5 3" />
    </svg>
  );
}

/** A shopping cart. */
export function CartIcon() {
  return (
    <svg {...iconProps}>
      <path d="M2.5 3.5h2.7l2.4 11h10.9l2.2-7.5H6.4" />
      <circle cx="9" cy="19.5" r="1.3" />
      <circle cx="17.5" cy="19.5" r="1.3" />
    </svg>
  );
}

/** An arrow pointing left. */
export function BackArrowIcon() {
  return (
    <svg {...iconProps}>
      <path d="M19 12H5M11 6l-6 6 6 6" />
    </svg>
  );
}

/** A waste bin (remove). */
export function BinIcon() {
  return (
    <svg {...iconProps}>
      <path d="M4 7h16M9.5 7V4.5h5V7M6.5 7l1 13h9l1-13M10 11v5.5M14 11v5.5" />
    </svg>
  );
}

/** A receipt with a folded corner and three lines (order history), 20 px like a button's icon. */
export function ReceiptIcon() {
  return (
    <svg {...iconProps} width={20} height={20}>
      <path d="M6 3h9l4 4v14l-2-1.3-2 1.3-2-1.3-2 1.3-2-1.3L6 21z" />
      <path d="M9 9h5M9 13h7M9 17h4" />
    </svg>
  );
}
